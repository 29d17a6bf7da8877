import { describe, expect, it } from 'vitest';
import { errorMessages } from '../messages/tr.js';
import {
  changeEmailSchema,
  changePasswordFormSchema,
  changePasswordSchema,
  deleteAccountSchema,
  forgotPasswordSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from './account.js';

/** Each field's first message, as a form shows it. */
function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}

describe('account recovery requests', () => {
  it('takes any well-formed address for a reset link, normalised like sign-in', () => {
    expect(forgotPasswordSchema.parse({ email: ' Ayse@Example.COM ' })).toEqual({ email: 'ayse@example.com' });
    expect(messages(forgotPasswordSchema.safeParse({ email: 'ayse@' }))).toEqual({
      email: errorMessages.INVALID_EMAIL,
    });
    expect(messages(forgotPasswordSchema.safeParse({ email: '' }))).toEqual({ email: errorMessages.EMAIL_REQUIRED });
  });

  it('holds a new password to the registration rule and says a missing or odd token is an invalid link', () => {
    expect(resetPasswordSchema.parse({ token: ' abc ', password: 'yeni-sifre-1' })).toEqual({
      token: 'abc',
      password: 'yeni-sifre-1',
    });
    expect(messages(resetPasswordSchema.safeParse({ token: '', password: 'kisa' }))).toEqual({
      token: errorMessages.RESET_TOKEN_INVALID,
      password: errorMessages.PASSWORD_TOO_SHORT,
    });
    expect(messages(resetPasswordSchema.safeParse({ token: 'x'.repeat(201), password: 'p'.repeat(129) }))).toEqual({
      token: errorMessages.RESET_TOKEN_INVALID,
      password: errorMessages.PASSWORD_TOO_LONG,
    });
    expect(messages(verifyEmailSchema.safeParse({ token: 42 }))).toEqual({ token: errorMessages.VERIFY_TOKEN_INVALID });
  });

  it('asks the reset form for the same new password twice', () => {
    const typo = resetPasswordFormSchema.safeParse({ password: 'yeni-sifre-1', confirmPassword: 'yeni-sifre-2' });
    expect(messages(typo)).toEqual({ confirmPassword: errorMessages.PASSWORD_MISMATCH });
    expect(
      resetPasswordFormSchema.safeParse({ password: 'yeni-sifre-1', confirmPassword: 'yeni-sifre-1' }).success,
    ).toBe(true);
  });
});

describe('changes to a signed-in account', () => {
  it('needs the current password for a new address, a new password and deleting the account', () => {
    const missing = { password: errorMessages.CURRENT_PASSWORD_REQUIRED };
    expect(messages(changeEmailSchema.safeParse({ newEmail: 'yeni@example.com', password: '' }))).toEqual(missing);
    expect(messages(deleteAccountSchema.safeParse({}))).toEqual(missing);
    expect(messages(changePasswordSchema.safeParse({ currentPassword: '', newPassword: 'yeni-sifre-1' }))).toEqual({
      currentPassword: errorMessages.CURRENT_PASSWORD_REQUIRED,
    });
  });

  it('never measures the current password against the new-password rule: an old short one still proves who it is', () => {
    expect(changePasswordSchema.safeParse({ currentPassword: 'eski', newPassword: 'yeni-sifre-1' }).success).toBe(true);
    expect(deleteAccountSchema.safeParse({ password: 'eski' }).success).toBe(true);
  });

  it('checks the new password and its confirmation on the change-password form', () => {
    const form = { currentPassword: 'eski-sifre', newPassword: 'kisa', confirmPassword: 'kisa' };
    expect(messages(changePasswordFormSchema.safeParse(form))).toEqual({
      newPassword: errorMessages.PASSWORD_TOO_SHORT,
    });
    expect(
      messages(changePasswordFormSchema.safeParse({ ...form, newPassword: 'yeni-sifre-1', confirmPassword: 'yeni' })),
    ).toEqual({ confirmPassword: errorMessages.PASSWORD_MISMATCH });
  });

  it('normalises the new address and refuses a malformed one', () => {
    expect(changeEmailSchema.parse({ newEmail: ' Yeni@Example.com', password: 'x' }).newEmail).toBe('yeni@example.com');
    expect(messages(changeEmailSchema.safeParse({ newEmail: 'yeni', password: 'x' }))).toEqual({
      newEmail: errorMessages.INVALID_EMAIL,
    });
  });
});
