import type { FastifyInstance } from 'fastify';
import { publicOrigin } from '../../platform/public-origin.js';
import type { SeoService } from './seo.service.js';

/** sitemap.xml and robots.txt at the site root, where crawlers look for them. */
export async function seoRoutes(app: FastifyInstance, { seo }: { seo: SeoService }) {
  app.get('/sitemap.xml', { schema: { tags: ['site'], summary: 'Site haritası' } }, async (request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await seo.sitemap(publicOrigin(request))),
  );

  app.get('/robots.txt', { schema: { tags: ['site'], summary: 'Arama motoru yönergeleri' } }, async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(seo.robots(publicOrigin(request))),
  );
}
