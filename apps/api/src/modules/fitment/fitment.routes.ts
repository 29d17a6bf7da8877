import { fitmentInputSchema, fitmentSchema } from '@otousta/shared/schemas/garage';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { byId } from '../../platform/id-route.js';
import { callerAware, signedIn } from '../../platform/route-scope.js';
import type { FitmentService } from './fitment.service.js';

const tags = ['products'];
const answer = z.object({ fitment: fitmentSchema });

/** Which vehicles a part fits and its OEM numbers: read by anybody who may see the product, set by its seller. */
export const fitmentRoutes: FastifyPluginAsyncZod<{ fitment: FitmentService }> = async (app, { fitment }) => {
  await app.register(
    callerAware(async (app) => {
      app.get(
        '/products/:id/fitment',
        byId({
          tags,
          summary: 'Ürünün uyumlu araçları (marka, model, yıl aralığı) ve OEM numaraları',
          response: { 200: answer },
        }),
        async (request) => ({ fitment: await fitment.get(request.user, request.params.id) }),
      );
    }),
  );

  await app.register(
    signedIn(async (app) => {
      app.put(
        '/products/:id/fitment',
        byId({
          tags,
          summary:
            'Ürünün uyumlu araçlarını (en fazla 50 satır) ve OEM numaralarını (en fazla 20) değiştirir; yalnızca ' +
            'ürünün satıcısı',
          body: fitmentInputSchema,
          response: { 200: answer },
          errors: [403],
        }),
        async (request) => ({ fitment: await fitment.replace(request.user!, request.params.id, request.body) }),
      );
    }),
  );
};
