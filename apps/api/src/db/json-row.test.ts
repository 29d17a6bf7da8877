import { sql } from 'drizzle-orm';
import { date, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timestamptz } from '../platform/columns.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { jsonRow } from './json-row.js';

const people = pgTable('json_row_test_people', {
  id: text().primaryKey(),
  name: text().notNull(),
  photos: text().array().notNull(),
  bornOn: date({ mode: 'string' }),
  seenAt: timestamptz(),
});
const owners = pgTable('json_row_test_owners', { carId: text().primaryKey(), ownerId: text() });

describe('a row read as one JSON column of another statement', () => {
  let t: TestApp;
  const person = jsonRow<typeof people.$inferSelect>({
    id: people.id,
    name: people.name,
    photos: people.photos,
    bornOn: people.bornOn,
    seenAt: people.seenAt,
  });

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.app.database;
    await db.execute(sql`create table json_row_test_people
      (id text primary key, name text not null, photos text[] not null, born_on date, seen_at timestamptz)`);
    await db.execute(sql`create table json_row_test_owners (car_id text primary key, owner_id text)`);
    await db.insert(people).values([
      // Microseconds the driver cuts to the millisecond: the JSON path must cut them the same way.
      { id: 'ayse', name: 'Ayşe "Usta"', photos: ['/a.webp', '/b.webp'], bornOn: '1990-02-03' },
      { id: 'veli', name: 'Veli', photos: [], bornOn: null, seenAt: null },
    ]);
    await db.execute(sql`update json_row_test_people set seen_at = '2026-11-26 10:15:30.123999+03' where id = 'ayse'`);
    await db.insert(owners).values([
      { carId: 'egea', ownerId: 'ayse' },
      { carId: 'clio', ownerId: 'veli' },
      { carId: 'hurda', ownerId: 'kimse' },
    ]);
  });
  afterAll(() => t?.close());

  it('gives back each row exactly as reading the table does, and nothing for a missing one', async () => {
    const { db } = t.app.database;
    const rows = await db
      .select({ carId: owners.carId, owner: person.of(people, sql`${people.id} = ${owners.ownerId}`) })
      .from(owners)
      .orderBy(owners.carId);
    const direct = new Map((await db.select().from(people)).map((row) => [row.id, row]));
    expect(rows.map((row) => [row.carId, person.read(row.owner)])).toEqual([
      ['clio', direct.get('veli')],
      ['egea', direct.get('ayse')],
      ['hurda', undefined],
    ]);
    expect(direct.get('ayse')!.seenAt!.toISOString()).toBe('2026-11-26T07:15:30.123Z');
  });

  it('reads the row a statement selects from as one column the same way', async () => {
    const { db } = t.app.database;
    const rows = await db.select({ row: person.here }).from(people).orderBy(people.id);
    expect(rows.map((row) => person.read(row.row))).toEqual(await db.select().from(people).orderBy(people.id));
  });
});
