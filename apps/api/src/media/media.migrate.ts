import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaStores } from './media.plugin.js';
import { checkKey } from './media.storage.js';

/** Names the media module wrote; `.part` leftovers of an interrupted write and anything else are skipped. */
async function storedNames(folder: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names.filter((name) => {
    try {
      checkKey(name);
      return true;
    } catch {
      return false;
    }
  });
}

/** Copies the `images` and `documents` folders of a local UPLOAD_DIR into other stores (a bucket), file by file. */
export async function migrateMedia(
  uploadDir: string,
  target: MediaStores,
  log: (line: string) => void,
): Promise<Record<keyof MediaStores, number>> {
  const copied = { images: 0, documents: 0 };
  for (const kind of ['images', 'documents'] as const) {
    const folder = join(uploadDir, kind);
    const names = await storedNames(folder);
    for (const name of names) {
      await target[kind].put(name, await readFile(join(folder, name)), checkKey(name));
      copied[kind] += 1;
      if (copied[kind] % 500 === 0) log(`${kind}: ${copied[kind]}/${names.length}`);
    }
  }
  return copied;
}
