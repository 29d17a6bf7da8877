import { errorMessages } from '@otousta/shared/messages/tr';
import { limitParam, pageParam } from '@otousta/shared/schemas/numbers';
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
import { unauthorized } from '../../errors.js';
import { type AccountDeletionStep, createUsersRepository } from './users.repository.js';
import { createUsersService } from './users.service.js';

const bearer = [{ bearer: [] }];
const invalid = { error: errorMessages.VALIDATION };
const idParams = z.object({ id: z.string(invalid).min(1).max(64) });
const paging = { page: pageParam(), limit: limitParam(20, 100) };
const userPageSchema = z.object({
  users: z.array(publicUserSchema),
  pagination: z.object({ page: z.number(), limit: z.number(), total: z.number(), pages: z.number() }),
});
const multipart = { consumes: ['multipart/form-data'] };

export const usersRoutes: FastifyPluginAsyncZod<{ beforeDelete?: AccountDeletionStep }> = async (app, options) => {
  const users = createUsersService({
    users: createUsersRepository(app.database.db),
    passwords: app.passwords,
    photos: app.media,
    log: app.log,
    beforeDelete: options.beforeDelete,
  });
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
      // The new account's own data: no browser or proxy cache keeps it.
      return reply.status(201).header('cache-control', 'no-store').send({ user });
    },
  );

  app.get(
    '/users/profile/complete',
    {
      onRequest: app.authenticate,
      schema: { tags: ['users'], summary: 'Kendi profilim', security: bearer, response: { 200: userResponseSchema } },
    },
    async (request) => ({ user: await users.ownProfile(request.user!.id) }),
  );

  app.get(
    '/users',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Kullanıcılar (herkese açık alanlar), sayfalı',
        security: bearer,
        querystring: z.object({ ...paging, userType: userTypeSchema.optional(), city: citySchema.optional() }),
        response: { 200: userPageSchema },
      },
    },
    async (request) => users.list(request.query),
  );

  app.get(
    '/users/customers',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Müşteriler (herkese açık alanlar), sayfalı',
        security: bearer,
        querystring: z.object({ ...paging, city: citySchema.optional() }),
        response: { 200: userPageSchema },
      },
    },
    async (request) => users.list({ ...request.query, userType: 'musteri' }),
  );

  app.get(
    '/users/search',
    {
      onRequest: app.optionalAuth,
      schema: {
        tags: ['users'],
        summary:
          "Türkçe harf duyarsız arama ('izmir' İzmir'i bulur). Oturum açmamış ziyaretçi yalnızca işletmeleri görür; " +
          'müşterileri arayan ziyaretçiye 401 CUSTOMER_SEARCH_SIGN_IN',
        querystring: z.object({
          ...paging,
          q: z.string().trim().max(100, errorMessages.TEXT_TOO_LONG).optional(),
          userType: userTypeSchema.optional(),
          city: citySchema.optional(),
        }),
        response: { 200: userPageSchema },
      },
    },
    // Customers are listed only to signed-in users; visitors search the businesses, and asking for customers
    // is refused rather than silently answered with businesses.
    async (request) => {
      if (!request.user && request.query.userType === 'musteri') throw unauthorized('CUSTOMER_SEARCH_SIGN_IN');
      return users.search({ ...request.query, userType: request.user ? request.query.userType : 'isletme' });
    },
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Bir kullanıcının herkese açık profili',
        params: idParams,
        response: { 200: z.object({ user: publicUserSchema }) },
      },
    },
    async (request) => ({ user: await users.publicProfile(request.params.id) }),
  );

  app.patch(
    '/users/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Profil güncelleme (yalnızca kendi profili; e-posta ve hesap türü değişmez)',
        security: bearer,
        params: idParams,
        body: profileUpdateSchema,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => ({ user: await users.update(request.user!, request.params.id, request.body) }),
  );

  app.delete(
    '/users/:id',
    {
      onRequest: app.authenticate,
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
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Çevrim içi durumunu ayarlar (yalnızca kendisi)',
        security: bearer,
        params: idParams,
        body: onlineStatusSchema,
        response: { 200: z.object({ isOnline: z.boolean(), lastSeen: z.string().nullable() }) },
      },
    },
    async (request) => users.setOnline(request.user!, request.params.id, request.body.isOnline),
  );

  app.post(
    '/users/upload-photos',
    {
      onRequest: app.authenticate,
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
      onRequest: app.authenticate,
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
