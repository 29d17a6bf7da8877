import type { FavoriteBusiness, FavoriteIds } from '@otousta/shared/schemas/garage';
import { GARAGE_LIMITS } from '@otousta/shared/schemas/garage';
import type { Product } from '@otousta/shared/schemas/shop';
import type { Db, Tx } from '../../db/client.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/identity.js';
import type { ProductsService } from '../products/products.service.js';
import type { UsersService } from '../users/users.service.js';
import { createFavoritesRepository } from './favorites.repository.js';

/** Favourite businesses and products: each user's own list, nobody else reads or changes it. */
export function createFavoritesService(deps: { db: Db; users: UsersService; products: ProductsService }) {
  const { users, products } = deps;
  const favorites = createFavoritesRepository(deps.db);

  async function idsOf(userId: string): Promise<FavoriteIds> {
    const [businesses, items] = await Promise.all([favorites.businessesOf(userId), favorites.productsOf(userId)]);
    return { businessIds: businesses.map((b) => b.id), productIds: items.map((p) => p.id) };
  }

  /** Adds a favourite while the user has fewer than the limit; additions at the same moment queue and count in turn. */
  function addWithinLimit(actor: AuthUser, add: (tx: Tx) => Promise<void>): Promise<void> {
    return favorites.transaction(async (tx) => {
      await favorites.lockOwner(tx, actor.id);
      if ((await favorites.count(tx, actor.id)) >= GARAGE_LIMITS.favoritesMax) throw badRequest('FAVORITE_LIMIT');
      await add(tx);
    });
  }

  return {
    /** Adding twice is the same as once; only a business the public may see can be added. */
    async addBusiness(actor: AuthUser, businessId: string): Promise<void> {
      if (!(await users.getPublicBusiness(businessId))) throw notFound('BUSINESS_NOT_FOUND');
      await addWithinLimit(actor, (tx) => favorites.addBusiness(tx, actor.id, businessId));
    },
    removeBusiness: (actor: AuthUser, businessId: string) => favorites.removeBusiness(actor.id, businessId),

    async addProduct(actor: AuthUser, productId: string): Promise<void> {
      await products.get(actor, productId);
      await addWithinLimit(actor, (tx) => favorites.addProduct(tx, actor.id, productId));
    },
    removeProduct: (actor: AuthUser, productId: string) => favorites.removeProduct(actor.id, productId),

    /** What the hearts need: the ids the caller has marked. */
    ids: (actor: AuthUser): Promise<FavoriteIds> => idsOf(actor.id),

    /** The user's favourites, for their data export. */
    exportOf: (userId: string) => idsOf(userId),

    /** /favorilerim: businesses the public may still see, and products that still exist, newest favourite first. */
    async list(actor: AuthUser): Promise<{ businesses: FavoriteBusiness[]; products: Product[] }> {
      const [businessRows, productRows] = await Promise.all([
        favorites.businessesOf(actor.id),
        favorites.productsOf(actor.id),
      ]);
      const visible = await Promise.all(businessRows.map((b) => users.getPublicBusiness(b.id)));
      const offers = await products.offers(productRows.map((p) => p.id));
      return {
        businesses: businessRows.flatMap((b, i) => {
          const row = visible[i];
          if (!row) return [];
          return [
            {
              id: row.id,
              _id: row.id,
              businessName: row.businessName,
              firstName: row.firstName,
              lastName: row.lastName,
              city: row.city,
              photo: row.photos[0] ?? null,
              favoritedAt: b.createdAt.toISOString(),
            },
          ];
        }),
        products: productRows.flatMap((p) => {
          const offer = offers.get(p.id);
          return offer ? [offer.product] : [];
        }),
      };
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
