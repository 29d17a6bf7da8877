// `npm run bench media`: serving a stored photo, GET /uploads/<name>, from local disk (UPLOAD_DIR) and from an
// S3-protocol bucket (S3_BUCKET, issue 21), autocannon with MEDIA_BENCH_CONNECTIONS (10) for MEDIA_BENCH_S seconds (10)
// per photo size. Each driver gets a fresh built API node on embedded PGlite; a user registers with one real
// photo (a 1600×1200 JPEG of fine grain, about as hard to compress as a phone photo; the API stores it as three WebP
// sizes), and its full size and its card size (what lists show) are then asked for. The bucket is s3rver's, as the
// tests use it, run in a child process so that its work and autocannon's do not share one event loop. Without
// S3_PUBLIC_URL every byte from the bucket passes through the node.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { root } from '../scripts/lib.mjs';
import { cannon } from './measure.mjs';
import { startServer } from './server.mjs';

const CONNECTIONS = Number(process.env.MEDIA_BENCH_CONNECTIONS ?? 10);
const DURATION = Number(process.env.MEDIA_BENCH_S ?? 10);
const BUCKET = 'otousta-media';

/** An S3-protocol server on a free port with one empty bucket, its objects in a temporary folder. */
async function startBucket() {
  const directory = mkdtempSync(join(tmpdir(), 'otousta-bench-s3-'));
  const code = `
    import S3rver from 's3rver';
    const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: ${JSON.stringify(directory)},
      configureBuckets: [{ name: ${JSON.stringify(BUCKET)} }] });
    const { port } = await server.run();
    console.log(port);`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', code], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (status) => reject(new Error(`s3rver exited with ${status}`)));
  });
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      // s3rver's fixed test keys.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve()));
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Registers a user with one photo; answers the URLs of the stored photo's full size and card size. */
async function uploadPhoto(url, photo) {
  const form = new FormData();
  form.set(
    'userData',
    JSON.stringify({
      firstName: 'Bench',
      lastName: 'Foto',
      email: `bench.foto.${Date.now()}@example.com`,
      phone: '0532 555 12 34',
      password: 'gizli-sifre-1',
      city: 'izmir',
      birthDate: '1990-05-17',
      kvkkAccepted: true,
      userType: 'musteri',
    }),
  );
  form.append('photos', new Blob([photo], { type: 'image/jpeg' }), 'foto.jpg');
  const res = await fetch(`${url}/api/users/register-with-photos`, { method: 'POST', body: form });
  if (res.status !== 201) throw new Error(`registration failed: ${res.status} ${await res.text()}`);
  const [main] = (await res.json()).user.photos;
  if (!main) throw new Error('registration stored no photo');
  return { full: main, card: main.replace(/\.webp$/, '-card.webp') };
}

const photo = await sharp({
  create: { width: 1600, height: 1200, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 60 } },
})
  .blur(1.5)
  .jpeg({ quality: 85 })
  .toBuffer();
const bucket = await startBucket();
try {
  for (const driver of ['local disk', 'S3 bucket']) {
    const env = { DATABASE_URL: '', REDIS_URL: '', ...(driver === 'S3 bucket' ? bucket.env : {}) };
    const server = await startServer(env);
    try {
      const urls = await uploadPhoto(server.url, photo);
      // The bucket run must not find the photo on disk: every byte comes out of the bucket.
      const onDisk = existsSync(join(server.dataDir, 'uploads', 'images'));
      if (onDisk !== (driver === 'local disk')) throw new Error(`${driver}: the photo is not where it should be`);
      for (const [size, path] of Object.entries(urls)) {
        const bytes = (await (await fetch(`${server.url}${path}`)).arrayBuffer()).byteLength;
        const target = `${server.url}${path}`;
        await cannon(target, { connections: CONNECTIONS, duration: 2 }); // warm-up
        const result = await cannon(target, { connections: CONNECTIONS, duration: DURATION });
        console.log(
          JSON.stringify({
            benchmark: `${driver}, ${size} (${Math.round(bytes / 1024)} KB)`,
            requests_per_s: Math.round(result.requests.average),
            mb_per_s: Number((result.throughput.average / 1e6).toFixed(1)),
            p50_ms: result.latency.p50,
            p99_ms: result.latency.p99,
            non_2xx: result.non2xx,
            errors: result.errors,
            load_average: loadavg().map((n) => Number(n.toFixed(2))),
          }),
        );
        if (result.non2xx || result.errors) process.exitCode = 1;
      }
    } finally {
      await server.stop();
    }
  }
} finally {
  await bucket.stop();
}
