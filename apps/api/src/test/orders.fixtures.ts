import type { Order } from '@otousta/shared/schemas/shop';
import type { App } from '../app.js';
import type { Actor } from './actors.js';

export const deliveryAddress = {
  fullName: 'Ayşe Kaya',
  phone: '0532 111 22 33',
  city: 'İzmir',
  district: 'Bornova',
  address: 'Kazımdirik Mah. 372. Sok. No: 8 D: 3',
};

async function ok(res: { statusCode: number; body: string }, status = 200) {
  if (res.statusCode !== status) throw new Error(`expected ${status}, got ${res.statusCode}: ${res.body}`);
}

/** What a buyer sends to check out: the delivery address, payment at the door and the documents accepted. */
export const checkoutInput = { deliveryAddress, paymentMethod: 'kapida-odeme', acceptDocuments: true };

/** Puts `quantity` of the product in the buyer's cart through the API. */
export async function addToCart(app: App, buyer: Actor, productId: string, quantity = 1): Promise<void> {
  await ok(
    await app.inject({ method: 'POST', url: '/api/cart/items', headers: buyer.auth, payload: { productId, quantity } }),
  );
}

/** The buyer's checkout of their cart, answered as it is: a race for the last items may refuse it. */
export const checkout = (app: App, buyer: Actor) =>
  app.inject({ method: 'POST', url: '/api/orders/checkout', headers: buyer.auth, payload: checkoutInput });

/** The buyer buys `quantity` of the product through the API, accepting the documents; answers the order. */
export async function buy(app: App, buyer: Actor, productId: string, quantity = 1): Promise<Order> {
  await addToCart(app, buyer, productId, quantity);
  const res = await checkout(app, buyer);
  await ok(res, 201);
  return (res.json().orders as Order[])[0]!;
}

/** The seller ships and delivers the order through the API. */
export async function shipAndDeliver(app: App, seller: Actor, orderId: string): Promise<void> {
  const inject = (url: string, payload?: object) =>
    app.inject({ method: 'POST', url, headers: seller.auth, ...(payload ? { payload } : {}) });
  await ok(
    await inject(`/api/seller/orders/${orderId}/ship`, { carrier: 'Yurtiçi Kargo', trackingNumber: 'YK123456789' }),
  );
  await ok(await inject(`/api/seller/orders/${orderId}/deliver`));
}

/** A delivered order of `quantity` units of the product. */
export async function deliveredOrder(app: App, seller: Actor, buyer: Actor, productId: string, quantity = 1) {
  const order = await buy(app, buyer, productId, quantity);
  await shipAndDeliver(app, seller, order.id);
  return order;
}
