// Column shapes the tables of every module declare alike.
import { type AnyPgColumn, text, timestamp } from 'drizzle-orm/pg-core';

/** A moment with its time zone, read as a Date. */
export const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

/** The required id of another row, this row deleted with it (its account, its product, its request). */
export const cascadeRef = (column: () => AnyPgColumn) => text().notNull().references(column, { onDelete: 'cascade' });
