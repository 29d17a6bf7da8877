import {
  commentPageQuerySchema,
  commentPageSchema,
  commentResponseSchema,
  createCommentSchema,
  hotTagsQuerySchema,
  hotTagsResponseSchema,
  likeResponseSchema,
  POST_LIMITS,
  pageQuerySchema,
  postListQuerySchema,
  postPageSchema,
  postResponseSchema,
  postSearchQuerySchema,
  updateCommentSchema,
  updatePostSchema,
} from '@otousta/shared/schemas/posts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createPageCache, sendJson } from '../../cache/page-cache.js';
import type { PostsService } from './posts.service.js';

const bearer = [{ bearer: [] }];
const idParams = z.object({ id: z.string().min(1).max(64) });
const tags = ['posts'];

/** The feed (spec §7 'Posts'): anybody reads, signed-in users write; only authors change or delete their own. */
export const postsRoutes: FastifyPluginAsyncZod<{ posts: PostsService }> = async (app, { posts }) => {
  // Signed-out readers all get the same pages (no likes of their own to mark), so theirs are reused briefly.
  const publicPages = createPageCache(app.config.PAGE_CACHE_MS);
  const publicPage = (key: string, build: () => Promise<unknown>) =>
    publicPages.get(key, async () => JSON.stringify(await build()));

  app.post(
    '/posts',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Gönderi oluşturur: postData (JSON) ve images (en fazla 5 resim) içeren multipart form',
        security: bearer,
        consumes: ['multipart/form-data'],
        response: { 201: postResponseSchema },
      },
    },
    async (request, reply) => {
      const upload = await app.media.readUpload(request, {
        fileField: 'images',
        maxFiles: POST_LIMITS.imagesMax,
        jsonField: 'postData',
      });
      const post = await posts.create(request.user!, upload.json, upload.files);
      return reply.status(201).send({ post });
    },
  );

  app.get(
    '/posts',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary: 'Akış: en yeni önce, sayfa başına 10; type, userId, tag süzgeçleri; cursor ile kaymayan sayfalar',
        querystring: postListQuerySchema,
        response: { 200: postPageSchema },
      },
    },
    async (request, reply) => {
      if (request.user) return posts.list(request.query, request.user.id);
      return sendJson(
        reply,
        await publicPage(`list ${JSON.stringify(request.query)}`, () => posts.list(request.query)),
      );
    },
  );

  app.get(
    '/posts/search',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary: "Gönderilerde tam metin arama (Türkçe; 'egzoz' 'EGZOZ' yazılanı da bulur); type ve tag ile süzülür",
        querystring: postSearchQuerySchema,
        response: { 200: postPageSchema },
      },
    },
    async (request, reply) => {
      if (request.user) return posts.search(request.query, request.user.id);
      const key = `search ${JSON.stringify(request.query)}`;
      return sendJson(reply, await publicPage(key, () => posts.search(request.query)));
    },
  );

  app.get(
    '/posts/hot-tags',
    {
      schema: {
        tags,
        summary: `Son ${POST_LIMITS.hotTagDays} günün en çok kullanılan etiketleri`,
        querystring: hotTagsQuerySchema,
        response: { 200: hotTagsResponseSchema },
      },
    },
    async (request) => posts.hotTags(request.query.limit),
  );

  app.get(
    '/posts/user/:id/liked',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags,
        summary: 'Bir kullanıcının beğendiği gönderiler, en son beğenilen önce',
        params: idParams,
        querystring: pageQuerySchema,
        response: { 200: postPageSchema },
      },
    },
    async (request) => posts.likedBy(request.params.id, request.query, request.user?.id),
  );

  app.get(
    '/posts/:id',
    {
      preHandler: app.optionalAuth,
      schema: { tags, summary: 'Tek gönderi', params: idParams, response: { 200: postResponseSchema } },
    },
    async (request) => ({ post: await posts.get(request.params.id, request.user?.id) }),
  );

  app.put(
    '/posts/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Gönderiyi düzenler (yalnızca yazarı)',
        security: bearer,
        params: idParams,
        body: updatePostSchema,
        response: { 200: postResponseSchema },
      },
    },
    async (request) => ({ post: await posts.update(request.user!, request.params.id, request.body) }),
  );

  app.delete(
    '/posts/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Gönderiyi beğeni ve yorumlarıyla siler (yalnızca yazarı)',
        security: bearer,
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await posts.remove(request.user!, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/posts/:id/like',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Beğeniyi açar ya da kapatır; kullanıcı başına bir beğeni',
        security: bearer,
        params: idParams,
        response: { 200: likeResponseSchema },
      },
    },
    async (request) => posts.toggleLike(request.user!, request.params.id),
  );

  app.post(
    '/posts/:id/comments',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Yorum yazar; parentCommentId ile bir yoruma yanıt verir',
        security: bearer,
        params: idParams,
        body: createCommentSchema,
        response: { 201: commentResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await posts.addComment(request.user!, request.params.id, request.body)),
  );

  app.get(
    '/posts/:id/comments',
    {
      schema: {
        tags,
        summary: 'Gönderinin yorumları, en eski önce, sayfa başına 20',
        params: idParams,
        querystring: commentPageQuerySchema,
        response: { 200: commentPageSchema },
      },
    },
    async (request) => posts.comments(request.params.id, request.query),
  );

  app.put(
    '/posts/comments/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Yorumu düzenler (yalnızca yazarı)',
        security: bearer,
        params: idParams,
        body: updateCommentSchema,
        response: { 200: commentResponseSchema },
      },
    },
    async (request) => posts.updateComment(request.user!, request.params.id, request.body.content),
  );

  app.delete(
    '/posts/comments/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        summary: 'Yorumu yanıtlarıyla siler (yalnızca yazarı)',
        security: bearer,
        params: idParams,
        response: { 200: z.object({ commentCount: z.number().int() }) },
      },
    },
    async (request) => posts.removeComment(request.user!, request.params.id),
  );
};
