import { TYPING_TIMING, type TypingEvent } from '@otousta/shared/realtime';
import { useSyncExternalStore } from 'react';

// Conversation id → the participant typing there. Entries fade after expireMs without a fresh signal, so a sender
// who closed the tab mid-sentence does not type forever.
const typing = new Map<string, { userId: string; timer: ReturnType<typeof setTimeout> }>();
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function typingStarted(event: TypingEvent) {
  const previous = typing.get(event.conversationId);
  if (previous) clearTimeout(previous.timer);
  const timer = setTimeout(() => typingStopped(event), TYPING_TIMING.expireMs);
  typing.set(event.conversationId, { userId: event.userId, timer });
  if (!previous) notify();
}

export function typingStopped(event: Pick<TypingEvent, 'conversationId'>) {
  const previous = typing.get(event.conversationId);
  if (!previous) return;
  clearTimeout(previous.timer);
  typing.delete(event.conversationId);
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while the other participant of the conversation is typing. */
export const useIsTyping = (conversationId: string | null) =>
  useSyncExternalStore(
    subscribe,
    () => (conversationId ? typing.has(conversationId) : false),
    () => false,
  );
