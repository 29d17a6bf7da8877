/**
 * Moments when the user has just done something worth hearing back about (sent a message), told by the feature where
 * it happened to whoever waits for such a moment (the offer to turn on notifications: never on a first visit, only
 * once there is something to be notified of; docs/decisions/023-web-push.md).
 */
export type MeaningfulAction = 'message-sent';

type Listener = (action: MeaningfulAction) => void;
const listeners = new Set<Listener>();

export function reportMeaningfulAction(action: MeaningfulAction) {
  for (const listener of listeners) listener(action);
}

export function onMeaningfulAction(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
