import type { createClient } from 'redis';

/**
 * Who is online, counted in sockets per user across every API node (docs/decisions/004-realtime-contract.md): a user
 * comes online with their first socket and goes offline with their last, however many tabs and nodes are involved.
 */
export interface Presence {
  /** Counts a socket in; true when it is the user's first one anywhere. */
  connect(userId: string, socketId: string): Promise<boolean>;
  /** Counts a socket out; true when it was the user's last one anywhere. */
  disconnect(userId: string, socketId: string): Promise<boolean>;
  /** How many sockets the user has open across all nodes. */
  count(userId: string): Promise<number>;
  /**
   * Users whose sockets all vanished without a goodbye (their node crashed or lost Redis); they are counted out and
   * should be announced offline. Always empty in memory, where a crash takes the whole count with it.
   */
  sweep(): Promise<string[]>;
  close(): Promise<void>;
}

/** One API process: the counts live in its memory. */
export function createMemoryPresence(): Presence {
  const sockets = new Map<string, Set<string>>();
  return {
    async connect(userId, socketId) {
      const mine = sockets.get(userId) ?? new Set<string>();
      mine.add(socketId);
      sockets.set(userId, mine);
      return mine.size === 1;
    },
    async disconnect(userId, socketId) {
      const mine = sockets.get(userId);
      if (!mine?.delete(socketId)) return false;
      if (mine.size > 0) return false;
      sockets.delete(userId);
      return true;
    },
    async count(userId) {
      return sockets.get(userId)?.size ?? 0;
    },
    async sweep() {
      return [];
    },
    async close() {
      sockets.clear();
    },
  };
}

type RedisClient = ReturnType<typeof createClient>;

export interface RedisPresenceOptions {
  prefix: string;
  /** How long a socket counts without its node renewing it: a crashed node's sockets fade out after this. */
  leaseMs?: number;
  now?: () => number;
  /** A presence change learnt only once Redis came back after an outage, to be announced like any other. */
  onLateChange?: (userId: string, isOnline: boolean) => void;
}

// Each script runs atomically in Redis, so two nodes counting the same user's sockets at once cannot both see
// themselves as first (or last). KEYS[1] is the user's sorted set of sockets scored by lease expiry, KEYS[2] the set
// of users with any socket (what the sweep walks). CONNECT answers 1 when the socket is new and the user's only one.
const CONNECT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
local added = redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
redis.call('SADD', KEYS[2], ARGV[5])
if added == 1 and redis.call('ZCARD', KEYS[1]) == 1 then return 1 end
return 0`;

// ARGV[4] is '1' when the calling node held the socket: Redis may have lost it since (restarted empty), and the
// user's last socket going away must still count.
const DISCONNECT = `
local removed = redis.call('ZREM', KEYS[1], ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
local left = redis.call('ZCARD', KEYS[1])
if left == 0 then redis.call('SREM', KEYS[2], ARGV[3]) end
if (removed == 1 or ARGV[4] == '1') and left == 0 then return 1 end
return 0`;

const SWEEP = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) == 0 then
  return redis.call('SREM', KEYS[2], ARGV[2])
end
return 0`;

/**
 * Several API processes: each user's sockets are a Redis sorted set scored by lease expiry. The node holding a
 * socket renews its lease; a node that dies stops renewing, and the sweep (one node at a time, under a short lock)
 * counts its sockets out so their users do not stay online forever.
 */
export function createRedisPresence(client: RedisClient, options: RedisPresenceOptions): Presence {
  const leaseMs = options.leaseMs ?? 60_000;
  const now = options.now ?? Date.now;
  const userKey = (userId: string) => `${options.prefix}:presence:user:${userId}`;
  const onlineKey = `${options.prefix}:presence:online`;
  const sweepLock = `${options.prefix}:presence:sweep-lock`;
  // The sockets this node holds, whose leases it keeps renewing.
  const local = new Map<string, string>();

  const renew = async () => {
    if (local.size === 0) return;
    const expiry = now() + leaseMs;
    const batch = client.multi();
    for (const [socketId, userId] of local) {
      batch.zAdd(userKey(userId), { score: expiry, value: socketId }, { XX: true });
      batch.pExpire(userKey(userId), leaseMs * 2);
    }
    await batch.exec();
  };
  const renewal = setInterval(() => {
    // A failed renewal is retried at the next tick; leases outlast several ticks.
    renew().catch(() => {});
  }, leaseMs / 3);
  renewal.unref();
  const countIn = async (userId: string, socketId: string) => {
    const t = now();
    const first = await client.eval(CONNECT, {
      keys: [userKey(userId), onlineKey],
      arguments: [String(t), String(t + leaseMs), socketId, String(leaseMs * 2), userId],
    });
    return Number(first) === 1;
  };
  const countOut = async (userId: string, socketId: string, held: boolean) => {
    const last = await client.eval(DISCONNECT, {
      keys: [userKey(userId), onlineKey],
      arguments: [String(now()), socketId, userId, held ? '1' : '0'],
    });
    return Number(last) === 1;
  };
  // Sockets that went away while Redis was unreachable (its commands give up after 5 s): counted out when it returns.
  let departed: [socketId: string, userId: string][] = [];
  // When Redis returns: count out what left meanwhile, then count this node's sockets in again in case Redis lost
  // its data (restarted without persistence), so their users' last disconnect finds them. A user another node
  // announced offline meanwhile (their last socket there went away before this node counted theirs back in) is
  // online again.
  const resync = async () => {
    const leaving = departed;
    departed = [];
    const lasts = await Promise.allSettled(leaving.map(([socketId, userId]) => countOut(userId, socketId, true)));
    lasts.forEach((result, i) => {
      const [socketId, userId] = leaving[i] as [string, string];
      if (result.status === 'rejected') departed.push([socketId, userId]);
      else if (result.value) options.onLateChange?.(userId, false);
    });
    const staying = [...local];
    const firsts = await Promise.all(staying.map(([socketId, userId]) => countIn(userId, socketId)));
    staying.forEach(([, userId], i) => {
      if (firsts[i]) options.onLateChange?.(userId, true);
    });
  };
  const onReady = () => {
    resync().catch(() => {});
  };
  client.on('ready', onReady);

  return {
    async connect(userId, socketId) {
      local.set(socketId, userId);
      return countIn(userId, socketId);
    },
    async disconnect(userId, socketId) {
      const held = local.delete(socketId);
      try {
        return await countOut(userId, socketId, held);
      } catch (err) {
        if (!held || client.isReady) throw err;
        departed.push([socketId, userId]);
        return false;
      }
    },
    async count(userId) {
      return client.zCount(userKey(userId), now(), '+inf');
    },
    async sweep() {
      const locked = await client.set(sweepLock, '1', { NX: true, PX: Math.max(1000, Math.floor(leaseMs / 3)) });
      if (locked !== 'OK') return [];
      const gone: string[] = [];
      for await (const userIds of client.sScanIterator(onlineKey, { COUNT: 500 })) {
        for (const userId of userIds) {
          const removed = await client.eval(SWEEP, {
            keys: [userKey(userId), onlineKey],
            arguments: [String(now()), userId],
          });
          if (Number(removed) === 1) gone.push(userId);
        }
      }
      return gone;
    },
    async close() {
      clearInterval(renewal);
      client.off('ready', onReady);
      local.clear();
      departed = [];
    },
  };
}
