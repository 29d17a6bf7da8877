import { sellerApplicationResponseSchema, sellerDocumentKinds } from '@otousta/shared/schemas/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toSellerApplication } from './sellers.presenter.js';
import { documentUploadError, type SellerDocumentFile, type SellersService } from './sellers.service.js';

const bearer = [{ bearer: [] }];

export const sellersRoutes: FastifyPluginAsyncZod<{ sellers: SellersService }> = async (app, { sellers }) => {
  app.post(
    '/users/seller-application',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['sellers'],
        summary:
          'Satıcı başvurusu: JSON, ya da applicationData (JSON) + isteğe bağlı businessLicense ve taxCertificate ' +
          '(PDF/JPG/PNG, en fazla 5 MB) içeren multipart form',
        security: bearer,
        consumes: ['application/json', 'multipart/form-data'],
        response: { 201: z.object({ data: sellerApplicationResponseSchema }) },
      },
    },
    async (request, reply) => {
      let data: unknown = request.body;
      let files: SellerDocumentFile[] = [];
      if (request.isMultipart()) {
        try {
          const upload = await app.media.readUpload(request, {
            fileField: sellerDocumentKinds,
            maxFiles: sellerDocumentKinds.length,
            jsonField: 'applicationData',
            kind: 'document',
          });
          data = upload.json;
          files = upload.files;
        } catch (error) {
          throw documentUploadError(error);
        }
      }
      const application = await sellers.apply(request.user!, data, files);
      return reply.status(201).send({ data: toSellerApplication(application) });
    },
  );

  app.get(
    '/users/seller-application',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['sellers'],
        summary: 'Kendi satıcı başvurunuzun son durumu (yoksa null)',
        security: bearer,
        response: { 200: z.object({ data: sellerApplicationResponseSchema.nullable() }) },
      },
    },
    async (request) => {
      const own = await sellers.own(request.user!);
      return { data: own && toSellerApplication(own) };
    },
  );
};
