import { formatMessages } from '@otousta/shared/messages/tr';
import { type CountedPagination, countedPagination } from '@otousta/shared/schemas/api';
import { calendarDateIssue } from '@otousta/shared/schemas/dates';
import {
  type CreatePostData,
  createPostSchema,
  POST_LIMITS,
  type PostPage,
  type PostType,
  postTypeLabels,
  tagKey,
  updatePostSchema,
} from '@otousta/shared/schemas/posts';
import { foldTurkish } from '@otousta/shared/text/fold';
import { v7 as uuidv7 } from 'uuid';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { withSavedImages } from '../../media/media.cleanup.js';
import type { Media, UploadFile } from '../../media/media.plugin.js';
import { foreignKeyViolation } from '../../platform/db-errors.js';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/identity.js';
import type { UserSummary, UsersService } from '../users/users.service.js';
import {
  type Author,
  type CommentView,
  type Cursor,
  createPostsRepository,
  type PostFilter,
  type PostsRepository,
  type PostValues,
  type PostView,
} from './posts.repository.js';

interface Paging {
  page: number;
  limit: number;
}

/** A page of the feed: its posts with their authors, and the cursor of the page after it. */
export interface PostList {
  posts: PostView[];
  pagination: PostPage['pagination'];
  nextCursor: string | null;
}

/** A page of a post's comments with their authors. */
export interface CommentList {
  comments: CommentView[];
  pagination: CountedPagination;
}

/** A stored post's own fields in the shape its schema checks: an edit starts from them, the response shows them. */
export const fieldsOf = (row: PostView) => ({
  content: row.content,
  type: row.type,
  tags: row.tags,
  location: row.location,
  carBrand: row.carBrand,
  carModel: row.carModel,
  carYear: row.carYear,
  price: row.price == null ? null : Number(row.price),
  serviceType: row.serviceType,
  serviceDescription: row.serviceDescription,
  estimatedDuration: row.estimatedDuration,
  contactInfo: row.contactInfo,
});

// ---- cursor: '<created_at to the microsecond, UTC>|<id>' in base64url ----------------------------------------

const CURSOR_TIME = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?$/;

export const encodeCursor = (row: PostView): string =>
  Buffer.from(`${row.cursorTime}|${row.id}`, 'utf8').toString('base64url');

