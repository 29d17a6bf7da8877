import {
  productReviewInputSchema,
  productReviewPageQuerySchema,
  productReviewPageSchema,
  productReviewReplySchema,
  productReviewResponseSchema,
} from '@otousta/shared/schemas/product-reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { byId } from '../../platform/id-route.js';
import { callerAware, signedIn, tagRoutes } from '../../platform/route-scope.js';
import { toProductReview, toProductReviewPage } from './product-reviews.presenter.js';
import type { ProductReviewsService } from './product-reviews.service.js';

/** Verified-purchase reviews of products and their sellers' replies. */
export const productReviewsRoutes: FastifyPluginAsyncZod<{ productReviews: ProductReviewsService }> = async (
  app,
  { productReviews },
) => {
  tagRoutes(app, 'product-reviews');
  await app.register(
    callerAware(async (app) => {
      app.get(
        '/products/:id/reviews',
        byId({
          summary:
            'Ürünün değerlendirmeleri (yalnızca teslim almış alıcılardan), en yeni önce; oturum açan için kendi ' +
            'değerlendirmesi ve yazıp yazamayacağı',
          querystring: productReviewPageQuerySchema,
          response: { 200: productReviewPageSchema },
        }),
        async (request) =>
          toProductReviewPage(await productReviews.list(request.user, request.params.id, request.query)),
      );
    }),
  );

  await app.register(
    signedIn(async (app) => {
      app.post(
        '/products/:id/reviews',
        byId({
          summary:
            'Ürünü değerlendirir (1-5 puan, 10-500 karakter): yalnızca teslim edilmiş siparişin alıcısı, bir kez',
          body: productReviewInputSchema,
          response: { 201: productReviewResponseSchema },
          errors: [403, 409],
        }),
        async (request, reply) =>
          reply.status(201).send({
            review: toProductReview(await productReviews.create(request.user!, request.params.id, request.body)),
          }),
      );

      app.put(
        '/product-reviews/:id',
        byId({
          summary: 'Kendi ürün değerlendirmesini düzenler',
          body: productReviewInputSchema,
          response: { 200: productReviewResponseSchema },
          errors: [403],
        }),
        async (request) => ({
          review: toProductReview(await productReviews.update(request.user!, request.params.id, request.body)),
        }),
      );

      app.post(
        '/product-reviews/:id/reply',
        byId({
          summary: 'Ürünün satıcısı değerlendirmeye bir kez yanıt verir',
          body: productReviewReplySchema,
          response: { 200: productReviewResponseSchema },
          errors: [403, 409],
        }),
        async (request) => ({
          review: toProductReview(await productReviews.reply(request.user!, request.params.id, request.body.reply)),
        }),
      );
    }),
  );
};
