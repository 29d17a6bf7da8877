import { spawnSync } from 'node:child_process';
import type { ChatMessage } from '@otousta/shared/schemas/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ClientSocket,
  type Cluster,
  connect,
  pause,
  type Stack,
  sendReliably,
  signUp,
  startStack,
  type User,
  until,
} from './support.js';

// The outage of the issue: 30 s, well past the adapter's 10 s heartbeat timeout.
const OUTAGE_MS = 30_000;

/**
 * Redis goes away while users chat: two users on one node go on chatting; a user on the other node gets everything
 * sent to them meanwhile once Redis is back, and cross-node delivery resumes.
 */
describe('Redis outage', () => {
  let stack: Stack;
  let cluster: Cluster;
  let ayse: User;
  let bora: User;
  let cem: User;
  let deniz: User;
  let ece: User;
  const sockets: ClientSocket[] = [];
  const received = new Map<string, ChatMessage[]>();

  const open = async (user: User, nodeUrl: string) => {
    const socket = await connect(nodeUrl, user);
    const inbox: ChatMessage[] = [];
    received.set(user.id, inbox);
    socket.on('message:receive', (message) => {
      if (message.receiverId === user.id) inbox.push(message);
    });
    sockets.push(socket);
    return socket;
  };
  const isOnline = async (user: User) => {
    const res = await fetch(`${cluster.url}/api/users/${user.id}`);
    return ((await res.json()) as { user: { isOnline: boolean } }).user.isOnline;
  };
  const has = (user: User, message: ChatMessage) => (received.get(user.id) ?? []).some((m) => m._id === message._id);

  beforeAll(async () => {
    stack = await startStack();
    cluster = stack.cluster;
    [ayse, bora, cem, deniz, ece] = (await Promise.all([1, 2, 3, 4, 5].map(() => signUp(cluster.url)))) as [
      User,
      User,
      User,
      User,
      User,
    ];
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await stack?.stop();
  });

  it('keeps chat within a node going, and delivers across nodes what was sent meanwhile once Redis is back', async () => {
    const [node0, node1] = cluster.nodes as [Cluster['nodes'][number], Cluster['nodes'][number]];
    // Ayşe, Bora, Cem and Ece on node 0; Deniz on node 1.
    const ayseSocket = await open(ayse, node0.url);
    await open(bora, node0.url);
    const cemSocket = await open(cem, node0.url);
    await open(deniz, node1.url);
    const eceSocket = await open(ece, node0.url);
    await until('Ece shown online', () => isOnline(ece).then((online) => online === true));

    // Cross-node delivery works before the fault.
    const before = await sendReliably(cemSocket, { receiverId: deniz.id, content: 'Arıza öncesi' });
    await until('cross-node delivery before the outage', () => has(deniz, before));

    await stack.redis.stop();
    const outageEnds = Date.now() + OUTAGE_MS;
    // Ece leaves while Redis is away.
    eceSocket.close();
    const local: ChatMessage[] = [];
    const meanwhile: ChatMessage[] = [];
    for (let i = 0; i < 5; i++) {
      const sent = await sendReliably(ayseSocket, { receiverId: bora.id, content: `Aynı düğüm ${i}` });
      local.push(sent);
      // Chat within one node does not wait for Redis: Bora sees it while Redis is still away.
      await until(`local delivery of message ${i} during the outage`, () => has(bora, sent));
      meanwhile.push(await sendReliably(cemSocket, { receiverId: deniz.id, content: `Redis yokken ${i}` }));
      await pause(500);
    }
    expect(spawnSync('redis-cli', ['-p', String(stack.redis.port), 'ping']).status, 'Redis still away').not.toBe(0);
    await pause(Math.max(0, outageEnds - Date.now()));
    await stack.redis.start();

    // What Deniz missed reaches him, and new messages cross nodes again.
    await until('messages sent during the outage reach the other node', () => meanwhile.every((m) => has(deniz, m)));
    const after = await sendReliably(cemSocket, { receiverId: deniz.id, content: 'Arıza sonrası' });
    await until('cross-node delivery after the outage', () => has(deniz, after));
    // Presence survived Redis losing its data: whoever left during the outage or after it is shown offline, and
    // whoever stayed is online.
    await until('Ece shown offline after leaving during the outage', () => isOnline(ece).then((online) => !online));
    const boraSocket = sockets[1] as ClientSocket;
    boraSocket.close();
    await until('Bora shown offline after leaving', () => isOnline(bora).then((online) => !online));
    expect(await isOnline(deniz)).toBe(true);
    // Each message arrived once.
    const ids = (received.get(deniz.id) ?? []).map((m) => m._id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const node of cluster.nodes) expect(node.child?.exitCode).toBeNull();
  });
});
