import {
  type SellerLegalDetails as LegalDetailsAnswer,
  sellerLegalDetailsInputSchema,
  sellerLegalDetailsResponseSchema,
} from '@otousta/shared/schemas/seller-legal';
import {
  sellerApplicationResponseSchema,
  sellerApplicationSchema,
  sellerDocumentKinds,
} from '@otousta/shared/schemas/shop';
import { z } from 'zod';
import { signedIn, tagRoutes } from '../../platform/route-scope.js';
import { toSellerApplication } from './sellers.presenter.js';
import { documentUploadError, type SellerLegalDetails, type SellersService } from './sellers.service.js';

const toLegalDetails = ({ phone: _phone, updatedAt, ...rest }: SellerLegalDetails): LegalDetailsAnswer => ({
  ...rest,
  updatedAt: updatedAt.toISOString(),
});
const document = (name: string) => z.file().optional().describe(`${name} (PDF, JPG veya PNG; en fazla 5 MB)`);
const applicationForm = z.object({
  applicationData: sellerApplicationSchema.describe('Başvuru bilgileri, JSON metni olarak'),
  businessLicense: document('İşletme ruhsatı'),
  taxCertificate: document('Vergi levhası'),
});

export const sellersRoutes = signedIn<{ sellers: SellersService }>(async (app, { sellers }) => {
  tagRoutes(app, 'sellers');
  app.post(
    '/users/seller-application',
    {
      schema: {
        summary:
          'Satıcı başvurusu: JSON, ya da applicationData (JSON) + isteğe bağlı businessLicense ve taxCertificate ' +
          '(PDF/JPG/PNG, en fazla 5 MB) içeren multipart form',
        requestBody: { 'application/json': sellerApplicationSchema, 'multipart/form-data': applicationForm },
        response: { 201: z.object({ data: sellerApplicationResponseSchema }) },
        errors: [409],
      },
    },
    async (request, reply) => {
      const { input, files } = await app.media
        .readJsonOrUpload(request, {
          fileField: sellerDocumentKinds,
          maxFiles: sellerDocumentKinds.length,
          jsonField: 'applicationData',
          kind: 'document',
        })
        .catch((error: unknown) => {
          throw documentUploadError(error);
        });
      const application = await sellers.apply(request.user!, input, files);
      return reply.status(201).send({ data: toSellerApplication(application) });
    },
  );

  app.get(
    '/seller/legal-details',
    {
      schema: {
        summary: 'Satıcının yasal bilgileri (ticari unvan, vergi dairesi, adres); henüz girilmediyse null',
        response: { 200: sellerLegalDetailsResponseSchema },
      },
    },
    async (request) => {
      const own = await sellers.ownLegalDetails(request.user!);
      return { legalDetails: own && toLegalDetails(own) };
    },
  );

  app.put(
    '/seller/legal-details',
    {
      schema: {
        summary:
          'Onaylı satıcı yasal bilgilerini girer: sözleşmelerde ve iade adresi olarak kullanılır; ürün yayınlamak için gerekir',
        body: sellerLegalDetailsInputSchema,
        response: { 200: sellerLegalDetailsResponseSchema },
        errors: [403],
      },
    },
    async (request) => ({
      legalDetails: toLegalDetails(await sellers.saveLegalDetails(request.user!, request.body)),
    }),
  );

  app.get(
    '/users/seller-application',
    {
      schema: {
        summary: 'Kendi satıcı başvurunuzun son durumu (yoksa null)',
        response: { 200: z.object({ data: sellerApplicationResponseSchema.nullable() }) },
      },
    },
    async (request) => {
      const own = await sellers.own(request.user!);
      return { data: own && toSellerApplication(own) };
    },
  );
});
