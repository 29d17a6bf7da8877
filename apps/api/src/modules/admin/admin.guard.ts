import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../errors.js';
import { signedIn } from '../../plugins/route-scope.js';

/** The role comes from the signed token; only the admin:create command makes an admin. */
async function adminRole(request: FastifyRequest) {
  if (request.user?.role !== 'admin') throw forbidden('FORBIDDEN');
}

/** A plugin scope of the admin area: every route needs a valid token (401 otherwise) whose role is admin (403). */
export const adminOnly = (routes: FastifyPluginAsyncZod) => signedIn(routes, { check: adminRole, errors: [403] });
