import {
  createReviewSchema,
  reviewPageQuerySchema,
  reviewPageSchema,
  reviewReplyInputSchema,
  reviewResponseSchema,
  updateReviewSchema,
  userReviewsQuerySchema,
} from '@otousta/shared/schemas/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { byId } from '../../platform/id-route.js';
import { noContent, noContentAfter } from '../../platform/no-content.js';
import { signedIn, tagRoutes } from '../../platform/route-scope.js';
import { toReview, toReviewPage } from './reviews.presenter.js';
import type { ReviewsService } from './reviews.service.js';

export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  tagRoutes(app, 'reviews');
  app.get(
    '/reviews/business/:id',
    byId({
      summary: 'Bir işletmenin değerlendirmeleri, en yeni önce, sayfa başına 10',
      querystring: reviewPageQuerySchema,
      response: { 200: reviewPageSchema },
    }),
    async (request) => toReviewPage(await reviews.forBusiness(request.params.id, request.query)),
  );

  app.get(
    '/reviews/user/:id',
    byId({
      summary: 'Bir kullanıcının yazdığı değerlendirmeler (businessId ile yalnızca o işletmeninki)',
      querystring: userReviewsQuerySchema,
      response: { 200: reviewPageSchema },
    }),
    async (request) => toReviewPage(await reviews.byReviewer(request.params.id, request.query)),
  );

  await app.register(
    signedIn(async (app) => {
      app.post(
        '/reviews',
        {
          config: { writeLimit: 'reviews' },
          schema: {
            summary:
              'İşletmeyi değerlendirir; aynı işletme için ikinci değerlendirme 409 ile reddedilir (düzenleme PUT /reviews/{id} ile)',
            body: createReviewSchema,
            response: { 201: reviewResponseSchema },
            errors: [403, 404, 409],
          },
        },
        async (request, reply) =>
          reply.status(201).send({ review: toReview(await reviews.submit(request.user!, request.body)) }),
      );

      app.put(
        '/reviews/:id',
        byId({
          summary: 'Değerlendirmeyi günceller (yalnızca yazarı)',
          body: updateReviewSchema,
          response: { 200: reviewResponseSchema },
          errors: [403],
        }),
        async (request) => ({
          review: toReview(await reviews.update(request.user!, request.params.id, request.body)),
        }),
      );

      app.delete(
        '/reviews/:id',
        byId({
          summary: 'Değerlendirmeyi siler (yalnızca yazarı)',
          response: noContent,
          errors: [403],
        }),
        async (request, reply) => noContentAfter(reply, reviews.remove(request.user!, request.params.id)),
      );

      app.put(
        '/reviews/:id/reply',
        byId({
          summary:
            'Değerlendirilen işletme değerlendirmeye herkese açık yanıt yazar ya da yanıtını düzenler (10-1000 karakter)',
          body: reviewReplyInputSchema,
          response: { 200: reviewResponseSchema },
          errors: [403],
        }),
        async (request) => ({
          review: toReview(await reviews.reply(request.user!, request.params.id, request.body.content)),
        }),
      );

      app.delete(
        '/reviews/:id/reply',
        byId({
          summary: 'İşletmenin değerlendirmeye yanıtını kaldırır (yalnızca değerlendirilen işletme)',
          response: noContent,
          errors: [403],
        }),
        async (request, reply) => noContentAfter(reply, reviews.removeReply(request.user!, request.params.id)),
      );
    }),
  );
};
