import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../errors.js';

/**
 * preHandlers of every /api/admin route (architecture.md decision 9): a valid token (401 otherwise) whose role is
 * admin (403 ADMIN_ONLY otherwise). The role comes from the signed token, which the server alone issues.
 */
export const adminOnly = (app: FastifyInstance) => [
  app.authenticate,
  async (request: FastifyRequest) => {
    if (request.user?.role !== 'admin') throw forbidden('ADMIN_ONLY');
  },
];
