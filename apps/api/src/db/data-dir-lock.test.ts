import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase } from './client.js';
import { DataDirInUseError } from './data-dir-lock.js';

const embedded = (dir: string) =>
  createDatabase({ DATA_DIR: dir, DATABASE_URL: undefined, DATABASE_POOL_MAX: 1, DATABASE_SCHEMA: undefined });

describe('the embedded database folder', () => {
  const dirs: string[] = [];
  const folder = () => {
    const dir = mkdtempSync(join(tmpdir(), 'otousta-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('is refused to a second opener while the first has it, in Turkish, and free again once closed', async () => {
    const dir = folder();
    const first = embedded(dir);
    await first.ping();
    expect(() => embedded(dir)).toThrow(DataDirInUseError);
    expect(() => embedded(dir)).toThrow(`şu anda başka bir OtoUsta süreci (PID ${process.pid})`);
    // The first keeps working: the refused opener touched nothing.
    await first.ping();
    await first.close();

    const second = embedded(dir);
    await second.ping();
    await second.close();
  });

  it('is taken over from a process that died without closing it', async () => {
    const dir = folder();
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(join(dir, 'otousta.pid'), String(dead));
    const database = embedded(dir);
    await database.ping();
    await database.close();
  });
});
