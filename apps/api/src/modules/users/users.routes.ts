import { errorMessages } from '@otousta/shared/messages/tr';
import {
  onlineStatusSchema,
  photosResponseSchema,
  photoUrlsResponseSchema,
  profileUpdateSchema,
  removePhotoSchema,
} from '@otousta/shared/schemas/profile';
import {
  citySchema,
  publicUserSchema,
  USER_LIMITS,
  userResponseSchema,
  userTypeSchema,
} from '@otousta/shared/schemas/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toOwnUser, toPublicUser } from './users.presenter.js';
import type { UserPage, UsersService } from './users.service.js';

const bearer = [{ bearer: [] }];
const invalid = { error: errorMessages.VALIDATION };
const idParams = z.object({ id: z.string(invalid).min(1).max(64) });
const paging = {
  page: z.coerce.number(invalid).int().min(1).max(10_000).default(1),
  limit: z.coerce.number(invalid).int().min(1).max(100).default(20),
};
const userPageSchema = z.object({
  users: z.array(publicUserSchema),
  pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() }),
});
const multipart = { consumes: ['multipart/form-data'] };

const publicPage = (page: UserPage) => ({ users: page.users.map(toPublicUser), pagination: page.pagination });

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  const registerLimit = app.createRateLimiter({
    name: 'register-ip',
    max: app.config.RATE_LIMIT_REGISTER_IP,
    windowSeconds: app.config.RATE_LIMIT_WINDOW_SECONDS,
  });

  app.post(
    '/users/register-with-photos',
    {
      // Counted before the upload is read, so a flood of registrations costs no image work.
      preHandler: async (request) => registerLimit.consume(request.ip),
      schema: {
        tags: ['users'],
        summary: 'Kayıt: userData (JSON) ve photos (en fazla 5 resim) içeren multipart form',
        ...multipart,
        response: { 201: userResponseSchema },
      },
    },
    async (request, reply) => {
      const upload = await app.media.readUpload(request, {
        fileField: 'photos',
        maxFiles: USER_LIMITS.photosMax,
        jsonField: 'userData',
      });
      const user = await users.register(upload.json, upload.files);
      return reply.status(201).send({ user: toOwnUser(user) });
    },
  );

  app.get(
    '/users/profile/complete',
    {
      preHandler: app.authenticate,
      schema: { tags: ['users'], summary: 'Kendi profilim', security: bearer, response: { 200: userResponseSchema } },
    },
    async (request) => ({ user: await users.ownProfile(request.user!.id) }),
  );

  app.get(
    '/users',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Kullanıcılar (herkese açık alanlar), sayfalı',
        security: bearer,
        querystring: z.object({ ...paging, userType: userTypeSchema.optional(), city: citySchema.optional() }),
        response: { 200: userPageSchema },
      },
    },
    async (request) => publicPage(await users.list(request.query)),
  );

  app.get(
    '/users/customers',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Müşteriler (herkese açık alanlar), sayfalı',
        security: bearer,
        querystring: z.object({ ...paging, city: citySchema.optional() }),
        response: { 200: userPageSchema },
      },
    },
    async (request) => publicPage(await users.list({ ...request.query, userType: 'musteri' })),
  );

  app.get(
    '/users/search',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags: ['users'],
        summary:
          "Türkçe harf duyarsız arama ('izmir' İzmir'i bulur). Oturum açmamış ziyaretçi yalnızca işletmeleri görür",
        querystring: z.object({
          ...paging,
          q: z.string().trim().max(100, errorMessages.TEXT_TOO_LONG).optional(),
          userType: userTypeSchema.optional(),
          city: citySchema.optional(),
        }),
        response: { 200: userPageSchema },
      },
    },
    // Customers are listed only to signed-in users; visitors search the businesses.
    async (request) =>
      publicPage(await users.search({ ...request.query, userType: request.user ? request.query.userType : 'isletme' })),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Bir kullanıcının herkese açık profili (yöneticinin gizlediği işletme bulunamaz)',
        params: idParams,
        response: { 200: z.object({ user: publicUserSchema }) },
      },
    },
    async (request) => ({ user: toPublicUser(await users.publicProfile(request.params.id)) }),
  );

  app.patch(
    '/users/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Profil güncelleme (yalnızca kendi profili; e-posta ve hesap türü değişmez)',
        security: bearer,
        params: idParams,
        body: profileUpdateSchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => ({ user: toOwnUser(await users.update(request.user!, request.params.id, request.body)) }),
  );

  app.delete(
    '/users/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Hesabı ve fotoğraflarını siler (yalnızca kendi hesabı)',
        security: bearer,
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await users.remove(request.user!, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.patch(
    '/users/:id/online-status',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Çevrim içi durumunu ayarlar (yalnızca kendisi)',
        security: bearer,
        params: idParams,
        body: onlineStatusSchema,
        response: { 200: z.object({ isOnline: z.boolean(), lastSeen: z.string().nullable() }) },
      },
    },
    async (request) => {
      const presence = await users.setOnline(request.user!, request.params.id, request.body.isOnline);
      return { isOnline: presence.isOnline, lastSeen: presence.lastSeen.toISOString() };
    },
  );

  app.post(
    '/users/upload-photos',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Profil fotoğrafı ekler (photos; toplam en fazla 5)',
        security: bearer,
        ...multipart,
        response: { 200: photoUrlsResponseSchema },
      },
    },
    async (request) => {
      const upload = await app.media.readUpload(request, { fileField: 'photos', maxFiles: USER_LIMITS.photosMax });
      return users.addPhotos(request.user!, upload.files);
    },
  );

  app.delete(
    '/users/remove-photo',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Kendi fotoğraflarından birini siler',
        security: bearer,
        body: removePhotoSchema,
        response: { 200: photosResponseSchema },
      },
    },
    async (request) => users.removePhoto(request.user!, request.body.url),
  );
};
