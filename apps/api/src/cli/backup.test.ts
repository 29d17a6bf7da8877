import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { imageVariant } from '@otousta/shared/text/image-url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { createDatabase } from '../db/client.js';
import { type Actor, createActor } from '../test/actors.js';
import { testImage } from '../test/images.js';
import { multipart } from '../test/multipart.js';
import { backup, restore } from './backup-lib.js';

const work = mkdtempSync(join(tmpdir(), 'otousta-backup-'));
const schema = `test_backup_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const base = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  DATA_DIR: join(work, 'data'),
  UPLOAD_DIR: join(work, 'data', 'uploads'),
});
// On PostgreSQL the app lives in a schema of its own, which the backup holds and the wipe drops.
const config: Config = base.DATABASE_URL ? { ...base, DATABASE_SCHEMA: schema } : base;

async function withApp<T>(work: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>): Promise<T> {
  const database = createDatabase(config);
  await database.migrate();
  const app = await buildApp(config, { database, logger: false });
  await app.ready();
  try {
    return await work(app);
  } finally {
    await app.close();
    await database.close();
  }
}

/** Removes the database and the upload folder; answers whether they are really gone. */
async function wipe(): Promise<boolean> {
  rmSync(config.UPLOAD_DIR, { recursive: true, force: true });
  if (!config.DATABASE_URL) {
    rmSync(join(config.DATA_DIR, 'pg'), { recursive: true, force: true });
    return !existsSync(join(config.DATA_DIR, 'pg')) && !existsSync(config.UPLOAD_DIR);
  }
  const client = new pg.Client({ connectionString: config.DATABASE_URL });
  await client.connect();
  await client.query(`drop schema if exists "${schema}" cascade`);
  const left = await client.query('select 1 from information_schema.schemata where schema_name = $1', [schema]);
  await client.end();
  return left.rowCount === 0;
}

afterAll(async () => {
  await wipe();
  rmSync(work, { recursive: true, force: true });
});

describe(`npm run backup / restore (${config.DATABASE_URL ? 'PostgreSQL: pg_dump' : 'embedded PGlite: data directory'})`, () => {
  it('brings back accounts, posts and photos after the database and the upload folder are wiped', async () => {
    let author: Actor | undefined;
    let photo = '';
    let postId = '';
    await withApp(async (app) => {
      author = await createActor(app, { firstName: 'Yedekli' });
      const body = multipart({
        fields: { postData: JSON.stringify({ content: 'Yedekten dönecek gönderi', type: 'repair' }) },
        files: [{ field: 'images', filename: 'a.jpg', contentType: 'image/jpeg', buffer: await testImage() }],
      });
      const res = await app.inject({
        method: 'POST',
        url: '/api/posts',
        payload: body.payload,
        headers: { ...body.headers, ...author.auth },
      });
      expect(res.statusCode, res.body).toBe(201);
      const created = res.json().post as { id: string; images: [string] };
      postId = created.id;
      photo = created.images[0];
    });

    const folder = join(work, 'backup-1');
    expect(await backup(config, folder)).toEqual({ images: 3, documents: 0 });
    expect(JSON.parse(readFileSync(join(folder, 'manifest.json'), 'utf8'))).toMatchObject({
      database: config.DATABASE_URL ? 'postgres' : 'pglite',
    });

    expect(await wipe()).toBe(true);
    await restore(config, folder);
    await withApp(async (app) => {
      const post = await app.inject({ method: 'GET', url: `/api/posts/${postId}` });
      expect(post.statusCode).toBe(200);
      expect(post.json().post).toMatchObject({ content: 'Yedekten dönecek gönderi', images: [photo] });
      expect(post.json().post.authorId.firstName).toBe('Yedekli');
      for (const url of [photo, imageVariant(photo, 'card'), imageVariant(photo, 'thumb')]) {
        expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      }
    });
    if (!config.DATABASE_URL) expect(existsSync(join(config.DATA_DIR, 'pg'))).toBe(true);
  }, 180_000);
});
