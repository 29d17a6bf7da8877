import { describe, expect, it } from 'vitest';
import { groupCommit } from './group-commit.js';

/** A writer whose transactions end when the test says so; it records each batch it was given. */
function heldWriter(fails: (item: string) => boolean = () => false) {
  const batches: string[][] = [];
  const commits: (() => void)[] = [];
  const write = groupCommit(
    (items: readonly string[]) =>
      new Promise<string[]>((resolve, reject) => {
        batches.push([...items]);
        commits.push(() =>
          items.some(fails) ? reject(new Error('satır yazılamadı')) : resolve(items.map((i) => i.toUpperCase())),
        );
      }),
  );
  /** Ends the oldest open transaction and lets the writer start the next one. */
  const commit = async () => {
    commits.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { write, batches, commit };
}

describe('groupCommit', () => {
  it('writes alone at once, and together what arrived while a transaction was under way', async () => {
    const { write, batches, commit } = heldWriter();
    const first = write('a');
    expect(batches).toEqual([['a']]);
    const later = [write('b'), write('c'), write('d')];
    expect(batches).toHaveLength(1);
    await commit();
    expect(batches).toEqual([['a'], ['b', 'c', 'd']]);
    await commit();
    await expect(first).resolves.toBe('A');
    await expect(Promise.all(later)).resolves.toEqual(['B', 'C', 'D']);
  });

  it('takes at most 64 writes in one transaction', async () => {
    const { write, batches, commit } = heldWriter();
    const all = [write('first'), ...Array.from({ length: 100 }, (_, i) => write(`w${i}`))];
    await commit();
    await commit();
    await commit();
    expect(batches.map((b) => b.length)).toEqual([1, 64, 36]);
    expect(await Promise.all(all)).toHaveLength(101);
  });

  it('writes a failed batch again one by one, so only the bad write fails', async () => {
    const { write, batches, commit } = heldWriter((item) => item === 'bad');
    const first = write('a');
    const results = [write('b'), write('bad'), write('c')].map((p) =>
      p.then(
        (value) => ({ value }),
        (error: Error) => ({ error: error.message }),
      ),
    );
    await commit();
    await commit();
    expect(batches.slice(2)).toEqual([['b'], ['bad'], ['c']]);
    await commit();
    await commit();
    await commit();
    await expect(first).resolves.toBe('A');
    expect(await Promise.all(results)).toEqual([{ value: 'B' }, { error: 'satır yazılamadı' }, { value: 'C' }]);
  });

  it('goes on writing after a failure', async () => {
    const { write, commit } = heldWriter((item) => item === 'bad');
    const bad = write('bad').catch((error: Error) => error.message);
    await commit();
    expect(await bad).toBe('satır yazılamadı');
    const next = write('e');
    await commit();
    await expect(next).resolves.toBe('E');
  });
});
