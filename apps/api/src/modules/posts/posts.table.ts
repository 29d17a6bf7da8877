import type { PostType } from '@otousta/shared/schemas/posts';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { cascadeRef, timestamptz, writeTimes } from '../../platform/columns.js';
import { users } from '../users/users.table.js';

const emptyList = sql`'{}'::text[]`;
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Feed posts (docs/product.md §3 'Post'). like_count and comment_count are kept in the row, changed in the same
 * transaction as the like or comment, so a page of the feed never counts rows. search_text is the Turkish-folded text
 * of the post (content, tags, car, location, service) written by the app; search_vector indexes it with the 'turkish'
 * stemmer, so 'egzoz', 'Egzoz' and 'EGZOZ' meet (docs/decisions/017-turkish-text-folding.md). tag_keys are the folded
 * tags.
 */
export const posts = pgTable(
  'posts',
  {
    id: text().primaryKey(),
    authorId: cascadeRef(() => users.id),
    content: text().notNull(),
    type: text().$type<PostType>().notNull().default('general'),
    tags: text().array().notNull().default(emptyList),
    tagKeys: text().array().notNull().default(emptyList),
    location: text(),
    carBrand: text(),
    carModel: text(),
    carYear: smallint(),
    price: numeric({ precision: 14, scale: 2, mode: 'number' }),
    serviceType: text(),
    serviceDescription: text(),
    estimatedDuration: text(),
    contactInfo: text(),
    images: text().array().notNull().default(emptyList),
    likeCount: integer().notNull().default(0),
    commentCount: integer().notNull().default(0),
    searchText: text().notNull().default(''),
    searchVector: tsvector().generatedAlwaysAs(sql`to_tsvector('turkish'::regconfig, search_text)`),
    ...writeTimes(),
  },
  (t) => [
    // The feed, newest first; the id breaks ties so a cursor (created_at, id) never skips or repeats a post.
    index('posts_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('posts_author_created_idx').on(t.authorId, t.createdAt.desc(), t.id.desc()),
    index('posts_type_created_idx').on(t.type, t.createdAt.desc(), t.id.desc()),
    index('posts_tag_keys_idx').using('gin', t.tagKeys),
    index('posts_search_idx').using('gin', t.searchVector),
    check('posts_like_count_nonnegative', sql`${t.likeCount} >= 0`),
    check('posts_comment_count_nonnegative', sql`${t.commentCount} >= 0`),
    check('posts_content_length', sql`char_length(${t.content}) between 1 and 2000`),
  ],
);

/** One like per user and post (docs/product.md §4 'like toggle'). */
export const postLikes = pgTable(
  'post_likes',
  {
    postId: cascadeRef(() => posts.id),
    userId: cascadeRef(() => users.id),
    createdAt: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    // A user's liked posts, most recently liked first (GET /posts/user/{id}/liked).
    index('post_likes_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** Comments of a post (docs/product.md §3 'Comment'); a reply names its parent, and goes with it. */
export const postComments = pgTable(
  'post_comments',
  {
    id: text().primaryKey(),
    postId: cascadeRef(() => posts.id),
    authorId: cascadeRef(() => users.id),
    parentCommentId: text().references((): AnyPgColumn => postComments.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    ...writeTimes(),
  },
  (t) => [
    index('post_comments_post_created_idx').on(t.postId, t.createdAt, t.id),
    index('post_comments_parent_idx').on(t.parentCommentId),
    check('post_comments_content_length', sql`char_length(${t.content}) between 1 and 500`),
  ],
);

export type PostRow = typeof posts.$inferSelect;
export type NewPostRow = typeof posts.$inferInsert;
export type PostCommentRow = typeof postComments.$inferSelect;
