import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../platform/columns.js';

/** Messages sent through the contact form (docs/decisions/011-contact-form-sends.md), read by admins. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    subject: text().notNull(),
    message: text().notNull(),
    // Signed-in senders are linked; the account may go away, the message stays.
    userId: text(),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [index('contact_messages_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

export type ContactMessageRow = typeof contactMessages.$inferSelect;
