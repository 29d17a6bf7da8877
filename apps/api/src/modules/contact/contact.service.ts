import type { ContactMessage, ContactMessagePage } from '@otousta/shared/schemas/contact';
import { v7 as uuidv7 } from 'uuid';
import type { RateLimiter } from '../../plugins/rate-limit.js';
import type { ContactRepository } from './contact.repository.js';
import type { ContactMessageRow } from './contact.table.js';

const toMessage = (row: ContactMessageRow): ContactMessage => ({
  id: row.id,
  name: row.name,
  email: row.email,
  subject: row.subject,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

export function createContactService(deps: { contact: ContactRepository; limit: RateLimiter }) {
  return {
    /** docs/decisions/011-contact-form-sends.md: the form really sends; RATE_LIMIT_CONTACT_PER_HOUR per IP keeps it from being a spam cannon. */
    async send(
      input: { name: string; email: string; subject: string; message: string },
      sender: { ip: string; userId?: string },
    ): Promise<ContactMessage> {
      await deps.limit.consume(sender.ip);
      return toMessage(await deps.contact.insert({ id: uuidv7(), ...input, userId: sender.userId ?? null }));
    },

    async page(page: number, limit: number): Promise<ContactMessagePage> {
      const { rows, total } = await deps.contact.page((page - 1) * limit, limit);
      return { messages: rows.map(toMessage), pagination: { page, limit, total, pages: Math.ceil(total / limit) } };
    },
  };
}
