import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { signInErrorMessage } from './sign-in-error';

describe('sign-in error messages (docs/product.md §8)', () => {
  it('names wrong credentials and a disabled account in the documented words', () => {
    expect(signInErrorMessage(new ApiError(401, 'INVALID_CREDENTIALS', 'x'))).toBe('E-posta adresi veya şifre hatalı.');
    expect(signInErrorMessage(new ApiError(403, 'ACCOUNT_DISABLED', 'x'))).toBe('Hesabınız devre dışı bırakılmış.');
  });

  it("passes on the server's own words for a rate limit and anything else", () => {
    const limited = 'Çok fazla deneme yaptınız. 5 dakika sonra tekrar deneyin.';
    expect(signInErrorMessage(new ApiError(429, 'RATE_LIMITED', limited))).toBe(limited);
    expect(signInErrorMessage(new ApiError(503, 'SERVICE_UNAVAILABLE', 'Hizmet şu anda kullanılamıyor.'))).toBe(
      'Hizmet şu anda kullanılamıyor.',
    );
  });

  it("falls back to 'Giriş başarısız.' when there is nothing better to say", () => {
    expect(signInErrorMessage(new Error('boom'))).toBe('Giriş başarısız.');
    expect(signInErrorMessage(new ApiError(500, 'INTERNAL', ''))).toBe('Giriş başarısız.');
  });
});
