import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { cascadeRef, timestamptz, writeTimes } from '../../platform/columns.js';
import { orderItems, orders } from '../orders/orders.table.js';
import { users } from '../users/users.table.js';

const emptyList = sql`'{}'::text[]`;

/**
 * A buyer's request to return items of a delivered order (docs/product.md 'Returns'): requested → approved | rejected;
 * rejected → escalated → approved | closed (an admin settles); approved → received (the seller has the parcel; the stock
 * returns in that same conditional update's transaction, so exactly once).
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: text().primaryKey(),
    orderId: cascadeRef(() => orders.id),
    buyerId: text().references(() => users.id, { onDelete: 'set null' }),
    sellerId: cascadeRef(() => users.id),
    status: text({ enum: ['requested', 'approved', 'rejected', 'escalated', 'received', 'closed'] })
      .notNull()
      .default('requested'),
    reason: text().notNull(),
    photos: text().array().notNull().default(emptyList),
    rejectionReason: text(),
    escalationNote: text(),
    adminNote: text(),
    ...writeTimes(),
  },
  (t) => [
    index('return_requests_order_idx').on(t.orderId),
    index('return_requests_seller_created_idx').on(t.sellerId, t.createdAt.desc()),
    index('return_requests_status_created_idx').on(t.status, t.createdAt),
  ],
);

export const returnItems = pgTable(
  'return_items',
  {
    returnId: cascadeRef(() => returnRequests.id),
    orderItemId: cascadeRef(() => orderItems.id),
    quantity: integer().notNull(),
  },
  (t) => [
    index('return_items_return_idx').on(t.returnId),
    index('return_items_order_item_idx').on(t.orderItemId),
    check('return_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** Every step of a return, who took it and why: the order's history shows them. */
export const returnEvents = pgTable(
  'return_events',
  {
    id: text().primaryKey(),
    returnId: cascadeRef(() => returnRequests.id),
    actorId: text(),
    kind: text().notNull(),
    note: text(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('return_events_return_idx').on(t.returnId, t.createdAt)],
);

export type ReturnRequestRow = typeof returnRequests.$inferSelect;
export type ReturnItemRow = typeof returnItems.$inferSelect;
export type ReturnEventRow = typeof returnEvents.$inferSelect;
