import type { DomainEvent } from '@otousta/shared/notifications/events';
import type { SQL } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db, Tx } from '../db/client.js';
import type { NewJob } from './jobs/jobs.queue.js';

/** The job that carries one domain event to whoever listens (the notifications module). */
export const DOMAIN_EVENT_JOB = 'domain.event';

export interface Events {
  /**
   * Records that something happened. With `db` set to a transaction the event commits with the caller's writes, so
   * a change and the notification it causes never part; delivery happens later, in the durable queue.
   */
  emit(event: DomainEvent, db?: Db | Tx): Promise<void>;
  /** Records several events in one statement, as `emit` would one by one. */
  emitMany(events: readonly DomainEvent[], db?: Db | Tx): Promise<void>;
  /**
   * The insert that records these events, for a statement that writes other rows too (db/one-statement.ts); null when
   * nobody but their actors would hear of them. Call `emitted` once that statement has committed.
   */
  insertOf(events: readonly DomainEvent[]): SQL | null;
  /** Events were committed by a statement of `insertOf`: the queue delivers them now. */
  emitted(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    events: Events;
  }
}

export const eventsPlugin = fp(
  async (app) => {
    /** The job of an event, or none when nobody but its actor would hear of it. */
    const jobOf = (event: DomainEvent): NewJob[] => {
      const recipientIds = [...new Set(event.recipientIds)].filter((id) => id !== event.actorId);
      if (recipientIds.length === 0) return [];
      return [
        {
          name: DOMAIN_EVENT_JOB,
          payload: { ...event, recipientIds, occurredAt: event.occurredAt ?? new Date().toISOString() },
          dedupKey: event.key ? `${event.type}:${event.key}` : undefined,
        },
      ];
    };
    const emitMany = async (events: readonly DomainEvent[], db?: Db | Tx) => {
      const jobs = events.flatMap(jobOf);
      if (jobs.length > 0) await app.jobs.enqueueMany(jobs, db);
    };
    app.decorate('events', {
      emit: (event, db) => emitMany([event], db),
      emitMany,
      insertOf: (events) => app.jobs.insertOf(events.flatMap(jobOf)),
      emitted: () => app.jobs.queued(),
    } satisfies Events);
  },
  { name: 'events', dependencies: ['jobs'] },
);
