import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SeoService } from './seo.service.js';

/** PUBLIC_URL when the operator set it; otherwise the address the request came to (behind TRUST_PROXY too). */
export const siteOrigin = (app: FastifyInstance, request: FastifyRequest) =>
  app.config.PUBLIC_URL?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`;

/** sitemap.xml and robots.txt at the site root, where crawlers look for them. */
export async function seoRoutes(app: FastifyInstance, { seo }: { seo: SeoService }) {
  app.get('/sitemap.xml', { schema: { tags: ['site'], summary: 'Site haritası' } }, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await seo.sitemap(siteOrigin(app, request))),
  );

  app.get('/robots.txt', { schema: { tags: ['site'], summary: 'Arama motoru yönergeleri' } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(seo.robots(siteOrigin(app, request))),
  );
}
