import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type CartItemRow, cartItems } from './orders.table.js';

export function createCartRepository(db: Db) {
  return {
    lines: (userId: string): Promise<CartItemRow[]> =>
      db
        .select()
        .from(cartItems)
        .where(eq(cartItems.userId, userId))
        .orderBy(asc(cartItems.createdAt), asc(cartItems.productId)),

    async line(userId: string, productId: string): Promise<CartItemRow | undefined> {
      const [row] = await db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
      return row;
    },

    /** Sets the line's quantity, creating the line when it is new. */
    async put(userId: string, productId: string, quantity: number): Promise<void> {
      await db
        .insert(cartItems)
        .values({ userId, productId, quantity })
        .onConflictDoUpdate({ target: [cartItems.userId, cartItems.productId], set: { quantity } });
    },

    /** Adds to the line in one statement, so two quick 'add to cart' clicks both count; 99 at most. */
    async increment(userId: string, productId: string, quantity: number): Promise<void> {
      await db
        .insert(cartItems)
        .values({ userId, productId, quantity })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId],
          set: { quantity: sql`least(${cartItems.quantity} + excluded.quantity, 99)` },
        });
    },

    async remove(userId: string, productId: string): Promise<void> {
      await db.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
    },

    async clear(userId: string): Promise<void> {
      await db.delete(cartItems).where(eq(cartItems.userId, userId));
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
