import { idSchema } from '@otousta/shared/schemas/api';
import { favoriteBusinessSchema, favoriteIdsSchema } from '@otousta/shared/schemas/garage';
import { productSchema } from '@otousta/shared/schemas/shop';
import { z } from 'zod';
import { noContent, noContentAfter } from '../../platform/no-content.js';
import { signedIn, tagRoutes } from '../../platform/route-scope.js';
import type { FavoritesService } from './favorites.service.js';

const businessParams = z.object({ businessId: idSchema });
const productParams = z.object({ productId: idSchema });

/** Favourites ('Favorilerim'): every route works on the caller's own list only. */
export const favoritesRoutes = signedIn<{ favorites: FavoritesService }>(async (app, { favorites }) => {
  tagRoutes(app, 'favorites');
  app.get(
    '/favorites',
    {
      schema: {
        summary: 'Favorilerim: favori işletmeleriniz ve ürünleriniz, en son eklenen önce',
        response: {
          200: z.object({ businesses: z.array(favoriteBusinessSchema), products: z.array(productSchema) }),
        },
      },
    },
    async (request) => favorites.list(request.user!),
  );

  app.get(
    '/favorites/ids',
    {
      schema: {
        summary: 'Favori işletme ve ürün kimlikleri (kalp düğmeleri için)',
        response: { 200: favoriteIdsSchema },
      },
    },
    async (request) => favorites.ids(request.user!),
  );

  app.put(
    '/favorites/products/:productId',
    {
      config: { writeLimit: 'favorites' },
      schema: {
        summary: 'Ürünü favorilere ekler (iki kez eklemek bir kez eklemektir)',
        params: productParams,
        response: noContent,
        errors: [404],
      },
    },
    async (request, reply) => noContentAfter(reply, favorites.addProduct(request.user!, request.params.productId)),
  );

  app.delete(
    '/favorites/products/:productId',
    {
      config: { writeLimit: 'favorites' },
      schema: { summary: 'Ürünü favorilerden çıkarır', params: productParams, response: noContent },
    },
    async (request, reply) => noContentAfter(reply, favorites.removeProduct(request.user!, request.params.productId)),
  );

  app.put(
    '/favorites/:businessId',
    {
      config: { writeLimit: 'favorites' },
      schema: {
        summary: 'İşletmeyi favorilere ekler (iki kez eklemek bir kez eklemektir)',
        params: businessParams,
        response: noContent,
        errors: [404],
      },
    },
    async (request, reply) => noContentAfter(reply, favorites.addBusiness(request.user!, request.params.businessId)),
  );

  app.delete(
    '/favorites/:businessId',
    {
      config: { writeLimit: 'favorites' },
      schema: { summary: 'İşletmeyi favorilerden çıkarır', params: businessParams, response: noContent },
    },
    async (request, reply) => noContentAfter(reply, favorites.removeBusiness(request.user!, request.params.businessId)),
  );
});
