import {
  escalateReturnSchema,
  RETURN_LIMITS,
  rejectReturnSchema,
  returnListSchema,
  returnPageQuerySchema,
  returnPageSchema,
  returnRequestInputSchema,
  returnResponseSchema,
  settleReturnSchema,
} from '@otousta/shared/schemas/returns';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { byId } from '../../platform/id-route.js';
import { formFiles } from '../../platform/openapi.js';
import { parseInput } from '../../platform/parse-input.js';
import { adminOnly, signedIn, tagRoutes } from '../../platform/route-scope.js';
import { toReturn, toReturnPage } from './returns.presenter.js';
import type { ReturnsService } from './returns.service.js';

const returnForm = z.object({
  returnData: returnRequestInputSchema.describe('İade bilgileri (items, reason), JSON metni olarak'),
  photos: formFiles(
    RETURN_LIMITS.photosMax,
    `Ürün fotoğrafları, en fazla ${RETURN_LIMITS.photosMax} resim (JPG, PNG, GIF, WebP; her biri en fazla 5 MB)`,
  ),
});

/** Returns ('İade'): the buyer asks, the seller decides and receives, an admin settles escalations. */
export const returnsRoutes: FastifyPluginAsyncZod<{ returns: ReturnsService }> = async (app, { returns }) => {
  tagRoutes(app, 'returns');
  await app.register(
    signedIn(async (app) => {
      app.post(
        '/orders/:id/returns',
        byId({
          summary:
            'İade talebi: teslimattan sonraki 14 gün içinde, yalnızca siparişin alıcısı; satın alınandan (önceki ' +
            'iadeler düşülerek) fazlası istenemez. JSON ya da returnData (JSON) + en fazla 5 fotoğraflı multipart',
          requestBody: { 'application/json': returnRequestInputSchema, 'multipart/form-data': returnForm },
          response: { 201: returnResponseSchema },
          errors: [409],
        }),
        async (request, reply) => {
          const { input, files } = await app.media.readJsonOrUpload(request, {
            fileField: 'photos',
            maxFiles: RETURN_LIMITS.photosMax,
            jsonField: 'returnData',
          });
          const parsed = parseInput(returnRequestInputSchema, input);
          const created = await returns.request(request.user!, request.params.id, parsed, files);
          return reply.status(201).send({ return: toReturn(created) });
        },
      );

      app.get(
        '/orders/:id/returns',
        byId({
          summary: 'Siparişin iade talepleri, adımlarıyla (yalnızca alıcısı ve satıcısı görür)',
          response: { 200: returnListSchema },
        }),
        async (request) => ({ returns: (await returns.ofOrder(request.user!, request.params.id)).map(toReturn) }),
      );

      app.get(
        '/seller/returns',
        {
          schema: {
            summary: 'Satıcıya gelen iade talepleri, en yeni önce',
            querystring: returnPageQuerySchema,
            response: { 200: returnPageSchema },
          },
        },
        async (request) => toReturnPage(await returns.ofSeller(request.user!, request.query)),
      );

      // The seller's steps that take nothing but the return.
      const sellerSteps = {
        approve: 'Satıcı iade talebini onaylar; alıcı iade adresini görür',
        received: 'Satıcı iade paketini teslim aldı: stok bir kez geri eklenir, iade tamamlanır',
      } as const;
      const sellerStep = (step: keyof typeof sellerSteps) =>
        app.post(
          `/returns/:id/${step}`,
          byId({ summary: sellerSteps[step], response: { 200: returnResponseSchema }, errors: [403, 409] }),
          async (request) => ({ return: toReturn(await returns[step](request.user!, request.params.id)) }),
        );

      sellerStep('approve');

      app.post(
        '/returns/:id/reject',
        byId({
          summary: 'Satıcı iade talebini nedenini yazarak reddeder',
          body: rejectReturnSchema,
          response: { 200: returnResponseSchema },
          errors: [403, 409],
        }),
        async (request) => ({
          return: toReturn(await returns.reject(request.user!, request.params.id, request.body.reason)),
        }),
      );

      sellerStep('received');

      app.post(
        '/returns/:id/escalate',
        byId({
          summary: 'Alıcı, reddedilen iade talebini yöneticiye taşır',
          body: escalateReturnSchema,
          response: { 200: returnResponseSchema },
          errors: [403, 409],
        }),
        async (request) => ({
          return: toReturn(
            await returns.escalate(
              request.user!,
              request.params.id,
              request.body.note?.length ? request.body.note : null,
            ),
          ),
        }),
      );
    }),
  );

  await app.register(
    adminOnly(async (app) => {
      app.get(
        '/admin/returns',
        {
          schema: {
            summary: 'İade talepleri (status=escalated: yönetici kararı bekleyen itirazlar), en yeni önce',
            querystring: returnPageQuerySchema,
            response: { 200: returnPageSchema },
          },
        },
        async (request) => toReturnPage(await returns.all(request.query)),
      );

      app.post(
        '/admin/returns/:id/settle',
        byId({
          summary: "Yönetici itirazı karara bağlar: 'approve' iadeyi onaylar, 'reject' reddi kesinleştirir",
          body: settleReturnSchema,
          response: { 200: returnResponseSchema },
          errors: [409],
        }),
        async (request) => ({
          return: toReturn(
            await returns.settle(request.user!, request.params.id, request.body.decision, request.body.note),
          ),
        }),
      );
    }),
  );
};
