import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The runtime promise (docs/decisions/040-image-checked-by-podman.md): the README, `engines` and .nvmrc name one
 * oldest Node, and the API's production dependencies all run on it, two of them pinned back by `overrides` to the
 * releases that still do.
 */
const root = new URL('../../../', import.meta.url).pathname;
const read = (file: string) => readFileSync(join(root, file), 'utf8');

describe('the Node the code runs on', () => {
  const oldest = /^>=(\d+\.\d+)$/.exec(JSON.parse(read('package.json')).engines.node)?.[1];

  it('is the one the README, engines and .nvmrc name', () => {
    expect(oldest).toBeDefined();
    expect(read('.nvmrc').trim()).toBe(oldest);
    expect(read('README.md')).toContain(`Requirements: Node.js ${oldest} or newer.`);
  });

  it('is one every production dependency of the API installs on without an engine warning', () => {
    // The production install of the image's deps stage, judged by npm against the oldest Node instead of this one:
    // npm reads the running Node's version from process.version, which this npm alone is made to see as the oldest.
    const version = `v${oldest}.0`;
    const output = execFileSync(
      'sh',
      [
        '-c',
        'npm ci --dry-run --omit=dev --workspace=@otousta/api --include-workspace-root=false --no-audit --no-fund 2>&1',
      ],
      {
        cwd: root,
        encoding: 'utf8',
        env: {
          ...process.env,
          NODE_OPTIONS: `--import=data:text/javascript,Object.defineProperty(process,'version',{value:'${version}'})`,
        },
      },
    );
    expect(output).not.toContain('Unsupported engine');
    expect(output).not.toContain('EBADENGINE');
  });
});

describe('the releases pinned back for Node 20', () => {
  const dir = mkdtempSync(join(tmpdir(), 'otousta-runtime-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('still give a download its Turkish file name (content-disposition, under @fastify/static)', async () => {
    writeFileSync(join(dir, 'fiyat.pdf'), '%PDF-1.4');
    const app = Fastify();
    await app.register(fastifyStatic, { root: dir, serve: false });
    app.get('/indir', (_request, reply) => reply.download('fiyat.pdf', 'Fiyat listesi ğüş.pdf'));
    const response = await app.inject({ url: '/indir' });
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Fiyat listesi ???.pdf"; filename*=UTF-8''Fiyat%20listesi%20%C4%9F%C3%BC%C5%9F.pdf`,
    );
    await app.close();
  });

  it("still send a test request's cookies (cookie, under fastify's inject)", async () => {
    const app = Fastify();
    app.get('/cerez', (request) => ({ cookie: request.headers.cookie }));
    const response = await app.inject({ url: '/cerez', cookies: { oturum: 'a b;ç', dil: 'tr' } });
    expect(response.json()).toEqual({ cookie: 'oturum=a%20b%3B%C3%A7; dil=tr' });
    await app.close();
  });
});
