import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ClientToServerEvents, SendAck, ServerToClientEvents } from '@otousta/shared/realtime';
import type { ChatMessage } from '@otousta/shared/schemas/messages';
import { io, type Socket } from 'socket.io-client';
import { startTestSmtpServer } from '../apps/api/src/platform/mail/mail.test-support.js';
// The same cluster `npm run cluster` starts: the built app behind the balancing proxy.
import { startCluster } from '../scripts/cluster.mjs';
import { freePort } from '../scripts/lib.mjs';
import { sampleBusiness, samplePhoto } from '../scripts/sample-business.mjs';

export { freePort, startCluster };
export type Cluster = Awaited<ReturnType<typeof startCluster>>;
export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 100 ms until it holds; rejects with `what` after `timeoutMs`. */
export async function until(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await pause(100);
  }
  throw new Error(`timed out waiting for: ${what}`);
}

const asRoot = process.getuid?.() === 0;

function pgBin(name: string): string {
  const base = '/usr/lib/postgresql';
  if (existsSync(base)) {
    const versions = readdirSync(base).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const path = join(base, version, 'bin', name);
      if (existsSync(path)) return path;
    }
  }
  return name;
}

/** Runs a PostgreSQL tool as the `postgres` user when we are root (the server refuses to run as root). */
function pgCommand(name: string, args: string[]): [string, string[]] {
  return asRoot ? ['runuser', ['-u', 'postgres', '--', pgBin(name), ...args]] : [pgBin(name), args];
}

/**
 * A throwaway PostgreSQL server of its own (never the machine's shared one): a fresh cluster in a temporary
 * folder on a free port, which a test may stop and start again at will.
 */
