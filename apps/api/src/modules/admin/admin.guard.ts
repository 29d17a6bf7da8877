import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../../errors.js';

/**
 * onRequest hooks of an admin route (architecture.md decision 9): a valid token (401 otherwise) whose role is admin
 * (403 otherwise). The role comes from the signed token; only the admin:create command makes an admin.
 */
export const requireAdmin = (app: FastifyInstance) => [
  app.authenticate,
  async (request: FastifyRequest) => {
    if (request.user?.role !== 'admin') throw forbidden('FORBIDDEN');
  },
];
