import { errorMessages } from '@otousta/shared/messages/tr';
import {
  checkoutSchema,
  orderListQuerySchema,
  orderPageSchema,
  orderResponseSchema,
  ordersResponseSchema,
  sellerStatsQuerySchema,
  sellerStatsSchema,
  shipOrderSchema,
} from '@otousta/shared/schemas/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toOrder, toOrderPage, toSellerStats } from './orders.presenter.js';
import type { OrdersService } from './orders.service.js';

const bearer = [{ bearer: [] }];
const idParams = z.object({ id: z.string({ error: errorMessages.VALIDATION }).min(1).max(64) });

export const ordersRoutes: FastifyPluginAsyncZod<{ orders: OrdersService }> = async (app, { orders }) => {
  app.post(
    '/orders/checkout',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: "Sepeti satın alır: teslimat adresi ve 'Kapıda Ödeme'; satıcı başına bir sipariş; stok atomik düşer",
        security: bearer,
        body: checkoutSchema,
        response: { 201: ordersResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ orders: (await orders.checkout(request.user!, request.body)).map(toOrder) }),
  );

  app.get(
    '/orders',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'Siparişlerim (alıcı olarak), en yeni önce',
        security: bearer,
        querystring: orderListQuerySchema,
        response: { 200: orderPageSchema },
      },
    },
    async (request) => toOrderPage(await orders.ofBuyer(request.user!, request.query)),
  );

  app.get(
    '/orders/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'Bir sipariş (yalnızca alıcısı ve satıcısı görür)',
        security: bearer,
        params: idParams,
        response: { 200: orderResponseSchema },
      },
    },
    async (request) => ({ order: toOrder(await orders.get(request.user!, request.params.id)) }),
  );

  app.post(
    '/orders/:id/cancel',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: "Alıcı, 'Bekliyor' durumundaki siparişini iptal eder; stok geri döner",
        security: bearer,
        params: idParams,
        response: { 200: orderResponseSchema },
      },
    },
    async (request) => ({ order: toOrder(await orders.cancel(request.user!, request.params.id)) }),
  );

  app.get(
    '/seller/orders',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'Satıcıya gelen siparişler, en yeni önce',
        security: bearer,
        querystring: orderListQuerySchema,
        response: { 200: orderPageSchema },
      },
    },
    async (request) => toOrderPage(await orders.ofSeller(request.user!, request.query)),
  );

  app.post(
    '/seller/orders/:id/ship',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: "'Kargoya Ver': kargo firması ve takip numarasıyla Bekliyor → Kargoda (yalnızca satıcısı)",
        security: bearer,
        params: idParams,
        body: shipOrderSchema,
        response: { 200: orderResponseSchema },
      },
    },
    async (request) => ({ order: toOrder(await orders.ship(request.user!, request.params.id, request.body)) }),
  );

  app.post(
    '/seller/orders/:id/deliver',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: "'Teslim Et': Kargoda → Teslim Edildi (yalnızca satıcısı)",
        security: bearer,
        params: idParams,
        response: { 200: orderResponseSchema },
      },
    },
    async (request) => ({ order: toOrder(await orders.deliver(request.user!, request.params.id)) }),
  );

  app.get(
    '/seller/stats',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders'],
        summary: 'Satış paneli: toplam sipariş, satış adedi, ciro, ürün sayısı, son 5 sipariş ve günlük seri',
        security: bearer,
        querystring: sellerStatsQuerySchema,
        response: { 200: sellerStatsSchema },
      },
    },
    async (request) => toSellerStats(await orders.stats(request.user!, request.query.days)),
  );
};
