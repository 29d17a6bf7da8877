import type { ChatMessage } from '@otousta/shared/schemas/messages';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ClientSocket,
  type Cluster,
  connect,
  conversationMessages,
  metric,
  pause,
  type Stack,
  sendReliably,
  signUp,
  signUpBusiness,
  startStack,
  type User,
  until,
} from './support.js';

const PAIRS = 4;

interface Outcome {
  at: number;
  status: number;
}

/**
 * One of two API nodes dies (SIGKILL, as in a crash) while people chat and browse through the proxy: browsing goes
 * on within a few seconds, every socket ends up on the surviving node, and no acknowledged message is lost.
 */
describe('an API node crashes', () => {
  let stack: Stack;
  let cluster: Cluster;
  const senders: User[] = [];
  const receivers: User[] = [];
  const sockets: ClientSocket[] = [];

  beforeAll(async () => {
    stack = await startStack();
    cluster = stack.cluster;
    for (let i = 0; i < PAIRS; i++) {
      senders.push(await signUp(cluster.url));
      receivers.push(await signUp(cluster.url));
    }
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await stack?.stop();
  });

  it('serves a photo stored through one node from every node (one shared uploads volume)', async () => {
    const { photos } = await signUpBusiness(cluster.url);
    expect(photos).toHaveLength(1);
    for (const node of cluster.nodes) {
      const res = await fetch(`${node.url}${photos[0]}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
    }
  });

  it('keeps each long-polling session on one node (browsers start on HTTP before upgrading)', async () => {
    const user = senders[0] as User;
    for (let i = 0; i < 3; i++) {
      // withCredentials: the client keeps the proxy's cookie, as a browser does on the same origin.
      const socket = io(cluster.url, {
        auth: { token: user.token },
        transports: ['polling'],
        withCredentials: true,
        forceNew: true,
        reconnection: false,
      });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      // Several polls later the session is still there: every one reached the node holding it.
      const lost = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
      expect(await Promise.race([lost, pause(1500).then(() => 'still connected')])).toBe('still connected');
      socket.close();
    }
  });

  it('keeps serving through the proxy, moves every socket to the other node and loses no acknowledged message', async () => {
    const [victim, survivor] = cluster.nodes as [Cluster['nodes'][number], Cluster['nodes'][number]];
    // Everyone through the proxy, which spreads the sockets over both nodes.
    for (const user of [...senders, ...receivers]) sockets.push(await connect(cluster.url, user));
    expect(await metric(victim, 'socketio_connections')).toBeGreaterThan(0);
    expect(await metric(survivor, 'socketio_connections')).toBeGreaterThan(0);

    let running = true;
    const browsing: Outcome[] = [];
    const browse = async (worker: number) => {
      const paths = ['/api/users/service-providers?city=izmir', '/api/health', '/'];
      for (let i = worker; running; i++) {
        const res = await fetch(`${cluster.url}${paths[i % paths.length]}`).catch(() => undefined);
        await res?.arrayBuffer();
        browsing.push({ at: Date.now(), status: res?.status ?? 0 });
        await pause(20);
      }
    };
    const acknowledged: { pair: number; message: ChatMessage; at: number }[] = [];
    const chat = async (pair: number) => {
      const socket = sockets[pair] as ClientSocket;
      const receiver = receivers[pair] as User;
      for (let i = 0; running; i++) {
        const message = await sendReliably(socket, { receiverId: receiver.id, content: `Mesaj ${pair}-${i}` });
        acknowledged.push({ pair, message, at: Date.now() });
        await pause(50);
      }
    };
    const load = Promise.all([...[0, 1, 2, 3].map(browse), ...Array.from({ length: PAIRS }, (_, pair) => chat(pair))]);

    await pause(1500);
    const killedAt = Date.now();
    await victim.stop('SIGKILL');
    await pause(6000);
    running = false;
    await load;

    // Browsing: after a few seconds every request succeeds again.
    const settled = browsing.filter((o) => o.at > killedAt + 3000);
    expect(settled.length).toBeGreaterThan(20);
    expect(settled.filter((o) => o.status !== 200)).toEqual([]);

    // Every socket is connected again, all of them to the surviving node.
    await until('every socket reconnected', () => sockets.every((socket) => socket.connected));
    await until(
      'all sockets on the surviving node',
      async () => (await metric(survivor, 'socketio_connections')) === sockets.length,
    );

    // Chat went on after the crash, and every acknowledged message is stored, once.
    for (let pair = 0; pair < PAIRS; pair++) {
      const stored = await conversationMessages(cluster.url, receivers[pair] as User, (senders[pair] as User).id);
      const storedIds = stored.map((m) => m._id);
      expect(new Set(storedIds).size).toBe(storedIds.length);
      const mine = acknowledged.filter((a) => a.pair === pair).map((a) => a.message._id);
      if (process.env.OPS_LOG === '1') {
        const before = acknowledged.filter((a) => a.pair === pair && a.at < killedAt).length;
        console.log(`pair ${pair}: ${mine.length} acknowledged, ${before} before the crash`);
      }
      expect(mine.length).toBeGreaterThan(0);
      // This pair's chat went on after the crash, whichever node its sockets had been on.
      expect(acknowledged.some((a) => a.pair === pair && a.at > killedAt + 3000)).toBe(true);
      expect(storedIds).toEqual(expect.arrayContaining(mine));
    }
  });
});
