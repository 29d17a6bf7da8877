import { and, count, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { lockFor } from '../../platform/locks.js';
import { favoriteBusinesses, favoriteProducts } from './favorites.table.js';

export function createFavoritesRepository(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },
    /** Queues the user's additions until the transaction ends, so each counts the ones before it. */
    lockOwner: (tx: Tx, userId: string) => lockFor(tx, `favorites:${userId}`),

    async addBusiness(tx: Tx, userId: string, businessId: string): Promise<void> {
      await tx.insert(favoriteBusinesses).values({ userId, businessId }).onConflictDoNothing();
    },
    async removeBusiness(userId: string, businessId: string): Promise<void> {
      await db
        .delete(favoriteBusinesses)
        .where(and(eq(favoriteBusinesses.userId, userId), eq(favoriteBusinesses.businessId, businessId)));
    },
    async addProduct(tx: Tx, userId: string, productId: string): Promise<void> {
      await tx.insert(favoriteProducts).values({ userId, productId }).onConflictDoNothing();
    },
    async removeProduct(userId: string, productId: string): Promise<void> {
      await db
        .delete(favoriteProducts)
        .where(and(eq(favoriteProducts.userId, userId), eq(favoriteProducts.productId, productId)));
    },
    async count(tx: Tx, userId: string): Promise<number> {
      const [b] = await tx.select({ n: count() }).from(favoriteBusinesses).where(eq(favoriteBusinesses.userId, userId));
      const [p] = await tx.select({ n: count() }).from(favoriteProducts).where(eq(favoriteProducts.userId, userId));
      return Number(b?.n ?? 0) + Number(p?.n ?? 0);
    },
    businessesOf: (userId: string) =>
      db
        .select({ id: favoriteBusinesses.businessId, createdAt: favoriteBusinesses.createdAt })
        .from(favoriteBusinesses)
        .where(eq(favoriteBusinesses.userId, userId))
        .orderBy(desc(favoriteBusinesses.createdAt)),
    productsOf: (userId: string) =>
      db
        .select({ id: favoriteProducts.productId, createdAt: favoriteProducts.createdAt })
        .from(favoriteProducts)
        .where(eq(favoriteProducts.userId, userId))
        .orderBy(desc(favoriteProducts.createdAt)),
  };
}
