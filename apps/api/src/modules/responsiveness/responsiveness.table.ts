import { sql } from 'drizzle-orm';
import { index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { cascadeRef, timestamptz } from '../../platform/columns.js';
import { users } from '../users/users.table.js';

/**
 * One customer request a business owes a first answer to: a new conversation a customer opened with it, or a quote
 * request sent to it (docs/product.md §10 'Response time'). `responded_at` is set by the business's first answer. The
 * business's figures on its profile are recomputed from its last 30 days of these rows whenever one changes.
 */
export const responseSamples = pgTable(
  'response_samples',
  {
    businessId: cascadeRef(() => users.id),
    customerId: cascadeRef(() => users.id),
    source: text({ enum: ['conversation', 'quote'] }).notNull(),
    sourceId: text().notNull(),
    requestedAt: timestamptz().notNull(),
    respondedAt: timestamptz(),
  },
  (t) => [
    // A request is known by what it was and which business it reached: no id of its own to make and index.
    primaryKey({ name: 'response_samples_pkey', columns: [t.source, t.sourceId, t.businessId] }),
    index('response_samples_business_requested_idx').on(t.businessId, t.requestedAt),
    // The business's unanswered requests of one customer: checked on every message the business sends.
    index('response_samples_waiting_idx').on(t.businessId, t.customerId).where(sql`${t.respondedAt} is null`),
  ],
);

export type ResponseSampleRow = typeof responseSamples.$inferSelect;
