import { z } from 'zod';
import { errorMessages } from '../messages/tr.js';
import { DATE_LIMITS } from './dates.js';

/*
 * Web Push (docs/decisions/023-web-push.md). A browser that allows notifications hands the site a PushSubscription;
 * its JSON (`subscription.toJSON()`) is what POST /api/push/subscriptions takes, and DELETE takes its endpoint.
 */

export const PUSH_LIMITS = {
  /** The push services' own addresses are a few hundred characters. */
  endpointMax: 2048,
  /** Devices (browsers) one account receives pushes on; a new one beyond this replaces the longest-held. */
  subscriptionsPerUser: 10,
  /** Past what push services carry (about 4 KB encrypted), text is cut. */
  titleMax: 100,
  bodyMax: 300,
} as const;

const endpoint = z
  .string({ error: errorMessages.PUSH_ENDPOINT_INVALID })
  .max(PUSH_LIMITS.endpointMax, errorMessages.PUSH_ENDPOINT_INVALID)
  .pipe(z.url({ protocol: /^https$/, hostname: /\./, error: errorMessages.PUSH_ENDPOINT_INVALID }));

// The browser's public key (an uncompressed P-256 point, 65 bytes, so 'B…' in 87 characters) and its 16-byte auth
// secret, in base64url; some browsers pad them with '='.
const p256dh = z
  .string({ error: errorMessages.PUSH_KEYS_INVALID })
  .regex(/^B[A-Za-z0-9_-]{86}=?$/, errorMessages.PUSH_KEYS_INVALID);
const auth = z
  .string({ error: errorMessages.PUSH_KEYS_INVALID })
  .regex(/^[A-Za-z0-9_-]{22}(==)?$/, errorMessages.PUSH_KEYS_INVALID);

/** POST /api/push/subscriptions → 201: this browser receives the account's pushes (again, if it did before). */
export const pushSubscriptionInputSchema = z.object(
  {
    endpoint,
    // Milliseconds since 1970 when the push service ends the subscription; browsers send null. Within the years every
    // date the API takes lies in.
    expirationTime: z
      .number({ error: errorMessages.PUSH_EXPIRATION_INVALID })
      .int(errorMessages.PUSH_EXPIRATION_INVALID)
      .min(0, errorMessages.PUSH_EXPIRATION_INVALID)
      .max(Date.UTC(DATE_LIMITS.yearMax + 1, 0, 1) - 1, errorMessages.PUSH_EXPIRATION_INVALID)
      .nullable()
      .optional(),
    keys: z.object({ p256dh, auth }, { error: errorMessages.PUSH_KEYS_INVALID }),
  },
  { error: errorMessages.PUSH_SUBSCRIPTION_INVALID },
);
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;

/** DELETE /api/push/subscriptions → 204: this browser no longer receives the account's pushes. */
export const pushUnsubscribeSchema = z.object({ endpoint }, { error: errorMessages.PUSH_SUBSCRIPTION_INVALID });
export type PushUnsubscribeInput = z.infer<typeof pushUnsubscribeSchema>;

/** GET /api/push/vapid-public-key: the key a browser subscribes with (`applicationServerKey`), base64url. */
export const vapidPublicKeySchema = z.object({ publicKey: z.string() });

/**
 * What one push carries to the service worker, which shows it as a notification and opens `url` (a path of the site)
 * on click; a later push with the same `tag` replaces it on the screen.
 */
export const pushPayloadSchema = z.object({
  title: z.string().min(1).max(PUSH_LIMITS.titleMax),
  body: z.string().max(PUSH_LIMITS.bodyMax),
  url: z.string().regex(/^\/(?!\/)/, 'a path of the site, e.g. /mesajlar'),
  tag: z.string().min(1).max(64).optional(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
