import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor } from '../test/actors.js';
import { testImage } from '../test/images.js';
import { multipart } from '../test/multipart.js';
import { useTestApp } from '../test/test-app.js';

describe('compressed answers', () => {
  const t = useTestApp();
  let photo: string;

  beforeAll(async () => {
    const author = await createActor(t.app);
    const body = multipart({
      fields: { postData: JSON.stringify({ content: 'Sıkıştırma denemesi', type: 'repair' }) },
      files: [{ field: 'images', filename: 'a.jpg', contentType: 'image/jpeg', buffer: await testImage() }],
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/posts',
      payload: body.payload,
      headers: { ...body.headers, ...author.auth },
    });
    photo = res.json().post.images[0];
  });

  const get = (url: string, encoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: encoding ? { 'accept-encoding': encoding } : {} });

  it('sends API JSON in brotli or gzip, whichever the client asks for first, and plain to a client that asks none', async () => {
    const plain = await get('/api/docs/json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const spec = plain.json();

    const br = await get('/api/docs/json', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(spec);

    const gzip = await get('/api/docs/json', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(spec);
  });

  it('leaves small answers, pictures and already compressed pages as they are', async () => {
    const small = await get('/api/health', 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ status: 'ok' });

    const picture = await get(photo, 'br, gzip');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-encoding']).toBeUndefined();
    expect(picture.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(Number(picture.headers['content-length'])).toBe(picture.rawPayload.length);

    // The page is compressed once: one decompression gives the HTML.
    const page = await get('/akis', 'br, gzip');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toMatch(/^<!doctype html>/i);
  });
});
