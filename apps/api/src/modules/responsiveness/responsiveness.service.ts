import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import type { Jobs } from '../../platform/jobs/jobs.plugin.js';
import type { UsersService } from '../users/users.service.js';
import { createResponsivenessRepository, type NewSample } from './responsiveness.repository.js';

/** The job that recomputes one business's figures when a request leaves its 24-hour or 30-day window. */
export const RESPONSE_STATS_JOB = 'responsiveness.refresh';

const DAY_MS = 86_400_000;
const dayKey = (at: Date) => at.toISOString().slice(0, 10);

/**
 * Response time and rate of businesses (docs/product.md §10 'Response time'): the messages and quotes modules say
 * when a customer asked and when the business first answered; each change recomputes that one business's figures
 * and stores them on its profile, so no page view ever computes them. Requests leaving the 24-hour or 30-day window
 * change the figures without any event, so a durable job recomputes the business then.
 */
export function createResponsivenessService(deps: {
  db: Db;
  users: Pick<UsersService, 'summaries' | 'setResponseStats'>;
  jobs: Pick<Jobs, 'enqueueMany' | 'insertOf' | 'register'>;
  log: FastifyBaseLogger;
}) {
  const samples = createResponsivenessRepository(deps.db);

  async function refresh(businessId: string): Promise<void> {
    await deps.users.setResponseStats(businessId, await samples.statsOf(businessId));
  }

  /**
   * The refreshes at a request's window edges (24 hours, 30 days) for the businesses it reached; one per business and
   * day is enough.
   */
  const edges = (businessIds: readonly string[], requestedAt: Date) =>
    [DAY_MS, 30 * DAY_MS].flatMap((after) => {
      const runAt = new Date(requestedAt.getTime() + after);
      const day = dayKey(runAt);
      return businessIds.map((businessId) => ({
        name: RESPONSE_STATS_JOB,
        payload: { businessId },
        runAt,
        dedupKey: `${businessId}:${day}`,
      }));
    });

  deps.jobs.register(RESPONSE_STATS_JOB, {
    schema: z.object({ businessId: z.string() }),
    handle: ({ businessId }) => refresh(businessId),
  });

  return {
    /**
     * Customers' quote requests reached these businesses: the inserts that record it, for the requests' own statement
     * (db/one-statement.ts), whatever their number. A new request changes no figure until it is answered
     * (quoteAnswered, then refresh) or its 24 hours pass (the edge job), so nothing is refreshed now.
     */
    quotesRequestedInserts(
      requests: readonly { quoteId: string; customerId: string; businessIds: readonly string[]; at: Date }[],
    ): SQL[] {
      const owed = requests.flatMap(({ quoteId, customerId, businessIds, at }) =>
        businessIds.map((businessId) => ({
          businessId,
          customerId,
          source: 'quote' as const,
          sourceId: quoteId,
          requestedAt: at,
        })),
      );
      // One refresh per business and day: requests of the same day to the same business share theirs. In key order,
      // so two statements adding the same keys wait for each other instead of deadlocking.
      const refreshes = requests.flatMap(({ businessIds, at }) => edges(businessIds, at));
      const byKey = new Map(refreshes.map((job) => [job.dedupKey, job]));
      const jobs = deps.jobs.insertOf([...byKey.keys()].sort().map((key) => byKey.get(key)!));
      return owed.length === 0 ? [] : [samples.recordInsert(owed), ...(jobs ? [jobs] : [])];
    },

    /** The business answered a quote request (an offer, or a question in the chat); refresh after the commit. */
    async quoteAnswered(tx: Tx, input: { quoteId: string; businessId: string; at: Date }): Promise<boolean> {
      return samples.answerSource(input.businessId, 'quote', input.quoteId, input.at, tx);
    },

    refresh,

    /**
     * After every stored message: a customer's first message of a new conversation with a business starts a request;
     * a business's message answers what the customer was waiting for. Never fails the message: figures are a
     * by-product, logged when they cannot be written.
     */
    async messageSent(
      message: { conversationId: string; senderId: string; receiverId: string; createdAt: Date },
      startedConversation: boolean,
    ): Promise<void> {
      try {
        if (await samples.answerCustomer(message.senderId, message.receiverId, message.createdAt)) {
          await refresh(message.senderId);
          return;
        }
        if (!startedConversation) return;
        const people = await deps.users.summaries([message.senderId, message.receiverId]);
        if (people.get(message.senderId)?.userType !== 'musteri') return;
        if (people.get(message.receiverId)?.userType !== 'isletme') return;
        const sample: NewSample = {
          businessId: message.receiverId,
          customerId: message.senderId,
          source: 'conversation',
          sourceId: message.conversationId,
          requestedAt: message.createdAt,
        };
        // Nothing to refresh yet: see quoteRequested.
        await deps.db.transaction(async (tx) => {
          await samples.record([sample], tx);
          await deps.jobs.enqueueMany(edges([sample.businessId], sample.requestedAt), tx);
        });
      } catch (error) {
        deps.log.error({ err: error }, 'response time sample not recorded');
      }
    },
  };
}

export type ResponsivenessService = ReturnType<typeof createResponsivenessService>;
