import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useMemoryDatabase } from '../test/memory-database.js';
import { insertColumns } from './insert-columns.js';

const tagged = pgTable('test_tagged', {
  id: text().primaryKey(),
  tags: text().array().notNull().default(sql`'{}'::text[]`),
  years: integer().array(),
});

describe('many rows by column (PGlite)', () => {
  const database = useMemoryDatabase();
  beforeAll(async () => {
    await database.db.execute(
      sql`create table test_tagged (id text primary key, tags text[] not null default '{}', years integer[])`,
    );
  });

  it('writes each row its own array, of any length, empty or missing, with quotes and commas in its values', async () => {
    const rows = [
      { id: 'a', tags: ['fren', 'balata, disk', 'say "merhaba"', '{}'], years: [2019, 2020] },
      { id: 'b', tags: [], years: null },
      { id: 'c', tags: ['ağır vasıta'], years: [] },
    ];
    await database.db.execute(insertColumns(tagged, ['id', 'tags', 'years'], rows));
    expect(await database.db.select().from(tagged).orderBy(tagged.id)).toEqual(rows);
  });
});
