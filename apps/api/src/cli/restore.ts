// npm run restore -- --from FOLDER: puts a backup of npm run backup back (docs/deploy.md, 'Restore drill').
import { loadConfig } from '../config.js';
import { DataDirInUseError } from '../db/data-dir-lock.js';
import { restore } from './backup-lib.js';
import { runCommand } from './command.js';

const usage = `Kullanım: npm run restore -- --from KLASÖR
  npm run backup ile alınmış bir yedeği yapılandırılmış veritabanına (DATABASE_URL ya da DATA_DIR) ve dosya deposuna
  (UPLOAD_DIR ya da S3_BUCKET) geri yükler. Önce API sunucularını durdurun.`;

runCommand(
  usage,
  { from: { type: 'string' } },
  async (values) => {
    if (!values.from) {
      console.error(usage);
      process.exit(2);
    }
    await restore(loadConfig(), values.from, (line) => console.log(line));
    console.log(`Geri yükleme tamam: ${values.from}`);
  },
  [DataDirInUseError],
);
