import { DEFAULT_TITLE } from '@otousta/shared/seo/pages';
import { escapeHtml } from '../../platform/escape-html.js';

/** Everything the head of one page says to crawlers and link previews (docs/product.md §7 'Page metadata'). */
export interface HeadMeta {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  image: string;
  type: 'website' | 'business.business' | 'product';
  noindex?: boolean;
  jsonLd: Record<string, unknown>[];
  /** No such page: the response is a 404 (with the app's not-found page). */
  notFound?: boolean;
  /** The picture the page shows largest on its first screen, fetched alongside the scripts instead of after them. */
  preloadImage?: string;
}

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

/** A page the web app's server renderer drew (apps/web/src/entry-server.tsx). */
export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The data the browser hydrates the page with (JSON, safe inside a script element). */
  payload: string;
  payloadId: string;
}

/** Files a page needs beyond index.html's own: styles its markup uses, scripts to fetch alongside the entry. */
export interface PageAssets {
  styles: string[];
  scripts: string[];
}

/** The page's styles and script preloads at the end of the head. */
export function injectAssets(shell: string, { styles, scripts }: PageAssets): string {
  const links = [
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
    ...scripts.map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`),
  ];
  return links.length ? shell.replace(/<\/head>/i, `  ${links.join('\n    ')}\n  </head>`) : shell;
}

/**
 * The shell with the rendered page in #root (between index.html's app-html marks, in place of the header bar shown
 * while the app loads) and its data after it. Until the app has taken the page over (PageTakenOver in
 * apps/web/src/lib/server-render.ts), its buttons do nothing: #root says so with aria-disabled, which assistive
 * technology announces and browser automation waits for.
 */
export function injectPage(shell: string, page: RenderedPage): string {
  const startMark = '<!--app-html-->';
  const endMark = '<!--/app-html-->';
  const start = shell.indexOf(startMark);
  const end = shell.indexOf(endMark);
  if (start < 0 || end < start) return shell;
  const afterRoot = shell.indexOf('</div>', end) + '</div>'.length;
  return [
    shell.slice(0, start).replace('<div id="root">', '<div id="root" aria-disabled="true">'),
    page.html,
    shell.slice(end + endMark.length, afterRoot),
    `\n    <script type="application/json" id="${escapeHtml(page.payloadId)}">${page.payload}</script>`,
    shell.slice(afterRoot),
  ].join('');
}
