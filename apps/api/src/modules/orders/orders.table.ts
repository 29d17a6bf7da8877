import type { DeliveryAddress } from '@otousta/shared/schemas/shop';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { cascadeRef, timestamptz, writeTimes } from '../../platform/columns.js';
import { products } from '../products/products.table.js';
import { users } from '../users/users.table.js';

/** The signed-in user's cart, kept on the server so it follows them across devices. */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: cascadeRef(() => users.id),
    productId: cascadeRef(() => products.id),
    quantity: integer().notNull(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.productId] }),
    check('cart_items_quantity_range', sql`${t.quantity} between 1 and 99`),
  ],
);

/**
 * One order per seller of a checkout (docs/decisions/006-shop-stock-money-and-orders.md): pending → shipped (carrier +
 * tracking number) → delivered; cancelled by the buyer while pending. Prices are copied in, so later product edits
 * never change it.
 */
export const orders = pgTable(
  'orders',
  {
    id: text().primaryKey(),
    checkoutId: text().notNull(),
    // Null once the buyer deleted their account: the seller's record of the sale stays.
    buyerId: text().references(() => users.id, { onDelete: 'set null' }),
    sellerId: cascadeRef(() => users.id),
    status: text({ enum: ['pending', 'shipped', 'delivered', 'cancelled'] })
      .notNull()
      .default('pending'),
    totalKurus: integer().notNull(),
    paymentMethod: text().notNull(),
    paymentReference: text(),
    deliveryAddress: jsonb().$type<DeliveryAddress>().notNull(),
    note: text(),
    carrier: text(),
    trackingNumber: text(),
    ...writeTimes(),
    shippedAt: timestamptz(),
    deliveredAt: timestamptz(),
    cancelledAt: timestamptz(),
    // The distance sales documents as the buyer accepted them (docs/decisions/028-distance-sales-returns-and-product-reviews.md):
    // the template's id and the rendered texts, never re-rendered. Null on orders placed before they existed.
    documentsTemplateId: text(),
    preliminaryInfo: text(),
    distanceSalesContract: text(),
  },
  (t) => [
    index('orders_buyer_created_idx').on(t.buyerId, t.createdAt.desc(), t.id.desc()),
    index('orders_seller_created_idx').on(t.sellerId, t.createdAt.desc(), t.id.desc()),
    check('orders_total_positive', sql`${t.totalKurus} > 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: text().primaryKey(),
    orderId: cascadeRef(() => orders.id),
    // Kept when the product is deleted later: the order still shows what was bought.
    productId: text().references(() => products.id, { onDelete: 'set null' }),
    name: text().notNull(),
    photo: text(),
    unitPriceKurus: integer().notNull(),
    quantity: integer().notNull(),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), check('order_items_quantity_positive', sql`${t.quantity} > 0`)],
);

export type CartItemRow = typeof cartItems.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
export type NewOrderItemRow = typeof orderItems.$inferInsert;
