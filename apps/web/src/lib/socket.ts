import type { Socket } from 'socket.io-client';
import { api } from './api-client';
import { getSession } from './session-store';

let socket: Socket | null = null;
// Bumped by every open and close, so a slow first load of the client library cannot reopen a closed connection.
let generation = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

/**
 * Opens the realtime connection of the signed-in user (docs/product.md §4, docs/decisions/004-realtime-contract.md).
 * The client library loads on demand so the first page stays small. A failed connection is only logged; Socket.IO keeps
 * retrying with back-off and reads the newest access token at every attempt.
 */
export async function openSocket(): Promise<void> {
  if (socket) return;
  const mine = ++generation;
  const { io } = await import('socket.io-client');
  if (mine !== generation || socket) return;
  const connection = io({
    path: '/socket.io',
    auth: (callback) => callback({ token: getSession()?.accessToken ?? '' }),
  });
  let failing = false;
  let refusals = 0;
  connection.on('connect', () => {
    failing = false;
    refusals = 0;
  });
  connection.on('connect_error', (error) => {
    // One line per outage rather than one per retry.
    if (!failing) console.warn('Anlık bağlantı kurulamadı:', error.message);
    failing = true;
    // The server refused the handshake (an access token that expired while offline): Socket.IO does not retry that
    // by itself. Any API call renews the token on its 401, then the socket tries again, backing off if refused anew.
    if (connection.active) return;
    refusals += 1;
    setTimeout(
      () => {
        if (mine !== generation) return;
        api
          .get('/auth/profile', { background: true })
          .then(() => {
            if (mine === generation) connection.connect();
          })
          .catch(() => {});
      },
      Math.min(30_000, 500 * 2 ** refusals),
    );
  });
  socket = connection;
  notify();
}

/** docs/product.md §4: signing out disconnects the socket. */
export function closeSocket(): void {
  generation++;
  socket?.disconnect();
  socket = null;
  notify();
}

/** The open connection of the signed-in user, or null; realtime features listen and emit through it. */
export const getSocket = (): Socket | null => socket;

/** Calls `listener` whenever the connection is opened or closed (for useSyncExternalStore). */
export function subscribeSocket(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
