// Filter sets whose totals a node keeps; the busiest ones fit many times over.
const TOTALS_MAX = 2000;

/**
 * Totals of a list kept per filter set under the list's version: a counter in the database that triggers raise in the
 * transaction of every write that can change a total. Counting tens of thousands of matches costs far more than
 * reading a page, and the version is one indexed row, so a total is counted once per version and filter set, and
 * concurrent requests for the same one share the count. Each node keeps its own totals; since the version is in the
 * database, none of them can outlive a write, whichever node or tool made it. A failed count (the database
 * restarting) is not kept. Anything else read from the list and changed only by what raises its version is kept the
 * same way (a typed name's matches).
 */
export function createVersionedTotals<T = number>() {
  let current = -1;
  const totals = new Map<string, Promise<T>>();
  const counted = new Map<string, T>();
  return {
    /** A total already counted under the newest version this node has seen, without waiting or counting. */
    known: (key: string): T | undefined => counted.get(key),

    /** `version` must be read before the count starts, so a total is never older than the version it is kept under. */
    get(version: number, key: string, count: () => Promise<T>): Promise<T> {
      // A request that read an older version than another one already did: count for it alone.
      if (version < current) return count();
      if (version > current) {
        current = version;
        totals.clear();
        counted.clear();
      }
      const known = totals.get(key);
      if (known) return known;
      if (totals.size >= TOTALS_MAX) {
        const oldest = totals.keys().next().value!;
        totals.delete(oldest);
        counted.delete(oldest);
      }
      const counting = count();
      totals.set(key, counting);
      counting.then(
        (total) => {
          if (totals.get(key) === counting) counted.set(key, total);
        },
        () => {
          if (totals.get(key) === counting) totals.delete(key);
        },
      );
      return counting;
    },
  };
}
