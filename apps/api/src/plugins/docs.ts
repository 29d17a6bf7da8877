import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { errorEnvelopeSchema } from '@otousta/shared/schemas/api';
import type { FastifyInstance, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ErrorStatus } from '../platform/openapi.js';

const errorDescriptions: Record<ErrorStatus, string> = {
  400: 'Geçersiz girdi (VALIDATION ya da kuralın kendi kodu; errors alan başına açıklar)',
  401: 'Geçerli bir erişim anahtarı yok ya da kimlik bilgileri yanlış (UNAUTHORIZED)',
  403: 'Bu işlem için yetki yok',
  404: 'Aranan kayıt yok',
  409: 'Kaydın şimdiki durumu bu işleme izin vermiyor',
  413: 'Gövde, alan ya da dosya sınırı aşıldı',
  415: 'Desteklenmeyen içerik ya da dosya türü',
  429: 'Çok fazla istek; Retry-After başlığı ne zaman yeniden denenebileceğini söyler',
};

const ENVELOPE = 'ErrorEnvelope';
const envelopeResponse = (status: ErrorStatus) => ({
  description: errorDescriptions[status],
  content: { 'application/json': { schema: { $ref: `#/components/schemas/${ENVELOPE}` } } },
});

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The statuses every route's declaration implies, plus those it names in `errors`. */
function errorStatusesOf(schema: FastifySchema, methods: string[]): ErrorStatus[] {
  const statuses = new Set<ErrorStatus>(schema.errors ?? []);
  // Every write counts against the per-IP ceiling (plugins/rate-limit.ts).
  if (methods.some((method) => writeMethods.has(method))) statuses.add(429);
  const hasBody = !!(schema.body || schema.requestBody);
  if (hasBody || schema.querystring || schema.params || schema.headers) statuses.add(400);
  if (schema.security?.some((requirement) => Object.keys(requirement).length > 0)) statuses.add(401);
  // A path parameter names something that may not exist.
  if (schema.params) statuses.add(404);
  if (hasBody) {
    statuses.add(413);
    statuses.add(415);
  }
  return [...statuses].sort((a, b) => a - b);
}

/**
 * The zod route schemas as OpenAPI, plus what the schemas alone do not say: the bodies handlers read themselves and
 * every operation's error answers, each the envelope component.
 */
const transform: SwaggerTransform = (input) => {
  if (!input.schema || input.schema.hide) return jsonSchemaTransform(input);
  const { requestBody, errors: _declared, ...routeSchema } = input.schema;
  const result = jsonSchemaTransform({ ...input, schema: routeSchema });
  const documented = result.schema as Record<string, unknown> & { response?: Record<string, unknown> };
  if (requestBody) {
    const content: Record<string, { schema: unknown }> = {};
    for (const [type, schema] of Object.entries(requestBody)) {
      const converted = jsonSchemaTransform({ ...input, schema: { body: schema } }).schema as { body: unknown };
      content[type] = { schema: converted.body };
    }
    documented.body = { content };
  }
  const statuses = errorStatusesOf(input.schema, [input.route.method].flat());
  if (statuses.length) {
    // A route without a declared answer sends a file (`produces` names its types) or nothing the schema describes.
    const fallback = input.schema.produces
      ? { description: 'Dosya', type: 'string', format: 'binary' }
      : { description: 'Default Response' };
    documented.response = {
      ...(documented.response ?? { 200: fallback }),
      ...Object.fromEntries(statuses.map((status) => [status, envelopeResponse(status)])),
    };
  }
  return result;
};

/** OpenAPI document built from the zod route schemas, browsable at /api/docs (the JSON at /api/docs/json). */
export const docs = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'OtoUsta API', version: '1.0.0', description: 'OtoUsta otomotiv hizmet pazaryeri API' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        schemas: { [ENVELOPE]: z.toJSONSchema(errorEnvelopeSchema, { target: 'openapi-3.0' }) as object },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
