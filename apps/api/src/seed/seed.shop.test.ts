import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ProductReviewPage } from '@otousta/shared/schemas/product-reviews';
import type { Order, Product } from '@otousta/shared/schemas/shop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { DEMO_BUSINESS_EMAIL, DEMO_CUSTOMER_EMAIL, DEMO_PASSWORD, seedDemo } from './seed.service.js';

describe('demo shop', () => {
  let t: TestApp;
  const deps = () => ({ db: t.app.database.db, media: t.app.media, passwords: t.app.passwords });
  const signIn = async (email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: DEMO_PASSWORD },
    });
    return { user: res.json().user, auth: { authorization: `Bearer ${res.json().access_token}` } };
  };

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(deps(), { nodeEnv: 'development', businesses: 90, customers: 25 });
  }, 120_000);
  afterAll(() => t?.close());

  it('fills the catalogue with parts of approved sellers, each with a generated picture', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/products?limit=48' });
    const products = res.json().products as Product[];
    expect(products.length).toBeGreaterThanOrEqual(30);
    expect(new Set(products.map((p) => p.sellerId)).size).toBe(4);
    expect(new Set(products.map((p) => p.category)).size).toBe(12);
    expect(products.some((p) => p.discountPercent !== null)).toBe(true);
    const image = await t.app.inject({ method: 'GET', url: products[0]!.photos[0]! });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
    const search = await t.app.inject({ method: 'GET', url: '/api/products?q=aku' });
    expect(search.json().products.map((p: Product) => p.category)).toContain('akü');
  });

  it('gives products a rating only from seeded verified reviews of delivered orders, never an invented count', async () => {
    const products = (await t.app.inject({ method: 'GET', url: '/api/products?limit=48' })).json()
      .products as Product[];
    let reviewed = 0;
    for (const product of products) {
      const page = (
        await t.app.inject({ method: 'GET', url: `/api/products/${product.id}/reviews?limit=50` })
      ).json() as ProductReviewPage;
      expect(product.reviewCount, product.name).toBe(page.pagination.total);
      if (page.pagination.total === 0) {
        expect(product.rating).toBe(0);
        continue;
      }
      reviewed += 1;
      const average = page.reviews.reduce((sum, r) => sum + r.rating, 0) / page.reviews.length;
      expect(product.rating).toBeCloseTo(Math.round(average * 10) / 10, 5);
    }
    expect(reviewed).toBeGreaterThan(0);
  });

  it('makes the demo business an approved seller with orders in every state for its panel', async () => {
    const seller = await signIn(DEMO_BUSINESS_EMAIL);
    expect(seller.user).toMatchObject({ eCommerceIsVerified: true, sellerApplication: { status: 'approved' } });
    const stats = (await t.app.inject({ method: 'GET', url: '/api/seller/stats', headers: seller.auth })).json();
    expect(stats.totalOrders).toBeGreaterThan(0);
    expect(stats.revenue).toBeGreaterThan(0);
    expect(stats.recentOrders).toHaveLength(5);
    expect(stats.productCount).toBeGreaterThan(stats.activeProductCount);
    const orders = (
      await t.app.inject({ method: 'GET', url: '/api/seller/orders?limit=48', headers: seller.auth })
    ).json().orders as Order[];
    expect(new Set(orders.map((o) => o.status))).toContain('pending');
    expect(
      orders.filter((o) => o.status === 'shipped' || o.status === 'delivered').every((o) => o.trackingNumber),
    ).toBe(true);
  });

  it('gives the demo customer pending orders to try cancelling', async () => {
    const customer = await signIn(DEMO_CUSTOMER_EMAIL);
    const orders = (await t.app.inject({ method: 'GET', url: '/api/orders', headers: customer.auth })).json()
      .orders as Order[];
    expect(orders.length).toBeGreaterThanOrEqual(2);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/orders/${orders[0]!.id}/cancel`,
      headers: customer.auth,
    });
    expect(cancel.json().order.status).toBe('cancelled');
  });

  it('removes the shop pictures with the demo data on --reset', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/products?limit=1' })).json().products[0] as Product;
    const file = join(t.config.UPLOAD_DIR, 'images', before.photos[0]!.replace('/uploads/', ''));
    expect(existsSync(file)).toBe(true);
    await seedDemo(deps(), { nodeEnv: 'development', businesses: 90, customers: 25, reset: true });
    expect(existsSync(file)).toBe(false);
    const after = await t.app.inject({ method: 'GET', url: '/api/products?limit=48' });
    expect(after.json().products.length).toBeGreaterThanOrEqual(30);
  }, 60_000);
});
