import { randomBytes } from 'node:crypto';
import type { App } from '../app.js';

export interface MultipartFilePart {
  field: string;
  filename: string;
  contentType: string;
  buffer: Buffer;
}

export interface MultipartBody {
  /** Text fields; an array repeats the field once per value. */
  fields?: Record<string, string | readonly string[]>;
  files?: readonly MultipartFilePart[];
}

/**
 * A multipart/form-data body as a browser's FormData sends it, for `app.inject({ method, url, ...multipart(...) })`:
 * `multipart({ fields: { userData: JSON.stringify(data) }, files: [{ field: 'photos', filename, contentType, buffer }] })`.
 */
export function multipart({ fields = {}, files = [] }: MultipartBody): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----otousta${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  const quote = (value: string) => value.replaceAll('"', '%22').replaceAll('\r', '%0D').replaceAll('\n', '%0A');

  for (const [name, value] of Object.entries(fields)) {
    for (const item of typeof value === 'string' ? [value] : value) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${quote(name)}"\r\n\r\n${item}\r\n`),
      );
    }
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${quote(file.field)}"; filename="${quote(file.filename)}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.buffer,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  const payload = Buffer.concat(chunks);
  return {
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(payload.length) },
  };
}

/**
 * Posts `body` as a multipart form to `url`, as `who` (signed out without one), as a browser's form does; `method` and
 * `remoteAddress` when a test needs others.
 */
export function sendForm(
  app: App,
  url: string,
  who: { auth: Record<string, string> } | undefined,
  body: MultipartBody,
  { method = 'POST', remoteAddress }: { method?: 'POST' | 'PUT'; remoteAddress?: string } = {},
) {
  const form = multipart(body);
  return app.inject({
    method,
    url,
    payload: form.payload,
    headers: { ...who?.auth, ...form.headers },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}
