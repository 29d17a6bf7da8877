import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { migratedMemoryArchive } from '../db/client.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The file of this run's migrated in-memory database (databases.ts `memoryArchive`). */
    memoryArchiveFile: string;
  }
}

/** Migrates one in-memory database for the whole run and leaves its archive in a file for the test files to load. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'otousta-pglite-'));
  const file = join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await migratedMemoryArchive()).arrayBuffer()));
  project.provide('memoryArchiveFile', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
