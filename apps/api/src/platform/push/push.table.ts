import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../columns.js';

/**
 * The browsers that receive an account's pushes (docs/decisions/023-web-push.md): one row per browser push
 * subscription. user_id references users(id) ON DELETE CASCADE: the constraint is written in the migration
 * (0036_push_subscriptions_user_fk), as the platform names no module's table in code; a subscription of an account
 * that is gone cannot be stored, and an account's rows go with it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: text().primaryKey(),
    userId: text().notNull(),
    // The push service's address for this browser; a browser has one, whoever signed in on it last owns it.
    endpoint: text().notNull().unique(),
    // The browser's P-256 public key and auth secret (base64url) the payload is encrypted for (RFC 8291).
    p256dh: text().notNull(),
    auth: text().notNull(),
    // When the push service ends the subscription, if it said so.
    expiresAt: timestamptz(),
    userAgent: text(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId, t.createdAt)],
);

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
