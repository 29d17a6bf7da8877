import { errorMessages } from '@otousta/shared/messages/tr';
import type { ReturnRequest } from '@otousta/shared/schemas/returns';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { DOMAIN_EVENT_JOB } from '../../platform/events.js';
import { jobs } from '../../platform/jobs/jobs.table.js';
import { type Actor, createActor, requestAs } from '../../test/actors.js';
import { beforeTests } from '../../test/before-tests.js';
import { testImage } from '../../test/images.js';
import { sendForm } from '../../test/multipart.js';
import { deliveredOrder } from '../../test/orders.fixtures.js';
import { createAdmin, createApprovedSeller, insertProduct, validLegalDetails } from '../../test/shop.fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { orders } from '../orders/orders.table.js';
import { products } from '../products/products.table.js';

const reason = 'Parça aracıma uymadı, kutusu açılmadı.';

describe('returns (İade)', () => {
  const t = useTestApp();
  const seller = beforeTests(() => createApprovedSeller(t.app, 'İade Oto Parça'));
  const buyer = beforeTests(() => createActor(t.app, { firstName: 'İadeci' }));
  const stranger = beforeTests(() => createActor(t.app));
  const admin = beforeTests(() => createAdmin(t.app));

  const inject = requestAs(t);
  const stockOf = async (id: string) =>
    (await t.app.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;
  const request = (orderId: string, items: { orderItemId: string; quantity: number }[], actor = buyer) =>
    inject('POST', `/api/orders/${orderId}/returns`, actor, { items, reason });
  const returnEvents = async () =>
    (await t.app.database.db.select().from(jobs).where(eq(jobs.name, DOMAIN_EVENT_JOB)).orderBy(jobs.id))
      .map((job) => job.payload as { type: string; recipientIds: string[]; params: Record<string, string> })
      .filter((event) => event.type === 'order.return_updated');

  it('the whole path: buyer asks, seller approves and receives, the stock is back and every step is in the history', async () => {
    const productId = await insertProduct(t.app, seller, { stock: 5 });
    const order = await deliveredOrder(t.app, seller, buyer, productId, 2);
    expect(await stockOf(productId)).toBe(3);
    const line = order.items[0]!;

    const asked = await request(order.id, [{ orderItemId: line.id, quantity: 2 }]);
    expect(asked.statusCode, asked.body).toBe(201);
    const created = asked.json().return as ReturnRequest;
    expect(created).toMatchObject({ status: 'requested', reason, returnAddress: null, items: [{ quantity: 2 }] });

    const approved = await inject('POST', `/api/returns/${created.id}/approve`, seller);
    expect(approved.statusCode, approved.body).toBe(200);
    // Once approved, the buyer learns where to send the parcel: the seller's legal address.
    expect(approved.json().return.returnAddress).toContain(validLegalDetails.address);
    expect(await stockOf(productId)).toBe(3);

    const received = await inject('POST', `/api/returns/${created.id}/received`, seller);
    expect(received.statusCode, received.body).toBe(200);
    expect(await stockOf(productId)).toBe(5);
    // A second 'received' changes nothing.
    expect((await inject('POST', `/api/returns/${created.id}/received`, seller)).statusCode).toBe(409);
    expect(await stockOf(productId)).toBe(5);

    const listed = await inject('GET', `/api/orders/${order.id}/returns`, buyer);
    const [shown] = listed.json().returns as ReturnRequest[];
    expect(shown?.history.map((h) => h.kind)).toEqual(['requested', 'approved', 'received']);
    // Each step told the other side.
    const told = (await returnEvents()).filter((e) => e.params.returnId === created.id);
    expect(told.map((e) => e.recipientIds)).toEqual([[seller.id], [buyer.id], [buyer.id]]);
  });

  it('never more than bought minus what other requests already hold', async () => {
    const productId = await insertProduct(t.app, seller, { stock: 5 });
    const order = await deliveredOrder(t.app, seller, buyer, productId, 2);
    const line = order.items[0]!;
    const tooMany = await request(order.id, [{ orderItemId: line.id, quantity: 3 }]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      code: 'RETURN_QUANTITY_EXCEEDED',
      message: errorMessages.RETURN_QUANTITY_EXCEEDED,
    });
    // The same line named twice counts twice.
    const split = await request(order.id, [
      { orderItemId: line.id, quantity: 2 },
      { orderItemId: line.id, quantity: 1 },
    ]);
    expect(split.json().code).toBe('RETURN_QUANTITY_EXCEEDED');
    expect((await request(order.id, [{ orderItemId: line.id, quantity: 1 }])).statusCode).toBe(201);
    expect((await request(order.id, [{ orderItemId: line.id, quantity: 1 }])).statusCode).toBe(201);
    expect((await request(order.id, [{ orderItemId: line.id, quantity: 1 }])).json().code).toBe(
      'RETURN_QUANTITY_EXCEEDED',
    );
    const foreign = await request(order.id, [{ orderItemId: 'baska-bir-satir', quantity: 1 }]);
    expect(foreign.json()).toMatchObject({ code: 'RETURN_ITEM_NOT_IN_ORDER' });
  });

  it('only for delivered orders, and only within 14 days of delivery', async () => {
    const productId = await insertProduct(t.app, seller, { stock: 5 });
    const cartAdd = await inject('POST', '/api/cart/items', buyer, { productId, quantity: 1 });
    expect(cartAdd.statusCode).toBe(200);
    const pending = await inject('POST', '/api/orders/checkout', buyer, {
      deliveryAddress: {
        fullName: 'Ayşe Kaya',
        phone: '0532 111 22 33',
        city: 'İzmir',
        district: 'Bornova',
        address: 'Kazımdirik Mah. 372. Sok. No: 8',
      },
      paymentMethod: 'kapida-odeme',
      acceptDocuments: true,
    });
    const pendingOrder = pending.json().orders[0];
    const notYet = await request(pendingOrder.id, [{ orderItemId: pendingOrder.items[0].id, quantity: 1 }]);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toMatchObject({ code: 'RETURN_NOT_DELIVERED', message: errorMessages.RETURN_NOT_DELIVERED });

    const order = await deliveredOrder(t.app, seller, buyer, productId, 1);
    const day = 86_400_000;
    const setDelivered = (ago: number) =>
      t.app.database.db
        .update(orders)
        .set({ deliveredAt: new Date(Date.now() - ago) })
        .where(eq(orders.id, order.id));
    await setDelivered(15 * day);
    const late = await request(order.id, [{ orderItemId: order.items[0]!.id, quantity: 1 }]);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'RETURN_WINDOW_CLOSED', message: errorMessages.RETURN_WINDOW_CLOSED });
    await setDelivered(13 * day);
    expect((await request(order.id, [{ orderItemId: order.items[0]!.id, quantity: 1 }])).statusCode).toBe(201);
  });

  it('only the buyer asks, only the seller decides and receives, and nobody else sees a return', async () => {
    const productId = await insertProduct(t.app, seller, { stock: 5 });
    const order = await deliveredOrder(t.app, seller, buyer, productId, 1);
    const items = [{ orderItemId: order.items[0]!.id, quantity: 1 }];
    expect((await request(order.id, items, stranger)).statusCode).toBe(404);
    expect((await request(order.id, items, seller)).statusCode).toBe(404);
    const created = (await request(order.id, items)).json().return as ReturnRequest;

    expect((await inject('GET', `/api/orders/${order.id}/returns`, stranger)).statusCode).toBe(404);
    for (const step of ['approve', 'received']) {
      expect((await inject('POST', `/api/returns/${created.id}/${step}`, stranger)).statusCode).toBe(404);
    }
    // The buyer sees the request but cannot decide it.
    expect((await inject('POST', `/api/returns/${created.id}/approve`, buyer)).statusCode).toBe(403);
    expect(
      (await inject('POST', `/api/returns/${created.id}/reject`, stranger, { reason: 'Uygun değil' })).statusCode,
    ).toBe(404);
    // Not received before approved.
    expect((await inject('POST', `/api/returns/${created.id}/received`, seller)).statusCode).toBe(409);
    const sellerList = await inject('GET', '/api/seller/returns', seller);
    expect((sellerList.json().returns as ReturnRequest[]).some((r) => r.id === created.id)).toBe(true);
    const strangerList = await inject('GET', '/api/seller/returns', stranger);
    expect(strangerList.json().returns).toEqual([]);
  });

  it('a rejected request can be escalated; only an admin settles it, and an approval lets the stock come back', async () => {
    const productId = await insertProduct(t.app, seller, { stock: 4 });
    const order = await deliveredOrder(t.app, seller, buyer, productId, 1);
    const created = (await request(order.id, [{ orderItemId: order.items[0]!.id, quantity: 1 }])).json()
      .return as ReturnRequest;
    const noReason = await inject('POST', `/api/returns/${created.id}/reject`, seller, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe(errorMessages.RETURN_DECISION_REASON_REQUIRED);
    const rejected = await inject('POST', `/api/returns/${created.id}/reject`, seller, { reason: 'Ürün kullanılmış.' });
    expect(rejected.json().return).toMatchObject({ status: 'rejected', rejectionReason: 'Ürün kullanılmış.' });

    expect((await inject('POST', `/api/returns/${created.id}/escalate`, seller, {})).statusCode).toBe(403);
    const escalated = await inject('POST', `/api/returns/${created.id}/escalate`, buyer, { note: 'Kutusu açılmadı.' });
    expect(escalated.json().return.status).toBe('escalated');

    const settle = { decision: 'approve', note: 'Fotoğraflar ürünün kullanılmadığını gösteriyor.' };
    expect((await inject('POST', `/api/admin/returns/${created.id}/settle`, seller, settle)).statusCode).toBe(403);
    expect((await inject('POST', `/api/admin/returns/${created.id}/settle`, buyer, settle)).statusCode).toBe(403);
    const bad = await inject('POST', `/api/admin/returns/${created.id}/settle`, admin, {
      decision: 'belki',
      note: 'x',
    });
    expect(bad.statusCode).toBe(400);
    const queue = await inject('GET', '/api/admin/returns?status=escalated', admin);
    expect((queue.json().returns as ReturnRequest[]).map((r) => r.id)).toContain(created.id);
    const settled = await inject('POST', `/api/admin/returns/${created.id}/settle`, admin, settle);
    expect(settled.json().return).toMatchObject({ status: 'approved', adminNote: settle.note });
    expect((await inject('POST', `/api/admin/returns/${created.id}/settle`, admin, settle)).statusCode).toBe(409);

    expect((await inject('POST', `/api/returns/${created.id}/received`, seller)).statusCode).toBe(200);
    expect(await stockOf(productId)).toBe(4);
    const history = (await inject('GET', `/api/orders/${order.id}/returns`, seller)).json().returns[0].history;
    expect(history.map((h: { kind: string }) => h.kind)).toEqual([
      'requested',
      'rejected',
      'escalated',
      'admin-approved',
      'received',
    ]);
  });

  it('an escalation reaches every admin in the bell, linking to the returns to decide; nobody else hears of it', async () => {
    // Admins made now: their bells hold only this test's escalation.
    const admins = [await createAdmin(t.app), await createAdmin(t.app)];
    const productId = await insertProduct(t.app, seller, { stock: 2 });
    const order = await deliveredOrder(t.app, seller, buyer, productId, 1);
    const created = (await request(order.id, [{ orderItemId: order.items[0]!.id, quantity: 1 }])).json()
      .return as ReturnRequest;
    await inject('POST', `/api/returns/${created.id}/reject`, seller, { reason: 'Ürün kullanılmış.' });
    const escalated = await inject('POST', `/api/returns/${created.id}/escalate`, buyer, { note: 'Kutusu açılmadı.' });
    expect(escalated.statusCode, escalated.body).toBe(200);

    type Listed = { type: string; link: string; body: string; read: boolean };
    const bell = async (actor: Actor) =>
      ((await inject('GET', '/api/notifications', actor)).json().notifications as Listed[]).filter(
        (n) => n.link === '/yonetim?sekme=iadeler',
      );
    for (const who of admins) {
      await vi.waitFor(async () => expect(await bell(who)).toHaveLength(1), { timeout: 15_000 });
      expect((await bell(who))[0]).toMatchObject({
        type: 'order.return_updated',
        read: false,
        body: expect.stringContaining('İtiraz Edildi'),
      });
    }
    // The event for the admins names every active admin and nobody else; the seller hears of it on the order.
    const told = (await returnEvents()).filter((e) => e.params.returnId === created.id).map((e) => e.recipientIds);
    const forAdmins = told.filter((ids) => ids.includes(admins[0]!.id));
    expect(forAdmins).toHaveLength(1);
    expect(forAdmins[0]).toEqual(expect.arrayContaining([admin.id, ...admins.map((a) => a.id)]));
    expect(forAdmins[0]).not.toEqual(expect.arrayContaining([buyer.id]));
    expect(forAdmins[0]).not.toEqual(expect.arrayContaining([seller.id]));
    expect(told).toContainEqual([seller.id]);
    for (const who of [buyer, seller, stranger]) expect(await bell(who)).toEqual([]);
  });

  it('an admin upholding the rejection closes the request and frees its units for a new one', async () => {
    const productId = await insertProduct(t.app, seller, { stock: 4 });
    const order = await deliveredOrder(t.app, seller, buyer, productId, 1);
    const items = [{ orderItemId: order.items[0]!.id, quantity: 1 }];
    const created = (await request(order.id, items)).json().return as ReturnRequest;
    await inject('POST', `/api/returns/${created.id}/reject`, seller, { reason: 'Ürün kullanılmış.' });
    // While the rejected request can still be escalated, it holds its unit.
    expect((await request(order.id, items)).json().code).toBe('RETURN_QUANTITY_EXCEEDED');
    await inject('POST', `/api/returns/${created.id}/escalate`, buyer, {});
    const closed = await inject('POST', `/api/admin/returns/${created.id}/settle`, admin, {
      decision: 'reject',
      note: 'Ürün kullanılmış görünüyor.',
    });
    expect(closed.json().return.status).toBe('closed');
    expect((await request(order.id, items)).statusCode).toBe(201);
  });

  it('takes up to 5 photos through the media pipeline; bad input gets a Turkish 400', async () => {
    const productId = await insertProduct(t.app, seller, { stock: 4 });
    const order = await deliveredOrder(t.app, seller, buyer, productId, 1);
    const items = [{ orderItemId: order.items[0]!.id, quantity: 1 }];
    const image = await testImage();
    const withPhotos = (count: number) =>
      sendForm(t.app, `/api/orders/${order.id}/returns`, buyer, {
        fields: { returnData: JSON.stringify({ items, reason }) },
        files: Array.from({ length: count }, (_, i) => ({
          field: 'photos',
          filename: `hasar-${i}.jpg`,
          contentType: 'image/jpeg',
          buffer: image,
        })),
      });
    expect((await withPhotos(6)).statusCode).toBe(400);
    const res = await withPhotos(2);
    expect(res.statusCode, res.body).toBe(201);
    const photos = res.json().return.photos as string[];
    expect(photos).toHaveLength(2);
    for (const url of photos) expect(url).toMatch(/^\/uploads\/[\w-]+\.webp$/);

    const short = await inject('POST', `/api/orders/${order.id}/returns`, buyer, { items, reason: 'kısa' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(errorMessages.RETURN_REASON_REQUIRED);
    const none = await inject('POST', `/api/orders/${order.id}/returns`, buyer, { items: [], reason });
    expect(none.json().message).toBe(errorMessages.RETURN_ITEMS_REQUIRED);
    const zero = await inject('POST', `/api/orders/${order.id}/returns`, buyer, {
      items: [{ orderItemId: items[0]!.orderItemId, quantity: 0 }],
      reason,
    });
    expect(zero.statusCode).toBe(400);
  });
});
