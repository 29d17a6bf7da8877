import { and, eq, sql } from 'drizzle-orm';
import { pgTable, text } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.js';
import { deletedAny, updatedAny } from './row-changes.js';

const notes = pgTable('row_changes_test_notes', { id: text().primaryKey(), owner: text().notNull(), body: text() });

describe('writes by condition', () => {
  const t = useTestApp();
  beforeAll(async () => {
    const { db } = t.app.database;
    await db.execute(sql`create table row_changes_test_notes (id text primary key, owner text not null, body text)`);
    await db.insert(notes).values([
      { id: 'a', owner: 'ayse', body: 'ilk' },
      { id: 'b', owner: 'mehmet', body: 'ikinci' },
    ]);
  });

  const mine = (id: string, owner: string) => and(eq(notes.id, id), eq(notes.owner, owner));

  it("answers whether a row was found, so another user's row reads as not found", async () => {
    const { db } = t.app.database;
    expect(await updatedAny(db, notes, { body: 'değişti' }, mine('b', 'ayse'))).toBe(false);
    expect(await updatedAny(db, notes, { body: 'değişti' }, mine('a', 'ayse'))).toBe(true);
    expect(await deletedAny(db, notes, mine('a', 'mehmet'))).toBe(false);
    expect(await deletedAny(db, notes, mine('a', 'ayse'))).toBe(true);
    expect(await db.select().from(notes)).toEqual([{ id: 'b', owner: 'mehmet', body: 'ikinci' }]);
  });

  it('refuses an empty condition instead of writing every row', async () => {
    const { db } = t.app.database;
    await expect(deletedAny(db, notes, and())).rejects.toThrow(/condition/);
    await expect(updatedAny(db, notes, { body: 'hepsi' }, undefined)).rejects.toThrow(/condition/);
    expect(await db.select().from(notes)).toEqual([{ id: 'b', owner: 'mehmet', body: 'ikinci' }]);
  });
});
