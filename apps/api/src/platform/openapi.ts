// What a route declares for the OpenAPI document beyond Fastify's own schema keys; plugins/docs.ts reads them.
import { z } from 'zod';

/** The error answers an operation may list; each carries the error envelope. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429;

/** Body types a handler may read itself instead of leaving the body to the route's validator. */
export type DocumentedBody = Partial<Record<'application/json' | 'multipart/form-data', z.ZodType>>;

declare module 'fastify' {
  interface FastifySchema {
    /**
     * A body the handler reads and checks itself (a multipart form, or JSON offered beside one), by content type,
     * for the OpenAPI document only: Fastify does not validate it. Files of a form are `z.file()` fields.
     */
    requestBody?: DocumentedBody;
    /**
     * Error statuses the route answers beyond those its declaration implies: 400 for input, 401 for a bearer
     * token, 404 for a path parameter, 413 and 415 for a body. Typically 403, 409 and 429.
     */
    errors?: readonly ErrorStatus[];
  }
}

/** Up to `max` files sent in one field of a multipart form, as the OpenAPI document describes them. */
export const formFiles = (max: number, description: string) =>
  z.array(z.file()).max(max).optional().describe(description);
