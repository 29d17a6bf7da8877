import type { Order } from '@otousta/shared/schemas/shop';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Actor, createActor } from '../../test/actors.js';
import { beforeTests } from '../../test/before-tests.js';
import { addToCart, checkout } from '../../test/orders.fixtures.js';
import { createApprovedSeller, insertProduct } from '../../test/shop.fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { products } from '../products/products.table.js';
import { orders } from './orders.table.js';

/**
 * Parallel buyers of the last items (docs/decisions/006-shop-stock-money-and-orders.md). Meaningful on PostgreSQL,
 * where the 50 checkouts really run at once over a pool of connections; PGlite has one connection and runs them one
 * after another, which still must give the same result.
 */
describe('concurrent checkout of the last items', () => {
  const t = useTestApp();
  const seller = beforeTests(() => createApprovedSeller(t.app, 'Son Parça Dükkânı'));
  const BUYERS = 50;
  const STOCK = 5;

  it('50 buyers for a stock of 5: exactly 5 orders, 45 clear stock errors, stock ends at 0', async () => {
    const productId = await insertProduct(t.app, seller, {
      name: 'Orijinal Turbo',
      description: 'Son beş adet',
      brand: 'Garrett',
      priceKurus: 1_250_000,
      stock: STOCK,
    });
    const buyers: Actor[] = [];
    for (let i = 0; i < BUYERS; i++) {
      const buyer = await createActor(t.app);
      await addToCart(t.app, buyer, productId);
      buyers.push(buyer);
    }

    const results = await Promise.all(buyers.map((buyer) => checkout(t.app, buyer)));

    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(STOCK);
    const refused = results.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(BUYERS - STOCK);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ code: 'INSUFFICIENT_STOCK' });
      expect(r.json().message).toMatch(/^Stok yetersiz/);
    }
    const [row] = await t.app.database.db
      .select({ stock: products.stock, salesCount: products.salesCount })
      .from(products)
      .where(eq(products.id, productId));
    expect(row).toEqual({ stock: 0, salesCount: STOCK });
    const stored = await t.app.database.db.select().from(orders).where(eq(orders.sellerId, seller.id));
    expect(stored).toHaveLength(STOCK);
    const winners = results.filter((r) => r.statusCode === 201).map((r) => (r.json().orders as Order[])[0]!.buyer.id);
    expect(new Set(winners).size).toBe(STOCK);
  });

  it('a checkout sent twice at once (double click) makes one order', async () => {
    const productId = await insertProduct(t.app, seller, {
      name: 'Debriyaj Seti',
      description: 'Baskı, disk ve rulman',
      brand: 'LuK',
      priceKurus: 480_000,
      stock: 10,
    });
    const buyer = await createActor(t.app);
    await addToCart(t.app, buyer, productId, 2);
    const results = await Promise.all([1, 2].map(() => checkout(t.app, buyer)));
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    expect(results.find((r) => r.statusCode === 400)!.json().code).toBe('CART_EMPTY');
    const [row] = await t.app.database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, productId));
    expect(row!.stock).toBe(8);
    expect(await t.app.database.db.select().from(orders).where(eq(orders.buyerId, buyer.id))).toHaveLength(1);
  });
});
