import type { FastifyRequest } from 'fastify';

/** PUBLIC_URL when the operator set it; otherwise the address the request came to (behind TRUST_PROXY too). */
export const publicOrigin = (request: FastifyRequest): string =>
  request.server.config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;
