import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { errorMessages } from '@otousta/shared/messages/tr';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { webDistDir } from '../paths.js';

/** Serves the built web app; any unknown non-API GET gets index.html so client routes work on reload. */
export const web = fp(async (app: FastifyInstance) => {
  const hasWeb = existsSync(webDistDir);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      setHeaders(reply, path) {
        // Vite fingerprints everything under assets/, so it never changes under the same name.
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else reply.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    if (hasWeb && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ statusCode: 404, code: 'ROUTE_NOT_FOUND', message: errorMessages.ROUTE_NOT_FOUND });
  });
});
