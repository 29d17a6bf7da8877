import { randomBytes } from 'node:crypto';
import { hash, verify as verifyHash } from '@node-rs/argon2';
import pLimit from 'p-limit';

/**
 * OWASP's argon2id baseline: 19 MiB memory, 2 passes, 1 lane. argon2id is the library's default algorithm (its
 * `Algorithm` enum is a const enum, which isolated modules cannot import).
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface Passwords {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the time of one verification without a user, so an unknown e-mail answers as slowly as a wrong password. */
  verifyNobody(password: string): Promise<void>;
}

/**
 * argon2id hashing with at most `concurrency` hashes at once: each takes ~19 MiB and a core for tens of
 * milliseconds, so a burst of sign-ins must queue rather than exhaust memory and starve other requests.
 */
export function createPasswords(concurrency: number): Passwords {
  const limit = pLimit(concurrency);
  // Made once up front, so even the first unknown e-mail costs one verification, not a hash and a verification.
  const dummy = limit(() => hash(randomBytes(16).toString('hex'), OPTIONS));
  const verify = (stored: string, password: string) =>
    limit(async () => {
      try {
        return await verifyHash(stored, password);
      } catch {
        return false;
      }
    });
  return {
    hash: (password) => limit(() => hash(password, OPTIONS)),
    verify,
    async verifyNobody(password) {
      await verify(await dummy, password);
    },
  };
}
