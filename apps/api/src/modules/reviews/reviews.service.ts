import { v7 as uuidv7 } from 'uuid';
import type { Db } from '../../db/client.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import type { Events } from '../../platform/events.js';
import type { AuthUser } from '../../platform/identity.js';
import type { UsersService } from '../users/users.service.js';
import { createReviewsRepository, type ReviewPageQuery } from './reviews.repository.js';
import type { ReviewRow } from './reviews.table.js';

/** A review with the reviewer's name and photos, as every answer shows it. */
export interface ReviewWithReviewer extends ReviewRow {
  reviewer: { id: string; firstName: string; lastName: string; photos: string[] };
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

export function createReviewsService(deps: { db: Db; users: UsersService; events: Events }) {
  const { users, events } = deps;
  const reviews = createReviewsRepository(deps.db);

  /** The reviews with their reviewers (the users module's accounts), looked up in one batch. */
  async function withReviewers(rows: ReviewRow[]): Promise<ReviewWithReviewer[]> {
    const people = await users.summaries(rows.map((row) => row.reviewerId));
    return rows.flatMap((row) => {
      const person = people.get(row.reviewerId);
      if (!person) return [];
      const { id, firstName, lastName, photos } = person;
      return [{ ...row, reviewer: { id, firstName, lastName, photos } }];
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
      const id = await reviews.transaction(async (tx) => {
        const stored = await reviews.insertOnce(
          {
            id: uuidv7(),
            businessId: input.businessId,
            reviewerId: actor.id,
            rating: input.rating,
            comment: input.comment,
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
      await ownReview(actor, id);
      // The reviewer is part of the condition too, so nothing but the author's own row can ever change.
      if (!(await reviews.updateOwn(id, actor.id, input))) throw notFound('REVIEW_NOT_FOUND');
      return existing(id);
    },

    async remove(actor: AuthUser, id: string): Promise<void> {
      await ownReview(actor, id);
      if (!(await reviews.deleteOwn(id, actor.id))) throw notFound('REVIEW_NOT_FOUND');
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
