import { idParamsSchema } from '@otousta/shared/schemas/api';
import type { FastifySchema } from 'fastify';

/**
 * The options of a route on the one record its path names by `:id`: the route's own schema with the id parameter
 * (which also lists the 404 answer in the OpenAPI document), so each such route need not declare it.
 */
export const byId = <Schema extends Omit<FastifySchema, 'params'>>(schema: Schema) => ({
  schema: { ...schema, params: idParamsSchema },
});
