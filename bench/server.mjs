// Starts the built app for a benchmark: its own port and embedded database in a temporary folder, or the
// PostgreSQL of DATABASE_URL when set. Shared by the benchmark scripts so each measures a fresh, known server.
import { SignJWT } from 'jose';
import { startBuiltApi } from '../scripts/lib.mjs';

/** The secret the benchmark servers sign tokens with. */
export const BENCH_JWT_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

/**
 * An access token for `userId` as the API issues one, so a benchmark presents a signed-in user without signing in. It
 * names a session, as every token of a sign-in does, so each request pays the check that the session was not ended.
 */
export const accessToken = (userId, userType = 'musteri') =>
  new SignJWT({ typ: 'access', userType, role: 'user', sid: `bench-session-${userId}` })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userId)
    .setIssuer('otousta')
    .setAudience('otousta-web')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(BENCH_JWT_SECRET));

/** Resolves to `{ url, dataDir, stop }` once /api/ready answers. `env` adds or overrides variables. */
export function startServer(env = {}) {
  return startBuiltApi({
    tmpPrefix: 'otousta-bench-',
    env: { NODE_ENV: 'production', JWT_SECRET: BENCH_JWT_SECRET, SEED_DEMO: 'false', LOG_LEVEL: 'warn', ...env },
  });
}
