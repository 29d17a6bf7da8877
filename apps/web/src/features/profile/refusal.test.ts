import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { refusalOf } from './refusal';

const fields = ['currentPassword', 'newPassword'] as const;
const byCode = { WRONG_PASSWORD: 'currentPassword' } as const;

describe('a refused account change', () => {
  it('puts a wrong current password under the current-password field with the server’s words', () => {
    const error = new ApiError(400, 'WRONG_PASSWORD', 'Mevcut şifreniz hatalı.');
    expect(refusalOf(error, byCode, fields)).toEqual({
      message: 'Mevcut şifreniz hatalı.',
      errors: { currentPassword: 'Mevcut şifreniz hatalı.' },
    });
  });

  it('follows the per-field messages of a validation answer, ignoring fields the form does not have', () => {
    const error = new ApiError(400, 'VALIDATION', 'Gönderilen bilgiler geçersiz.', {
      newPassword: 'Şifre en az 8 karakter olmalıdır.',
      token: 'x',
    });
    expect(refusalOf(error, byCode, fields).errors).toEqual({ newPassword: 'Şifre en az 8 karakter olmalıdır.' });
  });

  it('marks no field for a failure that is nobody’s input, and still says what happened', () => {
    const offline = new ApiError(0, 'NETWORK_ERROR', 'Sunucuya ulaşılamadı.');
    expect(refusalOf(offline, byCode, fields)).toEqual({ message: 'Sunucuya ulaşılamadı.', errors: {} });
    expect(refusalOf(new TypeError('boom'), byCode, fields).message).toBe(
      'Beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.',
    );
  });
});
