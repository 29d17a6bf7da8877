import {
  changeEmailSchema,
  forgotPasswordSchema,
  resetPasswordSchema,
  verifyEmailSchema,
} from '@otousta/shared/schemas/account';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent, noContentAfter } from '../../platform/no-content.js';
import { signedIn, tagRoutes } from '../../platform/route-scope.js';
import type { AccountService } from './auth.account.js';

const accepted = { 202: z.undefined().describe('Kabul edildi; gövde yok') };

/** Account recovery and verification through mailed links. */
export const accountRoutes: FastifyPluginAsyncZod<{ account: AccountService }> = async (app, { account }) => {
  tagRoutes(app, 'auth');
  app.post(
    '/auth/forgot-password',
    {
      schema: {
        summary: 'Şifremi unuttum: kayıtlı adrese sıfırlama bağlantısı gönderir',
        description:
          'Adresin bir hesabı olsun ya da olmasın aynı yanıt (202, gövdesiz) döner. Bağlantı 60 dakika geçerlidir ve ' +
          'bir kez kullanılır. IP ve e-posta adresi başına sınırlıdır (429).',
        body: forgotPasswordSchema,
        response: accepted,
        errors: [429],
      },
    },
    async (request, reply) => {
      await account.forgotPassword(request.body.email, request.ip);
      return reply.status(202).send(undefined);
    },
  );

  app.post(
    '/auth/reset-password',
    {
      schema: {
        summary: 'Sıfırlama bağlantısıyla yeni şifre belirler; tüm oturumlar kapanır',
        description: 'Kullanılmış, süresi dolmuş ya da bilinmeyen bağlantı: 400 RESET_TOKEN_INVALID.',
        body: resetPasswordSchema,
        response: noContent,
      },
    },
    async (request, reply) => noContentAfter(reply, account.resetPassword(request.body.token, request.body.password)),
  );

  app.post(
    '/auth/verify-email',
    {
      schema: {
        summary: 'Doğrulama bağlantısındaki adresi onaylar (yeni adres ise hesabın adresi olur)',
        description: 'Kullanılmış, süresi dolmuş ya da bilinmeyen bağlantı: 400 VERIFY_TOKEN_INVALID.',
        body: verifyEmailSchema,
        response: noContent,
      },
    },
    async (request, reply) => noContentAfter(reply, account.verifyEmail(request.body.token)),
  );

  await app.register(
    signedIn(async (app) => {
      app.post(
        '/auth/verify-email/request',
        {
          schema: {
            summary: 'Doğrulama e-postasını yeniden gönderir',
            description:
              'Bir adrese giden bağlantı e-postalarıyla aynı pencere sınırına tabidir (RATE_LIMIT_FORGOT_EMAIL).',
            errors: [429],
            response: accepted,
          },
        },
        async (request, reply) => {
          await account.sendVerification(request.user!.id, { limited: true });
          return reply.status(202).send(undefined);
        },
      );

      app.post(
        '/auth/change-email',
        {
          schema: {
            summary: 'E-posta değişikliği: yeni adrese onay bağlantısı gönderir',
            description:
              'Adres, yeni adrese gönderilen bağlantı açılınca değişir; o zamana dek `pendingEmail` olarak görünür. ' +
              'Şifre hatalıysa 400 WRONG_PASSWORD, adres başka bir hesabınsa 409 EMAIL_TAKEN.',
            body: changeEmailSchema,
            response: accepted,
            errors: [409],
          },
        },
        async (request, reply) => {
          const { newEmail, password } = request.body;
          await account.changeEmail(request.user!.id, newEmail, password);
          return reply.status(202).send(undefined);
        },
      );
    }),
  );
};
