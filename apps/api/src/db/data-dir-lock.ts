import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The embedded database's folder is open in another live process. */
export class DataDirInUseError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Claims the embedded database's folder for this process, as PostgreSQL's postmaster.pid does for its data directory.
 * PGlite itself takes no lock, and two processes on one folder (a second `npm start`, `npm run seed` while the server
 * runs) would each write their own copy of the files and corrupt them. A file left by a process that has died is taken
 * over. Returns the release.
 */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, 'otousta.pid');
  const mine = String(process.pid);
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, mine, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
    }
    const holder = Number.parseInt(readFileSync(file, 'utf8'), 10);
    if (Number.isInteger(holder) && holder > 0 && isAlive(holder)) {
      throw new DataDirInUseError(
        `Gömülü veritabanı klasörü (${dir}) şu anda başka bir OtoUsta süreci (PID ${holder}) tarafından kullanılıyor. ` +
          'Aynı klasörü iki süreç birden açarsa veriler bozulur: önce o süreci durdurun ya da başka bir DATA_DIR verin.',
      );
    }
    unlinkSync(file);
  }
  return () => {
    try {
      if (readFileSync(file, 'utf8') === mine) unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
}
