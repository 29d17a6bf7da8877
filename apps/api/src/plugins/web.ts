import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { errorMessages } from '@otousta/shared/messages/tr';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FALLBACK_TEMPLATE, injectHead, renderHead } from '../modules/seo/seo.head.js';
import { createSeoRepository } from '../modules/seo/seo.repository.js';
import { siteOrigin } from '../modules/seo/seo.routes.js';
import { createSeoService } from '../modules/seo/seo.service.js';
import { webDistDir } from '../paths.js';

/**
 * Serves the built web app; any unknown non-API GET gets index.html so client routes work on reload. The page's
 * head (title, description, canonical, share tags, JSON-LD) is rendered on the server into that first response, so
 * crawlers that run no JavaScript see it (spec §7 'Page metadata').
 */
export const web = fp(async (app: FastifyInstance) => {
  const hasWeb = existsSync(webDistDir);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz copies of its assets (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders(reply, path) {
        // Vite fingerprints everything under assets/, so it never changes under the same name.
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else reply.header('cache-control', 'no-cache');
      },
    });
  }
  const indexFile = join(webDistDir, 'index.html');
  // Re-read when the file changes (a new build names new assets), otherwise served from memory.
  let cached: { mtimeMs: number; html: string } | undefined;
  const template = () => {
    if (!hasWeb || !existsSync(indexFile)) return FALLBACK_TEMPLATE;
    const { mtimeMs } = statSync(indexFile);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
    return cached.html;
  };
  const seo = createSeoService({ seo: createSeoRepository(app.database.db) });

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing file under assets/ or uploads/ is a 404, not the app shell.
    const isFile = /^\/(assets|uploads)\//.test(request.url) || /\.[a-z0-9]{2,5}$/i.test(request.url.split('?')[0]!);
    if (!isApi && isPage && !isFile) {
      const pathname = new URL(request.url, 'http://x').pathname;
      const head = renderHead(await seo.headFor(pathname, siteOrigin(app, request)));
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(injectHead(template(), head));
    }
    return reply.status(404).send({ statusCode: 404, code: 'ROUTE_NOT_FOUND', message: errorMessages.ROUTE_NOT_FOUND });
  });
});
