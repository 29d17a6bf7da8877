import {
  appointmentListQuerySchema,
  appointmentListSchema,
  appointmentResponseSchema,
  blockResponseSchema,
  createAppointmentSchema,
  createBlockSchema,
  slotsQuerySchema,
  slotsResponseSchema,
  updateAppointmentSchema,
} from '@otousta/shared/schemas/appointments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { byId } from '../../platform/id-route.js';
import { noContent, noContentAfter } from '../../platform/no-content.js';
import { signedIn, tagRoutes } from '../../platform/route-scope.js';
import { toAppointment, toBlock } from './appointments.presenter.js';
import type { AppointmentsService } from './appointments.service.js';

export const appointmentsRoutes: FastifyPluginAsyncZod<{ appointments: AppointmentsService }> = async (
  app,
  { appointments },
) => {
  tagRoutes(app, 'appointments');
  app.get(
    '/businesses/:id/slots',
    byId({
      summary: 'İşletmenin bir gündeki randevu saatleri ve her birinde kalan yer (İstanbul saati)',
      querystring: slotsQuerySchema,
      response: { 200: slotsResponseSchema },
    }),
    async (request) => appointments.slots(request.params.id, request.query.date),
  );

  await app.register(
    signedIn(async (app) => {
      app.post(
        '/appointments',
        {
          schema: {
            summary:
              'Randevu ister: yalnızca işletmenin çalışma saatleri içindeki, boş yeri olan bir saate (durum: requested)',
            body: createAppointmentSchema,
            response: { 201: appointmentResponseSchema },
            errors: [403, 404, 409],
          },
        },
        async (request, reply) =>
          reply.status(201).send({ appointment: toAppointment(await appointments.book(request.user!, request.body)) }),
      );

      app.get(
        '/appointments',
        {
          schema: {
            summary: 'Kendi randevularım: müşteri olarak (as=customer) ya da işletme olarak (as=business)',
            querystring: appointmentListQuerySchema,
            response: { 200: appointmentListSchema },
          },
        },
        async (request) => {
          const list = await appointments.list(request.user!, request.query);
          return { appointments: list.appointments.map(toAppointment), blocks: list.blocks.map(toBlock) };
        },
      );

      app.patch(
        '/appointments/:id',
        byId({
          summary: 'Durum değişikliği: işletme onaylar, tamamlar, gelmedi işaretler; iki taraf da nedeniyle iptal eder',
          body: updateAppointmentSchema,
          response: { 200: appointmentResponseSchema },
          errors: [403, 409],
        }),
        async (request) => ({
          appointment: toAppointment(await appointments.changeStatus(request.user!, request.params.id, request.body)),
        }),
      );

      app.post(
        '/appointments/blocks',
        {
          schema: {
            summary: 'İşletme bir zaman aralığını yeni randevulara kapatır',
            body: createBlockSchema,
            response: { 201: blockResponseSchema },
            errors: [403],
          },
        },
        async (request, reply) =>
          reply.status(201).send({ block: toBlock(await appointments.block(request.user!, request.body)) }),
      );

      app.delete(
        '/appointments/blocks/:id',
        byId({
          summary: 'Kapatılan zamanı yeniden açar (yalnızca işletmenin kendisi)',
          response: noContent,
        }),
        async (request, reply) => noContentAfter(reply, appointments.unblock(request.user!, request.params.id)),
      );
    }),
  );
};
