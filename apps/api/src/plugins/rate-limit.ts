import { randomUUID } from 'node:crypto';
import { formatMessages } from '@otousta/shared/messages/tr';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createClient } from 'redis';
import type { Config } from '../config.js';
import { AppError } from '../platform/errors.js';

/** A fixed-window counter: how many hits a key has in its current window and how long that window still runs. */
export interface WindowCount {
  count: number;
  remainingMs: number;
}

/** Where counters live: process memory on one node, Redis when several API nodes must share them. */
export interface RateLimitStore {
  increment(key: string, windowMs: number): Promise<WindowCount>;
  get(key: string): Promise<WindowCount | undefined>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface RateLimiterOptions {
  /** Namespace of the counters, e.g. 'login-ip'. */
  name: string;
  max: number;
  windowSeconds: number;
}

/** 429 RATE_LIMITED; the plugin turns retryAfterSeconds into a Retry-After header. */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message?: string,
  ) {
    super(429, 'RATE_LIMITED', message);
  }
}

export interface RateLimiter {
  /** Counts one hit; throws RateLimitedError once more than `max` hits fall in the current window. */
  consume(key: string): Promise<void>;
  /** Throws RateLimitedError when the key has used up its window, without counting (e.g. before a password check). */
  check(key: string): Promise<void>;
  /** Counts one hit without rejecting (e.g. a failed password). */
  record(key: string): Promise<void>;
  reset(key: string): Promise<void>;
}

