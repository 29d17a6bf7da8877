import { type ChildProcess, execFileSync, execSync, spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, signUpBusiness, startPostgres, until } from './support.js';

const root = new URL('..', import.meta.url).pathname;

interface Stage {
  name: string;
  copies: { from: string | null; source: string; target: string }[];
  runs: string[];
  healthcheck?: string[];
  command?: string[];
}

/** The Dockerfile's stages as far as this test acts them out: what each copies and runs, and the final command. */
function readDockerfile(): Stage[] {
  const stages: Stage[] = [];
  const text = readFileSync(join(root, 'Dockerfile'), 'utf8').replace(/\\\n\s*/g, ' ');
  for (const line of text.split('\n').map((l) => l.trim())) {
    const [instruction, ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (instruction === 'FROM') stages.push({ name: args.split(/\s+AS\s+/i)[1] ?? 'final', copies: [], runs: [] });
    const stage = stages.at(-1);
    if (!stage) continue;
    if (instruction === 'COPY') {
      const from = /--from=(\S+)/.exec(args)?.[1] ?? null;
      const paths = rest.filter((part) => !part.startsWith('--'));
      const target = paths.pop()!;
      for (const source of paths) stage.copies.push({ from, source, target });
    }
    if (instruction === 'RUN') stage.runs.push(args);
    if (instruction === 'HEALTHCHECK') stage.healthcheck = JSON.parse(args.slice(args.indexOf('CMD') + 3));
    if (instruction === 'CMD') stage.command = JSON.parse(args);
  }
  return stages;
}

/** Docker's COPY into the stage's WORKDIR (/app): a folder target keeps the source's name. */
function copyInto(sourceRoot: string, stageRoot: string, source: string, target: string) {
  const to =
    target.endsWith('/') || target === '.'
      ? join(stageRoot, target, source.split('/').pop()!)
      : join(stageRoot, target);
  mkdirSync(dirname(to), { recursive: true });
  cpSync(join(sourceRoot, source), to, { recursive: true });
}

/**
 * The image's runtime stage laid out as the Dockerfile lays it out, without a container engine, on every run (podman
 * builds the real image in ops/image.test.ts when its inputs change): its production dependencies installed by the deps stage's own command, the built files copied by the
 * final stage's COPY lines, started with the image's CMD. Proves the image holds everything the app needs in
 * production (server rendering included) and nothing of the build.
 */
describe('the production image', () => {
  const work = mkdtempSync(join(tmpdir(), 'otousta-image-'));
  const deps = join(work, 'deps');
  const app = join(work, 'app');
  let postgres: Awaited<ReturnType<typeof startPostgres>>;
  let server: ChildProcess;
  let baseUrl: string;
  let final: Stage;
  let command: string[];
  let env: Record<string, string>;

  beforeAll(async () => {
    const stages = readDockerfile();
    const depsStage = stages.find((stage) => stage.name === 'deps')!;
    final = stages.at(-1)!;
    for (const { source, target } of depsStage.copies) copyInto(root, deps, source, target);
    for (const command of depsStage.runs) execSync(command, { cwd: deps, stdio: 'ignore' });
    // The build stage built the repository as it is; `npm test` has built it before these tests.
    for (const { from, source, target } of final.copies) {
      copyInto(from === 'deps' ? deps : root, app, source.replace(/^\/app\//, ''), target);
    }
    postgres = await startPostgres();
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    const [executable, ...args] = final.command!;
    // The image's `node` is this machine's.
    expect(executable).toBe('node');
    command = args;
    env = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: join(work, 'data'),
      UPLOAD_DIR: join(work, 'data', 'uploads'),
      DATABASE_URL: postgres.url,
      JWT_SECRET: 'image-test-secret-image-test-secret-0123',
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
    };
    server = spawn(process.execPath, args, { cwd: app, stdio: ['ignore', 'ignore', 'inherit'], env });
    await until(
      'the image answers ready',
      async () => (await fetch(`${baseUrl}/api/ready`).catch(() => null))?.ok ?? false,
      60_000,
    );
  });

  afterAll(async () => {
    if (server?.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    postgres?.destroy();
    rmSync(work, { recursive: true, force: true });
  });

  it('carries only production dependencies', () => {
    const installed = (name: string) => {
      try {
        readFileSync(join(app, 'node_modules', name, 'package.json'));
        return true;
      } catch {
        return false;
      }
    };
    expect(['fastify', 'sharp', 'pg', 'socket.io'].filter(installed)).toEqual(['fastify', 'sharp', 'pg', 'socket.io']);
    expect(['vitest', 'vite', 'typescript', 'react', '@biomejs/biome', 'drizzle-kit'].filter(installed)).toEqual([]);
  });

  it('passes its own healthcheck', () => {
    const [executable, ...args] = final.healthcheck!;
    expect(executable).toBe('node');
    const port = new URL(baseUrl).port;
    expect(() => execFileSync(process.execPath, args, { env: { PORT: port }, timeout: 3000 })).not.toThrow();
  });

  it('says in one Turkish line that its port is taken when a second node starts on it', () => {
    const second = spawnSync(process.execPath, command, { cwd: app, env, encoding: 'utf8', timeout: 30_000 });
    expect(second.status).toBe(1);
    expect(second.stderr.trim()).toBe(
      `${env.PORT} numaralı port kullanımda: OtoUsta'yı PORT ile başka bir portta başlatın.`,
    );
  });

  it('never seeds demo data into a production database', async () => {
    const response = await fetch(`${baseUrl}/api/users/service-providers?city=&limit=1`);
    expect(((await response.json()) as { count: number }).count).toBe(0);
  });

  it('takes a business with its photo and serves its profile rendered on the server', async () => {
    const { photos } = await signUpBusiness(baseUrl);
    expect(photos).toHaveLength(1);
    const photo = await fetch(new URL(photos[0]!, baseUrl));
    expect(photo.headers.get('content-type')).toBe('image/webp');
    const { serviceProviders } = (await (await fetch(`${baseUrl}/api/users/service-providers?city=izmir`)).json()) as {
      serviceProviders: { id: string }[];
    };
    const html = await (await fetch(`${baseUrl}/isletme/${serviceProviders[0]!.id}`)).text();
    expect(html).toContain('<title>Ops Oto Servis - OtoUsta</title>');
    expect(html).toContain('"@type":"AutoRepair"');
    expect(html).toContain('Periyodik bakım, elektrik ve kaporta işleri');
  });
});
