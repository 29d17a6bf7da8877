import { randomUUID } from 'node:crypto';
import { setTimeout as pause } from 'node:timers/promises';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createMemoryPresence, createRedisPresence, type Presence } from './presence.js';

describe('presence in one process', () => {
  it('counts a user online from the first socket to the last', async () => {
    const presence = createMemoryPresence();
    expect(await presence.connect('u1', 's1')).toBe(true);
    expect(await presence.connect('u1', 's2')).toBe(false);
    expect(await presence.count('u1')).toBe(2);
    expect(await presence.disconnect('u1', 's1')).toBe(false);
    expect(await presence.disconnect('u1', 's2')).toBe(true);
    // A socket counted out twice does not make anyone go offline twice.
    expect(await presence.disconnect('u1', 's2')).toBe(false);
    expect(await presence.count('u1')).toBe(0);
    await presence.close();
  });
});

const { REDIS_URL } = loadConfig({ NODE_ENV: 'test' });

describe.skipIf(!REDIS_URL)('presence across nodes (Redis)', () => {
  const redis: ReturnType<typeof createClient> = createClient({ url: REDIS_URL });
  const prefix = `otousta-test-${randomUUID()}`;
  const nodes: Presence[] = [];
  const node = (leaseMs?: number) => {
    const presence = createRedisPresence(redis, { prefix, leaseMs });
    nodes.push(presence);
    return presence;
  };

  beforeAll(async () => {
    await redis.connect();
  });
  afterAll(async () => {
    await Promise.all(nodes.map((n) => n.close()));
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length) await redis.del(keys);
    await redis.close();
  });

  it('sees the first and the last socket of a user whichever node they are on', async () => {
    const [a, b] = [node(), node()];
    const user = randomUUID();
    expect(await a.connect(user, 'a1')).toBe(true);
    expect(await b.connect(user, 'b1')).toBe(false);
    expect(await a.count(user)).toBe(2);
    expect(await a.disconnect(user, 'a1')).toBe(false);
    expect(await b.disconnect(user, 'b1')).toBe(true);
  });

  it('lets exactly one of many simultaneous first connections count as first', async () => {
    const [a, b] = [node(), node()];
    const user = randomUUID();
    const firsts = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).connect(user, `s${i}`)));
    expect(firsts.filter(Boolean)).toHaveLength(1);
    const lasts = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).disconnect(user, `s${i}`)));
    expect(lasts.filter(Boolean)).toHaveLength(1);
  });

  it('takes a user offline when their last socket leaves after Redis lost its data', async () => {
    const a = node();
    const user = randomUUID();
    expect(await a.connect(user, 'a1')).toBe(true);
    // Redis restarted empty while the socket was open.
    await redis.del(`${prefix}:presence:user:${user}`);
    expect(await a.disconnect(user, 'a1')).toBe(true);
    // A socket this node never held does not count.
    expect(await a.disconnect(user, 'a1')).toBe(false);
  });

  it("counts out a crashed node's sockets once their leases lapse, but not a live node's", async () => {
    const crashing = node(300);
    const healthy = node(300);
    const [lost, kept] = [randomUUID(), randomUUID()];
    await crashing.connect(lost, 'x1');
    await healthy.connect(kept, 'y1');
    // The crashed node stops renewing; the healthy one keeps renewing every lease/3.
    await crashing.close();
    await pause(700);
    expect(await healthy.sweep()).toEqual([lost]);
    expect(await healthy.count(lost)).toBe(0);
    expect(await healthy.count(kept)).toBe(1);
  });
});
