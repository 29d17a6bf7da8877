import {
  checkoutDocumentsInputSchema,
  checkoutDocumentsSchema,
  checkoutSchema,
  orderListQuerySchema,
  orderPageSchema,
  orderResponseSchema,
  ordersResponseSchema,
  sellerStatsQuerySchema,
  sellerStatsSchema,
  shipOrderSchema,
} from '@otousta/shared/schemas/shop';
import { byId } from '../../platform/id-route.js';
import { signedIn, tagRoutes } from '../../platform/route-scope.js';
import { toOrder, toOrderPage, toSellerStats } from './orders.presenter.js';
import type { OrdersService } from './orders.service.js';

/** Buying and selling orders: every route needs a signed-in buyer or seller. */
export const ordersRoutes = signedIn<{ orders: OrdersService }>(async (app, { orders }) => {
  tagRoutes(app, 'orders');
  // The buyer's and the seller's sides of the same lists and moves answer alike.
  const orderList = (url: string, summary: string, side: 'ofBuyer' | 'ofSeller') =>
    app.get(
      url,
      { schema: { summary, querystring: orderListQuerySchema, response: { 200: orderPageSchema } } },
      async (request) => toOrderPage(await orders[side](request.user!, request.query)),
    );
  const orderStep = (url: string, summary: string, step: 'cancel' | 'deliver') =>
    app.post(url, byId({ summary, response: { 200: orderResponseSchema }, errors: [409] }), async (request) => ({
      order: toOrder(await orders[step](request.user!, request.params.id)),
    }));

  app.post(
    '/orders/checkout/documents',
    {
      schema: {
        summary:
          'Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi: sepetteki her satıcı için, teslimat adresi ve ödeme ' +
          'yöntemiyle doldurulmuş, siparişte saklanacak metnin aynısı',
        body: checkoutDocumentsInputSchema,
        response: { 200: checkoutDocumentsSchema },
        errors: [409],
      },
    },
    async (request) => ({ documents: await orders.documents(request.user!, request.body) }),
  );

  app.post(
    '/orders/checkout',
    {
      schema: {
        summary:
          "Sepeti satın alır: teslimat adresi, 'Kapıda Ödeme' ve sözleşmelerin kabulü (acceptDocuments: true); satıcı " +
          'başına bir sipariş, sözleşme metinleriyle saklanır ve alıcıya e-postayla gönderilir; stok atomik düşer',
        body: checkoutSchema,
        response: { 201: ordersResponseSchema },
        errors: [409],
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ orders: (await orders.checkout(request.user!, request.body, app.config.PUBLIC_URL)).map(toOrder) }),
  );

  orderList('/orders', 'Siparişlerim (alıcı olarak), en yeni önce', 'ofBuyer');

  app.get(
    '/orders/:id',
    byId({
      summary: 'Bir sipariş (yalnızca alıcısı ve satıcısı görür)',
      response: { 200: orderResponseSchema },
    }),
    async (request) => ({ order: toOrder(await orders.get(request.user!, request.params.id)) }),
  );

  orderStep('/orders/:id/cancel', "Alıcı, 'Bekliyor' durumundaki siparişini iptal eder; stok geri döner", 'cancel');

  orderList('/seller/orders', 'Satıcıya gelen siparişler, en yeni önce', 'ofSeller');

  app.post(
    '/seller/orders/:id/ship',
    byId({
      summary: "'Kargoya Ver': kargo firması ve takip numarasıyla Bekliyor → Kargoda (yalnızca satıcısı)",
      body: shipOrderSchema,
      response: { 200: orderResponseSchema },
      errors: [409],
    }),
    async (request) => ({ order: toOrder(await orders.ship(request.user!, request.params.id, request.body)) }),
  );

  orderStep('/seller/orders/:id/deliver', "'Teslim Et': Kargoda → Teslim Edildi (yalnızca satıcısı)", 'deliver');

  app.get(
    '/seller/stats',
    {
      schema: {
        summary: 'Satış paneli: toplam sipariş, satış adedi, ciro, ürün sayısı, son 5 sipariş ve günlük seri',
        querystring: sellerStatsQuerySchema,
        response: { 200: sellerStatsSchema },
      },
    },
    async (request) => toSellerStats(await orders.stats(request.user!, request.query.days)),
  );
});