export async function startPostgres() {
  const dir = mkdtempSync(join(tmpdir(), 'otousta-ops-pg-'));
  if (asRoot) chownSync(dir, uidOf('postgres'), gidOf('postgres'));
  const data = join(dir, 'data');
  const port = await freePort();
  const init = spawnSync(
    ...pgCommand('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']),
    {
      encoding: 'utf8',
    },
  );
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    "-c listen_addresses='127.0.0.1'",
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=100',
  ].join(' ');
  const ctl = (args: string[]) => {
    const result = spawnSync(...pgCommand('pg_ctl', ['-D', data, ...args]), { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`pg_ctl ${args[0]} failed: ${result.stderr}${result.stdout}`);
  };
  const start = () => ctl(['-o', options, '-l', join(dir, 'log'), '-w', '-t', '30', 'start']);
  start();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    port,
    start,
    /** 'fast' closes every connection as a restart does; 'immediate' is a crash. */
    stop: (mode: 'fast' | 'immediate' = 'fast') => ctl(['-m', mode, '-w', 'stop']),
    destroy() {
      try {
        ctl(['-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function idOf(flag: '-u' | '-g', user: string): number {
  const result = spawnSync('id', [flag, user], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`no user ${user}`);
  return Number(result.stdout.trim());
}
const uidOf = (user: string) => idOf('-u', user);
const gidOf = (user: string) => idOf('-g', user);

/** A throwaway Redis of its own, without persistence, that a test may stop and start again on the same port. */
async function startRedis() {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const started = child;
    await until('redis to accept connections', async () => {
      if (started.exitCode !== null) throw new Error(`redis-server exited with ${started.exitCode}`);
      return spawnSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8' }).stdout.trim() === 'PONG';
    });
  };
  const stop = async () => {
    const running = child;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, stop };
}

/** The nodes' and the proxy's log lines, printed when OPS_LOG=1 (to see why a fault test failed). */
const clusterLog = (who: number | string, line: string) => {
  if (process.env.OPS_LOG === '1') console.log(`[${typeof who === 'number' ? `node ${who}` : who}] ${line}`);
};

/** A fresh folder for a cluster's data (uploads, signing secret); `rmSync` it afterwards. */
const clusterDir = () => mkdtempSync(join(tmpdir(), 'otousta-ops-cluster-'));

/** Limits an operator would raise for a load test: every user here comes from 127.0.0.1. */
const loadTestEnv = {
  LOG_LEVEL: 'warn',
  RATE_LIMIT_REGISTER_IP: '100000',
  RATE_LIMIT_LOGIN_IP: '100000',
  RATE_LIMIT_LOGIN_ACCOUNT: '100000',
  RATE_LIMIT_MESSAGES_PER_MINUTE: '100000',
  RATE_LIMIT_WRITES_PER_IP: '100000',
  RATE_LIMIT_UPLOADS_PER_HOUR: '100000',
};

/**
 * What every fault test runs on: a PostgreSQL and a Redis of its own, and the cluster of two API nodes behind the
 * proxy on them (`env` on top of loadTestEnv). `stop()` takes all of it down; a start that fails takes down what it
 * had started before failing.
 */
export async function startStack(env: Record<string, string> = {}) {
  const dataDir = clusterDir();
  const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  const teardown = async (cluster?: Cluster) => {
    await cluster?.stop();
    await redis.stop();
    postgres.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    const cluster: Cluster = await startCluster({
      databaseUrl: postgres.url,
      redisUrl: redis.url,
      dataDir,
      env: { ...loadTestEnv, ...env },
      log: clusterLog,
    });
    return { postgres, redis, cluster, dataDir, stop: () => teardown(cluster) };
  } catch (error) {
    await teardown();
    throw error;
  }
}
export type Stack = Awaited<ReturnType<typeof startStack>>;

/**
 * The stack with a test mail server the nodes send to, and a job queue that polls every 100 ms with leases of
 * `leaseMs`, so a dead node's jobs pass to the other one within seconds. `stop()` lets go of any mail the server holds.
 */
export async function startMailStack(leaseMs: number, env: Record<string, string> = {}) {
  const smtp = await startTestSmtpServer();
  try {
    const stack = await startStack({
      SMTP_URL: smtp.url,
      JOBS_POLL_INTERVAL_MS: '100',
      JOBS_LEASE_MS: String(leaseMs),
      ...env,
    });
    const stop = async () => {
      await stack.stop();
      smtp.release();
      await smtp.close();
    };
    return { ...stack, smtp, stop };
  } catch (error) {
    await smtp.close();
    throw error;
  }
}
export type MailStack = Awaited<ReturnType<typeof startMailStack>>;

export interface User {
  id: string;
  email: string;
  token: string;
}

let serial = 0;
const PASSWORD = 'gizli-sifre-1';

/** Registers an account over HTTP like the web app (with photos as its multipart files); answers the stored user. */
async function register(baseUrl: string, userData: Record<string, unknown>, photos: Blob[] = []) {
  const form = new FormData();
  form.set('userData', JSON.stringify({ password: PASSWORD, kvkkAccepted: true, city: 'izmir', ...userData }));
  for (const photo of photos) form.append('photos', photo, 'foto.jpg');
  const res = await fetch(`${baseUrl}/api/users/register-with-photos`, { method: 'POST', body: form });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user?: { photos?: string[] }; photos?: string[] };
  return { photos: body.user?.photos ?? body.photos ?? [] };
}

async function signIn(baseUrl: string, email: string): Promise<User> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const body = (await login.json()) as { access_token: string; user: { id: string } };
  return { id: body.user.id, email, token: body.access_token };
}

/** A Turkish mobile number of its own for each account. */
function phone(prefix: string) {
  const digits = String(Math.floor(Math.random() * 1e7)).padStart(7, '0');
  return `${prefix} ${digits.slice(0, 3)} ${digits.slice(3, 5)} ${digits.slice(5, 7)}`;
}

/** Registers a customer and signs in, over HTTP like the web app. */
export async function signUp(baseUrl: string): Promise<User> {
  serial += 1;
  const tag = `${process.pid}${String(serial).padStart(3, '0')}`;
  const email = `ops.${randomUUID().slice(0, 8)}.${tag}@example.com`;
  await register(baseUrl, {
    firstName: 'Deniz',
    lastName: 'Kaya',
    email,
    phone: phone('0532'),
    birthDate: '1990-05-17',
    userType: 'musteri',
  });
  return signIn(baseUrl, email);
}

/** Registers a business with one real JPEG photo and signs in; answers the account and its stored photos' URLs. */
export async function signUpBusiness(baseUrl: string): Promise<User & { photos: string[] }> {
  serial += 1;
  const photo = await samplePhoto();
  const email = `ops.business.${randomUUID().slice(0, 8)}.${process.pid}${serial}@example.com`;
  const { photos } = await register(
    baseUrl,
    { ...sampleBusiness('Ops Oto Servis'), email, phone: phone('0533'), birthDate: '1985-03-02' },
    [new Blob([new Uint8Array(photo)], { type: 'image/jpeg' })],
  );
  return { ...(await signIn(baseUrl, email)), photos };
}

/** A socket.io-client as the web app opens it (WebSocket here), reconnecting quickly after a loss. */
export function connect(url: string, user: User): Promise<ClientSocket> {
  const socket: ClientSocket = io(url, {
    path: '/socket.io',
    auth: { token: user.token },
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
    randomizationFactor: 0,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/**
 * Sends one message the way a careful client does: until acknowledged, retrying with the same client id (so a
 * retry after a lost acknowledgement is stored once). Resolves with the stored message.
 */
export async function sendReliably(
  socket: ClientSocket,
  input: { receiverId: string; content: string },
  deadlineMs = 30_000,
): Promise<ChatMessage> {
  const clientId = randomUUID();
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    if (!socket.connected) {
      await pause(50);
      continue;
    }
    try {
      const ack: SendAck = await socket.timeout(3000).emitWithAck('message:send', { ...input, clientId });
      if (ack.ok) return ack.message;
      if (ack.code !== 'SERVICE_UNAVAILABLE' && ack.code !== 'INTERNAL') throw new Error(`refused: ${ack.code}`);
    } catch (error) {
      if (error instanceof Error && error.message.startsWith('refused')) throw error;
    }
    await pause(100);
  }
  throw new Error('message never acknowledged');
}

/** Every message of the user's conversation with `partnerId`, oldest first (the catch-up fetch of a client). */
export async function conversationMessages(baseUrl: string, user: User, partnerId: string): Promise<ChatMessage[]> {
  const headers = { authorization: `Bearer ${user.token}` };
  const found = await fetch(
    `${baseUrl}/api/messages/conversations/by-participants?${new URLSearchParams({ participants: `${user.id},${partnerId}` })}`,
    { headers },
  );
  if (found.status === 404) return [];
  if (found.status !== 200) throw new Error(`conversation lookup failed: ${found.status} ${await found.text()}`);
  const { conversation } = (await found.json()) as { conversation: { _id: string } | null };
  if (!conversation) return [];
  // The first page is the newest; each `before` cursor reaches further back until no older message is left.
  let all: ChatMessage[] = [];
  let before: string | undefined;
  for (;;) {
    const query = new URLSearchParams({ limit: '100', ...(before ? { before } : {}) });
    const res = await fetch(`${baseUrl}/api/messages/conversations/${conversation._id}?${query}`, { headers });
    if (res.status !== 200) throw new Error(`page failed: ${res.status} ${await res.text()}`);
    const page = (await res.json()) as { messages: ChatMessage[]; hasMore: boolean };
    all = [...page.messages, ...all];
    if (!page.hasMore || page.messages.length === 0) return all;
    before = page.messages[0]?._id;
  }
}

/** Value of a metric in a node's Prometheus text (scraped with the node's METRICS_TOKEN), or undefined. */
export async function metric(
  node: { url: string; env: Record<string, string> },
  name: string,
): Promise<number | undefined> {
  const headers = { authorization: `Bearer ${node.env.METRICS_TOKEN}` };
  const text = await (await fetch(`${node.url}/metrics`, { headers })).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name} `) || l.startsWith(`${name}{`));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}
