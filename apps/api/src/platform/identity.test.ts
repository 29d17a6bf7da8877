import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createTokens, InvalidTokenError } from './identity.js';

const SECRET = 'identity-test-secret-identity-test-secret';
const driver = { id: 'surucu-1', userType: 'musteri', role: 'user' } as const;

describe('access tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a token checked before from memory, but never past its expiry', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T08:00:00Z') });
    const tokens = createTokens(SECRET);
    const token = await tokens.signAccess(driver);
    expect(await tokens.verifyAccess(token)).toEqual(driver);
    expect(await tokens.verifyAccess(token)).toEqual(driver);
    vi.setSystemTime(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000 + 1000);
    await expect(tokens.verifyAccess(token)).rejects.toBeInstanceOf(InvalidTokenError);
  });

  it('still refuses a token one character away from a kept one, or signed with another secret', async () => {
    const tokens = createTokens(SECRET);
    const token = await tokens.signAccess(driver);
    await tokens.verifyAccess(token);
    const tampered = `${token.slice(0, -2)}${token.at(-2) === 'A' ? 'B' : 'A'}${token.at(-1)}`;
    await expect(tokens.verifyAccess(tampered)).rejects.toBeInstanceOf(InvalidTokenError);
    const foreign = await createTokens(`${SECRET}-other`).signAccess(driver);
    await expect(tokens.verifyAccess(foreign)).rejects.toBeInstanceOf(InvalidTokenError);
  });
});
