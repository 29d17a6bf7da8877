import { errorMessages } from '@otousta/shared/messages/tr';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SeoService } from './seo.service.js';

/** sitemap.xml and robots.txt at the site root, where crawlers look for them. */
export async function seoRoutes(app: FastifyInstance, { seo }: { seo: SeoService }) {
  const xml = (reply: FastifyReply, body: string) =>
    reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(body);

  app.get('/sitemap.xml', { schema: { tags: ['site'], summary: 'Site haritası dizini' } }, async (_request, reply) =>
    xml(reply, await seo.sitemapIndex(app.config.PUBLIC_URL)),
  );

  app.get(
    '/sitemap-sayfalar.xml',
    { schema: { tags: ['site'], summary: 'Site haritası: sayfalar ve ürünler' } },
    async (_request, reply) => xml(reply, await seo.pagesSitemap(app.config.PUBLIC_URL)),
  );

  app.get(
    '/sitemap-sehirler.xml',
    { schema: { tags: ['site'], summary: 'Site haritası: şehir ve şehir-sektör sayfaları' } },
    async (_request, reply) => xml(reply, await seo.localPagesSitemap(app.config.PUBLIC_URL)),
  );

  app.withTypeProvider<ZodTypeProvider>().get(
    '/sitemap-isletmeler-:file.xml',
    {
      schema: {
        tags: ['site'],
        summary: 'Site haritası: işletmeler (dosya başına en fazla 45.000)',
        params: z.object({
          file: z
            .string()
            .regex(/^[1-9]\d{0,5}$/, errorMessages.NOT_FOUND)
            .transform(Number),
        }),
      },
    },
    async (request, reply) => {
      const body = await seo.businessesSitemap(app.config.PUBLIC_URL, request.params.file);
      if (!body) return reply.callNotFound();
      return xml(reply, body);
    },
  );

  app.get('/robots.txt', { schema: { tags: ['site'], summary: 'Arama motoru yönergeleri' } }, async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(seo.robots(app.config.PUBLIC_URL)),
  );
}
