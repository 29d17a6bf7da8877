import {
  sellerApplicationResponseSchema,
  sellerApplicationSchema,
  sellerDocumentKinds,
} from '@otousta/shared/schemas/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedIn } from '../../plugins/route-scope.js';
import { createSellersRepository } from './sellers.repository.js';
import { createSellersService, documentUploadError, type SellerDocumentFile } from './sellers.service.js';

const tags = ['sellers'];
const document = (name: string) => z.file().optional().describe(`${name} (PDF, JPG veya PNG; en fazla 5 MB)`);
const applicationForm = z.object({
  applicationData: sellerApplicationSchema.describe('Başvuru bilgileri, JSON metni olarak'),
  businessLicense: document('İşletme ruhsatı'),
  taxCertificate: document('Vergi levhası'),
});

export const sellersRoutes: FastifyPluginAsyncZod = async (app) => {
  const sellers = createSellersService({
    sellers: createSellersRepository(app.database.db),
    documents: app.media,
    log: app.log,
  });

  await app.register(
    signedIn(async (app) => {
      app.post(
        '/users/seller-application',
        {
          schema: {
            tags,
            summary:
              'Satıcı başvurusu: JSON, ya da applicationData (JSON) + isteğe bağlı businessLicense ve taxCertificate ' +
              '(PDF/JPG/PNG, en fazla 5 MB) içeren multipart form',
            requestBody: { 'application/json': sellerApplicationSchema, 'multipart/form-data': applicationForm },
            response: { 201: z.object({ data: sellerApplicationResponseSchema }) },
            errors: [409],
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
          return reply.status(201).send({ data: application });
        },
      );

      app.get(
        '/users/seller-application',
        {
          schema: {
            tags,
            summary: 'Kendi satıcı başvurunuzun son durumu (yoksa null)',
            response: { 200: z.object({ data: sellerApplicationResponseSchema.nullable() }) },
          },
        },
        async (request) => ({ data: await sellers.own(request.user!) }),
      );
    }),
  );
};
