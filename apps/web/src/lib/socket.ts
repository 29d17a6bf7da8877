import type { Socket } from 'socket.io-client';
import { getSession } from './session-store';

let socket: Socket | null = null;
// Bumped by every open and close, so a slow first load of the client library cannot reopen a closed connection.
let generation = 0;

/**
 * Opens the realtime connection of the signed-in user (spec §4, architecture.md 'Realtime contract'). The client
 * library loads on demand so the first page stays small. A failed connection is only logged; Socket.IO keeps
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
  connection.on('connect', () => {
    failing = false;
  });
  connection.on('connect_error', (error) => {
    // One line per outage rather than one per retry.
    if (!failing) console.warn('Anlık bağlantı kurulamadı:', error.message);
    failing = true;
  });
  socket = connection;
}

/** Spec §4: signing out disconnects the socket. */
export function closeSocket(): void {
  generation++;
  socket?.disconnect();
  socket = null;
}

/** The open connection of the signed-in user, or null; realtime features listen and emit through it. */
export const getSocket = (): Socket | null => socket;
