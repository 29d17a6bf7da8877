import { createClient } from 'redis';
import { ACCESS_TOKEN_TTL_SECONDS } from './identity.js';

/**
 * Sessions ended before their access tokens expired (docs/decisions/037-ending-a-session-ends-its-access-tokens.md).
 * An access token names its session; a session ended here refuses its tokens from the next request on. A mark is kept
 * as long as a token issued just before the end could still be valid, with a minute to spare for clocks.
 */
export interface RevokedSessions {
  add(sessionIds: readonly string[]): Promise<void>;
  has(sessionId: string): Promise<boolean>;
  close(): Promise<void>;
}

const KEEP_MS = (ACCESS_TOKEN_TTL_SECONDS + 60) * 1000;

/** One node: the marks live in this process. */
export function createMemoryRevokedSessions(now: () => number = Date.now): RevokedSessions {
  const until = new Map<string, number>();
  const sweep = setInterval(() => {
    const t = now();
    for (const [id, end] of until) if (end <= t) until.delete(id);
  }, 60_000);
  sweep.unref();
  return {
    async add(sessionIds) {
      for (const id of sessionIds) until.set(id, now() + KEEP_MS);
    },
    async has(sessionId) {
      return (until.get(sessionId) ?? 0) > now();
    },
    async close() {
      clearInterval(sweep);
    },
  };
}

/** Several nodes: the marks live in the Redis they share, so a session ended on one is refused by all. */
export async function createRedisRevokedSessions(url: string, namespace: string): Promise<RevokedSessions> {
  // A lookup fails at once while Redis is away rather than holding the request.
  const client = createClient({ url, disableOfflineQueue: true });
  client.on('error', () => {});
  await client.connect();
  const key = (id: string) => `otousta:revoked:${namespace}:${id}`;
  return {
    async add(sessionIds) {
      if (!sessionIds.length) return;
      const marks = client.multi();
      for (const id of sessionIds) marks.set(key(id), '1', { PX: KEEP_MS });
      await marks.exec();
    },
    async has(sessionId) {
      return (await client.exists(key(sessionId))) === 1;
    },
    async close() {
      await client.close();
    },
  };
}
