import { createHash } from 'node:crypto';
import { type PushPayload, pushPayloadSchema } from '@otousta/shared/schemas/push';
import webpush from 'web-push';
import { z } from 'zod';
import { type JobDefinition, type JobLog, PermanentJobError } from '../jobs/jobs.worker.js';
import type { PushSubscriptions } from './push.subscriptions.js';

export const PUSH_SEND_JOB = 'push.send';

const pushJobSchema = z.object({ subscriptionId: z.string().min(1), payload: pushPayloadSchema });
export type PushJob = z.infer<typeof pushJobSchema>;

export interface Vapid {
  subject: string;
  publicKey: string;
  privateKey: string;
}

export interface PushRetryPolicy {
  maxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
}

/**
 * A push service that is down or busy (5xx, 429, no answer) delays a push: tried again after 10 s, 20 s, 40 s, … at
 * most 30 minutes apart, for about two hours; after that the news is stale. Other refusals (a payload or VAPID
 * signature it rejects) are not asked again.
 */
const defaultPolicy: PushRetryPolicy = { maxAttempts: 10, retryBaseMs: 10_000, retryMaxMs: 30 * 60_000 };

/** How long a push service keeps a push for a browser that is offline: a day, then the news is old. */
const TTL_SECONDS = 24 * 60 * 60;
const REQUEST_TIMEOUT_MS = 15_000;

/**
 * A push service replaces a waiting push with a newer one of the same Topic (RFC 8030 §5.4); the Topic is at most 32
 * base64url characters, so a tag becomes its hash.
 */
const topicOf = (tag: string) => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

/**
 * Sends one push to one browser, encrypted for it (RFC 8291, aes128gcm) and signed with the site's VAPID key
 * (RFC 8292). A subscription the push service no longer knows (404, 410) is deleted; one deleted meanwhile (the user
 * turned pushes off) is skipped.
 */
export function pushSendJob(deps: {
  subscriptions: PushSubscriptions;
  vapid: Vapid;
  log: JobLog;
  policy?: PushRetryPolicy;
}): JobDefinition<PushJob> {
  const { subscriptions, vapid, log } = deps;
  return {
    schema: pushJobSchema,
    ...(deps.policy ?? defaultPolicy),
    async handle({ subscriptionId, payload }) {
      const subscription = await subscriptions.find(subscriptionId);
      if (!subscription) return;
      if (subscription.expiresAt && subscription.expiresAt.getTime() <= Date.now()) {
        await subscriptions.remove(subscription.id);
        return;
      }
      try {
        await webpush.sendNotification(
          { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
          JSON.stringify(payload satisfies PushPayload),
          {
            vapidDetails: vapid,
            TTL: TTL_SECONDS,
            contentEncoding: 'aes128gcm',
            urgency: 'normal',
            ...(payload.tag ? { topic: topicOf(payload.tag) } : {}),
            timeout: REQUEST_TIMEOUT_MS,
          },
        );
      } catch (error) {
        if (!(error instanceof webpush.WebPushError)) throw error;
        const { statusCode } = error;
        if (statusCode === 404 || statusCode === 410) {
          await subscriptions.remove(subscription.id);
          log.info({ subscriptionId, statusCode }, 'push subscription gone; removed');
          return;
        }
        const detail = `push service answered ${statusCode}: ${String(error.body).slice(0, 200)}`;
        if (statusCode >= 500 || statusCode === 429) throw new Error(detail);
        throw new PermanentJobError(detail);
      }
    },
  };
}
