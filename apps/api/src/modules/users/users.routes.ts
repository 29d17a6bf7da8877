import { errorMessages } from '@otousta/shared/messages/tr';
import {
  consentsResponseSchema,
  consentsUpdateSchema,
  deleteAccountSchema,
  EXPORT_FILE_NAME,
} from '@otousta/shared/schemas/account';
import { countedPageSchema, pageQuerySchema } from '@otousta/shared/schemas/api';
import {
  onlineStatusSchema,
  photosResponseSchema,
  photoUrlsResponseSchema,
  profileUpdateSchema,
  removePhotoSchema,
} from '@otousta/shared/schemas/profile';
import { registrationPayloadSchema } from '@otousta/shared/schemas/registration';
import {
  citySchema,
  publicUserSchema,
  USER_LIMITS,
  userResponseSchema,
  userTypeSchema,
} from '@otousta/shared/schemas/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../platform/errors.js';
import { byId } from '../../platform/id-route.js';
import type { AuthUser } from '../../platform/identity.js';
import { noContent, noContentAfter } from '../../platform/no-content.js';
import { formFiles } from '../../platform/openapi.js';
import { callerAware, signedIn } from '../../platform/route-scope.js';
import { toOwnUser, toPublicUser } from './users.presenter.js';
import type { UserPage, UsersService } from './users.service.js';

const tags = ['users'];
const userPageQuery = pageQuerySchema({ size: 20, max: 100 });
const userPageSchema = countedPageSchema('users', publicUserSchema);
const photos = formFiles(
  USER_LIMITS.photosMax,
  `Profil fotoğrafları, en fazla ${USER_LIMITS.photosMax} resim (JPG, PNG, GIF, WebP; her biri en fazla 5 MB)`,
);

const publicPage = (page: UserPage) => ({ users: page.users.map(toPublicUser), pagination: page.pagination });

export interface UsersRoutesOptions {
  users: UsersService;
  /** Mails a new account the link that verifies its address (the account module's part). */
  welcome: (userId: string) => Promise<void>;
  /** All the account's data across modules, as JSON (composed where modules meet). */
  exportAccount: (userId: string) => Promise<unknown>;
  /** Deletes the caller's own account, ending its sessions and mailing its address (the account module's part). */
  deleteAccount: (actor: AuthUser, id: string, password: string) => Promise<void>;
}

