import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.js';
import { dumpDatabase, restoreDatabase } from '../db/backup.js';
import { copyMedia } from '../media/media.migrate.js';
import { configuredStores, localStores } from '../media/media.plugin.js';

/** A backup folder: the database dump, `media/images` and `media/documents`, and a manifest saying what it holds. */
export async function backup(config: Config, folder: string, log: (line: string) => void = () => {}) {
  mkdirSync(folder, { recursive: true });
  const dump = await dumpDatabase(config, folder);
  log(`Veritabanı: ${dump}`);
  const stores = configuredStores(config);
  try {
    const media = await copyMedia(stores, localStores(join(folder, 'media')), log);
    log(`Dosyalar: ${media.images} fotoğraf dosyası, ${media.documents} belge`);
    writeFileSync(
      join(folder, 'manifest.json'),
      `${JSON.stringify(
        {
          createdAt: new Date().toISOString(),
          database: config.DATABASE_URL ? 'postgres' : 'pglite',
          media: { source: config.S3_BUCKET ? `s3://${config.S3_BUCKET}` : 'UPLOAD_DIR', ...media },
        },
        null,
        2,
      )}\n`,
    );
    return media;
  } finally {
    stores.close();
  }
}

/** Puts a backup folder back into the configured database and media stores. */
export async function restore(config: Config, folder: string, log: (line: string) => void = () => {}) {
  if (!existsSync(join(folder, 'manifest.json')))
    throw new Error(`${folder} bir OtoUsta yedeği değil (manifest.json yok).`);
  await restoreDatabase(config, folder);
  log('Veritabanı geri yüklendi.');
  const stores = configuredStores(config);
  try {
    const media = await copyMedia(localStores(join(folder, 'media')), stores, log);
    log(`Dosyalar geri yüklendi: ${media.images} fotoğraf dosyası, ${media.documents} belge`);
    return media;
  } finally {
    stores.close();
  }
}
