import { describe, expect, it } from 'vitest';
import { imageVariant } from './image-url.js';

const id = '01970b5e-7c3a-7d2e-9f10-2b3c4d5e6f70';

describe('imageVariant', () => {
  it('points an uploaded image at its card and thumbnail copies', () => {
    expect(imageVariant(`/uploads/${id}.webp`, 'card')).toBe(`/uploads/${id}-card.webp`);
    expect(imageVariant(`/uploads/${id}.webp`, 'thumb')).toBe(`/uploads/${id}-thumb.webp`);
  });

  it('leaves placeholders, external pictures and already sized copies unchanged', () => {
    for (const url of [
      '/placeholder-business.jpg',
      'https://images.example.com/photo.webp',
      `/uploads/${id}-card.webp`,
      `https://cdn.example.com/uploads/${id}.webp`,
      '',
    ]) {
      expect(imageVariant(url, 'card')).toBe(url);
    }
  });
});
