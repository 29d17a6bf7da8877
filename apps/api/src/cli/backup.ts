// npm run backup [-- --to FOLDER]: the database and every photo and document into one folder (docs/deploy.md).
import { join } from 'node:path';
import { loadConfig } from '../config.js';
import { DataDirInUseError } from '../db/data-dir-lock.js';
import { backup } from './backup-lib.js';
import { runCommand } from './command.js';

const usage = `Kullanım: npm run backup -- [--to KLASÖR]
  Veritabanını (PostgreSQL: pg_dump; gömülü veritabanı: veri klasörünün arşivi) ve tüm fotoğraf ve belgeleri
  (UPLOAD_DIR ya da S3_BUCKET) tek bir klasöre yedekler. Varsayılan klasör: backups/otousta-<tarih-saat>.
  Gömülü veritabanı yedeklenirken sunucu durdurulmuş olmalıdır.`;

runCommand(
  usage,
  { to: { type: 'string' } },
  async (values) => {
    const config = loadConfig();
    const folder = values.to ?? join('backups', `otousta-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    await backup(config, folder, (line) => console.log(line));
    console.log(`Yedek hazır: ${folder}`);
  },
  [DataDirInUseError],
);