export function createMemoryStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  // Expired windows are swept now and then so keys of passing visitors do not pile up.
  const sweep = setInterval(() => {
    const t = now();
    for (const [key, value] of windows) if (value.resetAt <= t) windows.delete(key);
  }, 60_000);
  sweep.unref();
  const live = (key: string) => {
    const value = windows.get(key);
    if (value && value.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return value;
  };
  const view = (value: { count: number; resetAt: number }) => ({
    count: value.count,
    remainingMs: value.resetAt - now(),
  });
  return {
    async increment(key, windowMs) {
      const value = live(key) ?? { count: 0, resetAt: now() + windowMs };
      value.count += 1;
      windows.set(key, value);
      return view(value);
    },
    async get(key) {
      const value = live(key);
      return value && view(value);
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}

export async function createRedisStore(url: string, namespace: string): Promise<RateLimitStore> {
  // Commands fail at once while Redis is away instead of queueing, so a request never hangs on a counter.
  const client = createClient({ url, disableOfflineQueue: true });
  // A Redis hiccup must not crash the process; the client reconnects by itself.
  client.on('error', () => {});
  await client.connect();
  const prefix = `otousta:rl:${namespace}:`;
  return {
    async increment(key, windowMs) {
      const k = prefix + key;
      // The window starts with the first hit: NX keeps later hits from pushing its end further away.
      const [count, , ttl] = await client.multi().incr(k).pExpire(k, windowMs, 'NX').pTTL(k).exec();
      return { count: Number(count), remainingMs: Math.max(Number(ttl), 0) };
    },
    async get(key) {
      const k = prefix + key;
      const [count, ttl] = await client.multi().get(k).pTTL(k).exec();
      if (count === null || count === undefined) return undefined;
      return { count: Number(count), remainingMs: Math.max(Number(ttl), 0) };
    },
    async reset(key) {
      await client.del(prefix + key);
    },
    async close() {
      await client.close();
    },
  };
}

export function createRateLimiter(
  store: RateLimitStore,
  options: RateLimiterOptions & { message?: (retryAfterSeconds: number) => string },
  log?: FastifyBaseLogger,
): RateLimiter {
  const reject = (window: WindowCount): never => {
    const seconds = Math.max(1, Math.ceil(window.remainingMs / 1000));
    throw new RateLimitedError(seconds, options.message?.(seconds));
  };
  const windowMs = options.windowSeconds * 1000;
  const keyOf = (key: string) => `${options.name}:${key}`;
  // When the counter store is unreachable the limit is skipped rather than the whole feature going down.
  const safely = async <T>(work: () => Promise<T>): Promise<T | undefined> => {
    try {
      return await work();
    } catch (err) {
      log?.warn({ err, limiter: options.name }, 'rate limit store unavailable');
      return undefined;
    }
  };
  return {
    async consume(key) {
      const window = await safely(() => store.increment(keyOf(key), windowMs));
      if (window && window.count > options.max) reject(window);
    },
    async check(key) {
      const window = await safely(() => store.get(keyOf(key)));
      if (window && window.count >= options.max) reject(window);
    },
    async record(key) {
      await safely(() => store.increment(keyOf(key), windowMs));
    },
    async reset(key) {
      await safely(() => store.reset(keyOf(key)));
    },
  };
}

/**
 * Per-user ceilings on creating content, each `RATE_LIMIT_<NAME>_PER_HOUR`. A route takes one with a single line in
 * its options, `config: { writeLimit: 'posts' }` (docs/decisions/029-object-storage-and-write-limits.md).
 * `uploads` needs no declaration: every multipart write counts against it.
 */
export const WRITE_LIMITS = {
  posts: 'RATE_LIMIT_POSTS_PER_HOUR',
  comments: 'RATE_LIMIT_COMMENTS_PER_HOUR',
  reviews: 'RATE_LIMIT_REVIEWS_PER_HOUR',
  uploads: 'RATE_LIMIT_UPLOADS_PER_HOUR',
  reports: 'RATE_LIMIT_REPORTS_PER_HOUR',
  quotes: 'RATE_LIMIT_QUOTES_PER_HOUR',
  favorites: 'RATE_LIMIT_FAVORITES_PER_HOUR',
} as const satisfies Record<string, keyof Config>;

export type WriteLimitName = keyof typeof WRITE_LIMITS;

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

declare module 'fastify' {
  interface FastifyInstance {
    /** A named limiter on the app's shared counter store (memory, or Redis when REDIS_URL is set). */
    createRateLimiter(options: RateLimiterOptions): RateLimiter;
  }
  interface FastifyContextConfig {
    /** The per-user creation limit this write counts against (WRITE_LIMITS). */
    writeLimit?: WriteLimitName;
  }
}

/** Whose count a write adds to: the signed-in user, else the address it came from. */
const writer = (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`);

/** One counter store per app, so every feature's limits are shared across API nodes when Redis is configured. */
export const rateLimit = fp(
  async (app: FastifyInstance) => {
    // API nodes of one deployment (one REDIS_PREFIX) share their counters; test apps sharing a Redis get their own.
    const { REDIS_PREFIX, NODE_ENV } = app.config;
    const namespace = REDIS_PREFIX ?? (NODE_ENV === 'test' ? randomUUID() : 'main');
    const store = app.config.REDIS_URL ? await createRedisStore(app.config.REDIS_URL, namespace) : createMemoryStore();
    app.decorate('createRateLimiter', (options: RateLimiterOptions) => createRateLimiter(store, options, app.log));
    app.addHook('onClose', () => store.close());

    // The write limits of decision 029, on the same counters: one mechanism for every limit of the API.
    const message = formatMessages.tooManyWrites;
    const writesPerIp = createRateLimiter(
      store,
      {
        name: 'writes-ip',
        max: app.config.RATE_LIMIT_WRITES_PER_IP,
        windowSeconds: app.config.RATE_LIMIT_WRITES_WINDOW_SECONDS,
        message,
      },
      app.log,
    );
    const perUser = Object.fromEntries(
      Object.entries(WRITE_LIMITS).map(([name, variable]) => [
        name,
        createRateLimiter(
          store,
          { name: `writes-${name}`, max: app.config[variable], windowSeconds: 3600, message },
          app.log,
        ),
      ]),
    ) as Record<WriteLimitName, RateLimiter>;
    // Before the body is read: a flood costs one counter increment per request.
    app.addHook('onRequest', async (request) => {
      if (writeMethods.has(request.method)) await writesPerIp.consume(request.ip);
    });
    // After sign-in is settled (route scopes authenticate in onRequest) and the input is valid.
    app.addHook('preHandler', async (request) => {
      if (!writeMethods.has(request.method)) return;
      const declared = request.routeOptions.config.writeLimit;
      // Uploads first: a post refused for its photos does not use up one of the author's posts.
      if (declared !== 'uploads' && request.isMultipart()) await perUser.uploads.consume(writer(request));
      if (declared) await perUser[declared].consume(writer(request));
    });
    app.addHook('onError', async (_request, reply, error) => {
      if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
    });
  },
  { name: 'rate-limit' },
);
