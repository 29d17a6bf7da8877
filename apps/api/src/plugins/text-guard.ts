import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { assertSafeText } from '../platform/unsafe-text.js';

/**
 * No route stores or looks up a NUL or a lone surrogate: path parameters, query and body are checked once here,
 * after authentication and before the route's own schema (multipart fields are checked as media reads them).
 */
export const textGuard = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      assertSafeText(request.params);
      assertSafeText(request.query);
      assertSafeText(request.body);
    });
  },
  { name: 'text-guard' },
);
