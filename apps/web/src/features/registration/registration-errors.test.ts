import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { registrationFailure } from './registration-errors';

describe('registration failures the user reads', () => {
  it('flags the e-mail field when the address is taken', () => {
    expect(registrationFailure(new ApiError(409, 'EMAIL_TAKEN', 'x'))).toEqual({
      message: 'Bu e-posta adresi zaten kullanılıyor.',
      field: 'email',
    });
  });

  it('flags the phone field when the number is taken', () => {
    expect(registrationFailure(new ApiError(409, 'PHONE_TAKEN', 'x'))).toEqual({
      message: 'Bu telefon numarası zaten kullanılıyor.',
      field: 'phone',
    });
  });

  it('explains a refused password with the security sentence', () => {
    expect(registrationFailure(new ApiError(400, 'PASSWORD_WEAK', 'x')).message).toBe(
      'Şifre güvenlik gereksinimlerini karşılamıyor.',
    );
  });

  it('shows what the server said otherwise, on the field it names', () => {
    expect(registrationFailure(new ApiError(413, 'FILE_TOO_LARGE', 'Dosya a.png çok büyük.', { photos: 'x' }))).toEqual(
      { message: 'Dosya a.png çok büyük.', field: 'photos' },
    );
  });

  it('falls back to the registration sentence when no answer arrives or the server breaks', () => {
    expect(registrationFailure(new TypeError('Failed to fetch')).message).toBe('Kayıt sırasında bir hata oluştu.');
    expect(registrationFailure(new ApiError(0, 'NETWORK_ERROR', 'x')).message).toBe('Kayıt sırasında bir hata oluştu.');
    expect(registrationFailure(new ApiError(500, 'INTERNAL', 'x')).message).toBe('Kayıt sırasında bir hata oluştu.');
  });
});
