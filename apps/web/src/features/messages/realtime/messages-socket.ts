import type { ClientToServerEvents, ServerToClientEvents } from '@otousta/shared/realtime';
import { useSyncExternalStore } from 'react';
import type { Socket } from 'socket.io-client';
import { getSocket, subscribeSocket } from '../../../lib/socket';

export type MessagesSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** The session's socket with the realtime contract's event types. */
export const getMessagesSocket = () => getSocket() as MessagesSocket | null;

/** The socket, re-rendering when it is opened or closed. */
export const useMessagesSocket = () => useSyncExternalStore(subscribeSocket, getMessagesSocket, () => null);
