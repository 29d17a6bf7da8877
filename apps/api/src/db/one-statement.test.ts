import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobsInsert } from '../platform/jobs/jobs.queue.js';
import { jobs } from '../platform/jobs/jobs.table.js';
import { postgresUrl, useMemoryDatabase, usePostgresDatabase } from '../test/databases.js';
import { insertColumns } from './insert-columns.js';
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

describe.skipIf(!postgresUrl)('inserts of several tables in one statement (PostgreSQL)', () => {
  // One connection, so its prepared statements are the ones this test made.
  const database = usePostgresDatabase(1);

  const batch = (ids: string[]) =>
    insertTogether(
      database.db,
      jobs,
      sql`${insertColumns(
        jobs,
        ['id', 'name', 'payload'],
        ids.map((id) => ({ id, name: 'test.main', payload: { id } })),
      )} returning *`,
      [jobsInsert(ids.map((id) => ({ name: 'test.also', payload: { id } })))!],
    );

  it('prepares a statement once per connection for batches of any size, and answers each batch its own rows', async () => {
    expect((await batch(['pg-1'])).map((row) => row.id)).toEqual(['pg-1']);
    const three = await batch(['pg-2', 'pg-3', 'pg-4']);
    expect(three.map((row) => [row.id, row.payload])).toEqual([
      ['pg-2', { id: 'pg-2' }],
      ['pg-3', { id: 'pg-3' }],
      ['pg-4', { id: 'pg-4' }],
    ]);
    const prepared = await database.db.execute(
      sql`select count(*)::int as n from pg_prepared_statements where name like 'together_%'`,
    );
    expect((prepared as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    expect(await database.db.select().from(jobs).where(eq(jobs.name, 'test.also'))).toHaveLength(4);
  });
});
