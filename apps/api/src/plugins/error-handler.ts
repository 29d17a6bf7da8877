import { errorMessages } from '@otousta/shared/messages/tr';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.js';

interface ErrorBody {
  statusCode: number;
  code: string;
  message: string;
  errors?: Record<string, string>;
}

// Connection-level failures of PostgreSQL or PGlite: the database is away, not the request at fault.
const DB_DOWN = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  '57P01',
  '57P02',
  '57P03',
  '08006',
  '08001',
  '08003',
]);

/** True when the error (or its cause) says the database cannot be reached right now: a 503, not a bug. */
export function isDatabaseDown(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && DB_DOWN.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    if (typeof message === 'string' && /Connection terminated|timeout exceeded when trying to connect/i.test(message))
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The one error handler: `{ statusCode, code, message, errors? }`, Turkish message, never internals of a 5xx. */
export const errorHandler = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = toBody(error);
    if (body.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: body.code, statusCode: body.statusCode }, 'request rejected');
    if (body.statusCode === 503) reply.header('retry-after', '5');
    return reply.status(body.statusCode).send(body);
  });
});

function toBody(error: FastifyError): ErrorBody {
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      code: error.code,
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string> = {};
    for (const issue of error.validation) {
      const zodPath = (issue.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue?.path;
      const field = zodPath?.length
        ? zodPath.join('.')
        : issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
      errors[field] ??= issue.message ?? errorMessages.VALIDATION;
    }
    const first = Object.values(errors)[0];
    return { statusCode: 400, code: 'VALIDATION', message: first ?? errorMessages.VALIDATION, errors };
  }
  if (isDatabaseDown(error)) {
    return { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: errorMessages.SERVICE_UNAVAILABLE };
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return { statusCode: 429, code: 'RATE_LIMITED', message: errorMessages.RATE_LIMITED };
  if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE' || error.code === 'FST_FILES_LIMIT') {
    return { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: errorMessages.PAYLOAD_TOO_LARGE };
  }
  if (status === 415) {
    return { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: errorMessages.UNSUPPORTED_MEDIA_TYPE };
  }
  if (status >= 400 && status < 500) {
    // Malformed JSON, bad content type and the like: Fastify's own 4xx, reworded for people.
    return { statusCode: status, code: 'VALIDATION', message: errorMessages.VALIDATION };
  }
  return { statusCode: 500, code: 'INTERNAL', message: errorMessages.INTERNAL };
}
