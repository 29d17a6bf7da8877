import { describe, expect, it } from 'vitest';
import { documentProblem } from './application-documents';

const MB = 1024 * 1024;

describe('seller application documents (docs/product.md §5)', () => {
  it('accepts a PDF, a JPG or a PNG up to 5 MB', () => {
    expect(documentProblem({ type: 'application/pdf', size: 5 * MB })).toBeNull();
    expect(documentProblem({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(documentProblem({ type: 'image/png', size: 1000 })).toBeNull();
  });

  it('refuses other formats with the documented message', () => {
    for (const type of ['text/plain', 'image/webp', 'application/msword', '']) {
      expect(documentProblem({ type, size: 10 })).toBe('Sadece PDF, JPG, PNG formatında dosya yükleyebilirsiniz.');
    }
  });

  it('refuses a file above 5 MB with the documented message', () => {
    expect(documentProblem({ type: 'application/pdf', size: 5 * MB + 1 })).toBe(
      "Dosya boyutu 5MB'dan küçük olmalıdır.",
    );
  });
});
