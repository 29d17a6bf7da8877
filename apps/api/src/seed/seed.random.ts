/**
 * A small seeded pseudo-random generator (mulberry32): the same seed gives the same demo data on every machine, so
 * a screenshot, a benchmark or a bug report can refer to the same businesses.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max]. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` different items, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** An item chosen with probability proportional to its weight. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  bytes(length: number): Uint8Array;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    sample(items, count) {
      const copy = [...items];
      const n = Math.min(count, copy.length);
      // Partial Fisher-Yates: only the first n places are shuffled.
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        [copy[i], copy[j]] = [copy[j]!, copy[i]!];
      }
      return copy.slice(0, n);
    },
    weighted(items) {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return items[items.length - 1]![0];
    },
    bytes(length) {
      const out = new Uint8Array(length);
      for (let i = 0; i < length; i++) out[i] = Math.floor(next() * 256);
      return out;
    },
  };
}
