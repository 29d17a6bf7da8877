import { type ErrorCode, errorMessages } from '@otousta/shared/messages/tr';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { foreignKeyViolation } from './db-errors.js';
import { AppError } from './errors.js';

/** What every refused HTTP request and every refused Socket.IO acknowledgement carries; the message is Turkish. */
export interface ErrorBody {
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

// Errors of Fastify and @fastify/multipart by their code: the status they answer with and the code clients read.
// An over-long path parameter is bad input like any other, so it is a 400 rather than Fastify's 414.
const FRAMEWORK_ERRORS: Record<string, readonly [number, ErrorCode]> = {
  FST_ERR_BAD_URL: [400, 'MALFORMED_URL'],
  FST_ERR_INVALID_URL: [400, 'MALFORMED_URL'],
  FST_ERR_MAX_PARAM_LENGTH: [400, 'PARAM_TOO_LONG'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'INVALID_JSON'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'INVALID_JSON'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_CONTENT_TYPE'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE'],
  FST_REQ_FILE_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE'],
  FST_FILES_LIMIT: [413, 'PAYLOAD_TOO_LARGE'],
  FST_ERR_NOT_FOUND: [404, 'ROUTE_NOT_FOUND'],
};

// Any other client error of the framework or the HTTP server, by status; the rest of the 4xx read VALIDATION.
const STATUS_CODES: Record<number, ErrorCode> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'ROUTE_NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_CONTENT_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

/** The envelope of a bare HTTP status (e.g. a client error the server answers before any route runs). */
export function statusBody(statusCode: number): ErrorBody {
  if (statusCode >= 500) return { statusCode: 500, code: 'INTERNAL', message: errorMessages.INTERNAL };
  const code = STATUS_CODES[statusCode] ?? 'VALIDATION';
  return { statusCode, code, message: errorMessages[code] };
}

/** Per-field messages of schema issues, keyed by the dotted field path ('_' for the value as a whole). */
function fieldErrors(issues: readonly { path: string; message: string | undefined }[]): ErrorBody {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[issue.path || '_'] ??= issue.message ?? errorMessages.VALIDATION;
  const first = Object.values(errors)[0];
  return { statusCode: 400, code: 'VALIDATION', message: first ?? errorMessages.VALIDATION, errors };
}

/**
 * The one mapping of a failure to what the client sees: a typed AppError as it is, schema issues per field, the
 * framework's own errors reworded, an unreachable database as 503, anything else as a 500 that reveals nothing.
 */
export function errorBody(error: unknown): ErrorBody {
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      code: error.code,
      message: error.message,
      ...(error.errors ? { errors: error.errors } : {}),
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return fieldErrors(
      error.validation.map((issue) => {
        const zodPath = (issue.params as { issue?: { path?: PropertyKey[] } } | undefined)?.issue?.path;
        const path = zodPath?.length ? zodPath.join('.') : issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        return { path, message: issue.message };
      }),
    );
  }
  if (error instanceof ZodError) {
    return fieldErrors(error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })));
  }
  if (isDatabaseDown(error)) {
    return { statusCode: 503, code: 'SERVICE_UNAVAILABLE', message: errorMessages.SERVICE_UNAVAILABLE };
  }
  // A write naming a row that is gone (an account deleted while its token still runs, a product removed meanwhile):
  // the request came too late, which the client can tell its user; not a fault of the server.
  if (foreignKeyViolation(error)) {
    return { statusCode: 409, code: 'REFERENCE_GONE', message: errorMessages.REFERENCE_GONE };
  }
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  const known = typeof code === 'string' ? FRAMEWORK_ERRORS[code] : undefined;
  if (known) return { statusCode: known[0], code: known[1], message: errorMessages[known[1]] };
  return statusBody(typeof statusCode === 'number' && statusCode >= 400 ? statusCode : 500);
}
