import { errorMessages } from '@otousta/shared/messages/tr';
import { addToCartSchema, cartResponseSchema, updateCartItemSchema } from '@otousta/shared/schemas/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProductsService } from '../products/products.service.js';
import { createCartService } from './cart.service.js';

const bearer = [{ bearer: [] }];
const productParams = z.object({ productId: z.string({ error: errorMessages.VALIDATION }).min(1).max(64) });

export const cartRoutes: FastifyPluginAsyncZod<{ products: ProductsService }> = async (app, { products }) => {
  const cart = createCartService({ db: app.database.db, products });
  const common = { tags: ['cart'], security: bearer, response: { 200: cartResponseSchema } };

  app.get(
    '/cart',
    { onRequest: app.authenticate, schema: { ...common, summary: 'Sepetiniz (sunucuda saklanır)' } },
    async (request) => ({ cart: await cart.view(request.user!) }),
  );

  app.post(
    '/cart/items',
    {
      onRequest: app.authenticate,
      schema: { ...common, summary: 'Sepete ürün ekler (sepetteki adede eklenir)', body: addToCartSchema },
    },
    async (request) => ({ cart: await cart.add(request.user!, request.body.productId, request.body.quantity) }),
  );

  app.patch(
    '/cart/items/:productId',
    {
      onRequest: app.authenticate,
      schema: {
        ...common,
        summary: 'Sepetteki ürünün adedini değiştirir',
        params: productParams,
        body: updateCartItemSchema,
      },
    },
    async (request) => ({
      cart: await cart.setQuantity(request.user!, request.params.productId, request.body.quantity),
    }),
  );

  app.delete(
    '/cart/items/:productId',
    {
      onRequest: app.authenticate,
      schema: { ...common, summary: 'Ürünü sepetten çıkarır', params: productParams },
    },
    async (request) => ({ cart: await cart.remove(request.user!, request.params.productId) }),
  );

  app.delete(
    '/cart',
    { onRequest: app.authenticate, schema: { ...common, summary: 'Sepeti boşaltır' } },
    async (request) => ({ cart: await cart.clear(request.user!) }),
  );
};