export function decodeCursor(cursor: string): Cursor {
  const [time, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const day = CURSOR_TIME.exec(time ?? '')?.[1];
  if (!time || !id || rest.length || !day || calendarDateIssue(day) || id.length > 64)
    throw badRequest('INVALID_CURSOR');
  return { time, id };
}

// ---- search ---------------------------------------------------------------------------------------------------

const words = (text: string) =>
  foldTurkish(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * The folded text the full-text index reads: content, tags, car, location, type label and service fields, so 'egzoz'
 * finds 'EGZOZ' and 'İzmir' finds 'izmir' (docs/decisions/017-turkish-text-folding.md).
 */
export function searchTextOf(post: Partial<PostValues> & { type: PostType }): string {
  return foldTurkish(
    [
      post.content,
      ...(post.tags ?? []),
      post.carBrand,
      post.carModel,
      post.carYear?.toString(),
      post.location,
      postTypeLabels[post.type],
      post.serviceType,
      post.serviceDescription,
    ]
      .filter(Boolean)
      .join(' '),
  );
}

/** Every folded word of the query must start a word of the post: 'egz turbo' → 'egz:* & turbo:*'. */
export const toTsquery = (q: string): string | undefined => {
  const terms = [...new Set(words(q))].slice(0, 10);
  return terms.length ? terms.map((w) => `${w}:*`).join(' & ') : undefined;
};

/** The stored columns of a checked post: folded tag keys and the search text beside the fields. */
export function valuesOf(data: CreatePostData): PostValues {
  const values: PostValues = {
    content: data.content,
    type: data.type,
    tags: data.tags,
    tagKeys: data.tags.map(tagKey),
    location: data.location ?? null,
    carBrand: data.carBrand ?? null,
    carModel: data.carModel ?? null,
    carYear: data.carYear ?? null,
    price: data.price ?? null,
    serviceType: data.serviceType ?? null,
    serviceDescription: data.serviceDescription ?? null,
    estimatedDuration: data.estimatedDuration ?? null,
    contactInfo: data.contactInfo ?? null,
  };
  return { ...values, searchText: searchTextOf({ ...values, type: data.type }) };
}

export interface PostListInput extends Paging {
  cursor?: string;
  type?: PostType;
  userId?: string;
  tag?: string;
}

/** What a post or comment shows of its author: never their e-mail or phone. */
const authorOf = (user: UserSummary): Author => ({
  id: user.id,
  firstName: user.firstName,
  lastName: user.lastName,
  businessName: user.businessName,
  userType: user.userType,
  photos: user.photos,
});

/** The repository's reads with each row's author, looked up by id in one batch from the users module. */
function withAuthors(repo: PostsRepository, users: UsersService) {
  async function authored<T extends { authorId: string }>(rows: T[]): Promise<(T & { author: Author })[]> {
    const people = await users.summaries(rows.map((row) => row.authorId));
    return rows.flatMap((row) => {
      const person = people.get(row.authorId);
      return person ? [{ ...row, author: authorOf(person) }] : [];
    });
  }
  return {
    ...repo,
    async find(id: string, viewerId?: string): Promise<PostView | undefined> {
      const row = await repo.find(id, viewerId);
      return row && (await authored([row]))[0];
    },
    page: async (...args: Parameters<PostsRepository['page']>): Promise<PostView[]> =>
      authored(await repo.page(...args)),
    likedBy: async (...args: Parameters<PostsRepository['likedBy']>): Promise<PostView[]> =>
      authored(await repo.likedBy(...args)),
    async findComment(id: string): Promise<CommentView | undefined> {
      const row = await repo.findComment(id);
      return row && (await authored([row]))[0];
    },
    async commentPage(...args: Parameters<PostsRepository['commentPage']>) {
      const { rows, total } = await repo.commentPage(...args);
      return { rows: await authored(rows), total };
    },
  };
}

export function createPostsService(deps: {
  db: Db;
  users: UsersService;
  media: Pick<Media, 'saveImages' | 'deleteImage'>;
}) {
  const { media, users } = deps;
  const repository = createPostsRepository(deps.db);
  const posts = withAuthors(repository, users);

  async function found(id: string, viewerId?: string): Promise<PostView> {
    const row = await posts.find(id, viewerId);
    if (!row) throw notFound('POST_NOT_FOUND');
    return row;
  }

  async function pageOf(filter: PostFilter, input: Paging & { cursor?: string }, viewerId?: string) {
    const cursor = input.cursor ? decodeCursor(input.cursor) : undefined;
    const rows = await posts.page(
      filter,
      { cursor, offset: (input.page - 1) * input.limit, limit: input.limit },
      viewerId,
    );
    return toPage(rows, input);
  }

  function toPage(rows: PostView[], input: Paging): PostList {
    const hasMore = rows.length > input.limit;
    const shown = rows.slice(0, input.limit);
    const last = shown.at(-1);
    return {
      posts: shown,
      pagination: { page: input.page, limit: input.limit, hasMore },
      nextCursor: hasMore && last ? encodeCursor(last) : null,
    };
  }

  /** docs/product.md §6: only the post's author edits or deletes it. 404 when there is no such post, 403 when not theirs. */
  async function ownPost(actor: AuthUser, id: string) {
    const row = await posts.owner(id);
    if (!row) throw notFound('POST_NOT_FOUND');
    if (row.authorId !== actor.id) throw forbidden('FORBIDDEN');
    return row;
  }

  return {
    /** Validates the post's fields, stores the photos (all or none), then the post; photos go again if that fails. */
    async create(actor: AuthUser, input: unknown, files: readonly UploadFile[]): Promise<PostView> {
      const parsed = createPostSchema.safeParse(input ?? {});
      if (!parsed.success) throw zodError(parsed.error);
      const id = uuidv7();
      await withSavedImages(media, files, forget, (images) =>
        posts.insert({ id, authorId: actor.id, ...valuesOf(parsed.data), images }),
      );
      return found(id, actor.id);
    },

    get: (id: string, viewerId?: string) => found(id, viewerId),

    list(input: PostListInput, viewerId?: string): Promise<PostList> {
      const key = input.tag ? tagKey(input.tag) : undefined;
      return pageOf({ type: input.type, authorId: input.userId, tagKey: key || undefined }, input, viewerId);
    },

    async search(
      input: Paging & { q: string; cursor?: string; type?: PostType; tag?: string },
      viewerId?: string,
    ): Promise<PostList> {
      const tsquery = toTsquery(input.q);
      if (!tsquery)
        return { posts: [], pagination: { page: input.page, limit: input.limit, hasMore: false }, nextCursor: null };
      const key = input.tag ? tagKey(input.tag) : undefined;
      return pageOf({ tsquery, type: input.type, tagKey: key || undefined }, input, viewerId);
    },

    /** The reader's own likes on a shared page's posts and their counts now (posts.repository.ts readerMarks). */
    readerMarks: (viewerId: string, postIds: readonly string[], recentSeconds: number) =>
      posts.readerMarks(viewerId, postIds, recentSeconds),

    async likedBy(userId: string, input: Paging, viewerId?: string): Promise<PostList> {
      if (!(await users.summary(userId))) throw notFound('USER_NOT_FOUND');
      const rows = await posts.likedBy(
        userId,
        { offset: (input.page - 1) * input.limit, limit: input.limit },
        viewerId,
      );
      return { ...toPage(rows, input), nextCursor: null };
    },

    /**
     * Fields left out keep their value; the type decides again which type-specific fields stay (docs/product.md §2).
     * The photos are the saved ones kept (`keepImages`, all when left out), then the new files; at most 5.
     */
    async update(actor: AuthUser, id: string, input: unknown, files: readonly UploadFile[] = []): Promise<PostView> {
      const checked = updatePostSchema.safeParse(input ?? {});
      if (!checked.success) throw zodError(checked.error);
      const { keepImages, ...data } = checked.data;
      const own = await ownPost(actor, id);
      const current = await posts.find(id, actor.id);
      if (!current) throw notFound('POST_NOT_FOUND');
      const given = Object.fromEntries(Object.entries(data).filter(([, v]) => v !== undefined));
      const parsed = createPostSchema.safeParse({ ...fieldsOf(current), ...given, type: data.type ?? own.type });
      if (!parsed.success) throw zodError(parsed.error);
      const kept = keepImages ? [...new Set(keepImages)].filter((url) => own.images.includes(url)) : own.images;
      if (kept.length + files.length > POST_LIMITS.imagesMax) {
        throw badRequest('TOO_MANY_PHOTOS', formatMessages.tooManyPhotos(POST_LIMITS.imagesMax));
      }
      await withSavedImages(media, files, forget, async (added) => {
        const updated = await posts.updateOwn(id, actor.id, { ...valuesOf(parsed.data), images: [...kept, ...added] });
        if (!updated) throw notFound('POST_NOT_FOUND');
      });
      await forget(own.images.filter((url) => !kept.includes(url)));
      return found(id, actor.id);
    },

    async remove(actor: AuthUser, id: string): Promise<void> {
      const own = await ownPost(actor, id);
      if (!(await posts.deleteOwn(id, actor.id))) throw notFound('POST_NOT_FOUND');
      await forget(own.images);
    },

    async toggleLike(actor: AuthUser, id: string) {
      if (!(await posts.find(id))) throw notFound('POST_NOT_FOUND');
      try {
        const result = await posts.toggleLike(id, actor.id);
        if (!result) throw notFound('POST_NOT_FOUND');
        return result;
      } catch (error) {
        // The post was deleted between the check and the like: its foreign key refuses the like.
        if (foreignKeyViolation(error)) throw notFound('POST_NOT_FOUND');
        throw error;
      }
    },

    hotTags: (limit: number) => posts.hotTags(limit, POST_LIMITS.hotTagDays).then((tags) => ({ tags })),

    async addComment(actor: AuthUser, postId: string, input: { content: string; parentCommentId?: string }) {
      if (!(await posts.find(postId))) throw notFound('POST_NOT_FOUND');
      let parentCommentId: string | null = null;
      if (input.parentCommentId) {
        const parent = await posts.commentIn(postId, input.parentCommentId);
        if (!parent) throw notFound('PARENT_COMMENT_NOT_FOUND');
        // Replies stay one level deep: a reply to a reply answers the same thread.
        parentCommentId = parent.parentCommentId ?? parent.id;
      }
      const id = uuidv7();
      let commentCount: number;
      try {
        commentCount = await posts.insertComment({
          id,
          postId,
          authorId: actor.id,
          parentCommentId,
          content: input.content,
        });
      } catch (error) {
        if (foreignKeyViolation(error)) throw notFound('POST_NOT_FOUND');
        throw error;
      }
      const row = await posts.findComment(id);
      if (!row) throw notFound('COMMENT_NOT_FOUND');
      return { comment: row, commentCount };
    },

    async comments(postId: string, input: Paging): Promise<CommentList> {
      if (!(await posts.find(postId))) throw notFound('POST_NOT_FOUND');
      const { rows, total } = await posts.commentPage(postId, {
        offset: (input.page - 1) * input.limit,
        limit: input.limit,
      });
      return {
        comments: rows,
        pagination: countedPagination(input.page, input.limit, total),
      };
    },

    async updateComment(actor: AuthUser, id: string, content: string) {
      const row = await posts.findComment(id);
      if (!row) throw notFound('COMMENT_NOT_FOUND');
      if (row.authorId !== actor.id) throw forbidden('FORBIDDEN');
      if (!(await posts.updateCommentOwn(id, actor.id, content))) throw notFound('COMMENT_NOT_FOUND');
      const updated = await posts.findComment(id);
      if (!updated) throw notFound('COMMENT_NOT_FOUND');
      const post = await posts.owner(updated.postId);
      return { comment: updated, commentCount: post ? await countOf(updated.postId) : 0 };
    },

    /** docs/product.md §6: only a comment's author deletes it; its replies go with it. */
    async removeComment(actor: AuthUser, id: string): Promise<{ commentCount: number }> {
      const row = await posts.findComment(id);
      if (!row) throw notFound('COMMENT_NOT_FOUND');
      if (row.authorId !== actor.id) throw forbidden('FORBIDDEN');
      const result = await posts.deleteCommentOwn(id, actor.id);
      if (!result) throw notFound('COMMENT_NOT_FOUND');
      return { commentCount: result.commentCount };
    },

    /** The text of a post or comment, visible or not, for a report about it; undefined when there is none. */
    /** The user's own posts and comments as stored, for their data export. */
    exportOf: (userId: string) => repository.exportOf(userId),

    contentOf: (kind: 'post' | 'comment', id: string) => repository.contentOf(kind, id),
  };

  async function forget(urls: readonly string[]) {
    await Promise.allSettled(urls.map((url) => media.deleteImage(url)));
  }

  async function countOf(postId: string): Promise<number> {
    const row = await posts.find(postId);
    return row ? Math.max(0, row.commentCount) : 0;
  }
}

function zodError(error: z.ZodError): AppError {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) errors[issue.path.join('.') || '_'] ??= issue.message;
  return new AppError(400, 'VALIDATION', error.issues[0]?.message, errors);
}

export type PostsService = ReturnType<typeof createPostsService>;
