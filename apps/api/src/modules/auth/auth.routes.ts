import { changePasswordSchema, sessionsResponseSchema } from '@otousta/shared/schemas/account';
import {
  loginResponseSchema,
  loginSchema,
  logoutSchema,
  refreshSchema,
  tokenPairSchema,
} from '@otousta/shared/schemas/auth';
import { userResponseSchema } from '@otousta/shared/schemas/user';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unauthorized } from '../../platform/errors.js';
import { noContent, noContentAfter } from '../../platform/no-content.js';
import { callerAware, signedIn, tagRoutes } from '../../platform/route-scope.js';
import type { UsersService } from '../users/users.service.js';
import type { AccountService } from './auth.account.js';
import { accountRoutes } from './auth.account.routes.js';
import { createAuthRepository } from './auth.repository.js';
import { createAuthService } from './auth.service.js';

// Answers carrying tokens are kept by no browser or proxy cache.
const NO_STORE = 'no-store';

export const authRoutes: FastifyPluginAsyncZod<{ users: UsersService; account: AccountService }> = async (
  app,
  { users, account },
) => {
  tagRoutes(app, 'auth');
  const { config } = app;
  const auth = createAuthService({
    users,
    refreshTokens: createAuthRepository(app.database.db),
    tokens: app.tokens,
    passwords: app.passwords,
    revokedSessions: app.revokedSessions,
    // The sign-in and the password change succeed whatever happens to their mails.
    onNewDevice: (userId, device) =>
      account
        .mailNewDevice(userId, device)
        .catch((err: unknown) => app.log.warn({ err }, 'could not queue the new-device mail')),
    onPasswordChanged: (userId) =>
      account
        .mailPasswordChanged(userId)
        .catch((err: unknown) => app.log.warn({ err }, 'could not queue the password-changed mail')),
    loginIpLimit: app.createRateLimiter({
      name: 'login-ip',
      max: config.RATE_LIMIT_LOGIN_IP,
      windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
    }),
    loginAccountLimit: app.createRateLimiter({
      name: 'login-account',
      max: config.RATE_LIMIT_LOGIN_ACCOUNT,
      windowSeconds: config.RATE_LIMIT_WINDOW_SECONDS,
    }),
  });

  await app.register(accountRoutes, { account });

  app.post(
    '/auth/login',
    {
      schema: {
        summary: 'Giriş: kullanıcı, erişim ve yenileme anahtarı',
        body: loginSchema,
        response: { 200: loginResponseSchema },
        errors: [401, 403, 429],
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return auth.login(request.body.email, request.body.password, request.ip, request.headers['user-agent']);
    },
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        summary: 'Yenileme anahtarını döndürür (her kullanımda yenisi verilir)',
        body: refreshSchema,
        response: { 200: tokenPairSchema },
        errors: [401],
      },
    },
    async (request, reply) => {
      reply.header('cache-control', NO_STORE);
      return auth.refresh(request.body.refresh_token, request.headers['user-agent']);
    },
  );

  await app.register(
    callerAware(async (app) => {
      app.post(
        '/auth/logout',
        {
          schema: {
            summary: 'Çıkış: yenileme anahtarının oturumunu kapatır',
            description:
              'Gövdede `refresh_token` ya da geçerli bir erişim anahtarı (`Authorization: Bearer`) gerekir; ikisi de ' +
              'yoksa 401 UNAUTHORIZED. Gövde boş olabilir. `refresh_token` verilirse o oturumun bütün yenileme ' +
              'anahtarları geçersiz olur (bilinmeyen bir anahtar sessizce yok sayılır). Yalnızca erişim anahtarı ' +
              'gönderilirse sunucuda kapatılacak bir şey yoktur: erişim anahtarı süresi (15 dakika) dolana dek geçerli ' +
              'kalır, istemci onu silmelidir. Başarılı çıkışın yanıtı gövdesiz 204.',
            // Either the access token or the refresh token in the body will do.
            security: [{ bearer: [] }, {}],
            // A client may send no body at all when it only holds the access token.
            body: logoutSchema.nullish(),
            response: noContent,
          },
        },
        async (request, reply) => {
          const presented = request.body?.refresh_token;
          // Either credential proves the caller may end the session; with neither there is nothing to end.
          if (!presented && !request.user) throw unauthorized('UNAUTHORIZED');
          return noContentAfter(reply, auth.logout(presented));
        },
      );
    }),
  );

  await app.register(
    signedIn(async (app) => {
      app.get(
        '/auth/profile',
        { schema: { summary: 'Oturumdaki kullanıcı', response: { 200: userResponseSchema } } },
        async (request) => ({ user: await auth.profile(request.user!.id) }),
      );

      app.post(
        '/auth/change-password',
        {
          schema: {
            summary: 'Şifre değiştirir; bu oturum dışındaki tüm oturumlar kapanır',
            description: 'Mevcut şifre hatalıysa 400 WRONG_PASSWORD.',
            body: changePasswordSchema,
            response: noContent,
          },
        },
        async (request, reply) =>
          noContentAfter(
            reply,
            auth.changePassword(request.user!, request.body.currentPassword, request.body.newPassword),
          ),
      );

      app.get(
        '/auth/sessions',
        {
          schema: {
            summary: 'Hesabın açık oturumları (cihaz, açılış, son kullanım; bu oturum `current`)',
            response: { 200: sessionsResponseSchema },
          },
        },
        async (request, reply) => {
          reply.header('cache-control', NO_STORE);
          return { sessions: await auth.sessions(request.user!) };
        },
      );

      app.delete(
        '/auth/sessions/:id',
        {
          schema: {
            summary: 'Bir oturumu kapatır',
            description: 'Başka bir kullanıcının ya da zaten kapanmış bir oturum: 404 SESSION_NOT_FOUND.',
            params: z.object({ id: z.string().max(100).describe('oturum kimliği') }),
            response: noContent,
            errors: [404],
          },
        },
        async (request, reply) => noContentAfter(reply, auth.endSession(request.user!, request.params.id)),
      );
    }),
  );
};
