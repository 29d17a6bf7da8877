import { randomUUID } from 'node:crypto';
import { errorMessages } from '@otousta/shared/messages/tr';
import {
  type ClientToServerEvents,
  REALTIME_PATH,
  REALTIME_UNAUTHORIZED,
  type ServerToClientEvents,
} from '@otousta/shared/realtime';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createClient } from 'redis';
import { type BroadcastOperator, Server, type Socket } from 'socket.io';
import type { AuthUser } from '../platform/identity.js';
import { deliverLocallyFirst } from './local-first.js';
import { createMemoryPresence, createRedisPresence, type Presence } from './presence.js';

export interface SocketData {
  user: AuthUser;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type RealtimeSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
export type PresenceListener = (userId: string, isOnline: boolean) => Promise<void>;

/** Every socket of a user joins this room, on whichever node it is connected. */
export const userRoom = (userId: string) => `user:${userId}`;

export interface Realtime {
  io: RealtimeServer;
  /** Emits to every socket of these users on every node. */
  toUsers(userIds: readonly string[]): BroadcastOperator<ServerToClientEvents, SocketData>;
  presence: Presence;
  /** Called when a user's first socket connects (true) or their last one goes away (false). */
  onPresenceChange(listener: PresenceListener): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** How long a reconnecting client may resume its session and receive what it missed. */
const RECOVERY_WINDOW_MS = 2 * 60 * 1000;
// A message is at most 2000 characters; anything far larger is not a chat event.
const MAX_EVENT_BYTES = 64 * 1024;

function refusal(): Error {
  const error = new Error(REALTIME_UNAUTHORIZED) as Error & { data?: unknown };
  error.data = { code: 'UNAUTHORIZED', message: errorMessages.UNAUTHORIZED };
  return error;
}

/**
 * Socket.IO on the API's own HTTP server (docs/decisions/004-realtime-contract.md): the access token in the handshake,
 * connection-state recovery, per-user rooms and presence. With REDIS_URL the Redis Streams adapter makes several API
 * processes one realtime system: rooms, events, presence and recovery sessions are shared through Redis.
 */
export const realtime = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    // Test apps may share one Redis: each gets its own keys unless a test sets a prefix to make two apps one cluster.
    const ephemeral = !config.REDIS_PREFIX && config.NODE_ENV === 'test';
    const prefix = config.REDIS_PREFIX ?? (ephemeral ? `otousta-test-${randomUUID()}` : 'otousta');

    let redis: ReturnType<typeof createClient> | undefined;
    if (config.REDIS_URL) {
      redis = createClient({ url: config.REDIS_URL });
      // The client reconnects by itself; a hiccup must not crash the process.
      redis.on('error', (err) => app.log.warn({ err }, 'realtime redis error'));
      await redis.connect();
    }

    const io: RealtimeServer = new Server(app.server, {
      path: REALTIME_PATH,
      serveClient: false,
      maxHttpBufferSize: MAX_EVENT_BYTES,
      // Middlewares run on recovery too, so an expired or forged token cannot resume a session.
      connectionStateRecovery: { maxDisconnectionDuration: RECOVERY_WINDOW_MS, skipMiddlewares: false },
      ...(redis
        ? {
            adapter: createAdapter(redis, {
              streamName: `${prefix}:socket.io`,
              channelPrefix: `${prefix}:socket.io`,
              sessionKeyPrefix: `${prefix}:sio:session:`,
              onlyPlaintext: true,
            }),
          }
        : {}),
    });

    if (redis) {
      const client = redis;
      // `uid` names this node's private channel; the adapter types mark it protected.
      const { uid } = io.of('/').adapter as unknown as { uid: string };
      await untilSubscribed(client, `${prefix}:socket.io#/#${uid}#`);
      deliverLocallyFirst(io.of('/').adapter, {
        isReady: () => client.isReady,
        onReady: (listener) => client.on('ready', listener),
        onPublishError: (err) => app.log.warn({ err }, 'realtime event not yet published to the other nodes'),
      });
    }

    const listeners: PresenceListener[] = [];
    // Presence changes of one user run one after another on this node, so 'online' never overtakes 'offline'.
    const queues = new Map<string, Promise<void>>();
    const enqueue = (userId: string, work: () => Promise<void>) => {
      const next = (queues.get(userId) ?? Promise.resolve()).then(work).catch((err) => {
        app.log.error({ err, userId }, 'presence update failed');
      });
      queues.set(userId, next);
      void next.finally(() => {
        if (queues.get(userId) === next) queues.delete(userId);
      });
    };
    const announce = async (userId: string, isOnline: boolean) => {
      for (const listener of listeners) await listener(userId, isOnline);
    };
    const presence = redis
      ? createRedisPresence(redis, {
          prefix,
          onLateChange: (userId, isOnline) => enqueue(userId, () => announce(userId, isOnline)),
        })
      : createMemoryPresence();

    io.use(async (socket, next) => {
      const token = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
      if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return next(refusal());
      const user = await app.signedInUser(token);
      if (user instanceof Error) return next(refusal());
      socket.data.user = user;
      next();
    });

    io.on('connection', (socket) => {
      const userId = socket.data.user.id;
      void socket.join(userRoom(userId));
      enqueue(userId, async () => {
        if (await presence.connect(userId, socket.id)) await announce(userId, true);
      });
      socket.on('disconnect', () => {
        enqueue(userId, async () => {
          if (await presence.disconnect(userId, socket.id)) await announce(userId, false);
        });
      });
    });

    // Sockets of a crashed node are counted out once their leases lapse (Redis only).
    const sweeper = redis
      ? setInterval(() => {
          presence
            .sweep()
            .then((gone) => {
              for (const userId of gone) enqueue(userId, () => announce(userId, false));
            })
            .catch((err) => app.log.warn({ err }, 'presence sweep failed'));
        }, 30_000)
      : undefined;
    sweeper?.unref();

    app.decorate('realtime', {
      io,
      toUsers: (userIds) => io.to(userIds.map(userRoom)),
      presence,
      onPresenceChange: (listener) => {
        listeners.push(listener);
      },
    } satisfies Realtime);

    // Before the HTTP server closes: drop the transports (clients reconnect, on another node when there is one) and
    // let the resulting presence updates reach the database while it is still open.
    app.addHook('preClose', async () => {
      clearInterval(sweeper);
      io.engine.close();
      while (queues.size > 0) await Promise.all([...queues.values()]);
    });
    // After the last request has finished (one may still emit): stop the adapter and Redis.
    app.addHook('onClose', async () => {
      await io.of('/').adapter.close();
      await presence.close();
      if (!redis) return;
      if (ephemeral) {
        await redis
          .del([`${prefix}:socket.io`, `${prefix}:presence:online`, `${prefix}:presence:sweep-lock`])
          .catch(() => {});
      }
      await redis.close().catch(() => {});
    });
  },
  { name: 'realtime', dependencies: ['auth'] },
);

/**
 * Waits until the Streams adapter's own channel has its subscriber. The adapter subscribes in the background and
 * leaves a failure of that unhandled, so an app closed before it is done (a quick start and stop) would end with an
 * unhandled rejection; waiting also means the node hears the others from its first request.
 */
async function untilSubscribed(client: ReturnType<typeof createClient>, channel: string, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const counts = await client.pubSubNumSub(channel);
    if (Number(counts[channel] ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
