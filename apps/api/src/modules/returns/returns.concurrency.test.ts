import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Actor, createActor } from '../../test/actors.js';
import { beforeTests } from '../../test/before-tests.js';
import { deliveredOrder } from '../../test/orders.fixtures.js';
import { createApprovedSeller, insertProduct } from '../../test/shop.fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { products } from '../products/products.table.js';

/**
 * The stock of a return comes back exactly once. Meaningful on PostgreSQL, where the calls really run at once over a
 * pool of connections; PGlite runs them one after another, which must give the same result.
 */
describe('concurrent handling of one return', () => {
  const t = useTestApp();
  const seller = beforeTests(() => createApprovedSeller(t.app, 'Eşzamanlı Parça'));
  const buyer = beforeTests(() => createActor(t.app));

  const post = (url: string, actor: Actor, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: actor.auth, ...(payload ? { payload } : {}) });
  const stockOf = async (id: string) =>
    (await t.app.database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]?.stock;

  it("two 'received' calls at once return the stock once: one succeeds, the other is refused", async () => {
    const productId = await insertProduct(t.app, seller, { stock: 10 });
    const order = await deliveredOrder(t.app, seller, buyer, productId, 3);
    expect(await stockOf(productId)).toBe(7);
    const asked = await post(`/api/orders/${order.id}/returns`, buyer, {
      items: [{ orderItemId: order.items[0]!.id, quantity: 3 }],
      reason: 'Yanlış parça gönderildi, iade ediyorum.',
    });
    const id = asked.json().return.id as string;
    expect((await post(`/api/returns/${id}/approve`, seller)).statusCode).toBe(200);

    const results = await Promise.all(Array.from({ length: 6 }, () => post(`/api/returns/${id}/received`, seller)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect(await stockOf(productId)).toBe(10);
  });

  it('two requests at once never claim more units than were bought', async () => {
    const productId = await insertProduct(t.app, seller, { stock: 10 });
    const order = await deliveredOrder(t.app, seller, buyer, productId, 2);
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        post(`/api/orders/${order.id}/returns`, buyer, {
          items: [{ orderItemId: order.items[0]!.id, quantity: 1 }],
          reason: 'Aracıma uymadı, iade etmek istiyorum.',
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 201, 400, 400]);
  });
});
