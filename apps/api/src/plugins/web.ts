import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlib } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import { errorMessages } from '@otousta/shared/messages/tr';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  FALLBACK_TEMPLATE,
  injectAssets,
  injectHead,
  injectPage,
  type PageAssets,
  type RenderedPage,
  renderHead,
} from '../modules/seo/seo.head.js';
import type { SeoService } from '../modules/seo/seo.service.js';
import { webDistDir } from '../paths.js';

/** The server renderer the web build makes (apps/web/src/entry-server.tsx, built to dist/server/). */
interface ServerEntry {
  SERVER_PAYLOAD_ID: string;
  APP_MODULES: string[];
  render(input: {
    url: string;
    cookie: string | undefined;
    fetch: (path: string, init: RequestInit) => Promise<Response>;
    signal: AbortSignal;
  }): Promise<{ html: string; payload: string; modules: string[] } | null>;
}

/** The web build's manifest: each chunk's file, styles and the chunks it imports. */
type Manifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;
/** The web build's ssr-manifest: the files (chunk first) each source module went into. */
type SsrManifest = Record<string, string[]>;

export interface WebOptions {
  /** Each page's head (title, description, structured data). */
  seo: Pick<SeoService, 'headFor'>;
  /** The web build (apps/web/dist by default). */
  distDir?: string;
  /** Past this a page is sent as the shell rather than kept waiting on its data (3 s by default). */
  renderTimeoutMs?: number;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Reads a build output again when a new build replaced it, otherwise keeps it in memory. */
function fromBuild<T>(file: string, load: (file: string) => T) {
  let cached: { mtimeMs: number; value: T } | undefined;
  return (): T | undefined => {
    if (!existsSync(file)) return undefined;
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, value: load(file) };
    return cached.value;
  };
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * The script and style files of the chunks holding the given source modules and of the chunks those import, the
 * entry's excepted (index.html loads them already).
 */
function assetsOf(manifest: Manifest, ssrManifest: SsrManifest, modules: string[]): PageAssets {
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string | undefined) => {
    const chunk = key === undefined ? undefined : manifest[key];
    if (key === undefined || seen.has(key) || !chunk || chunk.isEntry) return;
    seen.add(key);
    scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(keyOfFile.get(ssrManifest[module]?.[0] ?? ''));
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * Serves the built web app; any unknown non-API GET gets index.html so client routes work on reload. The page's head
 * (title, description, canonical, share tags, JSON-LD) is rendered on the server into that first response, so crawlers
 * that run no JavaScript see it (docs/product.md §7 'Page metadata'). The public pages (home, business profile, feed)
 * also get their first screen rendered with its data, which the browser hydrates; when that cannot be done the page is
 * the app shell the browser renders itself, never an error.
 */
export const web = fp(async (app: FastifyInstance, options: WebOptions) => {
  const { seo, distDir = webDistDir, renderTimeoutMs = 3000 } = options;
  const hasWeb = existsSync(distDir);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The server renderer and the build manifest are for this process, not for browsers.
      allowedPath: (pathname) => !/^\/(server|\.vite)(\/|$)/.test(pathname),
      // The web build writes .br and .gz copies of its assets (apps/web/vite.config.ts).
      preCompressed: true,
      setHeaders(reply, path) {
        // Vite fingerprints everything under assets/, so it never changes under the same name.
        if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
        else reply.header('cache-control', 'no-cache');
      },
    });
  }
  const template = fromBuild(join(distDir, 'index.html'), (file) => readFileSync(file, 'utf8'));
  const manifest = fromBuild(join(distDir, '.vite', 'manifest.json'), (file) => readJson(file) as Manifest);
  const ssrManifest = fromBuild(join(distDir, '.vite', 'ssr-manifest.json'), (f) => readJson(f) as SsrManifest);
  // A module cannot be loaded again, so after a new build (its markup may differ from what the new scripts hydrate)
  // pages are sent as the shell until the server restarts.
  const entryFile = join(distDir, 'server', 'entry-server.js');
  let loaded: { mtimeMs: number; entry: Promise<ServerEntry> } | undefined;
  const serverEntry = () => {
    if (!existsSync(entryFile)) return undefined;
    const { mtimeMs } = statSync(entryFile);
    loaded ??= { mtimeMs, entry: import(pathToFileURL(entryFile).href) as Promise<ServerEntry> };
    return loaded.mtimeMs === mtimeMs ? loaded.entry : undefined;
  };

