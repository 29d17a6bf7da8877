import { quoteViewSchema } from '@otousta/shared/schemas/quotes';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { listenerName } from '../../db/change-count.js';
import { type Actor, businessRow, createActor } from '../../test/actors.js';
import { beforeTests } from '../../test/before-tests.js';
import { postgresUrl } from '../../test/databases.js';
import { quoteRequest } from '../../test/quotes.fixtures.js';
import { useTestApp } from '../../test/test-app.js';
import { LISTING_CHANGES_CHANNEL } from '../discovery/discovery.repository.js';
import { users } from '../users/users.table.js';

// Muğla brake shops for Fiat cars: no other test of this file's app is in Muğla.
const request = quoteRequest({ city: 'mugla', district: 'Menteşe' });

describe('the businesses a request is matched with, kept between requests (PAGE_CACHE_MS)', () => {
  // Long enough that only a change heard from the database ends a kept match within a test.
  const t = useTestApp({ PAGE_CACHE_MS: '60000' });
  const customer = beforeTests(() => createActor(t.app, { firstName: 'Selin' }));
  const verified = beforeTests(() =>
    createActor(t.app, businessRow('Menteşe Fren', { city: 'mugla', businessSector: ['fren'], isVerified: true })),
  );
  const other = beforeTests(() =>
    createActor(t.app, businessRow('Ege Balata', { city: 'mugla', businessSector: ['fren'] })),
  );

  /** The businesses a request without chosen ones went to, in their order. */
  async function matched(): Promise<string[]> {
    const res = await t.app.inject({ method: 'POST', url: '/api/quotes', payload: request, headers: customer.auth });
    expect(res.statusCode, res.body).toBe(201);
    return quoteViewSchema.parse(res.json().quote).businesses.map((business) => business.id);
  }
  const set = (actor: Actor, values: Partial<typeof users.$inferInsert>) =>
    t.app.database.db.update(users).set(values).where(eq(users.id, actor.id));
  /** Puts both businesses back as they started: the verified one first, both listed. */
  const restore = async () => {
    await set(verified, { isVerified: true, isActive: true });
    await set(other, { isVerified: false, isActive: true });
  };
  const soon = { timeout: 5000, interval: 50 };

  it('sends to the same businesses while none leaves or joins the list, even after a verification reorders it', async () => {
    await restore();
    await vi.waitFor(async () => expect(await matched()).toEqual([verified.id, other.id]), soon);
    // Verification orders the list but does not change who is on it: the kept match still puts the first one first.
    await set(other, { isVerified: true });
    await set(verified, { isVerified: false });
    expect(await matched()).toEqual([verified.id, other.id]);
  });

  it('never sends to a business once it has left the list, nor misses one that joins it', async () => {
    await restore();
    await vi.waitFor(async () => expect(await matched()).toEqual([verified.id, other.id]), soon);
    await set(verified, { isActive: false });
    // Told by the database when the change commits: on the embedded one at once, on PostgreSQL within moments.
    await vi.waitFor(async () => expect(await matched()).toEqual([other.id]), soon);
    const joined = await createActor(t.app, businessRow('Bodrum Fren', { city: 'mugla', businessSector: ['fren'] }));
    await vi.waitFor(async () => expect((await matched()).sort()).toEqual([other.id, joined.id].sort()), soon);
    await t.app.database.db.delete(users).where(eq(users.id, joined.id));
  });

  it.runIf(postgresUrl)(
    'keeps nothing it could not hear about: a change made while its listening connection was lost is seen (PostgreSQL)',
    async () => {
      await restore();
      await vi.waitFor(async () => expect(await matched()).toEqual([verified.id, other.id]), soon);
      const admin = new pg.Client({ connectionString: t.config.DATABASE_URL });
      await admin.connect();
      try {
        const ended = await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
          [listenerName(LISTING_CHANGES_CHANNEL, t.config.DATABASE_SCHEMA!)],
        );
        expect(ended.rowCount).toBe(1);
      } finally {
        await admin.end();
      }
      // Left the list while no notice could reach the node.
      await set(verified, { isActive: false });
      await vi.waitFor(async () => expect(await matched()).toEqual([other.id]), soon);
    },
  );
});
