import {
  commentPageQuerySchema,
  commentPageSchema,
  commentResponseSchema,
  createCommentSchema,
  createPostSchema,
  hotTagsQuerySchema,
  hotTagsResponseSchema,
  likedPostsQuerySchema,
  likeResponseSchema,
  POST_LIMITS,
  type PostPage,
  postFieldsSchema,
  postListQuerySchema,
  postPageSchema,
  postResponseSchema,
  postSearchQuerySchema,
  updateCommentSchema,
  updatePostSchema,
} from '@otousta/shared/schemas/posts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPageCache, sendJson } from '../../cache/page-cache.js';
import { byId } from '../../platform/id-route.js';
import { noContent, noContentAfter } from '../../platform/no-content.js';
import { formFiles } from '../../platform/openapi.js';
import { callerAware, signedIn, tagRoutes } from '../../platform/route-scope.js';
import { forReader, toCommentPage, toPost, toPostPage, withComment } from './posts.presenter.js';
import type { PostList, PostsService } from './posts.service.js';

const images = formFiles(
  POST_LIMITS.imagesMax,
  `En fazla ${POST_LIMITS.imagesMax} resim (JPG, PNG, GIF, WebP; her biri en fazla 5 MB)`,
);
const postDataNote = 'Gönderinin tüm alanları tek JSON metni olarak; verilirse düz form alanları okunmaz';
/** A post as a multipart form: its fields as plain form fields (tags repeated or comma separated), or as `postData`. */
const createPostForm = postFieldsSchema
  .partial()
  .extend({ postData: createPostSchema.optional().describe(postDataNote), images });
const editPostForm = updatePostSchema
  .partial()
  .extend({ postData: updatePostSchema.optional().describe(postDataNote), images });
const postFormFields = Object.keys(updatePostSchema.shape);

