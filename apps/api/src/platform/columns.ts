// Column shapes the tables of every module declare alike.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A moment with its time zone, read as a Date. */
export const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

/** When a row was written first and last; a change sets `updatedAt` itself. */
export const writeTimes = () => ({
  createdAt: timestamptz().notNull().defaultNow(),
  updatedAt: timestamptz().notNull().defaultNow(),
});

/** The required id of another row, this row deleted with it (its account, its product, its request). */
export const cascadeRef = (column: () => AnyPgColumn) => text().notNull().references(column, { onDelete: 'cascade' });

/**
 * A single-row counter that triggers raise in the transaction of every write that can change a list's totals
 * (cache/versioned-totals.ts keeps the totals under it). The check holds it to its one row.
 */
export const versionCounter = (name: string) =>
  pgTable(
    name,
    {
      id: boolean().primaryKey().default(true),
      version: bigint({ mode: 'number' }).notNull().default(0),
    },
    (t) => [check(`${name}_single_row`, sql`${t.id}`)],
  );
