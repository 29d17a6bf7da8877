import { DEFAULT_TITLE } from '@otousta/shared/seo/pages';

/** Everything the head of one page says to crawlers and link previews (spec §7 'Page metadata'). */
export interface HeadMeta {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  image: string;
  type: 'website' | 'business.business' | 'product';
  noindex?: boolean;
  jsonLd: Record<string, unknown>[];
  /** The picture the page shows largest on its first screen, fetched alongside the scripts instead of after them. */
  preloadImage?: string;
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

// JSON inside <script>: '<' escaped so no value can close the element.
const safeJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

/** The tags, each carrying data-seo so the web app updates exactly these instead of adding duplicates. */
export function renderHead(meta: HeadMeta): string {
  const tag = (attrs: Record<string, string>) =>
    `<meta ${Object.entries(attrs)
      .map(([k, v]) => `${k}="${escapeHtml(v)}"`)
      .join(' ')} data-seo />`;
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag({ name: 'description', content: meta.description }),
    tag({ name: 'keywords', content: meta.keywords }),
    tag({ name: 'robots', content: meta.noindex ? 'noindex, nofollow' : 'index, follow' }),
    `<link rel="canonical" href="${escapeHtml(meta.canonical)}" data-seo />`,
    tag({ property: 'og:site_name', content: 'OtoUsta' }),
    tag({ property: 'og:locale', content: 'tr_TR' }),
    tag({ property: 'og:type', content: meta.type }),
    tag({ property: 'og:title', content: meta.title }),
    tag({ property: 'og:description', content: meta.description }),
    tag({ property: 'og:url', content: meta.canonical }),
    tag({ property: 'og:image', content: meta.image }),
    tag({ name: 'twitter:card', content: 'summary_large_image' }),
    tag({ name: 'twitter:title', content: meta.title }),
    tag({ name: 'twitter:description', content: meta.description }),
    tag({ name: 'twitter:image', content: meta.image }),
    ...meta.jsonLd.map((data) => `<script type="application/ld+json" data-seo>${safeJson(data)}</script>`),
    ...(meta.preloadImage
      ? [`<link rel="preload" as="image" href="${escapeHtml(meta.preloadImage)}" fetchpriority="high" />`]
      : []),
  ].join('\n    ');
}

/** A page shell when the web app is not built (API alone): the head still answers crawlers. */
export const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="tr">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${DEFAULT_TITLE}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** index.html with its own title and description replaced by the page's head. */
export function injectHead(template: string, head: string): string {
  const stripped = template
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s+name="description"[^>]*>\s*/i, '');
  return stripped.replace(/<\/head>/i, `  ${head}\n  </head>`);
}
