import { and, asc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { notHidden } from '../../platform/hidden-content.js';
import { deletedAny, updatedAny } from '../../platform/row-changes.js';
import { pageByCreation } from '../../platform/table-page.js';
import { activeUser } from '../users/users.service.js';
import { type NewPostRow, type PostCommentRow, type PostRow, postComments, postLikes, posts } from './posts.table.js';

export interface Author {
  id: string;
  firstName: string;
  lastName: string;
  businessName: string | null;
  userType: 'musteri' | 'isletme';
  photos: string[];
}

/** A post as the feed reads it; its author comes from the users module (the service adds it). */
export type PostRecord = Omit<PostRow, 'searchText' | 'searchVector'> & {
  liked: boolean;
  /** created_at to the microsecond, as text, for the cursor: a JS Date would drop the microseconds. */
  cursorTime: string;
};
export type PostView = PostRecord & { author: Author };
export type CommentView = PostCommentRow & { author: Author };

/** A post of a shared page as one signed-in reader sees it now (readerMarks). */
export interface ReaderMark {
  liked: boolean;
  likeCount: number;
  commentCount: number;
}

/** Where the next page starts: strictly after (older than) this post in (created_at, id) order. */
export interface Cursor {
  time: string;
  id: string;
}

export interface PostFilter {
  type?: string;
  authorId?: string;
  tagKey?: string;
  /** A to_tsquery text of folded words, each a prefix ('egzoz:* & turbo:*'). */
  tsquery?: string;
}

export type PostValues = Omit<
  NewPostRow,
  'id' | 'authorId' | 'likeCount' | 'commentCount' | 'createdAt' | 'updatedAt' | 'searchVector'
>;

const { searchText: _searchText, searchVector: _searchVector, ...postColumns } = getTableColumns(posts);

/**
 * Newest first, spelled exactly as the indexes are built ('desc nulls last', what drizzle-kit writes for .desc()):
 * a plain 'desc' means 'nulls first', which those indexes cannot serve, and the planner would sort the whole table.
 */
const newestFirst = [sql`${posts.createdAt} desc nulls last`, sql`${posts.id} desc nulls last`];

/** How many of the newest posts a tag or search looks through before it asks the GIN index (see page()). */
const RECENT_WINDOW = 2000;

/**
 * The statement a signed-in reader's feed page adds to the shared page: the page's posts by primary key, the reader's
 * like of each by the post_likes primary key (post_id, user_id), and whether the reader posted lately by
 * posts_author_created_idx. Prepared: it runs on nearly every signed-in page, so each connection parses and plans it
 * once.
 */
function prepareReaderMarks(db: Db) {
  const viewerId = sql.placeholder('viewerId');
  // The inner select names the same table as the join, so its column references resolve to the inner rows.
  const wroteRecently = sql`exists (select 1 from ${posts} where ${posts.authorId} = ${viewerId}
    and ${posts.createdAt} > now() - make_interval(secs => ${sql.placeholder('recentSeconds')}::float8))`;
  return db
    .select({
      recent: sql<boolean>`r.recent`,
      id: posts.id,
      likeCount: posts.likeCount,
      commentCount: posts.commentCount,
      liked: sql<boolean>`${postLikes.userId} is not null`,
    })
    .from(sql`(select ${wroteRecently} as recent) r`)
    .leftJoin(posts, sql`${posts.id} = any(${sql.placeholder('ids')}::text[])`)
    .leftJoin(postLikes, and(eq(postLikes.postId, posts.id), eq(postLikes.userId, viewerId)))
    .prepare('posts_reader_marks');
}

export function createPostsRepository(db: Db, options: { recentWindow?: number } = {}) {
  const recentWindow = options.recentWindow ?? RECENT_WINDOW;
  const readerMarksStatement = prepareReaderMarks(db);
  const viewColumns = (viewerId: string | undefined) => ({
    ...postColumns,
    liked: viewerId
      ? sql<boolean>`exists (select 1 from ${postLikes} where ${postLikes.postId} = ${posts.id} and ${postLikes.userId} = ${viewerId})`
      : sql<boolean>`false`,
    cursorTime: sql<string>`(${posts.createdAt} at time zone 'UTC')::text`,
  });

  // A post an admin hid, or whose author's account is disabled, is gone for everybody.
  const visible = () => and(notHidden('post', posts.id), activeUser(posts.authorId));

  function filterWhere(filter: PostFilter): SQL[] {
    const where: SQL[] = [];
    if (filter.type) where.push(eq(posts.type, filter.type as PostRow['type']));
    if (filter.authorId) where.push(eq(posts.authorId, filter.authorId));
    if (filter.tagKey) where.push(sql`${posts.tagKeys} @> array[${filter.tagKey}]::text[]`);
    if (filter.tsquery) where.push(sql`${posts.searchVector} @@ to_tsquery('turkish', ${filter.tsquery})`);
    return where;
  }

  return {
    /** Every post and comment the user wrote, for their data export. */
    async exportOf(userId: string) {
      const [ownPosts, ownComments] = await Promise.all([
        db.select().from(posts).where(eq(posts.authorId, userId)).orderBy(asc(posts.createdAt)),
        db.select().from(postComments).where(eq(postComments.authorId, userId)).orderBy(asc(postComments.createdAt)),
      ]);
      return { posts: ownPosts, comments: ownComments };
    },
    async insert(values: PostValues & { id: string; authorId: string }): Promise<void> {
      await db.insert(posts).values(values);
    },

    async find(id: string, viewerId?: string): Promise<PostRecord | undefined> {
      const [row] = await db
        .select(viewColumns(viewerId))
        .from(posts)
        .where(and(eq(posts.id, id), visible()));
      return row;
    },

    /** The author and images of a post, whether or not it is visible: what the author-only rules need. */
    async owner(id: string): Promise<{ authorId: string; images: string[]; type: PostRow['type'] } | undefined> {
      const [row] = await db
        .select({ authorId: posts.authorId, images: posts.images, type: posts.type })
        .from(posts)
        .where(eq(posts.id, id));
      return row;
    },

    /**
     * Newest first. With a cursor the page starts after it (new posts never shift it); otherwise at `offset`.
     * One row more than asked tells whether another page exists without counting.
     *
     * A tag or a search can match a tenth of the posts or almost none, and no single plan is fast for both: walking
     * the newest-first index stops early for common words but reads the whole table for rare ones, while the GIN index
     * is fast for rare words but fetches every match of a common one before sorting. So the newest RECENT_WINDOW posts
     * are tried first (bounded work, enough for any common word), and only when they hold too few matches — so the
     * word is rare — the GIN index collects the matches.
     */
    async page(
      filter: PostFilter,
      at: { cursor?: Cursor; offset: number; limit: number },
      viewerId?: string,
    ): Promise<PostRecord[]> {
      const where = filterWhere(filter);
      const after = at.cursor
        ? sql`(${posts.createdAt}, ${posts.id}) < ((${at.cursor.time}::timestamp at time zone 'UTC'), ${at.cursor.id})`
        : undefined;
      if (after) where.push(after);
      const read = (extra?: SQL) =>
        db
          .select(viewColumns(viewerId))
          .from(posts)
          .where(and(visible(), ...where, ...(extra ? [extra] : [])))
          .orderBy(...newestFirst)
          .limit(at.limit + 1)
          .offset(at.cursor ? 0 : at.offset);

      if (!filter.tagKey && !filter.tsquery) return read();
      // The oldest of the newest `recentWindow` posts (an index-only scan); with fewer left, reading them all is cheap.
      const [edge] = await db
        .select({ time: sql<string>`(${posts.createdAt} at time zone 'UTC')::text`, id: posts.id })
        .from(posts)
        .where(after)
        .orderBy(...newestFirst)
        .limit(1)
        .offset(recentWindow - 1);
      if (!edge) return read();
      const recent = await read(
        sql`(${posts.createdAt}, ${posts.id}) >= ((${edge.time}::timestamp at time zone 'UTC'), ${edge.id})`,
      );
      if (recent.length > at.limit) return recent;
      // The inner select names the same table, so its column references resolve to the inner rows.
      return read(sql`${posts.id} = any(array(select ${posts.id} from ${posts} where ${and(...where)}))`);
    },

    /**
     * For a signed-in reader's copy of a shared page: for each of the page's posts still there, whether the reader
     * likes it and its counts now; and whether the reader wrote a post in the last `recentSeconds`, which a shared page
     * that old may lack. One prepared statement (readerMarksStatement).
     */
    async readerMarks(viewerId: string, ids: readonly string[], recentSeconds: number) {
      const rows = await readerMarksStatement.execute({ viewerId, ids, recentSeconds });
      const marks = new Map<string, ReaderMark>();
      for (const row of rows) {
        if (row.id === null) continue;
        marks.set(row.id, {
          liked: row.liked,
          likeCount: Number(row.likeCount),
          commentCount: Number(row.commentCount),
        });
      }
      // The left joins keep the one row of `r` even when none of the posts is left.
      return { wroteRecently: rows[0]?.recent === true, posts: marks };
    },

    /** Posts the user liked, the most recently liked first. */
    likedBy(userId: string, at: { offset: number; limit: number }, viewerId?: string): Promise<PostRecord[]> {
      return db
        .select(viewColumns(viewerId))
        .from(postLikes)
        .innerJoin(posts, eq(posts.id, postLikes.postId))
        .where(and(eq(postLikes.userId, userId), visible()))
        .orderBy(sql`${postLikes.createdAt} desc nulls last`, sql`${postLikes.postId} desc nulls last`)
        .limit(at.limit + 1)
        .offset(at.offset);
    },

    /** Changes a post only when it is the author's own; false otherwise. */
    async updateOwn(id: string, authorId: string, values: Partial<PostValues>): Promise<boolean> {
      return updatedAny(
        db,
        posts,
        { ...values, updatedAt: new Date() },
        and(eq(posts.id, id), eq(posts.authorId, authorId)),
      );
    },

    /** Deletes the author's own post; its likes and comments go with it (foreign keys cascade). */
    async deleteOwn(id: string, authorId: string): Promise<boolean> {
      return deletedAny(db, posts, and(eq(posts.id, id), eq(posts.authorId, authorId)));
    },

    /**
     * Likes the post, or takes the like back when there is one, and moves like_count by the same step in the same
     * transaction. The row update serialises concurrent toggles of one post, so the count stays exact; the primary
     * key keeps one like per user even when the same user's two toggles race. Undefined when there is no post.
     */
    async toggleLike(postId: string, userId: string): Promise<{ liked: boolean; likeCount: number } | undefined> {
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(postLikes)
          .values({ postId, userId })
          .onConflictDoNothing()
          .returning({ postId: postLikes.postId });
        let liked = true;
        if (inserted.length === 0) {
          const removed = await tx
            .delete(postLikes)
            .where(and(eq(postLikes.postId, postId), eq(postLikes.userId, userId)))
            .returning({ postId: postLikes.postId });
          liked = false;
          // Nothing inserted and nothing deleted: a racing toggle of the same user removed it in between.
          if (removed.length === 0) {
            const [row] = await tx.select({ likeCount: posts.likeCount }).from(posts).where(eq(posts.id, postId));
            return row ? { liked, likeCount: row.likeCount } : undefined;
          }
        }
        const step = liked ? 1 : -1;
        const [row] = await tx
          .update(posts)
          .set({ likeCount: sql`greatest(${posts.likeCount} + ${step}, 0)` })
          .where(eq(posts.id, postId))
          .returning({ likeCount: posts.likeCount });
        return row ? { liked, likeCount: row.likeCount } : undefined;
      });
    },

    /** Tags by the number of posts of the last `days` days using them; the most used spelling names each. */
    async hotTags(limit: number, days: number): Promise<{ name: string; count: number }[]> {
      const result = await db.execute(sql`
        select mode() within group (order by t.tag) as name, count(*)::int as count
        from ${posts} p cross join lateral unnest(p.tags, p.tag_keys) as t(tag, key)
        where p.created_at > now() - make_interval(days => ${days})
          and not exists (select 1 from hidden_content h where h.target_type = 'post' and h.target_id = p.id)
        group by t.key
        order by count(*) desc, t.key
        limit ${limit}`);
      return rowsOf<{ name: string; count: number | string }>(result).map((r) => ({
        name: r.name,
        count: Number(r.count),
      }));
    },

    // ---- comments -------------------------------------------------------------------------------------------

    async findComment(id: string): Promise<PostCommentRow | undefined> {
      const [row] = await db.select().from(postComments).where(eq(postComments.id, id));
      return row;
    },

    /** Stores the comment and counts it on the post in one transaction; returns the new comment count. */
    async insertComment(values: {
      id: string;
      postId: string;
      authorId: string;
      parentCommentId: string | null;
      content: string;
    }): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.insert(postComments).values(values);
        const [row] = await tx
          .update(posts)
          .set({ commentCount: sql`${posts.commentCount} + 1` })
          .where(eq(posts.id, values.postId))
          .returning({ commentCount: posts.commentCount });
        return row?.commentCount ?? 0;
      });
    },

    /** Oldest first, so a conversation reads top to bottom; replies come in the same list and name their parent. */
    async commentPage(postId: string, at: { offset: number; limit: number }) {
      const where = and(eq(postComments.postId, postId), notHidden('comment', postComments.id));
      return pageByCreation(db, postComments, where, { ...at, oldestFirst: true });
    },

    async updateCommentOwn(id: string, authorId: string, content: string): Promise<boolean> {
      return updatedAny(
        db,
        postComments,
        { content, updatedAt: new Date() },
        and(eq(postComments.id, id), eq(postComments.authorId, authorId)),
      );
    },

    /**
     * Deletes the author's own comment with its replies and takes exactly that many off the post's count, never below
     * 0 (docs/product.md §4). Undefined when the comment is not the author's (or is gone).
     */
    async deleteCommentOwn(
      id: string,
      authorId: string,
    ): Promise<{ postId: string; commentCount: number } | undefined> {
      return db.transaction(async (tx) => {
        // Locking the comment first makes a reply being written to it wait (its foreign key check needs a share
        // lock), so no reply slips in between counting the replies and deleting the comment.
        const [own] = await tx
          .select({ postId: postComments.postId })
          .from(postComments)
          .where(and(eq(postComments.id, id), eq(postComments.authorId, authorId)))
          .for('update');
        if (!own) return undefined;
        const replies = await tx
          .delete(postComments)
          .where(eq(postComments.parentCommentId, id))
          .returning({ id: postComments.id });
        await tx.delete(postComments).where(eq(postComments.id, id));
        const [row] = await tx
          .update(posts)
          .set({ commentCount: sql`greatest(${posts.commentCount} - ${replies.length + 1}, 0)` })
          .where(eq(posts.id, own.postId))
          .returning({ commentCount: posts.commentCount });
        return { postId: own.postId, commentCount: row?.commentCount ?? 0 };
      });
    },

    /** A comment of this post (a reply's parent must belong to the post it is written on). */
    async commentIn(postId: string, id: string): Promise<PostCommentRow | undefined> {
      const [row] = await db
        .select()
        .from(postComments)
        .where(and(eq(postComments.postId, postId), eq(postComments.id, id)));
      return row;
    },

    /** The text of a post or comment, whether or not it is visible; undefined when there is none. */
    async contentOf(kind: 'post' | 'comment', id: string): Promise<string | undefined> {
      const table = kind === 'post' ? posts : postComments;
      const [row] = await db.select({ content: table.content }).from(table).where(eq(table.id, id));
      return row?.content;
    },
  };
}

export type PostsRepository = ReturnType<typeof createPostsRepository>;
