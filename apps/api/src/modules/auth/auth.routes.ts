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
import { unauthorized } from '../../errors.js';
import type { UsersService } from '../users/users.service.js';
import { createAuthRepository } from './auth.repository.js';
import { createAuthService } from './auth.service.js';

const bearer = [{ bearer: [] }];

export const authRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  const { config } = app;
  const auth = createAuthService({
    users,
    refreshTokens: createAuthRepository(app.database.db),
    tokens: app.tokens,
    passwords: app.passwords,
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

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Giriş: kullanıcı, erişim ve yenileme anahtarı',
        body: loginSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => auth.login(request.body.email, request.body.password, request.ip),
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags: ['auth'],
        summary: 'Yenileme anahtarını döndürür (her kullanımda yenisi verilir)',
        body: refreshSchema,
        response: { 200: tokenPairSchema },
      },
    },
    async (request) => auth.refresh(request.body.refresh_token),
  );

  app.post(
    '/auth/logout',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags: ['auth'],
        summary: 'Çıkış: yenileme anahtarının oturumunu kapatır',
        security: bearer,
        // A client may send no body at all when it only holds the access token.
        body: logoutSchema.nullish(),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const presented = request.body?.refresh_token;
      // Either credential proves the caller may end the session; with neither there is nothing to end.
      if (!presented && !request.user) throw unauthorized('UNAUTHORIZED');
      await auth.logout(presented);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/auth/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'Oturumdaki kullanıcı',
        security: bearer,
        response: { 200: userResponseSchema },
      },
    },
    async (request) => ({ user: await auth.profile(request.user!.id) }),
  );
};