  /** Answers the page's API calls in-process, as the visitor's browser would get them (signed out). */
  const apiFor =
    (request: FastifyRequest) =>
    async (path: string, init: RequestInit): Promise<Response> => {
      const res = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url: path,
        headers: Object.fromEntries(new Headers(init.headers)),
        payload: typeof init.body === 'string' ? init.body : undefined,
        remoteAddress: request.ip,
      });
      const headers = new Headers();
      for (const [name, value] of Object.entries(res.headers))
        if (value !== undefined) headers.set(name, String(value));
      return new Response(res.statusCode === 204 ? null : res.rawPayload, { status: res.statusCode, headers });
    };

  /**
   * The page rendered on the server with the styles it uses, or, for the shell, the app's styles and scripts to fetch
   * at once (a rendered page fetches its scripts after its first paint; apps/web/src/main.tsx).
   */
  async function renderPage(
    request: FastifyRequest,
    origin: string,
  ): Promise<{ page?: RenderedPage; assets: PageAssets } | undefined> {
    const [entry, chunks, modules] = [serverEntry(), manifest(), ssrManifest()];
    if (!entry || !chunks || !modules) return undefined;
    let app: ServerEntry;
    try {
      app = await entry;
    } catch (error) {
      request.log.warn({ err: error }, 'the server renderer could not be loaded; sending the app shell');
      return undefined;
    }
    const shell = { assets: assetsOf(chunks, modules, app.APP_MODULES) };
    if (request.method !== 'GET') return shell;
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        abort.abort();
        reject(new Error(`server render took over ${renderTimeoutMs} ms`));
      }, renderTimeoutMs);
    });
    try {
      const url = `${origin}${request.url}`;
      const render = app.render({ url, cookie: request.headers.cookie, fetch: apiFor(request), signal: abort.signal });
      const rendered = await Promise.race([render, timedOut]);
      if (!rendered) return shell;
      const { styles } = assetsOf(chunks, modules, [...app.APP_MODULES, ...rendered.modules]);
      return {
        page: { html: rendered.html, payload: rendered.payload, payloadId: app.SERVER_PAYLOAD_ID },
        assets: { styles, scripts: [] },
      };
    } catch (error) {
      request.log.warn({ err: error, url: request.url }, 'server render failed; sending the app shell');
      return shell;
    } finally {
      clearTimeout(timer);
    }
  }

  /** HTML compressed for browsers that accept it; the static assets have their copies made at build time. */
  async function sendHtml(request: FastifyRequest, reply: FastifyReply, html: string) {
    reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding').type('text/html; charset=utf-8');
    const accepted = request.headers['accept-encoding'] ?? '';
    if (/\bbr\b/.test(accepted)) {
      const body = await brotli(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
      return reply.header('content-encoding', 'br').send(body);
    }
    if (/\bgzip\b/.test(accepted)) return reply.header('content-encoding', 'gzip').send(await gzipAsync(html));
    return reply.send(html);
  }

  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url === '/api';
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    // A missing file under assets/ or uploads/ is a 404, not the app shell.
    const isFile = /^\/(assets|uploads)\//.test(request.url) || /\.[a-z0-9]{2,5}$/i.test(request.url.split('?')[0]!);
    if (!isApi && isPage && !isFile) {
      const pathname = new URL(request.url, 'http://x').pathname;
      const origin = app.config.PUBLIC_URL;
      const [meta, rendered] = await Promise.all([seo.headFor(pathname, origin), renderPage(request, origin)]);
      let html = injectHead((hasWeb && template()) || FALLBACK_TEMPLATE, renderHead(meta));
      if (rendered) html = injectAssets(html, rendered.assets);
      if (rendered?.page) html = injectPage(html, rendered.page);
      // The app shows its not-found page; the status tells crawlers and link checkers.
      if (meta.notFound) reply.status(404);
      return sendHtml(request, reply, html);
    }
    return reply.status(404).send({ statusCode: 404, code: 'ROUTE_NOT_FOUND', message: errorMessages.ROUTE_NOT_FOUND });
  });
});
