import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { errorMessages } from '@otousta/shared/messages/tr';
import type { Post } from '@otousta/shared/schemas/posts';
import { validSellerApplication } from '@otousta/shared/test/valid-inputs';
import { imageVariant } from '@otousta/shared/text/image-url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Actor, createActor } from '../test/actors.js';
import { beforeTests, useServer } from '../test/before-tests.js';
import { testImage } from '../test/images.js';
import { sendForm } from '../test/multipart.js';
import { startS3 } from '../test/s3.js';
import { createTestApp, useTestApp } from '../test/test-app.js';
import { copyMedia } from './media.migrate.js';
import { createMedia, localStores, s3Stores } from './media.plugin.js';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const webpMagic = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';

describe('media in an S3-compatible bucket (S3_BUCKET set)', () => {
  const s3 = useServer(() => startS3());
  const t = useTestApp(() => s3.env);
  const author = beforeTests(() => createActor(t.app));
  const admin = beforeTests(() => createActor(t.app, { role: 'admin' }));
  let bucket: S3Client;

  beforeAll(() => {
    bucket = new S3Client({
      endpoint: s3.endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });
  afterAll(() => bucket.destroy());

  const keysIn = async (prefix: string) => {
    const listed = await bucket.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix }));
    return (listed.Contents ?? []).map((object) => object.Key!).sort();
  };
  const postWithPhoto = async (who: Actor, content: string) =>
    sendForm(t.app, '/api/posts', who, {
      fields: { postData: JSON.stringify({ content, type: 'repair' }) },
      files: [{ field: 'images', filename: 'egzoz.jpg', contentType: 'image/jpeg', buffer: await testImage() }],
    });
  const postsOf = async (who: Actor) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/posts?userId=${who.id}&limit=50` });
    return (res.json() as { posts: Post[] }).posts;
  };

  it('stores an uploaded photo and its two smaller copies in the bucket, never on the local disk, and serves them', async () => {
    const res = await postWithPhoto(author, 'Egzoz değişimi yapıldı');
    expect(res.statusCode, res.body).toBe(201);
    const url = (res.json() as { post: Post }).post.images[0]!;
    const id = /^\/uploads\/([0-9a-f-]{36})\.webp$/.exec(url)![1]!;
    expect(await keysIn(`images/${id}`)).toEqual([
      `images/${id}-card.webp`,
      `images/${id}-thumb.webp`,
      `images/${id}.webp`,
    ]);
    expect(existsSync(join(t.config.UPLOAD_DIR, 'images'))).toBe(false);

    for (const path of [url, imageVariant(url, 'card'), imageVariant(url, 'thumb')]) {
      const served = await t.app.inject({ method: 'GET', url: path });
      expect(served.statusCode, path).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      expect(webpMagic(served.rawPayload)).toBe(true);
      expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    }
  });

  it('removes every copy from the bucket when the post is deleted, and answers 404 for a photo that is not there', async () => {
    const created = await postWithPhoto(author, 'Silinecek fren balatası gönderisi');
    const post = (created.json() as { post: Post }).post;
    const id = /([0-9a-f-]{36})\.webp$/.exec(post.images[0]!)![1]!;
    expect(await keysIn(`images/${id}`)).toHaveLength(3);

    const removed = await t.app.inject({ method: 'DELETE', url: `/api/posts/${post.id}`, headers: author.auth });
    expect(removed.statusCode).toBe(204);
    expect(await keysIn(`images/${id}`)).toEqual([]);

    const missing = await t.app.inject({ method: 'GET', url: post.images[0]! });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'NOT_FOUND', message: errorMessages.NOT_FOUND });
  });

  it('keeps seller documents private: admins get a signed link valid for a minute, nobody else gets anything', async () => {
    const applicant = await createActor(t.app);
    const applied = await sendForm(t.app, '/api/users/seller-application', applicant, {
      fields: { applicationData: JSON.stringify(validSellerApplication) },
      files: [{ field: 'businessLicense', filename: 'ruhsat.pdf', contentType: 'application/pdf', buffer: pdf }],
    });
    expect(applied.statusCode, applied.body).toBe(201);
    const [key] = await keysIn('documents/');
    expect(key).toMatch(/^documents\/[0-9a-f-]{36}\.pdf$/);
    const name = key!.replace('documents/', '');
    // The public photo route never reaches the documents prefix.
    for (const path of [`/uploads/${name}`, `/uploads/documents/${name}`, `/uploads/../documents/${name}`]) {
      expect((await t.app.inject({ method: 'GET', url: path })).statusCode, path).toBe(404);
    }

    const url = `/api/admin/seller-applications/${applied.json().data.id}/documents/businessLicense`;
    expect((await t.app.inject({ method: 'GET', url, headers: applicant.auth })).statusCode).toBe(403);
    const answer = await t.app.inject({ method: 'GET', url, headers: admin.auth });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const link = new URL(answer.headers.location as string);
    expect(link.origin).toBe(s3.endpoint);
    expect(link.pathname).toBe(`/${s3.bucket}/${key}`);
    expect(link.searchParams.get('X-Amz-Expires')).toBe('60');
    expect(link.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    const file = await fetch(link);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe('attachment');
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('answers a storage outage with a Turkish 503 and saves nothing; after the outage everything works again', async () => {
    const before = await postWithPhoto(author, 'Kesinti öncesi yağ değişimi');
    const saved = (before.json() as { post: Post }).post.images[0]!;
    const postsBefore = (await postsOf(author)).length;
    const objectsBefore = await keysIn('images/');

    await s3.stop();
    try {
      const res = await postWithPhoto(author, 'Kesinti sırasında gönderi');
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBeDefined();
      expect(res.json()).toMatchObject({ code: 'STORAGE_UNAVAILABLE', message: errorMessages.STORAGE_UNAVAILABLE });
      // No post row pointing at a photo that was never stored.
      expect(await postsOf(author)).toHaveLength(postsBefore);

      const read = await t.app.inject({ method: 'GET', url: saved });
      expect(read.statusCode).toBe(503);
      expect(read.json()).toMatchObject({ code: 'STORAGE_UNAVAILABLE' });
    } finally {
      await s3.start();
    }

    expect(await keysIn('images/')).toEqual(objectsBefore);
    expect((await t.app.inject({ method: 'GET', url: saved })).statusCode).toBe(200);
    expect((await postWithPhoto(author, 'Kesinti sonrası gönderi')).statusCode).toBe(201);
  });

  it('sends the browser to the bucket or CDN for photos when S3_PUBLIC_URL is set', async () => {
    const cdn = await createTestApp({ ...s3.env, S3_PUBLIC_URL: 'https://cdn.example.com/otousta/' });
    try {
      const name = '0190a5f4-1c2b-7d3e-8f40-123456789abc-card.webp';
      const res = await cdn.app.inject({ method: 'GET', url: `/uploads/${name}` });
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(`https://cdn.example.com/otousta/images/${name}`);
      expect(res.headers['cache-control']).toContain('immutable');
      // Only names the media module writes are redirected.
      expect((await cdn.app.inject({ method: 'GET', url: '/uploads/../documents/x.pdf' })).statusCode).toBe(404);
      // The page's Content-Security-Policy lets the browser load pictures from there.
      const page = await cdn.app.inject({ method: 'GET', url: '/api/health' });
      expect(page.headers['content-security-policy']).toMatch(/img-src [^;]*https:\/\/cdn\.example\.com/);
    } finally {
      await cdn.close();
    }
  });

  it('media:migrate copies the photos and documents of a local upload folder into the bucket, where they are served', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'otousta-migrate-'));
    const target = s3Stores(t.config, s3.bucket);
    try {
      const local = createMedia(localStores(folder), 1);
      const [url] = await local.saveImages([{ buffer: await testImage() }]);
      const key = await local.saveDocument({ buffer: pdf });
      // Half a file from an interrupted write is left behind.
      writeFileSync(join(folder, 'images', 'x.webp.abc.part'), 'yarım');

      const copied = await copyMedia(localStores(folder), target);
      expect(copied).toEqual({ images: 3, documents: 1 });
      expect(await keysIn(`documents/${key}`)).toEqual([`documents/${key}`]);
      const served = await t.app.inject({ method: 'GET', url: imageVariant(url!, 'thumb') });
      expect(served.statusCode).toBe(200);
      expect(webpMagic(served.rawPayload)).toBe(true);
      expect(await keysIn('images/x.webp')).toEqual([]);
    } finally {
      target.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
