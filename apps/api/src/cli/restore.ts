// npm run restore -- --from FOLDER: puts a backup of npm run backup back (docs/deploy.md, 'Restore drill').
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { DataDirInUseError } from '../db/data-dir-lock.js';
import { restore } from './backup-lib.js';

const usage = `Kullanım: npm run restore -- --from KLASÖR
  npm run backup ile alınmış bir yedeği yapılandırılmış veritabanına (DATABASE_URL ya da DATA_DIR) ve dosya deposuna
  (UPLOAD_DIR ya da S3_BUCKET) geri yükler. Önce API sunucularını durdurun.`;

async function main() {
  const { values } = parseArgs({
    options: { from: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  if (!values.from) {
    console.error(usage);
    process.exit(2);
  }
  await restore(loadConfig(), values.from, (line) => console.log(line));
  console.log(`Geri yükleme tamam: ${values.from}`);
}

main().catch((error) => {
  const known = error instanceof ConfigError || error instanceof DataDirInUseError;
  console.error(known ? error.message : error);
  process.exit(1);
});
