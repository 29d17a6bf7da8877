import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { postgresUrl, useMemoryDatabase, usePostgresDatabase } from '../test/databases.js';
import type { Database } from './client.js';
import { insertColumns } from './insert-columns.js';

const tagged = pgTable('test_tagged', {
  id: text().primaryKey(),
  tags: text().array().notNull().default(sql`'{}'::text[]`),
  years: integer().array(),
});

const arraysByColumn = (database: Database) => {
  beforeAll(async () => {
    await database.db.execute(
      sql`create table test_tagged (id text primary key, tags text[] not null default '{}', years integer[])`,
    );
  });

  it('writes each row its own array, of any length, empty or missing, with quotes and commas in its values', async () => {
    const rows = [
      { id: 'a', tags: ['fren', 'balata, disk', 'say "merhaba"', '{}', 'z', 'a'], years: [2020, 2019] },
      { id: 'b', tags: [], years: null },
      { id: 'c', tags: ['ağır vasıta'], years: [] },
    ];
    await database.db.execute(insertColumns(tagged, ['id', 'tags', 'years'], rows));
    expect(await database.db.select().from(tagged).orderBy(tagged.id)).toEqual(rows);
  });
};

describe('many rows by column (PGlite)', () => arraysByColumn(useMemoryDatabase()));

describe.skipIf(!postgresUrl)('many rows by column (PostgreSQL)', () => arraysByColumn(usePostgresDatabase(1)));
