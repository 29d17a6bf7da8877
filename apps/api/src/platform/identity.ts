import { createHash, randomBytes } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const JWT_ISSUER = 'otousta';
export const JWT_AUDIENCE = 'otousta-web';

/** Who a valid access token speaks for. */
export interface AuthUser {
  id: string;
  userType: 'musteri' | 'isletme';
  role: 'user' | 'admin';
  /** The session (refresh-token family) the token was issued to; absent in tokens signed outside a sign-in. */
  sessionId?: string;
}

export class InvalidTokenError extends Error {}

const claims = z.object({
  sub: z.string().min(1),
  typ: z.literal('access'),
  userType: z.enum(['musteri', 'isletme']),
  role: z.enum(['user', 'admin']),
  sid: z.string().min(1).optional(),
});

export interface Tokens {
  signAccess(user: AuthUser): Promise<string>;
  /** Throws InvalidTokenError unless the token is an unexpired HS256 access token issued by us for the web. */
  verifyAccess(token: string): Promise<AuthUser>;
}

// Tokens a node has checked and that have not expired yet; far more than the readers one node serves at once.
const VERIFIED_MAX = 10_000;

export function createTokens(secret: string): Tokens {
  // Imported once: given the secret's bytes, jose imports a WebCrypto key on every call, which was most of the cost of
  // checking a signed-in reader's token (docs/BENCHMARKS.md 'Feed').
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // A signed-in reader sends the same token with every request until it expires: its signature and claims are checked
  // once, and the answer kept until its `exp` (checking the HMAC again was a tenth of a catalogue page's API CPU).
  const verified = new Map<string, { user: AuthUser; expiresAtMs: number }>();
  return {
    signAccess: async (user) =>
      new SignJWT({
        typ: 'access',
        userType: user.userType,
        role: user.role,
        ...(user.sessionId ? { sid: user.sessionId } : {}),
      })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(user.id)
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
        .sign(await key),
    async verifyAccess(token) {
      const known = verified.get(token);
      if (known && known.expiresAtMs > Date.now()) return known.user;
      try {
        // The algorithm is pinned: a token claiming 'none' or an asymmetric algorithm is refused outright.
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ['HS256'],
          issuer: JWT_ISSUER,
          audience: JWT_AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const parsed = claims.safeParse(payload);
        if (!parsed.success) throw new InvalidTokenError('unexpected claims');
        const { sub, userType, role, sid } = parsed.data;
        const user: AuthUser = Object.freeze({ id: sub, userType, role, ...(sid ? { sessionId: sid } : {}) });
        if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
        verified.set(token, { user, expiresAtMs: payload.exp! * 1000 });
        return user;
      } catch (error) {
        if (error instanceof InvalidTokenError || error instanceof errors.JOSEError) {
          throw new InvalidTokenError(error.message);
        }
        throw new InvalidTokenError('malformed token');
      }
    },
  };
}

/** A refresh token: 32 random bytes, base64url. Only its SHA-256 is stored. */
export const newRefreshToken = () => randomBytes(32).toString('base64url');
export const hashRefreshToken = (token: string) => createHash('sha256').update(token).digest('hex');
