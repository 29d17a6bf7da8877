import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeoService } from '../modules/seo/seo.service.js';
import { web } from './web.js';

/**
 * A web build in miniature: the shell, the two manifests and a server renderer whose answer depends on the page,
 * so the plugin's handling of each outcome can be seen without building the real app.
 */
function fakeBuild(dir: string) {
  mkdirSync(join(dir, '.vite'), { recursive: true });
  mkdirSync(join(dir, 'server'), { recursive: true });
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="tr"><head><title>OtoUsta</title></head><body><div id="root"><!--app-html--><div class="boot-header"></div><!--/app-html--></div></body></html>',
  );
  writeFileSync(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'src/app/client.tsx': { file: 'assets/client.js', css: ['assets/client.css'], imports: ['_shared.js'] },
      '_shared.js': { file: 'assets/shared.js' },
      '_feed.js': { file: 'assets/feed.js', css: ['assets/feed.css'] },
    }),
  );
  writeFileSync(
    join(dir, '.vite', 'ssr-manifest.json'),
    JSON.stringify({ 'src/app/client.tsx': ['/assets/client.js'], 'src/app/routes/feed.tsx': ['/assets/feed.js'] }),
  );
  writeFileSync(
    join(dir, 'server', 'entry-server.js'),
    `export const SERVER_PAYLOAD_ID = 'server-payload';
export const APP_MODULES = ['src/app/client.tsx'];
export async function render({ url, fetch }) {
  const { pathname } = new URL(url);
  if (pathname === '/akis') {
    const api = await fetch('/api/posts', { method: 'GET', headers: { accept: 'application/json' } });
    const { posts } = await api.json();
    return { html: '<main><h1>Akış</h1><p>' + posts[0] + '</p></main>', payload: '{"posts":1}', modules: ['src/app/routes/feed.tsx'] };
  }
  if (pathname === '/hakkimizda') throw new Error('render failed');
  if (pathname === '/iletisim') return new Promise(() => {});
  return null;
}
`,
  );
}

describe('pages rendered on the server', () => {
  let app: FastifyInstance;
  let dir: string;
  const get = (url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'otousta-web-'));
    fakeBuild(dir);
    app = Fastify();
    app.decorate('config', { PUBLIC_URL: 'https://www.otousta.example' } as never);
    app.get('/api/posts', async () => ({ posts: ['Sunucudan gelen gönderi'] }));
    // No business or product exists here: the pages tested are the static ones.
    const seo = createSeoService({
      users: {
        getPublicBusiness: async () => undefined,
        publicBusinessUrls: async () => [],
        publicBusinessCount: async () => 0,
        publicCitySectors: async () => [],
      },
      products: { publicProduct: async () => undefined, known: async () => false, activeUrls: async () => [] },
      hours: { schedules: async () => new Map() },
      listing: { serviceProviders: async () => JSON.stringify({ serviceProviders: [], count: 0 }) },
    });
    await app.register(web, { seo, distDir: dir, renderTimeoutMs: 200 });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("puts the rendered page, its data and its styles into the shell, answering the page's API calls in-process", async () => {
    const res = await get('/akis');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root" aria-disabled="true"><main><h1>Akış</h1><p>Sunucudan gelen gönderi</p>');
    expect(res.body).not.toContain('boot-header');
    expect(res.body).toContain('<script type="application/json" id="server-payload">{"posts":1}</script>');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/client.css" />');
    expect(res.body).toContain('<link rel="stylesheet" crossorigin href="/assets/feed.css" />');
    // Its scripts come after the first paint, not as preloads competing with it.
    expect(res.body).not.toContain('modulepreload');
    expect(res.body).toContain('<title>Akış - OtoUsta</title>');
  });

  it('sends the shell, with the app preloaded, for a page the renderer leaves to the browser', async () => {
    const res = await get('/sepet');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"><!--app-html--><div class="boot-header">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/client.js" />');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/shared.js" />');
    expect(res.body).not.toContain('server-payload');
  });

  it('sends the shell, never an error, when rendering throws or takes too long', async () => {
    for (const path of ['/hakkimizda', '/iletisim']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toContain('<div class="boot-header">');
      expect(res.body, path).not.toContain('server-payload');
    }
  });

  it('compresses the page for browsers that accept it', async () => {
    const res = await app.inject({ method: 'GET', url: '/akis', headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
  });
});
