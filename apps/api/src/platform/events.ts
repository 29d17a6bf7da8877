import type { DomainEvent } from '@otousta/shared/notifications/events';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../db/client.js';

/** The job that carries one domain event to whoever listens (the notifications module). */
export const DOMAIN_EVENT_JOB = 'domain.event';

export interface Events {
  /**
   * Records that something happened. With `db` set to a transaction the event commits with the caller's writes, so
   * a change and the notification it causes never part; delivery happens later, in the durable queue.
   */
  emit(event: DomainEvent, db?: Db | Tx): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    events: Events;
  }
}

export const eventsPlugin = fp(
  async (app) => {
    app.decorate('events', {
      async emit(event, db) {
        const recipientIds = [...new Set(event.recipientIds)].filter((id) => id !== event.actorId);
        if (recipientIds.length === 0) return;
        await app.jobs.enqueue(
          {
            name: DOMAIN_EVENT_JOB,
            payload: { ...event, recipientIds, occurredAt: event.occurredAt ?? new Date().toISOString() },
            dedupKey: event.key ? `${event.type}:${event.key}` : undefined,
          },
          db,
        );
      },
    } satisfies Events);
  },
  { name: 'events', dependencies: ['jobs'] },
);
