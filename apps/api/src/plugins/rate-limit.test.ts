import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createMemoryStore,
  createRateLimiter,
  createRedisStore,
  RateLimitedError,
  type RateLimitStore,
} from './rate-limit.js';

const stores: RateLimitStore[] = [];
afterEach(async () => {
  await Promise.all(stores.splice(0).map((s) => s.close()));
});

const memory = (now?: () => number) => {
  const store = createMemoryStore(now);
  stores.push(store);
  return store;
};

describe('rate limiter', () => {
  it('allows max hits per window, then rejects with the seconds until the window ends', async () => {
    let now = 1_000_000;
    const limiter = createRateLimiter(
      memory(() => now),
      { name: 't', max: 2, windowSeconds: 60 },
    );
    await limiter.consume('a');
    await limiter.consume('a');
    now += 15_000;
    const error = await limiter.consume('a').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED', retryAfterSeconds: 45 });
    // Other keys have their own counters.
    await limiter.consume('b');
    // A new window starts once the old one has passed.
    now += 45_000;
    await limiter.consume('a');
  });

  it('checks without counting, records without rejecting, and forgets on reset', async () => {
    const limiter = createRateLimiter(memory(), { name: 't', max: 2, windowSeconds: 60 });
    await limiter.check('k');
    await limiter.record('k');
    await limiter.check('k');
    await limiter.record('k');
    await limiter.record('k');
    await expect(limiter.check('k')).rejects.toBeInstanceOf(RateLimitedError);
    await limiter.reset('k');
    await limiter.check('k');
  });

  it('lets requests through when the counter store is unreachable', async () => {
    const broken: RateLimitStore = {
      increment: () => Promise.reject(new Error('ECONNREFUSED')),
      get: () => Promise.reject(new Error('ECONNREFUSED')),
      reset: () => Promise.reject(new Error('ECONNREFUSED')),
      close: async () => {},
    };
    const limiter = createRateLimiter(broken, { name: 't', max: 1, windowSeconds: 60 });
    await limiter.consume('x');
    await limiter.consume('x');
    await limiter.check('x');
    await limiter.reset('x');
  });
});

describe.runIf(process.env.REDIS_URL)('rate limits shared through Redis', () => {
  it('counts the hits of two API nodes together', async () => {
    const namespace = randomUUID();
    const nodeA = await createRedisStore(process.env.REDIS_URL!, namespace);
    const nodeB = await createRedisStore(process.env.REDIS_URL!, namespace);
    stores.push(nodeA, nodeB);
    const options = { name: 'login-ip', max: 3, windowSeconds: 60 };
    const a = createRateLimiter(nodeA, options);
    const b = createRateLimiter(nodeB, options);
    await a.consume('203.0.113.1');
    await b.consume('203.0.113.1');
    await a.consume('203.0.113.1');
    const error = await b.consume('203.0.113.1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect((error as RateLimitedError).retryAfterSeconds).toBeGreaterThan(55);
    await a.reset('203.0.113.1');
    await b.consume('203.0.113.1');
  });
});
