import { v7 as uuidv7 } from 'uuid';
import type { Db, Tx } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import type { Events } from '../../platform/events.js';
import type { AuthUser } from '../../platform/identity.js';
import type { UsersService } from '../users/users.service.js';
import { createReviewsRepository, type ReviewPageQuery } from './reviews.repository.js';
import type { ReviewRow } from './reviews.table.js';

/** A review with the reviewer's name and photos, and the business's reply, as every answer shows it. */
export interface ReviewWithReviewer extends ReviewRow {
  reviewer: { id: string; firstName: string; lastName: string; photos: string[] };
  reply: { content: string; createdAt: Date; updatedAt: Date; businessName: string } | null;
}

export interface ReviewInput {
  rating: number;
  comment: string;
}

interface Paging {
  page: number;
  limit: number;
}

const toQuery = ({ page, limit }: Paging): ReviewPageQuery => ({ offset: (page - 1) * limit, limit });

export interface ReviewList {
  reviews: ReviewWithReviewer[];
  pagination: { page: number; limit: number; total: number; pages: number };
}

export function createReviewsService(deps: {
  db: Db;
  users: UsersService;
  events: Events;
  /** Whether the customer had a completed appointment at the business: such a review is verified. */
  completedJob: (customerId: string, businessId: string) => Promise<boolean>;
}) {
  const { users, events, completedJob } = deps;
  const reviews = createReviewsRepository(deps.db);

  /** The reviews with their reviewers (the users module's accounts) and replies, looked up in batches. */
  async function withReviewers(rows: ReviewRow[]): Promise<ReviewWithReviewer[]> {
    const [people, replies] = await Promise.all([
      users.summaries(rows.flatMap((row) => [row.reviewerId, row.businessId])),
      reviews.repliesOf(rows.map((row) => row.id)),
    ]);
    const replyOf = new Map(replies.map((reply) => [reply.reviewId, reply]));
    return rows.flatMap((row) => {
      const person = people.get(row.reviewerId);
      if (!person) return [];
      const { id, firstName, lastName, photos } = person;
      const reply = replyOf.get(row.id);
      const business = people.get(row.businessId);
      return [
        {
          ...row,
          reviewer: { id, firstName, lastName, photos },
          reply: reply
            ? {
                content: reply.content,
                createdAt: reply.createdAt,
                updatedAt: reply.updatedAt,
                businessName:
                  business?.businessName ?? `${business?.firstName ?? ''} ${business?.lastName ?? ''}`.trim(),
              }
            : null,
        },
      ];
    });
  }

  async function find(id: string): Promise<ReviewWithReviewer | undefined> {
    const row = await reviews.findById(id);
    return row && (await withReviewers([row]))[0];
  }

  async function existing(id: string): Promise<ReviewWithReviewer> {
    const row = await find(id);
    if (!row) throw notFound('REVIEW_NOT_FOUND');
    return row;
  }

  async function page(result: Promise<{ rows: ReviewRow[]; total: number }>, p: Paging): Promise<ReviewList> {
    const { rows, total } = await result;
    return {
      reviews: await withReviewers(rows),
      pagination: { page: p.page, limit: p.limit, total, pages: Math.ceil(total / p.limit) },
    };
  }

  /** The review, if it exists and the actor wrote it (docs/product.md §6: only the author edits or deletes a review). */
  async function ownReview(actor: AuthUser, id: string): Promise<ReviewRow> {
    const row = await reviews.findById(id);
    if (!row) throw notFound('REVIEW_NOT_FOUND');
    if (row.reviewerId !== actor.id) throw forbidden('FORBIDDEN');
    return row;
  }

  return {
    /** One review per reviewer and business: a second one is refused with 409; changes go through update. */
    async submit(actor: AuthUser, input: ReviewInput & { businessId: string }): Promise<ReviewWithReviewer> {
      const business = await users.summary(input.businessId);
      if (!business?.isActive || business.userType !== 'isletme') throw notFound('BUSINESS_NOT_FOUND');
      if (input.businessId === actor.id) throw forbidden('SELF_REVIEW');
      const verified = await completedJob(actor.id, input.businessId);
      const id = await reviews.transaction(async (tx) => {
        const stored = await reviews.insertOnce(
          {
            id: uuidv7(),
            businessId: input.businessId,
            reviewerId: actor.id,
            rating: input.rating,
            comment: input.comment,
            verified,
          },
          tx,
        );
        // The business hears of it (docs/product.md 'Notifications'); the event commits with the review.
        if (stored) {
          await events.emit(
            {
              type: 'review.created',
              recipientIds: [input.businessId],
              actorId: actor.id,
              link: `/isletme/${encodeURIComponent(input.businessId)}`,
              params: { rating: String(input.rating) },
            },
            tx,
          );
        }
        return stored;
      });
      if (!id) throw conflict('REVIEW_EXISTS');
      return existing(id);
    },

    async update(actor: AuthUser, id: string, input: ReviewInput): Promise<ReviewWithReviewer> {
      const own = await ownReview(actor, id);
      const verified = own.verified || (await completedJob(actor.id, own.businessId));
      // The reviewer is part of the condition too, so nothing but the author's own row can ever change.
      if (!(await reviews.updateOwn(id, actor.id, { ...input, verified }))) throw notFound('REVIEW_NOT_FOUND');
      return existing(id);
    },

    async remove(actor: AuthUser, id: string): Promise<void> {
      await ownReview(actor, id);
      if (!(await reviews.deleteOwn(id, actor.id))) throw notFound('REVIEW_NOT_FOUND');
    },

    /** A completed appointment makes the customer's review of the business verified, in the same transaction. */
    markVerified: (tx: Tx, customerId: string, businessId: string) => reviews.markVerified(tx, customerId, businessId),

    /**
     * The reviewed business answers a review publicly, once; answering again edits the answer (docs/product.md §10
     * 'Business replies'). The reviewer hears of a new answer.
     */
    async reply(actor: AuthUser, id: string, content: string): Promise<ReviewWithReviewer> {
      const review = await reviews.findById(id);
      if (!review) throw notFound('REVIEW_NOT_FOUND');
      if (review.businessId !== actor.id) throw forbidden('REPLY_BUSINESS_ONLY');
      if (await reviews.saveReply(id, actor.id, content)) {
        const business = await users.summary(actor.id);
        await deps.events.emit({
          type: 'review.replied',
          recipientIds: [review.reviewerId],
          actorId: actor.id,
          link: `/isletme/${actor.id}#degerlendirmeler`,
          params: { business: business?.businessName ?? '' },
          key: id,
        });
      }
      return existing(id);
    },

    async removeReply(actor: AuthUser, id: string): Promise<void> {
      const review = await reviews.findById(id);
      if (!review) throw notFound('REVIEW_NOT_FOUND');
      if (review.businessId !== actor.id) throw forbidden('REPLY_BUSINESS_ONLY');
      if (!(await reviews.deleteReply(id, actor.id))) throw notFound('REVIEW_REPLY_NOT_FOUND');
    },

    /** The user's own reviews as stored, for their data export. */
    exportOf: (userId: string) => reviews.exportOf(userId),

    async forBusiness(businessId: string, p: Paging): Promise<ReviewList> {
      const business = await users.summary(businessId);
      if (!business?.isActive || business.userType !== 'isletme') throw notFound('BUSINESS_NOT_FOUND');
      return page(reviews.pageForBusiness(businessId, toQuery(p)), p);
    },

    async byReviewer(reviewerId: string, p: Paging & { businessId?: string }): Promise<ReviewList> {
      if (!(await users.summary(reviewerId))) throw notFound('USER_NOT_FOUND');
      return page(reviews.pageForReviewer(reviewerId, p.businessId, toQuery(p)), p);
    },

    /** The text of a review, for a report about it; undefined when there is none. */
    async commentOf(id: string): Promise<string | undefined> {
      return (await reviews.findById(id))?.comment;
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
