import {
  createReviewSchema,
  reviewPageQuerySchema,
  reviewPageSchema,
  reviewResponseSchema,
  updateReviewSchema,
  userReviewsQuerySchema,
} from '@otousta/shared/schemas/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toReview, toReviewPage } from './reviews.presenter.js';
import type { ReviewsService } from './reviews.service.js';

const bearer = [{ bearer: [] }];
const idParams = z.object({ id: z.string().min(1).max(64) });

export const reviewsRoutes: FastifyPluginAsyncZod<{ reviews: ReviewsService }> = async (app, { reviews }) => {
  app.post(
    '/reviews',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['reviews'],
        summary:
          'İşletmeyi değerlendirir; aynı işletme için ikinci değerlendirme 409 ile reddedilir (düzenleme PUT /reviews/{id} ile)',
        security: bearer,
        body: createReviewSchema,
        response: { 201: reviewResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ review: toReview(await reviews.submit(request.user!, request.body)) }),
  );

  app.get(
    '/reviews/business/:id',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Bir işletmenin değerlendirmeleri, en yeni önce, sayfa başına 10',
        params: idParams,
        querystring: reviewPageQuerySchema,
        response: { 200: reviewPageSchema },
      },
    },
    async (request) => toReviewPage(await reviews.forBusiness(request.params.id, request.query)),
  );

  app.get(
    '/reviews/user/:id',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Bir kullanıcının yazdığı değerlendirmeler (businessId ile yalnızca o işletmeninki)',
        params: idParams,
        querystring: userReviewsQuerySchema,
        response: { 200: reviewPageSchema },
      },
    },
    async (request) => toReviewPage(await reviews.byReviewer(request.params.id, request.query)),
  );

  app.put(
    '/reviews/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['reviews'],
        summary: 'Değerlendirmeyi günceller (yalnızca yazarı)',
        security: bearer,
        params: idParams,
        body: updateReviewSchema,
        response: { 200: reviewResponseSchema },
      },
    },
    async (request) => ({ review: toReview(await reviews.update(request.user!, request.params.id, request.body)) }),
  );

  app.delete(
    '/reviews/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['reviews'],
        summary: 'Değerlendirmeyi siler (yalnızca yazarı)',
        security: bearer,
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await reviews.remove(request.user!, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
