// `npm run image:check`: builds the shipped image with podman, starts it on the PostgreSQL and Redis of DATABASE_URL
// and REDIS_URL, signs in as a demo user, stops it and prints what it measured. No registry image is pulled: every
// stage's base is made here (Debian minbase by debootstrap, this machine's Node and npm, a `node` user), passed as
// NODE_IMAGE. Installs podman, runc and debootstrap with apt when missing. Everything it made is removed at the end;
// a passing check records the hash of the image's inputs (docs/decisions/040-image-checked-by-podman.md).
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, root } from './lib.mjs';

/** What the image is made from and started by: a change to any of them is checked again by podman. */
export const IMAGE_INPUTS = [
  'Dockerfile',
  '.dockerignore',
  'package.json',
  'package-lock.json',
  'apps/api/package.json',
  'apps/web/package.json',
  'packages/shared/package.json',
  'apps/api/build.mjs',
  'apps/api/src/server.ts',
  'scripts/image-check.mjs',
];
/** The inputs' hash when the check last passed. */
export const CHECKED_RECORD = 'ops/image-checked.sha256';

export function inputsHash() {
  const hash = createHash('sha256');
  for (const file of IMAGE_INPUTS)
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(root, file)))
      .update('\0');
  return hash.digest('hex');
}

export function recordedHash() {
  const file = join(root, CHECKED_RECORD);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
const TOOLS = { podman: 'podman', runc: 'runc', debootstrap: 'debootstrap' };

/** Why the check cannot run on this machine, or undefined when it can (the tools are there or apt can install them). */
export function cannotRun() {
  if (Object.keys(TOOLS).every(has)) return undefined;
  if (process.getuid?.() !== 0 || !has('apt-get'))
    return 'podman is not installed and installing it needs root and apt-get';
  if (!readFileSync('/etc/os-release', 'utf8').includes('ID=debian'))
    return 'the base is made with debootstrap on Debian';
  return undefined;
}

/** Runs a command; answers its stdout, throws with its output's tail when it fails. */
function sh(command, args, { input, quiet = false } = {}) {
  const result = spawnSync(command, args, { encoding: 'utf8', input, maxBuffer: 256 * 1024 * 1024 });
  if (result.status !== 0) {
    const output = `${result.stdout ?? ''}${result.stderr ?? ''}`.trim().split('\n').slice(-40).join('\n');
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal})\n${output}`);
  }
  if (!quiet && result.stderr.trim()) process.stderr.write(result.stderr);
  return result.stdout.trim();
}

/** Runs a long command without blocking this process; rejects with its output's tail when it fails. */
function run(command, args, env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk) => {
      output = (output + chunk).slice(-20_000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve();
      else
        reject(
          new Error(
            `${command} ${args.join(' ')} failed (${code})\n${output.trim().split('\n').slice(-40).join('\n')}`,
          ),
        );
    });
  });
}

/** podman as rootful Debian runs it in a sandboxed machine: runc, and limits the machine itself can grant. */
const podman = (args, options) => sh('podman', ['--runtime', 'runc', ...args], { quiet: true, ...options });
const ULIMITS = ['--ulimit', 'nofile=20000:20000', '--ulimit', 'nproc=32768:32768'];

const seconds = (since) => (Number(process.hrtime.bigint() - since) / 1e9).toFixed(1);

async function installTools(log) {
  const missing = Object.entries(TOOLS).filter(([command]) => !has(command));
  if (missing.length === 0) return;
  const started = process.hrtime.bigint();
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update', '-qq'], env);
  await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing.map(([, pkg]) => pkg)], env);
  log(`installed ${missing.map(([, pkg]) => pkg).join(', ')} with apt in ${seconds(started)} s`);
}

/** Debian minbase of this machine's release, with this machine's node and npm and a `node` user (uid 1000). */
async function makeBase(work, tag, log) {
  const started = process.hrtime.bigint();
  const release = /^VERSION_CODENAME=(\w+)$/m.exec(readFileSync('/etc/os-release', 'utf8'))?.[1];
  if (!release) throw new Error('no VERSION_CODENAME in /etc/os-release');
  const rootfs = join(work, 'rootfs');
  // apt's own cache keeps the packages for the next run on this machine.
  await run('debootstrap', ['--variant=minbase', '--cache-dir=/var/cache/apt/archives', release, rootfs]);
  mkdirSync(join(rootfs, 'usr/local/bin'), { recursive: true });
  cpSync(process.execPath, join(rootfs, 'usr/local/bin/node'));
  const npmCli = realpathSync(sh('sh', ['-c', 'command -v npm']));
  const npmDir = dirname(dirname(npmCli));
  cpSync(npmDir, join(rootfs, 'usr/local/lib/node_modules/npm'), { recursive: true });
  symlinkSync('../lib/node_modules/npm/bin/npm-cli.js', join(rootfs, 'usr/local/bin/npm'));
  symlinkSync('../lib/node_modules/npm/bin/npx-cli.js', join(rootfs, 'usr/local/bin/npx'));
  sh('chroot', [rootfs, 'groupadd', '--gid', '1000', 'node']);
  sh('chroot', [rootfs, 'useradd', '--uid', '1000', '--gid', 'node', '--shell', '/bin/bash', '--create-home', 'node']);
  const node = sh('chroot', [rootfs, '/usr/local/bin/node', '--version']);
  for (const dir of ['var/cache/apt/archives', 'var/lib/apt/lists', 'usr/share/doc', 'usr/share/man']) {
    rmSync(join(rootfs, dir), { recursive: true, force: true });
    mkdirSync(join(rootfs, dir), { recursive: true });
  }
  // The certificates this machine's Node trusts reach the registry here (an intercepting proxy's CA, say): the
  // build's npm needs them too.
  const changes = ['--change', 'CMD ["node"]'];
  const extraCa = process.env.NODE_EXTRA_CA_CERTS;
  if (extraCa && existsSync(extraCa)) {
    mkdirSync(join(rootfs, dirname(extraCa)), { recursive: true });
    cpSync(extraCa, join(rootfs, extraCa));
    changes.push('--change', `ENV NODE_EXTRA_CA_CERTS=${extraCa}`);
  }
  await run('sh', ['-c', 'dir="$1"; shift; tar -C "$dir" -c . | podman import "$@" - "$0"', tag, rootfs, ...changes]);
  rmSync(rootfs, { recursive: true, force: true });
  log(`base ${tag}: Debian ${release} minbase, Node ${node}, user node (1000), made in ${seconds(started)} s`);
}

async function until(what, check, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Answers the check's measurements; throws at the first thing that is not as the image promises. */
export async function checkImage({ log = (line) => console.log(`image check: ${line}`) } = {}) {
  const { DATABASE_URL, REDIS_URL } = process.env;
  if (!DATABASE_URL || !REDIS_URL)
    throw new Error('DATABASE_URL and REDIS_URL must name the PostgreSQL and Redis to start on');
  const reason = cannotRun();
  if (reason) throw new Error(reason);
  await installTools(log);

  const id = `otousta-check-${process.pid}-${randomBytes(3).toString('hex')}`;
  const baseTag = `localhost/${id}-base:latest`;
  const appTag = `localhost/${id}:latest`;
  const database = id.replaceAll('-', '_');
  const work = mkdtempSync(join(tmpdir(), `${id}-`));
  const databaseUrl = new URL(DATABASE_URL);
  databaseUrl.pathname = `/${database}`;
  const measured = {};
  let container;
  try {
    await makeBase(work, baseTag, log);

    let started = process.hrtime.bigint();
    // --format docker keeps the HEALTHCHECK (OCI images have none); --layers=false leaves no stage images behind.
    await run('podman', [
      '--runtime',
      'runc',
      'build',
      '--format',
      'docker',
      '--pull=never',
      '--layers=false',
      ...ULIMITS,
      '--build-arg',
      `NODE_IMAGE=${baseTag}`,
      '--tag',
      appTag,
      '--file',
      join(root, 'Dockerfile'),
      root,
    ]);
    measured.buildSeconds = Number(seconds(started));
    const [size, healthcheck, imageUser] = podman([
      'image',
      'inspect',
      '--format',
      '{{.Size}}\t{{json .Config.Healthcheck}}\t{{.Config.User}}',
      appTag,
    ]).split('\t');
    measured.sizeMB = Math.round(Number(size) / 1e6);
    if (!healthcheck || healthcheck === 'null') throw new Error('the image lost its HEALTHCHECK');
    log(`built ${appTag} in ${measured.buildSeconds} s: ${measured.sizeMB} MB, user ${imageUser}, HEALTHCHECK kept`);

    sh('psql', [DATABASE_URL, '-qc', `CREATE DATABASE ${database}`]);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    started = process.hrtime.bigint();
    container = id;
    podman([
      'run',
      '--detach',
      '--name',
      container,
      '--network',
      'host',
      ...ULIMITS,
      '--env',
      'HOST=127.0.0.1',
      '--env',
      `PORT=${port}`,
      '--env',
      `PUBLIC_URL=${url}`,
      '--env',
      `DATABASE_URL=${databaseUrl}`,
      '--env',
      `REDIS_URL=${REDIS_URL}`,
      '--env',
      `REDIS_PREFIX=${id}:`,
      '--env',
      `JWT_SECRET=${randomBytes(32).toString('hex')}`,
      appTag,
    ]);
    await until(
      'GET /api/health',
      async () => {
        if (podman(['inspect', '--format', '{{.State.Running}}', container]) !== 'true') {
          throw new Error(`the container stopped:\n${podman(['logs', container])}`);
        }
        return (await fetch(`${url}/api/health`).catch(() => null))?.ok ?? false;
      },
      120_000,
    );
    measured.startSeconds = Number(seconds(started));
    const answer = async (path) => {
      const response = await fetch(`${url}${path}`);
      return `${response.status} ${(response.headers.get('content-type') ?? '').split(';')[0]}`;
    };
    measured.answers = {
      '/api/health': await answer('/api/health'),
      '/': await answer('/'),
      '/api/ready': await answer('/api/ready'),
    };
    if (Object.values(measured.answers).some((line) => !line.startsWith('200'))) {
      throw new Error(`not every page answers: ${JSON.stringify(measured.answers)}`);
    }
    podman(['healthcheck', 'run', container]);
    const pid = podman(['inspect', '--format', '{{.State.Pid}}', container]);
    measured.uid = Number(/^Uid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    if (measured.uid === 0) throw new Error('the server runs as root');
    log(
      `started in ${measured.startSeconds} s; ${Object.entries(measured.answers)
        .map(([path, line]) => `GET ${path} ${line}`)
        .join(', ')}; ` + `HEALTHCHECK healthy; server process uid ${measured.uid}`,
    );

    // Demo data is never loaded into a production database: the image's seed command loads it as an operator would
    // into a development one, here into the check's own database.
    started = process.hrtime.bigint();
    const seeded = podman([
      'exec',
      '--env',
      'NODE_ENV=development',
      container,
      'node',
      'apps/api/dist/seed.js',
      '--businesses',
      '3',
    ]);
    const [, email, password] = /^\s+\S+\s+(\S+@\S+)\s+şifre: (\S+)$/m.exec(seeded) ?? [];
    if (!email) throw new Error(`the seed printed no demo account:\n${seeded}`);
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const body = await login.json();
    if (login.status !== 200 || !body.access_token)
      throw new Error(`sign-in failed: ${login.status} ${JSON.stringify(body)}`);
    const profile = await fetch(`${url}/api/auth/profile`, {
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    const { user } = await profile.json();
    if (profile.status !== 200 || user?.email !== email) throw new Error(`no profile after sign-in: ${profile.status}`);
    measured.signIn = { email, status: login.status, profile: profile.status };
    log(
      `demo data loaded in ${seconds(started)} s; signed in as ${email}: login ${login.status}, GET /api/auth/profile ${profile.status}`,
    );

    started = process.hrtime.bigint();
    podman(['stop', '--time', '30', container]);
    measured.stopSeconds = Number(seconds(started));
    measured.exitCode = Number(podman(['inspect', '--format', '{{.State.ExitCode}}', container]));
    const logs = podman(['logs', container]);
    measured.sigterm = /"signal":"SIGTERM"/.test(logs) && /shutting down/.test(logs);
    if (measured.exitCode !== 0 || !measured.sigterm) {
      throw new Error(`no clean stop: exit code ${measured.exitCode}\n${logs.split('\n').slice(-20).join('\n')}`);
    }
    log(`stopped on SIGTERM in ${measured.stopSeconds} s, exit code 0`);
    return measured;
  } finally {
    if (container) spawnSync('podman', ['rm', '--force', '--volumes', container], { stdio: 'ignore' });
    spawnSync('podman', ['rmi', '--force', appTag, baseTag], { stdio: 'ignore' });
    spawnSync('psql', [DATABASE_URL, '-qc', `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`], { stdio: 'ignore' });
    const keys = spawnSync('redis-cli', ['-u', REDIS_URL, '--scan', '--pattern', `${id}:*`], { encoding: 'utf8' });
    const names = keys.stdout?.split('\n').filter(Boolean) ?? [];
    if (names.length > 0) spawnSync('redis-cli', ['-u', REDIS_URL, 'del', ...names], { stdio: 'ignore' });
    rmSync(work, { recursive: true, force: true });
  }
}

// `npm run image:check` records the inputs it passed with, to be committed; the ops test only checks.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  checkImage()
    .then(() => writeFileSync(join(root, CHECKED_RECORD), `${inputsHash()}\n`))
    .catch((error) => {
      console.error(`image check failed: ${error.message}`);
      process.exit(1);
    });
}
