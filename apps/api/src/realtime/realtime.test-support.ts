import type { AddressInfo } from 'node:net';
import type { ClientToServerEvents, SendAck, ServerToClientEvents } from '@otousta/shared/realtime';
import type { SendMessageInput } from '@otousta/shared/schemas/messages';
import { io, type Socket } from 'socket.io-client';
import { afterEach } from 'vitest';
import type { App } from '../app.js';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Starts the app on a free local port and answers its base URL. */
export async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export interface ConnectOptions {
  /** Extra handshake fields, e.g. a recovery session's pid and offset. */
  auth?: Record<string, unknown>;
  reconnection?: boolean;
  /** Runs before the connection opens, e.g. to listen for events replayed right after the handshake. */
  before?: (socket: ClientSocket) => void;
}

/** A real socket.io-client connected with an access token, like the web app's; rejects on a refused handshake. */
export function connect(url: string, token: string | undefined, options: ConnectOptions = {}): Promise<ClientSocket> {
  const socket: ClientSocket = io(url, {
    path: '/socket.io',
    auth: token === undefined ? { ...options.auth } : { token, ...options.auth },
    transports: ['websocket'],
    forceNew: true,
    reconnection: options.reconnection ?? false,
    reconnectionDelay: 50,
    reconnectionDelayMax: 200,
    autoConnect: false,
  });
  options.before?.(socket);
  socket.connect();
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

type EventArg<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

/** The next time `event` arrives (matching `accept`), or a rejection after `timeoutMs`. */
export function nextEvent<E extends keyof ServerToClientEvents>(
  socket: ClientSocket,
  event: E,
  accept: (payload: EventArg<E>) => boolean = () => true,
  timeoutMs = 4000,
): Promise<EventArg<E>> {
  return new Promise((resolve, reject) => {
    const listener = (payload: EventArg<E>) => {
      if (!accept(payload)) return;
      clearTimeout(timer);
      socket.off(event, listener as never);
      resolve(payload);
    };
    const timer = setTimeout(() => {
      socket.off(event, listener as never);
      reject(new Error(`no ${String(event)} within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on(event, listener as never);
  });
}

/** Collects every `event` the socket receives from now on. */
export function record<E extends keyof ServerToClientEvents>(socket: ClientSocket, event: E): EventArg<E>[] {
  const seen: EventArg<E>[] = [];
  socket.on(event, ((payload: EventArg<E>) => seen.push(payload)) as never);
  return seen;
}

/** `message:send` with its acknowledgement. */
export function send(socket: ClientSocket, input: SendMessageInput): Promise<SendAck> {
  return socket.timeout(5000).emitWithAck('message:send', input);
}

/** Closes the connection and waits until the socket reports it. */
export function disconnect(socket: ClientSocket): Promise<void> {
  if (!socket.connected) return Promise.resolve();
  return new Promise((resolve) => {
    socket.once('disconnect', () => resolve());
    socket.disconnect();
  });
}

/**
 * For a describe block whose tests open sockets: answers `track`, which keeps a socket to disconnect once the test
 * that opened it ends, passed or failed, so no socket of one test hears the next one's events.
 */
export function disconnectAfterEach() {
  const open: ClientSocket[] = [];
  afterEach(async () => {
    await Promise.all(open.splice(0).map((socket) => disconnect(socket)));
  });
  return (socket: ClientSocket) => {
    open.push(socket);
    return socket;
  };
}
