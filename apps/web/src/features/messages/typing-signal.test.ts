import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTypingSignal } from './typing-signal';

describe('typing signal (docs/product.md §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function setup() {
    const events: string[] = [];
    const signal = createTypingSignal(
      { start: () => events.push('start'), stop: () => events.push('stop') },
      { now: () => Date.now() },
    );
    return { events, signal };
  }

  it('goes out at most once per second while the user keeps typing', () => {
    const { events, signal } = setup();
    for (let i = 0; i < 25; i++) {
      signal.input();
      vi.advanceTimersByTime(100);
    }
    // 2.5 s of typing: a signal at 0, 1 and 2 s.
    expect(events).toEqual(['start', 'start', 'start']);
  });

  it('stops after 3 seconds without input, and not before', () => {
    const { events, signal } = setup();
    signal.input();
    vi.advanceTimersByTime(2999);
    expect(events).toEqual(['start']);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(['start', 'stop']);
  });

  it('stops at once when the message is sent, and only once', () => {
    const { events, signal } = setup();
    signal.input();
    signal.stop();
    signal.stop();
    vi.advanceTimersByTime(5000);
    expect(events).toEqual(['start', 'stop']);
    // Typing again starts a new signal right away.
    signal.input();
    expect(events).toEqual(['start', 'stop', 'start']);
  });
});
