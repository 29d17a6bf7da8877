import {
  acceptOfferSchema,
  acceptResponseSchema,
  createQuoteSchema,
  offerIdParamsSchema,
  offerSchema,
  QUOTE_LIMITS,
  questionResponseSchema,
  quoteListQuerySchema,
  quotePageSchema,
  quoteQuestionSchema,
  quoteResponseSchema,
} from '@otousta/shared/schemas/quotes';
import { z } from 'zod';
import { byId } from '../../platform/id-route.js';
import { formFiles } from '../../platform/openapi.js';
import { signedIn, tagRoutes } from '../../platform/route-scope.js';
import { toQuote, toQuotePage } from './quotes.presenter.js';
import type { QuotesService } from './quotes.service.js';

const photos = formFiles(
  QUOTE_LIMITS.photosMax,
  `En fazla ${QUOTE_LIMITS.photosMax} fotoğraf (JPG, PNG, GIF, WebP; her biri en fazla 5 MB)`,
);
const createQuoteForm = z.object({
  quoteData: createQuoteSchema.describe('Teklif isteğinin tüm alanları tek JSON metni olarak'),
  photos,
});

/** Quote requests and offers (docs/product.md §10): every route needs a signed-in user; participants only. */
export const quotesRoutes = signedIn<{ quotes: QuotesService }>(async (app, { quotes }) => {
  tagRoutes(app, 'quotes');
  app.post(
    '/quotes',
    {
      config: { writeLimit: 'quotes' },
      schema: {
        summary:
          'Teklif ister (yalnızca müşteri): businessIds ile seçilen işletmelere (en fazla 5) ya da şehir, hizmet alanı, araç türü ve markaya uyan en iyi 5 işletmeye gönderilir; 7 gün açık kalır',
        requestBody: { 'application/json': createQuoteSchema, 'multipart/form-data': createQuoteForm },
        response: { 201: quoteResponseSchema },
        errors: [403, 404],
      },
    },
    async (request, reply) => {
      // A request as JSON (no photos) or as a multipart form: `quoteData` (JSON) and `photos` files.
      const { input, files } = await app.media.readJsonOrUpload(request, {
        fileField: 'photos',
        maxFiles: QUOTE_LIMITS.photosMax,
        jsonField: 'quoteData',
      });
      return reply.status(201).send({ quote: toQuote(await quotes.create(request.user!, input, files)) });
    },
  );

  app.get(
    '/quotes',
    {
      schema: {
        summary:
          'Müşteri için kendi teklif istekleri (status süzgeci); işletme için kendisine gelenler (state, sector, urgency süzgeçleri), en yeni önce',
        querystring: quoteListQuerySchema,
        response: { 200: quotePageSchema },
      },
    },
    async (request) => toQuotePage(await quotes.list(request.user!, request.query)),
  );

  app.get(
    '/quotes/:id',
    byId({
      summary: 'Teklif isteği (yalnızca müşterisi ve gönderildiği işletmeler; işletme yalnızca kendi teklifini görür)',
      response: { 200: quoteResponseSchema },
      errors: [403],
    }),
    async (request) => ({ quote: toQuote(await quotes.get(request.user!, request.params.id)) }),
  );

  app.post(
    '/quotes/:id/offers',
    byId({
      summary:
        'Teklif verir (yalnızca isteğin gönderildiği işletme); işletme başına bir teklif, istek açıkken yeniden gönderilerek düzenlenir',
      body: offerSchema,
      response: { 201: quoteResponseSchema, 200: quoteResponseSchema },
      errors: [403, 409],
    }),
    async (request, reply) => {
      const result = await quotes.offer(request.user!, request.params.id, request.body);
      return reply.status(result.created ? 201 : 200).send({ quote: toQuote(result.quote) });
    },
  );

  app.post(
    '/quotes/:id/offers/:offerId/accept',
    {
      schema: {
        summary:
          'Teklifi kabul eder (yalnızca müşteri): istek kapanır, diğer işletmelere bildirilir ve startsAt saatine randevu oluşturulur (işletmenin boş, çalışma saatleri içinde, saat düzenine uyan ve teklifin en erken gününden sonraki bir saati; değilse 409 ve istek açık kalır). later: true randevusuz kabul eder; ikisi de yoksa 400',
        params: offerIdParamsSchema,
        body: acceptOfferSchema,
        response: { 200: acceptResponseSchema },
        errors: [403, 404, 409],
      },
    },
    async (request) => {
      const startsAt = request.body?.startsAt;
      const result = await quotes.accept(
        request.user!,
        request.params.id,
        request.params.offerId,
        startsAt ? { startsAt } : { later: true },
      );
      return { quote: toQuote(result.quote), appointmentId: result.appointmentId };
    },
  );

  app.post(
    '/quotes/:id/cancel',
    byId({
      summary: 'Açık teklif isteğini iptal eder (yalnızca müşteri)',
      response: { 200: quoteResponseSchema },
      errors: [403, 409],
    }),
    async (request) => ({ quote: toQuote(await quotes.cancel(request.user!, request.params.id)) }),
  );

  app.post(
    '/quotes/:id/question',
    byId({
      summary: 'İşletme, müşteriye isteği hakkında soru sorar: mesaj ikisinin sohbetine (yoksa açılarak) gönderilir',
      body: quoteQuestionSchema,
      response: { 201: questionResponseSchema },
      errors: [403],
    }),
    async (request, reply) =>
      reply.status(201).send(await quotes.ask(request.user!, request.params.id, request.body.content)),
  );
});
