import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Db, Tx } from '../../db/client.js';
import { lockFor } from '../locks.js';
import { deletedAny } from '../row-changes.js';
import { type PushSubscriptionRow, pushSubscriptions } from './push.table.js';

export interface NewPushSubscription {
  userId: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  expiresAt: Date | null;
  userAgent: string | null;
}

/** The push_subscriptions table: what the push plugin stores and reads. */
export function createPushSubscriptions(db: Db) {
  return {
    /**
     * Stores a browser's subscription for the user. A browser has one endpoint: subscribing again (new keys, or
     * another account signed in on it) replaces the row. Past `keep` subscriptions the user's oldest go: the user's
     * subscribing browsers queue on a lock, so each trims after the ones before it committed (decision 038). An
     * account that is gone has no row to name (the foreign key): the insert fails.
     */
    async save(subscription: NewPushSubscription, keep: number): Promise<PushSubscriptionRow> {
      return db.transaction(async (tx) => {
        await lockFor(tx, `push-subscriptions:${subscription.userId}`);
        const [row] = await tx
          .insert(pushSubscriptions)
          .values({ id: uuidv7(), ...subscription })
          .onConflictDoUpdate({
            target: pushSubscriptions.endpoint,
            set: {
              userId: subscription.userId,
              p256dh: subscription.p256dh,
              auth: subscription.auth,
              expiresAt: subscription.expiresAt,
              userAgent: subscription.userAgent,
              createdAt: new Date(),
            },
          })
          .returning();
        const newest = tx
          .select({ id: pushSubscriptions.id })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.userId, subscription.userId))
          .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
          .limit(keep);
        await tx
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.userId, subscription.userId), notInArray(pushSubscriptions.id, newest)));
        return row!;
      });
    },

    /** Deletes the subscription of this endpoint only if it is the user's; true when one was deleted. */
    async removeOwn(userId: string, endpoint: string): Promise<boolean> {
      return deletedAny(
        db,
        pushSubscriptions,
        and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)),
      );
    },

    /** Deletes a subscription the push service no longer knows (404/410) or that has expired. */
    async remove(id: string): Promise<void> {
      await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
    },

    /** Those of these users with at least one subscription. */
    async holders(userIds: readonly string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ userId: pushSubscriptions.userId })
        .from(pushSubscriptions)
        .where(inArray(pushSubscriptions.userId, [...userIds]));
      return new Set(rows.map((row) => row.userId));
    },

    listOf(userId: string, tx: Db | Tx = db): Promise<PushSubscriptionRow[]> {
      return tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    },

    async find(id: string): Promise<PushSubscriptionRow | undefined> {
      const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
      return row;
    },
  };
}

export type PushSubscriptions = ReturnType<typeof createPushSubscriptions>;
