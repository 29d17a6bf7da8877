import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { statementsByShape } from './prepared.js';

const parts = pgTable('prepared_test_parts', { id: text().primaryKey(), kind: text().notNull(), price: integer() });

interface PartQuery {
  kind: string;
  maxPrice?: number;
}

describe('statements prepared per shape', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.app.database;
    await db.execute(sql`create table prepared_test_parts (id text primary key, kind text not null, price integer)`);
    await db.insert(parts).values([
      { id: 'balata', kind: 'fren', price: 900 },
      { id: 'disk', kind: 'fren', price: 2500 },
      { id: 'filtre', kind: 'motor', price: 300 },
    ]);
  });
  afterAll(() => t?.close());

  const build = (q: PartQuery, bind: <T>(name: string, value: T) => T) =>
    t.app.database.db
      .select({ id: parts.id })
      .from(parts)
      .where(
        q.maxPrice === undefined
          ? sql`${parts.kind} = ${bind('kind', q.kind)}`
          : sql`${parts.kind} = ${bind('kind', q.kind)} and ${parts.price} <= ${bind('maxPrice', q.maxPrice)}`,
      )
      .orderBy(parts.id);
  const shapeOf = (q: PartQuery) => (q.maxPrice === undefined ? 'kind' : 'kind+price');

  it('binds each request its own values in the statement of its shape', async () => {
    const pages = statementsByShape<PartQuery, { id: string }[]>('parts_page', shapeOf, build, (q) => ({ ...q }));
    expect(await pages({ kind: 'fren' })).toEqual([{ id: 'balata' }, { id: 'disk' }]);
    expect(await pages({ kind: 'motor' })).toEqual([{ id: 'filtre' }]);
    expect(await pages({ kind: 'fren', maxPrice: 1000 })).toEqual([{ id: 'balata' }]);
    expect(await pages({ kind: 'fren', maxPrice: 5000 })).toEqual([{ id: 'balata' }, { id: 'disk' }]);
  });

  it('refuses a shape whose named values disagree with what its statement binds', async () => {
    const pages = statementsByShape<PartQuery, { id: string }[]>('parts_wrong', shapeOf, build, (q) => ({
      kind: q.kind,
      maxPrice: q.maxPrice === undefined ? undefined : q.maxPrice + 1,
    }));
    expect(await pages({ kind: 'motor' })).toEqual([{ id: 'filtre' }]);
    await expect(pages({ kind: 'fren', maxPrice: 1000 })).rejects.toThrow(/maxPrice/);
  });
});
