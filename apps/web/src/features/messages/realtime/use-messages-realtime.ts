import { useCacheBridge } from '../../../lib/use-cache-bridge';
import { bridgeMessages } from './messages-bridge';
import { useMessagesSocket } from './messages-socket';

/** Keeps the messages caches in step with the realtime connection while mounted anywhere in the app. */
export function useMessagesRealtime() {
  const socket = useMessagesSocket();
  useCacheBridge(socket, bridgeMessages);
  return socket;
}
