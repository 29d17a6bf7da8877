import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { favoriteBusinesses, favoriteProducts } from './favorites.table.js';

export function createFavoritesRepository(db: Db) {
  return {
    async addBusiness(userId: string, businessId: string): Promise<void> {
      await db.insert(favoriteBusinesses).values({ userId, businessId }).onConflictDoNothing();
    },
    async removeBusiness(userId: string, businessId: string): Promise<void> {
      await db
        .delete(favoriteBusinesses)
        .where(and(eq(favoriteBusinesses.userId, userId), eq(favoriteBusinesses.businessId, businessId)));
    },
    async addProduct(userId: string, productId: string): Promise<void> {
      await db.insert(favoriteProducts).values({ userId, productId }).onConflictDoNothing();
    },
    async removeProduct(userId: string, productId: string): Promise<void> {
      await db
        .delete(favoriteProducts)
        .where(and(eq(favoriteProducts.userId, userId), eq(favoriteProducts.productId, productId)));
    },
    async count(userId: string): Promise<number> {
      const [[b], [p]] = await Promise.all([
        db.select({ n: count() }).from(favoriteBusinesses).where(eq(favoriteBusinesses.userId, userId)),
        db.select({ n: count() }).from(favoriteProducts).where(eq(favoriteProducts.userId, userId)),
      ]);
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
