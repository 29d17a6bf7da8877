import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobsInsert } from '../platform/jobs/jobs.queue.js';
import { jobs } from '../platform/jobs/jobs.table.js';
import { useMemoryDatabase } from '../test/memory-database.js';
import { insertTogether } from './one-statement.js';

describe('inserts of several tables in one statement (PGlite)', () => {
  const database = useMemoryDatabase();

  const main = (id: string) =>
    database.db
      .insert(jobs)
      .values({
        id,
        name: 'test.main',
        payload: { words: ['bir', 'iki'] },
        runAt: new Date('2026-11-29T09:30:00.123Z'),
      })
      .returning()
      .getSQL();

  it('answers the main rows as drizzle reads them and writes the other inserts with them', async () => {
    const rows = await insertTogether(database.db, jobs, main('together-1'), [
      jobsInsert([{ name: 'test.also', payload: { n: 1 } }])!,
    ]);
    const [read] = await database.db.select().from(jobs).where(eq(jobs.id, 'together-1'));
    expect(rows).toEqual([read]);
    expect(rows[0]!.runAt).toEqual(new Date('2026-11-29T09:30:00.123Z'));
    expect(await database.db.select().from(jobs).where(eq(jobs.name, 'test.also'))).toHaveLength(1);
  });

  it('writes nothing when one of the inserts fails', async () => {
    const refused = sql`insert into ${jobs} (id) values (null)`;
    await expect(
      insertTogether(database.db, jobs, main('together-2'), [
        jobsInsert([{ name: 'test.lost', payload: {} }])!,
        refused,
      ]),
    ).rejects.toThrow();
    expect(await database.db.select().from(jobs).where(eq(jobs.id, 'together-2'))).toEqual([]);
    expect(await database.db.select().from(jobs).where(eq(jobs.name, 'test.lost'))).toEqual([]);
  });
});
