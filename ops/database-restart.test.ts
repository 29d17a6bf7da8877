import { randomUUID } from 'node:crypto';
import type { SendAck } from '@otousta/shared/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ClientSocket,
  type Cluster,
  connect,
  pause,
  type Stack,
  signUp,
  startStack,
  type User,
} from './support.js';

const SERVICE_UNAVAILABLE = 'Hizmet şu anda kullanılamıyor. Lütfen birazdan tekrar deneyin.';

interface Outcome {
  at: number;
  status: number;
  body: string;
}

/**
 * PostgreSQL restarts while users browse and read their conversations: the API answers 503 with a Turkish message
 * (never a 500, never a crash) and serves again within 10 s of the database's return.
 */
describe('PostgreSQL restarts under load', () => {
  let stack: Stack;
  let cluster: Cluster;
  let user: User;
  let partner: User;
  let socket: ClientSocket;

  beforeAll(async () => {
    stack = await startStack({ DATABASE_POOL_MAX: '5' });
    cluster = stack.cluster;
    user = await signUp(cluster.url);
    partner = await signUp(cluster.url);
    socket = await connect(cluster.url, user);
  });
  afterAll(async () => {
    socket?.close();
    await stack?.stop();
  });

  it('answers 503 in Turkish while the database is away and is ready again within 10 s of its return', async () => {
    const outcomes: Outcome[] = [];
    let running = true;
    const paths = ['/api/users/service-providers?city=izmir', '/api/auth/profile', '/api/messages/conversations'];
    const browse = async (worker: number) => {
      for (let i = worker; running; i++) {
        const path = paths[i % paths.length] as string;
        const res = await fetch(`${cluster.url}${path}`, { headers: { authorization: `Bearer ${user.token}` } });
        outcomes.push({ at: Date.now(), status: res.status, body: await res.text() });
        await pause(20);
      }
    };
    const load = Promise.all([0, 1, 2, 3, 4, 5].map(browse));

    await pause(1000);
    stack.postgres.stop('fast');
    const stoppedAt = Date.now();
    await pause(1500);
    // A chat message sent meanwhile is refused the same documented way, so the client keeps it and retries.
    const chatAck: SendAck = await socket
      .timeout(8000)
      .emitWithAck('message:send', { receiverId: partner.id, content: 'Veritabanı yokken', clientId: randomUUID() });
    await pause(Math.max(0, 3000 - (Date.now() - stoppedAt)));
    stack.postgres.start();
    const back = Date.now();

    // Ready again: /api/ready answers 200 through the proxy, then every request succeeds again.
    let readyAt = 0;
    while (Date.now() - back < 15_000) {
      const res = await fetch(`${cluster.url}/api/ready`);
      if (res.status === 200) {
        readyAt = Date.now();
        break;
      }
      await pause(100);
    }
    await pause(1500);
    running = false;
    await load;

    expect(readyAt, 'ready within 10 s of the database returning').toBeGreaterThan(0);
    expect(readyAt - back).toBeLessThan(10_000);

    const during = outcomes.filter((o) => o.at > stoppedAt + 200 && o.at < back);
    const unavailable = outcomes.filter((o) => o.status === 503);
    // The outage was noticed, and answered the documented way.
    expect(during.length).toBeGreaterThan(10);
    expect(unavailable.length).toBeGreaterThan(0);
    for (const o of unavailable) {
      expect(JSON.parse(o.body)).toEqual({
        statusCode: 503,
        code: 'SERVICE_UNAVAILABLE',
        message: SERVICE_UNAVAILABLE,
      });
    }
    // Never a 500 (a stack, an unknown failure) nor a 502 (a node down): only successes and 503s.
    expect(new Set(outcomes.map((o) => o.status))).toEqual(new Set([200, 503]));
    // After readiness, everything succeeds.
    const after = outcomes.filter((o) => o.at > readyAt + 500);
    expect(after.length).toBeGreaterThan(10);
    expect(after.filter((o) => o.status !== 200)).toEqual([]);
    expect(chatAck).toEqual({ ok: false, code: 'SERVICE_UNAVAILABLE', message: SERVICE_UNAVAILABLE });
    // No node crashed.
    for (const node of cluster.nodes) expect(node.child?.exitCode).toBeNull();
  });
});
