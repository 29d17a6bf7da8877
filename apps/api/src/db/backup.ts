import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config.js';
import { lockDataDir } from './data-dir-lock.js';

const run = promisify(execFile);

type BackupConfig = Pick<Config, 'DATABASE_URL' | 'DATA_DIR' | 'DATABASE_SCHEMA'>;

/** The file a database backup is written to inside a backup folder, by kind of database. */
export const DUMP_FILES = { postgres: 'database.dump', pglite: 'pglite-datadir.tar.gz' } as const;

/**
 * Writes the configured database into `folder`. PostgreSQL: `pg_dump --format=custom` (the nodes may keep running).
 * Embedded PGlite: its data directory as a gzipped tar (PGlite's dumpDataDir), taken under the data-folder lock, so it
 * refuses while a server has the folder open: stop it first.
 */
export async function dumpDatabase(config: BackupConfig, folder: string): Promise<string> {
  mkdirSync(folder, { recursive: true });
  if (config.DATABASE_URL) {
    const file = join(folder, DUMP_FILES.postgres);
    const schema = config.DATABASE_SCHEMA ? [`--schema=${config.DATABASE_SCHEMA}`] : [];
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, ...schema, config.DATABASE_URL]);
    return file;
  }
  const file = join(folder, DUMP_FILES.pglite);
  const release = lockDataDir(config.DATA_DIR);
  try {
    const client = new PGlite(join(config.DATA_DIR, 'pg'));
    try {
      const dump = await client.dumpDataDir('gzip');
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
  return file;
}

/**
 * Puts a backup of `folder` back. PostgreSQL: `pg_restore --clean --if-exists` into DATABASE_URL (the tables of the
 * backup replace those present). PGlite: the current data directory is kept aside as `pg.before-restore-<time>` and
 * the backup's unpacked in its place; the server must be stopped.
 */
export async function restoreDatabase(config: BackupConfig, folder: string): Promise<void> {
  if (config.DATABASE_URL) {
    const file = join(folder, DUMP_FILES.postgres);
    if (!existsSync(file)) throw new Error(`${file} yok: bu klasörde PostgreSQL yedeği bulunmuyor.`);
    await run('pg_restore', ['--clean', '--if-exists', '--no-owner', `--dbname=${config.DATABASE_URL}`, file]);
    return;
  }
  const file = join(folder, DUMP_FILES.pglite);
  if (!existsSync(file)) throw new Error(`${file} yok: bu klasörde gömülü veritabanı yedeği bulunmuyor.`);
  mkdirSync(config.DATA_DIR, { recursive: true });
  const release = lockDataDir(config.DATA_DIR);
  try {
    const target = join(config.DATA_DIR, 'pg');
    if (existsSync(target)) renameSync(target, `${target}.before-restore-${Date.now()}`);
    const client = new PGlite(target, { loadDataDir: new Blob([readFileSync(file)]) });
    await client.waitReady;
    await client.close();
  } finally {
    release();
  }
}
