import { GARAGE_LIMITS } from '@otousta/shared/schemas/garage';
import { count, eq } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createActor } from '../../test/actors.js';
import { useServer } from '../../test/before-tests.js';
import { createApprovedSeller, insertProduct } from '../../test/shop.fixtures.js';
import { startTwoNodes } from '../../test/two-nodes.js';
import { products } from '../products/products.table.js';
import { favoriteProducts } from './favorites.table.js';

const env = loadConfig({ NODE_ENV: 'test' });

/**
 * A user keeps at most 500 favourites however they are added: the last places taken at the same moment through two
 * API nodes on one PostgreSQL (docs/decisions/038-counted-limits-under-concurrency.md).
 */
describe.skipIf(!env.REDIS_URL || !env.DATABASE_URL)('favourite limit across two API nodes', () => {
  const nodes = useServer(() => startTwoNodes());

  it(`20 favourites added at once with 5 places left store exactly ${GARAGE_LIMITS.favoritesMax} in all`, async () => {
    const { db } = nodes.nodeA.database;
    const seller = await createApprovedSeller(nodes.nodeA);
    const collector = await createActor(nodes.nodeA);
    const ids = Array.from({ length: GARAGE_LIMITS.favoritesMax + 15 }, () => uuidv7());
    const template = await insertProduct(nodes.nodeA, seller);
    const [row] = await db.select().from(products).where(eq(products.id, template));
    await db.insert(products).values(ids.map((id) => ({ ...row!, id })));
    const held = GARAGE_LIMITS.favoritesMax - 5;
    await db
      .insert(favoriteProducts)
      .values(ids.slice(0, held).map((productId) => ({ userId: collector.id, productId })));

    const answers = await Promise.all(
      ids.slice(held, held + 20).map((productId, i) =>
        (i % 2 ? nodes.nodeB : nodes.nodeA).inject({
          method: 'PUT',
          url: `/api/favorites/products/${productId}`,
          headers: collector.auth,
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode < 300)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 400).map((a) => a.json().code)).toEqual(
      Array.from({ length: 15 }, () => 'FAVORITE_LIMIT'),
    );
    const [stored] = await db
      .select({ n: count() })
      .from(favoriteProducts)
      .where(eq(favoriteProducts.userId, collector.id));
    expect(stored?.n).toBe(GARAGE_LIMITS.favoritesMax);
  });
});
