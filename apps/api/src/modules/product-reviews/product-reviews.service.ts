import { countedPagination } from '@otousta/shared/schemas/api';
import type { ProductReviewInput } from '@otousta/shared/schemas/product-reviews';
import { v7 as uuidv7 } from 'uuid';
import type { Db, Tx } from '../../db/client.js';
import { uniqueViolation } from '../../platform/db-errors.js';
import { conflict, forbidden, notFound } from '../../platform/errors.js';
import type { Events } from '../../platform/events.js';
import type { AuthUser } from '../../platform/identity.js';
import type { OrdersService } from '../orders/orders.service.js';
import type { ProductsService } from '../products/products.service.js';
import type { UsersService } from '../users/users.service.js';
import { createProductReviewsRepository } from './product-reviews.repository.js';
import type { ProductReviewRow } from './product-reviews.table.js';

/**
 * Product reviews (docs/product.md 'Product reviews'): a buyer of a delivered order of the product writes one, once,
 * and may edit it; the product's seller replies once; the product's rating and review count are recomputed from the
 * reviews in the same transaction as every change, so no number on a product is invented.
 */
export function createProductReviewsService(deps: {
  db: Db;
  products: Pick<ProductsService, 'sellerOf' | 'lockForRating' | 'setRating'>;
  orders: Pick<OrdersService, 'hasReceived'>;
  users: Pick<UsersService, 'summaries'>;
  events: Events;
}) {
  const { products, orders, users, events } = deps;
  const reviews = createProductReviewsRepository(deps.db);
  const productLink = (productId: string) => `/urun/${encodeURIComponent(productId)}`;

  async function productOf(productId: string) {
    const product = await products.sellerOf(productId);
    if (!product) throw notFound('PRODUCT_NOT_FOUND');
    return product;
  }

  /**
   * Lock first, count after, in a separate statement: under READ COMMITTED that statement sees every review committed
   * by a concurrent writer the lock waited for, so the last writer's count is the true one.
   */
  async function refreshRating(tx: Tx, productId: string) {
    await products.lockForRating(tx, productId);
    const { rating, count } = await reviews.ratingOf(tx, productId);
    await products.setRating(tx, productId, rating, count);
  }

  /** The name shown beside a review: first name and the initial of the last, as reviewers are shown elsewhere. */
  async function displayName(userId: string) {
    const person = (await users.summaries([userId])).get(userId);
    if (!person) return '';
    const initial = person.lastName.trim().charAt(0);
    return initial ? `${person.firstName} ${initial.toLocaleUpperCase('tr-TR')}.` : person.firstName;
  }

  return {
    async list(viewer: AuthUser | undefined, productId: string, q: { page: number; limit: number }) {
      await productOf(productId);
      const [{ rows, total }, mine, received] = await Promise.all([
        reviews.page(productId, (q.page - 1) * q.limit, q.limit),
        viewer ? reviews.findOwn(productId, viewer.id) : undefined,
        viewer ? orders.hasReceived(viewer.id, productId) : false,
      ]);
      return {
        reviews: rows,
        pagination: countedPagination(q.page, q.limit, total),
        mine: mine ?? null,
        canReview: received && !mine,
      };
    },

    async create(actor: AuthUser, productId: string, input: ProductReviewInput): Promise<ProductReviewRow> {
      const product = await productOf(productId);
      if (!(await orders.hasReceived(actor.id, productId))) throw forbidden('PRODUCT_REVIEW_NOT_ALLOWED');
      const authorName = await displayName(actor.id);
      try {
        return await reviews.transaction(async (tx) => {
          const row = await reviews.insert(tx, {
            id: uuidv7(),
            productId,
            authorId: actor.id,
            authorName,
            rating: Number(input.rating),
            comment: input.comment.trim(),
          });
          await refreshRating(tx, productId);
          await events.emit(
            {
              type: 'review.created',
              recipientIds: [product.sellerId],
              actorId: actor.id,
              link: productLink(productId),
              params: { name: authorName, product: product.name, rating: String(row.rating) },
            },
            tx,
          );
          return row;
        });
      } catch (error) {
        // The same buyer submitting twice at once: the unique index lets one through.
        if (uniqueViolation(error) !== undefined) throw conflict('PRODUCT_REVIEW_EXISTS');
        throw error;
      }
    },

    async update(actor: AuthUser, id: string, input: ProductReviewInput): Promise<ProductReviewRow> {
      const existing = await reviews.findById(id);
      if (!existing) throw notFound('PRODUCT_REVIEW_NOT_FOUND');
      if (existing.authorId !== actor.id) throw forbidden('FORBIDDEN');
      const row = await reviews.transaction(async (tx) => {
        const updated = await reviews.updateOwn(tx, id, actor.id, {
          rating: Number(input.rating),
          comment: input.comment.trim(),
        });
        if (updated) await refreshRating(tx, updated.productId);
        return updated;
      });
      if (!row) throw notFound('PRODUCT_REVIEW_NOT_FOUND');
      return row;
    },

    async reply(actor: AuthUser, id: string, text: string): Promise<ProductReviewRow> {
      const existing = await reviews.findById(id);
      if (!existing) throw notFound('PRODUCT_REVIEW_NOT_FOUND');
      const product = await productOf(existing.productId);
      if (product.sellerId !== actor.id) throw forbidden('FORBIDDEN');
      const row = await reviews.transaction(async (tx) => {
        const replied = await reviews.replyOnce(tx, id, text.trim());
        if (replied?.authorId) {
          await events.emit(
            {
              type: 'review.replied',
              recipientIds: [replied.authorId],
              actorId: actor.id,
              link: productLink(replied.productId),
              params: { product: product.name },
            },
            tx,
          );
        }
        return replied;
      });
      if (!row) throw conflict('PRODUCT_REVIEW_REPLIED');
      return row;
    },
  };
}

export type ProductReviewsService = ReturnType<typeof createProductReviewsService>;
