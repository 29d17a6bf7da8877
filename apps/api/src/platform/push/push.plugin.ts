import { createECDH, createHash } from 'node:crypto';
import { PUSH_LIMITS, type PushPayload, type PushSubscriptionInput } from '@otousta/shared/schemas/push';
import { shorten } from '@otousta/shared/text/characters';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../../db/client.js';
import { badRequest, notFound } from '../errors.js';
import { PUSH_SEND_JOB, type PushJob, pushSendJob } from './push.job.js';
import { createPushSubscriptions } from './push.subscriptions.js';

/** What a push says: shown as a notification whose click opens `url` (a path of the site). */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  /** A later push with the same tag replaces this one on the screen (e.g. one per conversation). */
  tag?: string;
}

export interface PushSendOptions {
  /** A transaction: the pushes are queued only if it commits. */
  db?: Db | Tx;
  /**
   * What makes this push one of a kind (e.g. the notification's id): queuing it again for the same browser while it
   * waits adds nothing. Without it, the same message to the same browser counts as the same push.
   */
  key?: string;
}

/** Web Push, a channel like mail (docs/decisions/023-web-push.md). */
export interface PushChannel {
  /** The VAPID public key browsers subscribe with, base64url. */
  readonly publicKey: string;
  /** Queues one push per browser the user receives pushes on; the 'push.send' job delivers each, never the caller. */
  send(userId: string, message: PushMessage, options?: PushSendOptions): Promise<void>;
  /** Those of these users with at least one browser subscribed. */
  reachable(userIds: readonly string[]): Promise<Set<string>>;
  /** This browser receives the user's pushes from now on (400 for a subscription no push service would honour). */
  subscribe(userId: string, subscription: PushSubscriptionInput, userAgent?: string): Promise<void>;
  /** This browser no longer receives the user's pushes; 404 when the user has no subscription at this endpoint. */
  unsubscribe(userId: string, endpoint: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: PushChannel;
  }
}

/** The path of a link to the site, whatever origin it was written with: a push opens only the site's own pages. */
function sitePath(url: string): string {
  try {
    const parsed = new URL(url, 'https://otousta.invalid');
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return '/';
  }
}

/** A push service of a browser we know, on its own host name (never an address, a port or credentials of a client's). */
function allowedEndpoint(endpoint: string, hosts: readonly string[]): boolean {
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  // URL drops the default port (443 for https), so any port left is one a client chose: another service on the host,
  // allowed only where the operator named that very host and port ('push.example:8443').
  if (url.port) return hosts.includes(`${host}:${url.port}`);
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

/** The browser's key must be a point of the P-256 curve, or nothing can be encrypted for it. */
function validBrowserKey(p256dh: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(p256dh, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

export const pushPlugin = fp(
  async (app) => {
    const { config } = app;
    const subscriptions = createPushSubscriptions(app.database.db);
    const vapid = {
      subject: config.VAPID_SUBJECT,
      publicKey: config.VAPID_PUBLIC_KEY,
      privateKey: config.VAPID_PRIVATE_KEY,
    };
    if (!config.VAPID_FROM_ENV && config.NODE_ENV === 'production') {
      app.log.warn(
        'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set: this node uses keys from $DATA_DIR; nodes that do not share that folder break each other’s push subscriptions',
      );
    }
    app.jobs.register(PUSH_SEND_JOB, pushSendJob({ subscriptions, vapid, log: app.log.child({ component: 'push' }) }));

    app.decorate('push', {
      publicKey: vapid.publicKey,

      async send(userId, message, { db, key } = {}) {
        const payload: PushPayload = {
          title: shorten(message.title.trim() || 'OtoUsta', PUSH_LIMITS.titleMax),
          body: shorten(message.body, PUSH_LIMITS.bodyMax),
          url: sitePath(message.url),
          ...(message.tag ? { tag: shorten(message.tag, 64) } : {}),
        };
        const kind = key ?? createHash('sha256').update(JSON.stringify(payload)).digest('base64url');
        for (const subscription of await subscriptions.listOf(userId, db)) {
          const job: PushJob = { subscriptionId: subscription.id, payload };
          await app.jobs.enqueue({ name: PUSH_SEND_JOB, payload: job, dedupKey: `${subscription.id}:${kind}` }, db);
        }
      },

      reachable: (userIds) => subscriptions.holders(userIds),

      async subscribe(userId, { endpoint, keys, expirationTime }, userAgent) {
        if (!allowedEndpoint(endpoint, config.PUSH_SERVICE_HOSTS)) throw badRequest('PUSH_ENDPOINT_NOT_ALLOWED');
        if (!validBrowserKey(keys.p256dh)) throw badRequest('PUSH_KEYS_INVALID');
        await subscriptions.save(
          {
            userId,
            endpoint,
            p256dh: keys.p256dh.replace(/=+$/, ''),
            auth: keys.auth.replace(/=+$/, ''),
            expiresAt: expirationTime == null ? null : new Date(expirationTime),
            userAgent: userAgent ? userAgent.slice(0, 300) : null,
          },
          PUSH_LIMITS.subscriptionsPerUser,
        );
      },

      async unsubscribe(userId, endpoint) {
        if (!(await subscriptions.removeOwn(userId, endpoint))) throw notFound('PUSH_SUBSCRIPTION_NOT_FOUND');
      },
    } satisfies PushChannel);
  },
  { name: 'push', dependencies: ['jobs'] },
);
