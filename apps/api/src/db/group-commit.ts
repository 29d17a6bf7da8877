/** How many waiting writes one transaction takes at most. */
const BATCH_MAX = 64;

interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit (decision 032): a write that arrives while the previous one is being committed waits and goes with the
 * others that arrived meanwhile, in one transaction. Under load one BEGIN, one statement per table and one COMMIT
 * serve many requests; a write alone goes at once. Each caller is answered when its own rows are committed, with its
 * own result. `writeAll` answers one result per item, in the items' order. When a batch fails, each of its writes is
 * tried again alone, so a bad one fails only its own caller.
 */
export function groupCommit<T, R>(writeAll: (items: readonly T[]) => Promise<R[]>): (item: T) => Promise<R> {
  const waiting: Waiting<T, R>[] = [];
  let writing = false;

  const writeAlone = ({ item, resolve, reject }: Waiting<T, R>) =>
    writeAll([item]).then(([result]) => resolve(result!), reject);

  // One transaction at a time: two at once made smaller batches and cost more per write (docs/BENCHMARKS.md).
  async function drain() {
    writing = true;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, BATCH_MAX);
      try {
        const results = await writeAll(batch.map((w) => w.item));
        for (const [i, w] of batch.entries()) w.resolve(results[i]!);
      } catch (error) {
        if (batch.length === 1) batch[0]!.reject(error);
        else await Promise.all(batch.map(writeAlone));
      }
    }
    writing = false;
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!writing) void drain();
    });
}