export const usersRoutes: FastifyPluginAsyncZod<UsersRoutesOptions> = async (
  app,
  { users, welcome, exportAccount, deleteAccount },
) => {
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
        tags,
        summary: 'Kayıt: userData (JSON) ve photos (en fazla 5 resim) içeren multipart form',
        requestBody: {
          'multipart/form-data': z.object({
            userData: registrationPayloadSchema.describe('Kayıt bilgileri, JSON metni olarak'),
            photos,
          }),
        },
        response: { 201: userResponseSchema },
        errors: [409, 429],
      },
    },
    async (request, reply) => {
      const upload = await app.media.readUpload(request, {
        fileField: 'photos',
        maxFiles: USER_LIMITS.photosMax,
        jsonField: 'userData',
      });
      const user = await users.register(upload.json, upload.files);
      // The account exists whatever happens to its mail: a missing verification mail can be asked for again.
      await welcome(user.id).catch((err: unknown) =>
        request.log.warn({ err }, 'could not queue the verification mail'),
      );
      // The new account's own data: no browser or proxy cache keeps it.
      return reply
        .status(201)
        .header('cache-control', 'no-store')
        .send({ user: toOwnUser(user) });
    },
  );

  app.get(
    '/users/:id',
    byId({
      tags,
      summary: 'Bir kullanıcının herkese açık profili (yöneticinin gizlediği işletme bulunamaz)',
      response: { 200: z.object({ user: publicUserSchema }) },
    }),
    async (request) => ({ user: await users.publicView(request.params.id) }),
  );

  await app.register(
    callerAware(async (app) => {
      app.get(
        '/users/search',
        {
          schema: {
            tags,
            summary:
              "Türkçe harf duyarsız arama ('izmir' İzmir'i bulur). Oturum açmamış ziyaretçi yalnızca işletmeleri görür; " +
              'müşterileri arayan ziyaretçiye 401 CUSTOMER_SEARCH_SIGN_IN',
            querystring: userPageQuery.extend({
              q: z.string().trim().max(100, errorMessages.TEXT_TOO_LONG).optional(),
              userType: userTypeSchema.optional(),
              city: citySchema.optional(),
            }),
            response: { 200: userPageSchema },
            errors: [401],
          },
        },
        // Customers are listed only to signed-in users; visitors search the businesses, and asking for customers
        // is refused rather than silently answered with businesses.
        async (request) => {
          if (!request.user && request.query.userType === 'musteri') throw unauthorized('CUSTOMER_SEARCH_SIGN_IN');
          return publicPage(
            await users.search({ ...request.query, userType: request.user ? request.query.userType : 'isletme' }),
          );
        },
      );
    }),
  );

  await app.register(
    signedIn(async (app) => {
      app.get(
        '/users/profile/complete',
        { schema: { tags, summary: 'Kendi profilim', response: { 200: userResponseSchema }, errors: [404] } },
        async (request) => ({ user: await users.ownProfile(request.user!.id) }),
      );

      app.put(
        '/users/me/consents',
        {
          schema: {
            tags,
            summary: 'Kampanya e-postası iznini verir veya geri çeker',
            body: consentsUpdateSchema,
            response: { 200: consentsResponseSchema },
          },
        },
        async (request) => ({
          user: toOwnUser(await users.setMarketingConsent(request.user!.id, request.body.marketingConsent)),
        }),
      );

      app.get(
        '/users/me/export',
        {
          schema: {
            tags,
            summary: 'Verilerimi indir: hesabın tüm verileri JSON olarak',
            description:
              'Profil, izinler, değerlendirmeler, gönderiler, yorumlar, mesajlar, siparişler, araçlar ve favoriler; ' +
              `${EXPORT_FILE_NAME} adıyla indirilir.`,
            response: { 200: z.record(z.string(), z.unknown()) },
          },
        },
        async (request, reply) => {
          reply
            .header('cache-control', 'no-store')
            .header('content-disposition', `attachment; filename="${EXPORT_FILE_NAME}"`);
          return (await exportAccount(request.user!.id)) as Record<string, unknown>;
        },
      );

      app.delete(
        '/users/me',
        {
          schema: {
            tags,
            summary: 'Hesabımı sil: şifreyle onaylanır; kişisel veriler silinir, siparişler anonim kalır',
            description: 'Şifre hatalıysa 400 WRONG_PASSWORD. Tüm oturumlar kapanır.',
            body: deleteAccountSchema,
            response: noContent,
          },
        },
        async (request, reply) =>
          noContentAfter(reply, deleteAccount(request.user!, request.user!.id, request.body.password)),
      );

      app.get(
        '/users',
        {
          schema: {
            tags,
            summary: 'Kullanıcılar (herkese açık alanlar), sayfalı',
            querystring: userPageQuery.extend({ userType: userTypeSchema.optional(), city: citySchema.optional() }),
            response: { 200: userPageSchema },
          },
        },
        async (request) => publicPage(await users.list(request.query)),
      );

      app.get(
        '/users/customers',
        {
          schema: {
            tags,
            summary: 'Müşteriler (herkese açık alanlar), sayfalı',
            querystring: userPageQuery.extend({ city: citySchema.optional() }),
            response: { 200: userPageSchema },
          },
        },
        async (request) => publicPage(await users.list({ ...request.query, userType: 'musteri' })),
      );

      app.patch(
        '/users/:id',
        byId({
          tags,
          summary: 'Profil güncelleme (yalnızca kendi profili; e-posta ve hesap türü değişmez)',
          body: profileUpdateSchema,
          response: { 200: userResponseSchema },
          errors: [403, 409],
        }),
        async (request) => ({ user: toOwnUser(await users.update(request.user!, request.params.id, request.body)) }),
      );

      app.delete(
        '/users/:id',
        byId({
          tags,
          summary: 'Hesabı ve fotoğraflarını siler (yalnızca kendi hesabı, şifreyle onaylanır)',
          description:
            '`DELETE /api/users/me` ile aynı kural: şifre yoksa 400 VALIDATION, hatalıysa 400 WRONG_PASSWORD; başkasının ' +
            'hesabı 403. Tüm oturumlar kapanır.',
          body: deleteAccountSchema,
          response: noContent,
          errors: [403],
        }),
        async (request, reply) =>
          noContentAfter(reply, deleteAccount(request.user!, request.params.id, request.body.password)),
      );

      app.patch(
        '/users/:id/online-status',
        byId({
          tags,
          summary: 'Çevrim içi durumunu ayarlar (yalnızca kendisi)',
          body: onlineStatusSchema,
          response: { 200: z.object({ isOnline: z.boolean(), lastSeen: z.string().nullable() }) },
          errors: [403],
        }),
        async (request) => {
          const presence = await users.setOnline(request.user!, request.params.id, request.body.isOnline);
          return { isOnline: presence.isOnline, lastSeen: presence.lastSeen.toISOString() };
        },
      );

      app.post(
        '/users/upload-photos',
        {
          schema: {
            tags,
            summary: 'Profil fotoğrafı ekler (photos; toplam en fazla 5)',
            requestBody: { 'multipart/form-data': z.object({ photos }) },
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
          schema: {
            tags,
            summary: 'Kendi fotoğraflarından birini siler',
            body: removePhotoSchema,
            response: { 200: photosResponseSchema },
            errors: [403, 404],
          },
        },
        async (request) => users.removePhoto(request.user!, request.body.url),
      );
    }),
  );
};
