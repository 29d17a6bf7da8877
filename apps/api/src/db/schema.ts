// Every table, gathered for Drizzle's relational queries and drizzle-kit: the platform's and each module's own.

export * from '../modules/appointments/appointments.table.js';
export * from '../modules/auth/auth.table.js';
export * from '../modules/contact/contact.table.js';
export * from '../modules/discovery/discovery.table.js';
export * from '../modules/favorites/favorites.table.js';
export * from '../modules/fitment/fitment.table.js';
export * from '../modules/garage/garage.table.js';
export * from '../modules/hours/hours.table.js';
export * from '../modules/messages/messages.table.js';
export * from '../modules/notifications/notifications.table.js';
export * from '../modules/orders/orders.table.js';
export * from '../modules/posts/posts.table.js';
export * from '../modules/prices/prices.table.js';
export * from '../modules/product-reviews/product-reviews.table.js';
export * from '../modules/products/products.table.js';
export * from '../modules/quotes/quotes.table.js';
export * from '../modules/reports/reports.table.js';
export * from '../modules/responsiveness/responsiveness.table.js';
export * from '../modules/returns/returns.table.js';
export * from '../modules/reviews/reviews.table.js';
export * from '../modules/sellers/sellers.table.js';
export * from '../modules/users/users.table.js';
export { adminActions } from '../platform/audit.js';
export { hiddenContent } from '../platform/hidden-content.js';
export * from '../platform/jobs/jobs.table.js';
export * from '../platform/push/push.table.js';
