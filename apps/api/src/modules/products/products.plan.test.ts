import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApprovedSeller } from '../../test/shop.fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { type CatalogueCondition, type CatalogueQuery, cataloguePageQuery } from './products.repository.js';
import { products } from './products.table.js';

/** A narrowing most of the catalogue matches, as a condition and as a check of one product at a time. */
const inStock: CatalogueCondition = {
  shape: 'in stock',
  values: {},
  condition: (id) => sql`${id} in (select id from products where stock > 0)`,
  check: (id) => sql`exists (select 1 from products p where p.id = ${id} and p.stock > 0 offset 0)`,
};

describe('catalogue query plans', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const seller = await createApprovedSeller(t.app, 'Plan Dükkânı');
    const rows = Array.from({ length: 3000 }, (_, i) => ({
      id: uuidv7(),
      sellerId: seller.id,
      name: `Parça ${i}`,
      description: 'Açıklama',
      brand: 'Bosch',
      category: ['motor', 'fren', 'filtre', 'yag'][i % 4]!,
      condition: 'new' as const,
      priceKurus: 1_000 + ((i * 7919) % 100_000),
      stock: 10,
      rating: (i % 50) / 10,
      reviewCount: i % 97,
      status: i % 10 === 0 ? ('inactive' as const) : ('active' as const),
    }));
    for (let i = 0; i < rows.length; i += 1000)
      await t.app.database.db.insert(products).values(rows.slice(i, i + 1000));
    await t.app.database.db.execute(sql`analyze`);
  }, 60_000);
  afterAll(() => t?.close());

  async function plan(q: Partial<CatalogueQuery>): Promise<string> {
    const query = cataloguePageQuery(t.app.database.db, {
      terms: [],
      sort: 'popular',
      view: 'all',
      offset: 0,
      limit: 12,
      now: new Date(),
      ...q,
    });
    const result = (await t.app.database.db.execute(sql`explain ${query}`)) as { rows: unknown[] };
    return (result.rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n');
  }

  it.each([
    ['popular', 'products_active_popular_idx'],
    ['rating', 'products_active_rating_idx'],
    ['price-low', 'products_active_price_idx'],
    ['newest', 'products_status_created_idx'],
  ] as const)('reads a %s page in order off %s, without sorting the products', async (sort, index) => {
    const text = await plan({ sort });
    expect(text).toContain(index);
    expect(text).not.toMatch(/(^|\s)Sort\b/m);
    expect(text).not.toContain('Seq Scan on products');
  });

  it('walks the order and checks each product when a narrowing matches much of the catalogue', async () => {
    const text = await plan({
      wide: true,
      narrow: inStock,
    });
    expect(text).toContain('products_active_popular_idx');
    expect(text).toContain('SubPlan');
    // Only the page's dozen rows are sorted again, above its Limit; the walk itself is in the index's order.
    expect(text.slice(text.indexOf('Limit'))).not.toMatch(/(^|\s)Sort\b/m);
  });

  it('on a later page of a walk, rules products out by the digests of their models in the index entry', async () => {
    await t.app.database.db.execute(sql`vacuum products`);
    const text = await plan({
      sort: 'price-low',
      offset: 48,
      wide: true,
      narrow: { ...inStock, fitModels: ['araba|fiat|', 'araba|fiat|egea'] },
    });
    // The products it passes are read off the index alone; only the page's rows are read whole, and sorted.
    expect(text).toMatch(
      /Index Only Scan using products_active_price_idx[^\n]*\n\s*Filter: CASE WHEN \(fit_hashes && (\$\d+|\(InitPlan \d+\)\.col1)\) THEN (EXISTS)?\(SubPlan/,
    );
    expect(text).toMatch(/Limit[\s\S]*Index Only Scan/);
  });

  it('reads a price-high page backwards off the price index', async () => {
    const text = await plan({ sort: 'price-high' });
    expect(text).toMatch(/Index Scan Backward using products_active_price_idx/);
  });
});
