import { GARAGE_LIMITS } from '@otousta/shared/schemas/garage';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createActor } from '../../test/actors.js';
import { useServer } from '../../test/before-tests.js';
import { startTwoNodes } from '../../test/two-nodes.js';
import { vehicles } from './garage.table.js';

const env = loadConfig({ NODE_ENV: 'test' });

/**
 * A driver's garage holds at most 20 vehicles however the additions arrive: all at once, through two API nodes on one
 * PostgreSQL (docs/decisions/038-counted-limits-under-concurrency.md).
 */
describe.skipIf(!env.REDIS_URL || !env.DATABASE_URL)('vehicle limit across two API nodes', () => {
  const nodes = useServer(() => startTwoNodes());

  it(`40 vehicles added at the same moment store exactly ${GARAGE_LIMITS.vehiclesMax}; the rest get a clear 400`, async () => {
    const driver = await createActor(nodes.nodeA);
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 ? nodes.nodeB : nodes.nodeA).inject({
          method: 'POST',
          url: '/api/vehicles',
          headers: driver.auth,
          payload: { plate: `06 KL ${1000 + i}`, vehicleType: 'araba', brand: 'fiat', model: 'Egea', year: 2019 },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(GARAGE_LIMITS.vehiclesMax);
    expect(codes.filter((c) => c === 400)).toHaveLength(40 - GARAGE_LIMITS.vehiclesMax);
    expect(answers.find((a) => a.statusCode === 400)!.json().code).toBe('TOO_MANY_VEHICLES');
    const stored = await nodes.nodeA.database.db.select().from(vehicles).where(eq(vehicles.ownerId, driver.id));
    expect(stored).toHaveLength(GARAGE_LIMITS.vehiclesMax);
  });
});
