import { TYPING_TIMING } from '@otousta/shared/realtime';

export interface TypingSignal {
  /** Call on every keystroke. */
  input(): void;
  /** The message went out or the chat closed: stop at once if started. */
  stop(): void;
}

/**
 * docs/product.md §4: the typing signal goes out at most once per second while typing, and stops after 3 seconds
 * without input. Timers are injectable for tests.
 */
export function createTypingSignal(
  emit: { start(): void; stop(): void },
  { throttleMs = TYPING_TIMING.throttleMs, idleMs = TYPING_TIMING.idleMs, now = Date.now } = {},
): TypingSignal {
  let lastStart = Number.NEGATIVE_INFINITY;
  let typing = false;
  let idle: ReturnType<typeof setTimeout> | undefined;

  const stop = () => {
    clearTimeout(idle);
    idle = undefined;
    if (!typing) return;
    typing = false;
    lastStart = Number.NEGATIVE_INFINITY;
    emit.stop();
  };

  return {
    input() {
      const t = now();
      if (!typing || t - lastStart >= throttleMs) {
        typing = true;
        lastStart = t;
        emit.start();
      }
      clearTimeout(idle);
      idle = setTimeout(stop, idleMs);
    },
    stop,
  };
}
