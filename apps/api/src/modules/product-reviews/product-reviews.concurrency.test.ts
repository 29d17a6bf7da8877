import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createActor } from '../../test/actors.js';
import { useServer } from '../../test/before-tests.js';
import { deliveredOrder } from '../../test/orders.fixtures.js';
import { createApprovedSeller, insertProduct } from '../../test/shop.fixtures.js';
import { startTwoNodes } from '../../test/two-nodes.js';

const env = loadConfig({ NODE_ENV: 'test' });

/**
 * A product's rating and review count stay the reviews' own when buyers review at the same moment through two API
 * nodes on one PostgreSQL (docs/decisions/038-counted-limits-under-concurrency.md).
 */
describe.skipIf(!env.REDIS_URL || !env.DATABASE_URL)('product rating across two API nodes', () => {
  const nodes = useServer(() => startTwoNodes());

  it('24 buyers reviewing one product at once leave reviewCount 24 and the exact average', async () => {
    const seller = await createApprovedSeller(nodes.nodeA, 'Kalabalık Parça');
    const productId = await insertProduct(nodes.nodeA, seller, { stock: 100 });
    const buyers = await Promise.all(Array.from({ length: 24 }, () => createActor(nodes.nodeA)));
    for (const buyer of buyers) await deliveredOrder(nodes.nodeA, seller, buyer, productId);

    // Ratings 1..4, six of each: the average is 2.5.
    const answers = await Promise.all(
      buyers.map((buyer, i) =>
        (i % 2 ? nodes.nodeB : nodes.nodeA).inject({
          method: 'POST',
          url: `/api/products/${productId}/reviews`,
          headers: buyer.auth,
          payload: { rating: (i % 4) + 1, comment: 'Aynı anda yazılan yorum.' },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(buyers.map(() => 201));
    const { reviewCount, rating } = (await nodes.nodeB.inject({ url: `/api/products/${productId}` })).json().product;
    expect({ reviewCount, rating }).toEqual({ reviewCount: 24, rating: 2.5 });
  });
});
