import { idParamsSchema } from '@otousta/shared/schemas/api';
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
import { signedIn } from '../../plugins/route-scope.js';
import { cashOnDelivery, type PaymentProvider } from './orders.payment.js';
import { createOrdersRepository } from './orders.repository.js';
import { createOrdersService } from './orders.service.js';

const tags = ['orders'];

/** Buying and selling orders: every route needs a signed-in buyer or seller. */
export const ordersRoutes = signedIn<{ payments?: PaymentProvider }>(async (app, options) => {
  const orders = createOrdersService({
    orders: createOrdersRepository(app.database.db, options.payments ?? cashOnDelivery),
  });

  app.post(
    '/orders/checkout',
    {
      schema: {
        tags,
        summary: "Sepeti satın alır: teslimat adresi ve 'Kapıda Ödeme'; satıcı başına bir sipariş; stok atomik düşer",
        body: checkoutSchema,
        response: { 201: ordersResponseSchema },
        errors: [409],
      },
    },
    async (request, reply) => reply.status(201).send({ orders: await orders.checkout(request.user!, request.body) }),
  );

  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary: 'Siparişlerim (alıcı olarak), en yeni önce',
        querystring: orderListQuerySchema,
        response: { 200: orderPageSchema },
      },
    },
    async (request) => orders.ofBuyer(request.user!, request.query),
  );

  app.get(
    '/orders/:id',
    {
      schema: {
        tags,
        summary: 'Bir sipariş (yalnızca alıcısı ve satıcısı görür)',
        params: idParamsSchema,
        response: { 200: orderResponseSchema },
      },
    },
    async (request) => ({ order: await orders.get(request.user!, request.params.id) }),
  );

  app.post(
    '/orders/:id/cancel',
    {
      schema: {
        tags,
        summary: "Alıcı, 'Bekliyor' durumundaki siparişini iptal eder; stok geri döner",
        params: idParamsSchema,
        response: { 200: orderResponseSchema },
        errors: [409],
      },
    },
    async (request) => ({ order: await orders.cancel(request.user!, request.params.id) }),
  );

  app.get(
    '/seller/orders',
    {
      schema: {
        tags,
        summary: 'Satıcıya gelen siparişler, en yeni önce',
        querystring: orderListQuerySchema,
        response: { 200: orderPageSchema },
      },
    },
    async (request) => orders.ofSeller(request.user!, request.query),
  );

  app.post(
    '/seller/orders/:id/ship',
    {
      schema: {
        tags,
        summary: "'Kargoya Ver': kargo firması ve takip numarasıyla Bekliyor → Kargoda (yalnızca satıcısı)",
        params: idParamsSchema,
        body: shipOrderSchema,
        response: { 200: orderResponseSchema },
        errors: [409],
      },
    },
    async (request) => ({ order: await orders.ship(request.user!, request.params.id, request.body) }),
  );

  app.post(
    '/seller/orders/:id/deliver',
    {
      schema: {
        tags,
        summary: "'Teslim Et': Kargoda → Teslim Edildi (yalnızca satıcısı)",
        params: idParamsSchema,
        response: { 200: orderResponseSchema },
        errors: [409],
      },
    },
    async (request) => ({ order: await orders.deliver(request.user!, request.params.id) }),
  );

  app.get(
    '/seller/stats',
    {
      schema: {
        tags,
        summary: 'Satış paneli: toplam sipariş, satış adedi, ciro, ürün sayısı, son 5 sipariş ve günlük seri',
        querystring: sellerStatsQuerySchema,
        response: { 200: sellerStatsSchema },
      },
    },
    async (request) => orders.stats(request.user!, request.query.days),
  );
});
