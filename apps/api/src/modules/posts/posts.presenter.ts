import type { Comment, CommentPage, Post, PostAuthor, PostPage } from '@otousta/shared/schemas/posts';
import type { Author, CommentView, PostView, ReaderMark } from './posts.repository.js';
import { type CommentList, fieldsOf, type PostList } from './posts.service.js';

const toAuthor = (a: Author): PostAuthor => ({ _id: a.id, ...a });

/** docs/product.md §3 'Post': authorId carries the author's public fields; the reader's own like is marked. */
export function toPost(row: PostView): Post {
  return {
    _id: row.id,
    id: row.id,
    ...fieldsOf(row),
    images: row.images,
    likeCount: row.likeCount,
    commentCount: Math.max(0, row.commentCount),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    authorId: toAuthor(row.author),
    isLikedByCurrentUser: !!row.liked,
  };
}

/**
 * A page built for every reader, as one signed-in reader sees it: their own likes marked, the counts as they are now,
 * and a post deleted since the page was built left out. The shared page itself is not changed.
 */
export const forReader = (page: PostPage, marks: ReadonlyMap<string, ReaderMark>): PostPage => ({
  ...page,
  posts: page.posts.flatMap((post) => {
    const mark = marks.get(post.id);
    if (!mark) return [];
    const { liked, likeCount, commentCount } = mark;
    return [{ ...post, likeCount, commentCount: Math.max(0, commentCount), isLikedByCurrentUser: liked }];
  }),
});

export const toComment = (row: CommentView): Comment => ({
  _id: row.id,
  id: row.id,
  postId: row.postId,
  content: row.content,
  parentCommentId: row.parentCommentId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  authorId: toAuthor(row.author),
});

export const toPostPage = (list: PostList): PostPage => ({ ...list, posts: list.posts.map(toPost) });

export const toCommentPage = (list: CommentList): CommentPage => ({
  ...list,
  comments: list.comments.map(toComment),
});

/** A comment answer: the comment presented beside the post's new comment count. */
export const withComment = (result: { comment: CommentView; commentCount: number }) => ({
  comment: toComment(result.comment),
  commentCount: result.commentCount,
});
