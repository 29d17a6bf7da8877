import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('the page a user returns to after signing in', () => {
  it('is a path of this site, with its query and fragment', () => {
    expect(safeReturnPath('/mesajlar?userId=42')).toBe('/mesajlar?userId=42');
    expect(safeReturnPath('/urun/9#satici')).toBe('/urun/9#satici');
  });

  it('never leads to another site, however the address is written', () => {
    for (const raw of [
      '//evil.example',
      '//evil.example/giris',
      'https://evil.example',
      'http:evil.example',
      'javascript:alert(1)',
      '/\\evil.example',
      '\\\\evil.example',
      '/\tevil',
      'evil.example',
      '',
      null,
    ]) {
      expect(safeReturnPath(raw), String(raw)).toBeNull();
    }
  });

  it('is never the sign-in or registration page, which would only come back to the form', () => {
    expect(safeReturnPath('/giris-yap')).toBeNull();
    expect(safeReturnPath('/kayit-ol?x=1')).toBeNull();
  });
});
