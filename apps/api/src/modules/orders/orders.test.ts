import { anonymisedTexts } from '@otousta/shared/messages/account';
import { errorMessages } from '@otousta/shared/messages/tr';
import type { Order } from '@otousta/shared/schemas/shop';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Actor, createActor, requestAs } from '../../test/actors.js';
import { beforeTests } from '../../test/before-tests.js';
import { checkoutInput, deliveryAddress } from '../../test/orders.fixtures.js';
import { createApprovedSeller, insertProduct } from '../../test/shop.fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { products } from '../products/products.table.js';
import { users } from '../users/users.table.js';

describe('cart and orders', () => {
  const t = useTestApp();
  const seller = beforeTests(() => createApprovedSeller(t.app, 'Anadolu Yedek Parça'));
  const otherSeller = beforeTests(() => createApprovedSeller(t.app, 'Ege Oto Parça'));
  const buyer = beforeTests(() => createActor(t.app, { firstName: 'Alıcı' }));

  const product = (owner: Actor, overrides: Parameters<typeof insertProduct>[2] = {}) =>
    insertProduct(t.app, owner, overrides);
  const stockOf = async (id: string) =>
    (await t.app.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;

  const inject = requestAs(t);
  const add = (actor: Actor, productId: string, quantity = 1) =>
    inject('POST', '/api/cart/items', actor, { productId, quantity });
  const checkout = (actor: Actor, body: object = checkoutInput) => inject('POST', '/api/orders/checkout', actor, body);

  it('every cart, order and seller route needs a signed-in user (401)', async () => {
    const routes: [method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string][] = [
      ['GET', '/api/cart'],
      ['DELETE', '/api/cart'],
      ['PATCH', '/api/cart/items/x'],
      ['DELETE', '/api/cart/items/x'],
      ['POST', '/api/orders/checkout'],
      ['GET', '/api/orders'],
      ['GET', '/api/orders/x'],
      ['POST', '/api/orders/x/cancel'],
      ['GET', '/api/seller/orders'],
      ['POST', '/api/seller/orders/x/deliver'],
      ['GET', '/api/seller/stats'],
      ['GET', '/api/seller/products'],
      ['GET', '/api/users/seller-application'],
    ];
    for (const [method, url] of routes) {
      const res = await inject(method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('the admin audit trail is for admins only', async () => {
    expect((await inject('GET', '/api/admin/actions', seller)).statusCode).toBe(403);
    expect((await inject('GET', '/api/admin/actions', buyer)).statusCode).toBe(403);
  });

  describe('cart', () => {
    it('needs a signed-in user', async () => {
      expect((await inject('GET', '/api/cart')).statusCode).toBe(401);
      expect((await inject('POST', '/api/cart/items', undefined, { productId: 'x', quantity: 1 })).statusCode).toBe(
        401,
      );
    });

    it('adds, sums, changes and removes lines, with totals in lira', async () => {
      const user = await createActor(t.app);
      const a = await product(seller, { priceKurus: 12_050 });
      const b = await product(otherSeller, { priceKurus: 99_900 });
      await add(user, a, 2);
      const res = await add(user, a, 1);
      expect(res.statusCode).toBe(200);
      expect(res.json().cart).toMatchObject({ totalQuantity: 3, subtotal: 361.5 });
      await add(user, b);
      const changed = await inject('PATCH', `/api/cart/items/${a}`, user, { quantity: 1 });
      expect(changed.json().cart).toMatchObject({ totalQuantity: 2, subtotal: 1119.5 });
      const line = changed.json().cart.items.find((i: { productId: string }) => i.productId === b);
      expect(line).toMatchObject({
        quantity: 1,
        available: true,
        lineTotal: 999,
        product: { seller: { businessName: 'Ege Oto Parça' } },
      });
      const removed = await inject('DELETE', `/api/cart/items/${b}`, user);
      expect(removed.json().cart.items).toHaveLength(1);
      // Kept on the server: a fresh request (another device) sees the same cart.
      expect((await inject('GET', '/api/cart', user)).json().cart.totalQuantity).toBe(1);
      expect((await inject('DELETE', '/api/cart', user)).json().cart.items).toEqual([]);
    });

    it('refuses more than the stock, unknown and inactive products, own products and bad quantities', async () => {
      const user = await createActor(t.app);
      const few = await product(seller, { stock: 2, name: 'Son İki Far' });
      const over = await add(user, few, 3);
      expect(over.statusCode).toBe(409);
      expect(over.json()).toMatchObject({
        code: 'INSUFFICIENT_STOCK',
        message: "Stok yetersiz: 'Son İki Far' için yeterli stok kalmadı.",
      });
      expect((await add(user, 'yok')).statusCode).toBe(404);
      const inactive = await product(seller, { status: 'inactive' });
      expect((await add(user, inactive)).json().code).toBe('PRODUCT_UNAVAILABLE');
      const own = await add(seller, few);
      expect(own.statusCode).toBe(400);
      expect(own.json().message).toBe(errorMessages.OWN_PRODUCT);
      const zero = await add(user, few, 0);
      expect(zero.statusCode).toBe(400);
      expect(zero.json().message).toBe(errorMessages.INVALID_QUANTITY);
      expect((await inject('PATCH', `/api/cart/items/${few}`, user, { quantity: 1 })).json().code).toBe(
        'CART_ITEM_NOT_FOUND',
      );
    });
  });

  describe('checkout', () => {
    it('splits the cart into one order per seller, takes the stock and empties the cart', async () => {
      const user = await createActor(t.app, { firstName: 'Çok', lastName: 'Satıcılı' });
      const a = await product(seller, { priceKurus: 10_000, stock: 5, name: 'Hava Filtresi' });
      const b = await product(seller, { priceKurus: 2_500, stock: 5, name: 'Polen Filtresi' });
      const c = await product(otherSeller, { priceKurus: 70_000, stock: 1, name: 'Akü' });
      await add(user, a, 2);
      await add(user, b, 1);
      await add(user, c, 1);
      const res = await checkout(user, {
        deliveryAddress,
        paymentMethod: 'kapida-odeme',
        acceptDocuments: true,
        note: 'Zili çalmayın',
      });
      expect(res.statusCode).toBe(201);
      const orders = res.json().orders as Order[];
      expect(orders).toHaveLength(2);
      const first = orders.find((o) => o.seller.id === seller.id)!;
      expect(first).toMatchObject({
        status: 'pending',
        statusLabel: 'Bekliyor',
        total: 225,
        itemCount: 3,
        paymentMethod: 'kapida-odeme',
        note: 'Zili çalmayın',
        buyer: { id: user.id, firstName: 'Çok' },
        seller: { businessName: 'Anadolu Yedek Parça' },
        deliveryAddress: { ...deliveryAddress, phone: '+905321112233' },
      });
      expect(first.orderNumber).toMatch(/^OY-[0-9A-F]{8}$/);
      expect(orders.find((o) => o.seller.id === otherSeller.id)).toMatchObject({
        total: 700,
        items: [{ name: 'Akü', quantity: 1 }],
      });
      expect([await stockOf(a), await stockOf(b), await stockOf(c)]).toEqual([3, 4, 0]);
      expect((await inject('GET', '/api/cart', user)).json().cart.items).toEqual([]);
      const mine = await inject('GET', '/api/orders', user);
      expect(mine.json().pagination.total).toBe(2);
    });

    it('an empty cart cannot be checked out; the address and payment are validated in Turkish', async () => {
      const user = await createActor(t.app);
      const empty = await checkout(user);
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toMatchObject({ code: 'CART_EMPTY', message: 'Sepetiniz boş.' });
      const noAddress = await checkout(user, {
        deliveryAddress: { ...deliveryAddress, address: '' },
        paymentMethod: 'kapida-odeme',
        acceptDocuments: true,
      });
      expect(noAddress.statusCode).toBe(400);
      expect(noAddress.json().message).toBe(errorMessages.DELIVERY_ADDRESS_REQUIRED);
      const card = await checkout(user, { deliveryAddress, paymentMethod: 'kredi-karti' });
      expect(card.json().message).toBe(errorMessages.INVALID_PAYMENT_METHOD);
    });

    it('when one line lacks stock nothing is bought and the cart stays', async () => {
      const user = await createActor(t.app);
      const plenty = await product(seller, { stock: 10 });
      const scarce = await product(otherSeller, { stock: 1, name: 'Tek Ayna' });
      await add(user, plenty, 2);
      await add(user, scarce, 1);
      await t.app.database.db.update(products).set({ stock: 0 }).where(eq(products.id, scarce));
      const res = await checkout(user);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'INSUFFICIENT_STOCK',
        message: "Stok yetersiz: 'Tek Ayna' için yeterli stok kalmadı.",
      });
      expect(await stockOf(plenty)).toBe(10);
      expect((await inject('GET', '/api/cart', user)).json().cart.items).toHaveLength(2);
      expect((await inject('GET', '/api/orders', user)).json().orders).toEqual([]);
    });
  });

  describe('order life', () => {
    async function order(user: Actor, owner = seller, quantity = 2): Promise<{ order: Order; productId: string }> {
      const productId = await product(owner, { stock: 5 });
      await add(user, productId, quantity);
      const res = await checkout(user);
      if (res.statusCode !== 201) throw new Error(res.body);
      return { order: res.json().orders[0], productId };
    }

    it("a buyer's deleted account leaves the seller's orders anonymised, cancelling the pending ones with their stock", async () => {
      const password = 'gizli-sifre-1';
      const leaving = await createActor(t.app, {
        firstName: 'Giden',
        passwordHash: await t.app.passwords.hash(password),
      });
      const { order: waiting, productId } = await order(leaving, otherSeller);
      const { order: sent } = await order(leaving, otherSeller, 1);
      const ship = await inject('POST', `/api/seller/orders/${sent.id}/ship`, otherSeller, {
        carrier: 'Aras Kargo',
        trackingNumber: 'AR987654321',
      });
      expect(ship.statusCode).toBe(200);
      expect((await inject('DELETE', `/api/users/${leaving.id}`, leaving, { password })).statusCode).toBeLessThan(300);

      const kept = (await inject('GET', '/api/seller/orders', otherSeller)).json().orders as Order[];
      const byId = new Map(kept.map((o) => [o.id, o]));
      expect(byId.get(sent.id)).toMatchObject({
        status: 'shipped',
        buyer: { id: null, firstName: anonymisedTexts.name },
        // The seller's books keep where it went, not to whom: no name, phone or street address.
        deliveryAddress: { fullName: anonymisedTexts.name, phone: '', address: '', city: deliveryAddress.city },
      });
      expect(byId.get(waiting.id)).toMatchObject({ status: 'cancelled', buyer: { id: null } });
      expect(await stockOf(productId)).toBe(5);
    });

    it('a buyer cancels while pending and the stock returns; not twice', async () => {
      const { order: o, productId } = await order(buyer);
      expect(await stockOf(productId)).toBe(3);
      const res = await inject('POST', `/api/orders/${o.id}/cancel`, buyer);
      expect(res.statusCode).toBe(200);
      expect(res.json().order).toMatchObject({ status: 'cancelled', statusLabel: 'İptal Edildi' });
      expect(await stockOf(productId)).toBe(5);
      const again = await inject('POST', `/api/orders/${o.id}/cancel`, buyer);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(errorMessages.ORDER_NOT_CANCELLABLE);
      expect(await stockOf(productId)).toBe(5);
    });

    it('the seller ships with carrier and tracking number, then delivers, only in that order', async () => {
      const { order: o } = await order(buyer);
      const deliverFirst = await inject('POST', `/api/seller/orders/${o.id}/deliver`, seller);
      expect(deliverFirst.statusCode).toBe(409);
      expect(deliverFirst.json().code).toBe('INVALID_ORDER_TRANSITION');
      const noTracking = await inject('POST', `/api/seller/orders/${o.id}/ship`, seller, {
        carrier: 'Yurtiçi Kargo',
        trackingNumber: ' ',
      });
      expect(noTracking.statusCode).toBe(400);
      expect(noTracking.json().message).toBe(errorMessages.TRACKING_NUMBER_REQUIRED);
      const shipped = await inject('POST', `/api/seller/orders/${o.id}/ship`, seller, {
        carrier: 'Yurtiçi Kargo',
        trackingNumber: 'YK123456789',
      });
      expect(shipped.json().order).toMatchObject({
        status: 'shipped',
        statusLabel: 'Kargoda',
        carrier: 'Yurtiçi Kargo',
        trackingNumber: 'YK123456789',
      });
      expect((await inject('POST', `/api/orders/${o.id}/cancel`, buyer)).statusCode).toBe(409);
      const delivered = await inject('POST', `/api/seller/orders/${o.id}/deliver`, seller);
      expect(delivered.json().order).toMatchObject({ status: 'delivered', statusLabel: 'Teslim Edildi' });
      expect(delivered.json().order.deliveredAt).not.toBeNull();
      expect((await inject('GET', `/api/orders/${o.id}`, buyer)).json().order.status).toBe('delivered');
    });

    it('nobody else sees or moves an order: other buyer, other seller, the buyer acting as seller', async () => {
      const { order: o } = await order(buyer);
      const stranger = await createActor(t.app);
      expect((await inject('GET', `/api/orders/${o.id}`, stranger)).statusCode).toBe(404);
      expect((await inject('GET', `/api/orders/${o.id}`, otherSeller)).statusCode).toBe(404);
      expect((await inject('GET', `/api/orders/${o.id}`, seller)).statusCode).toBe(200);
      expect((await inject('POST', `/api/orders/${o.id}/cancel`, stranger)).statusCode).toBe(404);
      expect((await inject('POST', `/api/orders/${o.id}/cancel`, seller)).statusCode).toBe(404);
      const ship = { carrier: 'Aras Kargo', trackingNumber: 'AR1' };
      expect((await inject('POST', `/api/seller/orders/${o.id}/ship`, otherSeller, ship)).statusCode).toBe(404);
      expect((await inject('POST', `/api/seller/orders/${o.id}/ship`, buyer, ship)).statusCode).toBe(404);
      expect((await inject('POST', `/api/seller/orders/${o.id}/ship`, undefined, ship)).statusCode).toBe(401);
      expect((await inject('GET', '/api/orders', stranger)).json().orders).toEqual([]);
      const others = (await inject('GET', '/api/seller/orders', otherSeller)).json().orders as Order[];
      expect(others.map((x) => x.id)).not.toContain(o.id);
      expect((await inject('GET', `/api/orders/${o.id}`, buyer)).json().order.status).toBe('pending');
    });

    it("the seller's numbers follow sales, deliveries and cancellations", async () => {
      const shop = await createApprovedSeller(t.app, 'İstatistik Dükkânı');
      const customer = await createActor(t.app);
      const stats = async () => (await inject('GET', '/api/seller/stats?days=7', shop)).json();
      const before = await stats();
      expect(before).toMatchObject({ totalOrders: 0, totalSales: 0, revenue: 0, productCount: 0, recentOrders: [] });
      expect(before.series).toHaveLength(7);

      const { order: kept } = await order(customer, shop, 2);
      const { order: cancelled } = await order(customer, shop, 1);
      await inject('POST', `/api/orders/${cancelled.id}/cancel`, customer);
      await inject('POST', `/api/seller/orders/${kept.id}/ship`, shop, {
        carrier: 'PTT Kargo',
        trackingNumber: 'PTT1',
      });
      const after = await stats();
      expect(after).toMatchObject({
        totalOrders: 1,
        pendingOrders: 0,
        totalSales: 2,
        revenue: 900,
        productCount: 2,
        activeProductCount: 2,
      });
      expect(after.recentOrders.map((o: Order) => o.id)).toEqual([cancelled.id, kept.id]);
      const today = after.series.at(-1);
      expect(today).toMatchObject({ orders: 1, sales: 2, revenue: 900 });
    });
  });

  it('a deleted product leaves its orders intact', async () => {
    const productId = await product(seller, { name: 'Silinecek Conta' });
    const user = await createActor(t.app);
    await add(user, productId);
    const o = (await checkout(user)).json().orders[0] as Order;
    await inject('DELETE', `/api/products/${productId}`, seller);
    const res = await inject('GET', `/api/orders/${o.id}`, user);
    expect(res.json().order.items).toEqual([
      expect.objectContaining({ productId: null, name: 'Silinecek Conta', price: 450 }),
    ]);
  });

  it('a product of a seller no longer approved cannot be bought', async () => {
    const former = await createApprovedSeller(t.app, 'Kapanan Dükkân');
    const productId = await product(former);
    const user = await createActor(t.app);
    expect((await add(user, productId)).statusCode).toBe(200);
    await t.app.database.db.update(users).set({ eCommerceIsVerified: false }).where(eq(users.id, former.id));
    const res = await checkout(user);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'PRODUCT_UNAVAILABLE', message: errorMessages.PRODUCT_UNAVAILABLE });
    expect((await inject('GET', `/api/products/${productId}`)).statusCode).toBe(404);
    expect((await inject('GET', '/api/cart', user)).json().cart.items[0]).toMatchObject({ available: false });
  });
});
