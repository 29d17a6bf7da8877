import { buffer } from 'node:stream/consumers';
import type { MediaStores } from './media.plugin.js';
import { checkKey } from './media.storage.js';

/**
 * Copies every photo and document from one pair of stores to another, object by object, overwriting same-named
 * objects with the same bytes (keys never change content), so an interrupted copy may simply be run again. Used by
 * media:migrate (a local folder into the bucket), backup (the configured stores into a folder) and restore.
 */
export async function copyMedia(
  from: MediaStores,
  to: MediaStores,
  log: (line: string) => void = () => {},
): Promise<Record<keyof MediaStores, number>> {
  const copied = { images: 0, documents: 0 };
  for (const kind of ['images', 'documents'] as const) {
    for await (const key of from[kind].keys()) {
      const stored = await from[kind].get(key);
      if (!stored) continue; // removed while we copied
      await to[kind].put(key, await buffer(stored.body), checkKey(key));
      copied[kind] += 1;
      if (copied[kind] % 500 === 0) log(`${kind}: ${copied[kind]}`);
    }
  }
  return copied;
}
