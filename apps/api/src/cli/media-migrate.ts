// npm run media:migrate [-- --from FOLDER]: copies the photos and documents of UPLOAD_DIR into the S3_BUCKET bucket.
import { loadConfig } from '../config.js';
import { copyMedia } from '../media/media.migrate.js';
import { localStores, s3Stores } from '../media/media.plugin.js';
import { runCommand } from './command.js';

const usage = `Kullanım: npm run media:migrate -- [--from KLASÖR]
  Yerel diskteki fotoğrafları ve belgeleri (UPLOAD_DIR ya da --from) S3_BUCKET kovasına kopyalar.
  Aynı adlı nesnelerin üzerine aynı içerik yazılır: komut kesilirse yeniden çalıştırmak güvenlidir.`;

runCommand(usage, { from: { type: 'string' } }, async (values) => {
  const config = loadConfig();
  if (!config.S3_BUCKET) {
    console.error(`S3_BUCKET tanımlı değil: önce kovanın ayarlarını (S3_*) verin.\n\n${usage}`);
    process.exit(2);
  }
  const source = values.from ?? config.UPLOAD_DIR;
  const target = s3Stores(config, config.S3_BUCKET);
  try {
    const copied = await copyMedia(localStores(source), target, (line) => console.log(line));
    console.log(
      `${source} → s3://${config.S3_BUCKET}: ${copied.images} fotoğraf dosyası, ${copied.documents} belge kopyalandı.`,
    );
  } finally {
    target.close();
  }
});
