import { errorMessages } from '@otousta/shared/messages/tr';
import { isCitySlug } from '@otousta/shared/options/cities';
import { addressSchema, placeSchema } from '@otousta/shared/schemas/geo';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { tagRoutes } from '../../platform/route-scope.js';
import { districtsOf } from './geo.gazetteer.js';
import { nominatimClient } from './geo.nominatim.js';
import { createGeoService } from './geo.service.js';

const coordinate = (min: number, max: number) =>
  z
    .string({ error: errorMessages.INVALID_COORDINATES })
    .trim()
    .regex(/^-?\d{1,3}(\.\d+)?$/, errorMessages.INVALID_COORDINATES)
    .transform(Number)
    .pipe(z.number().min(min, errorMessages.INVALID_COORDINATES).max(max, errorMessages.INVALID_COORDINATES));

/** Place search and reverse geocoding for the map picker (docs/decisions/015-maps-and-geocoding.md). */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  tagRoutes(app, 'geo');
  const remote = app.config.GEOCODER_URL
    ? nominatimClient(app.config.GEOCODER_URL, { userAgent: `OtoUsta/1.0 (${app.config.PUBLIC_URL})` })
    : undefined;
  const geo = createGeoService(remote, app.log);
  // Offline answers change only with a release, so browsers and proxies may keep them for a day; a remote
  // geocoder's answers may change sooner.
  const cache = remote ? 'public, max-age=300' : 'public, max-age=86400';

  app.get(
    '/geo/search',
    {
      schema: {
        summary: 'Türkiye içinde il ve ilçe arama (en fazla 8 sonuç)',
        querystring: z.object({
          q: z
            .string({ error: errorMessages.PLACE_QUERY_REQUIRED })
            .trim()
            .min(1, errorMessages.PLACE_QUERY_REQUIRED)
            .max(100, errorMessages.VALIDATION),
        }),
        response: { 200: z.object({ places: z.array(placeSchema) }) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', cache);
      return { places: await geo.search(request.query.q) };
    },
  );

  app.get(
    '/geo/districts',
    {
      schema: {
        summary: 'Bir ilin ilçeleri, alfabetik (çevrimdışı ilçe listesinden)',
        querystring: z.object({
          city: z
            .string({ error: errorMessages.INVALID_CITY })
            .trim()
            .max(40, errorMessages.INVALID_CITY)
            .refine(isCitySlug, errorMessages.INVALID_CITY),
        }),
        response: {
          200: z.object({ districts: z.array(z.object({ name: z.string(), lat: z.number(), lng: z.number() })) }),
        },
      },
    },
    async (request, reply) => {
      // The list changes only with a release, whichever geocoder answers searches.
      reply.header('cache-control', 'public, max-age=86400');
      return { districts: districtsOf(request.query.city).map(({ name, lat, lng }) => ({ name, lat, lng })) };
    },
  );

  app.get(
    '/geo/reverse',
    {
      schema: {
        summary: 'Bir noktanın ilçe ve il adı',
        querystring: z.object({ lat: coordinate(-90, 90), lng: coordinate(-180, 180) }),
        response: { 200: addressSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', cache);
      return geo.reverse(request.query.lat, request.query.lng);
    },
  );
};
