import { idSchema } from '@otousta/shared/schemas/api';
import { addToCartSchema, cartResponseSchema, updateCartItemSchema } from '@otousta/shared/schemas/shop';
import { z } from 'zod';
import { signedIn, tagRoutes } from '../../platform/route-scope.js';
import type { ProductsService } from '../products/products.service.js';
import { createCartService } from './cart.service.js';

const productParams = z.object({ productId: idSchema });

/** The signed-in buyer's cart, kept on the server. */
export const cartRoutes = signedIn<{ products: ProductsService }>(async (app, { products }) => {
  tagRoutes(app, 'cart');
  const cart = createCartService({ db: app.database.db, products });
  const common = { response: { 200: cartResponseSchema } };

  app.get('/cart', { schema: { ...common, summary: 'Sepetiniz (sunucuda saklanır)' } }, async (request) => ({
    cart: await cart.view(request.user!),
  }));

  app.post(
    '/cart/items',
    {
      schema: {
        ...common,
        summary: 'Sepete ürün ekler (sepetteki adede eklenir)',
        body: addToCartSchema,
        errors: [404, 409],
      },
    },
    async (request) => ({ cart: await cart.add(request.user!, request.body.productId, request.body.quantity) }),
  );

  app.patch(
    '/cart/items/:productId',
    {
      schema: {
        ...common,
        summary: 'Sepetteki ürünün adedini değiştirir',
        params: productParams,
        body: updateCartItemSchema,
        errors: [409],
      },
    },
    async (request) => ({
      cart: await cart.setQuantity(request.user!, request.params.productId, request.body.quantity),
    }),
  );

  app.delete(
    '/cart/items/:productId',
    {
      schema: { ...common, summary: 'Ürünü sepetten çıkarır', params: productParams },
    },
    async (request) => ({ cart: await cart.remove(request.user!, request.params.productId) }),
  );

  app.delete('/cart', { schema: { ...common, summary: 'Sepeti boşaltır' } }, async (request) => ({
    cart: await cart.clear(request.user!),
  }));
});
