import { describe, expect, it } from 'vitest';
import { createPasswords } from './passwords.js';

describe('password hashing', () => {
  const passwords = createPasswords(2);

  it('stores argon2id with at least OWASP memory, passes and lanes, salted per password', async () => {
    const [first, second] = await Promise.all([passwords.hash('Gizli.Parola1'), passwords.hash('Gizli.Parola1')]);
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
  });

  it('accepts the right password and refuses a wrong one or a malformed hash', async () => {
    const stored = await passwords.hash('Gizli.Parola1');
    expect(await passwords.verify(stored, 'Gizli.Parola1')).toBe(true);
    expect(await passwords.verify(stored, 'gizli.parola1')).toBe(false);
    expect(await passwords.verify('not-a-hash', 'Gizli.Parola1')).toBe(false);
  });
});