/** The feed (docs/product.md §7 'Posts'): anybody reads, signed-in users write; only authors change or delete their own. */
export const postsRoutes: FastifyPluginAsyncZod<{ posts: PostsService }> = async (app, { posts }) => {
  tagRoutes(app, 'posts');
  // Every reader of a feed page gets the same posts, so each page is built once and reused for PAGE_CACHE_MS.
  const sharedPages = createPageCache<{ page: PostPage; json: string }>(app.config.PAGE_CACHE_MS);
  // A shared page is at most this old (plus a second for the commit of a post to land), so a reader who posted more
  // recently than that gets a page built for them alone: their own new post shows at once.
  const recentSeconds = app.config.PAGE_CACHE_MS / 1000 + 1;

  /**
   * A feed page: signed out, the shared page as it is; signed in, the shared page with the reader's own likes and the
   * counts as they are now, from one small query over the page's posts (docs/BENCHMARKS.md 'Feed').
   */
  async function feedPage(
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    build: (viewerId?: string) => Promise<PostList>,
  ) {
    const shared = await sharedPages.get(key, async () => {
      const page = toPostPage(await build());
      return { page, json: JSON.stringify(page) };
    });
    const viewer = request.user;
    if (!viewer) return sendJson(reply, shared.json);
    const postIds = shared.page.posts.map((post) => post.id);
    const marks = await posts.readerMarks(viewer.id, postIds, recentSeconds);
    if (marks.wroteRecently) return toPostPage(await build(viewer.id));
    return sendJson(reply, JSON.stringify(forReader(shared.page, marks.posts)));
  }

  /**
   * The post a create or an edit carries, in any of three forms: a JSON body (no photos), or a multipart form with
   * either the `postData` JSON field or the fields as plain form fields; photos are `images` files. `postData`, when
   * sent, is the whole post and the plain fields are not read.
   */
  const readPost = (request: FastifyRequest) =>
    app.media.readJsonOrUpload(request, {
      fileField: 'images',
      maxFiles: POST_LIMITS.imagesMax,
      jsonField: 'postData',
      textFields: postFormFields,
    });

  app.get(
    '/posts/hot-tags',
    {
      schema: {
        summary: `Son ${POST_LIMITS.hotTagDays} günün en çok kullanılan etiketleri`,
        querystring: hotTagsQuerySchema,
        response: { 200: hotTagsResponseSchema },
      },
    },
    async (request) => posts.hotTags(request.query.limit),
  );

  app.get(
    '/posts/:id/comments',
    byId({
      summary: 'Gönderinin yorumları, en eski önce, sayfa başına 20',
      querystring: commentPageQuerySchema,
      response: { 200: commentPageSchema },
    }),
    async (request) => toCommentPage(await posts.comments(request.params.id, request.query)),
  );

  // Reading: anybody; a signed-in reader's own likes are marked.
  await app.register(
    callerAware(async (app) => {
      app.get(
        '/posts',
        {
          schema: {
            summary: 'Akış: en yeni önce, sayfa başına 10; type, userId, tag süzgeçleri; cursor ile kaymayan sayfalar',
            querystring: postListQuerySchema,
            response: { 200: postPageSchema },
          },
        },
        async (request, reply) =>
          feedPage(request, reply, `list ${JSON.stringify(request.query)}`, (viewerId) =>
            posts.list(request.query, viewerId),
          ),
      );

      app.get(
        '/posts/search',
        {
          schema: {
            summary:
              "Gönderilerde tam metin arama (Türkçe; 'egzoz' 'EGZOZ' yazılanı da bulur); type ve tag ile süzülür",
            querystring: postSearchQuerySchema,
            response: { 200: postPageSchema },
          },
        },
        async (request, reply) =>
          feedPage(request, reply, `search ${JSON.stringify(request.query)}`, (viewerId) =>
            posts.search(request.query, viewerId),
          ),
      );

      app.get(
        '/posts/user/:id/liked',
        byId({
          summary: 'Bir kullanıcının beğendiği gönderiler, en son beğenilen önce',
          querystring: likedPostsQuerySchema,
          response: { 200: postPageSchema },
        }),
        async (request) => toPostPage(await posts.likedBy(request.params.id, request.query, request.user?.id)),
      );

      app.get(
        '/posts/:id',
        byId({ summary: 'Tek gönderi', response: { 200: postResponseSchema } }),
        async (request) => ({ post: toPost(await posts.get(request.params.id, request.user?.id)) }),
      );
    }),
  );

  // Writing: signed-in users; only a post's or comment's author changes or deletes it.
  await app.register(
    signedIn(async (app) => {
      app.post(
        '/posts',
        {
          config: { writeLimit: 'posts' },
          schema: {
            summary:
              'Gönderi oluşturur: JSON gövde (resimsiz) ya da multipart form (alanlar düz form alanı olarak ya da ' +
              `postData JSON alanında; images en fazla ${POST_LIMITS.imagesMax} resim)`,
            requestBody: { 'application/json': createPostSchema, 'multipart/form-data': createPostForm },
            response: { 201: postResponseSchema },
          },
        },
        async (request, reply) => {
          const { input, files } = await readPost(request);
          return reply.status(201).send({ post: toPost(await posts.create(request.user!, input, files)) });
        },
      );

      app.put(
        '/posts/:id',
        byId({
          summary:
            'Gönderiyi düzenler (yalnızca yazarı): gönderilmeyen alan aynı kalır; multipart formda keepImages ' +
            'tutulacak kayıtlı resimler, images yeni resimler (toplam en fazla 5)',
          requestBody: { 'application/json': updatePostSchema, 'multipart/form-data': editPostForm },
          response: { 200: postResponseSchema },
          errors: [403],
        }),
        async (request) => {
          const { input, files } = await readPost(request);
          return { post: toPost(await posts.update(request.user!, request.params.id, input, files)) };
        },
      );

      app.delete(
        '/posts/:id',
        byId({
          summary: 'Gönderiyi beğeni ve yorumlarıyla siler (yalnızca yazarı)',
          response: noContent,
          errors: [403],
        }),
        async (request, reply) => noContentAfter(reply, posts.remove(request.user!, request.params.id)),
      );

      app.post(
        '/posts/:id/like',
        byId({
          summary: 'Beğeniyi açar ya da kapatır; kullanıcı başına bir beğeni',
          response: { 200: likeResponseSchema },
        }),
        async (request) => posts.toggleLike(request.user!, request.params.id),
      );

      app.post(
        '/posts/:id/comments',
        {
          config: { writeLimit: 'comments' },
          ...byId({
            summary: 'Yorum yazar; parentCommentId ile bir yoruma yanıt verir',
            body: createCommentSchema,
            response: { 201: commentResponseSchema },
          }),
        },
        async (request, reply) =>
          reply.status(201).send(withComment(await posts.addComment(request.user!, request.params.id, request.body))),
      );

      app.put(
        '/posts/comments/:id',
        byId({
          summary: 'Yorumu düzenler (yalnızca yazarı)',
          body: updateCommentSchema,
          response: { 200: commentResponseSchema },
          errors: [403],
        }),
        async (request) =>
          withComment(await posts.updateComment(request.user!, request.params.id, request.body.content)),
      );

      app.delete(
        '/posts/comments/:id',
        byId({
          summary: 'Yorumu yanıtlarıyla siler (yalnızca yazarı)',
          response: { 200: z.object({ commentCount: z.number().int() }) },
          errors: [403],
        }),
        async (request) => posts.removeComment(request.user!, request.params.id),
      );
    }),
  );
};
