import { execFile } from 'node:child_process';
import { createDecipheriv, createECDH, type ECDH, hkdfSync, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpsServer, globalAgent } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

export interface PushRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface TestPushService {
  /** https://127.0.0.1:<port>: an endpoint is `${origin}/push/<name>`. */
  origin: string;
  /** Every request received so far. */
  requests: PushRequest[];
  /** The status the service answers for an endpoint path from now on (201 by default), e.g. 410 for a gone one. */
  answer(path: string, status: number): void;
  close(): Promise<void>;
}

/** A certificate for 127.0.0.1, made by openssl, which this process trusts from now on (web-push speaks only HTTPS). */
async function localCertificate(): Promise<{ key: string; cert: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'otousta-push-tls-'));
  try {
    await promisify(execFile)('openssl', [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ]);
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A push service in this process, as a browser vendor runs one (RFC 8030): HTTPS, takes a POST per push and answers
 * 201, or what a test told it to answer for that endpoint. It keeps what it received so a test can decrypt it.
 */
export async function startTestPushService(): Promise<TestPushService> {
  const { key, cert } = await localCertificate();
  // web-push sends through the default HTTPS agent: it now trusts this service's certificate (this test file only).
  globalAgent.options.ca = cert;
  const requests: PushRequest[] = [];
  const answers = new Map<string, number>();
  const server = createHttpsServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      requests.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.statusCode = answers.get(path) ?? 201;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://127.0.0.1:${port}`,
    requests,
    answer: (path, status) => answers.set(path, status),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's side of a push subscription: its own P-256 key pair and 16-byte auth secret. */
export interface TestBrowserKeys {
  ecdh: ECDH;
  /** As `subscription.toJSON().keys` carries them. */
  keys: { p256dh: string; auth: string };
}

export function browserKeys(): TestBrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, keys: { p256dh: ecdh.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') } };
}

const hkdf = (ikm: Buffer, salt: Buffer, info: string | Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, typeof info === 'string' ? Buffer.from(info, 'latin1') : info, length));

/**
 * What a browser does with a push body (RFC 8291 over RFC 8188 aes128gcm): read the header (salt, record size, the
 * sender's one-time public key), agree a secret with it by ECDH, derive the content key and nonce with HKDF, then
 * decrypt with AES-128-GCM and take the padding off. Throws when anything does not add up.
 */
export function decryptPush(body: Buffer, browser: TestBrowserKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const senderKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const browserKey = browser.ecdh.getPublicKey();
  const ecdhSecret = browser.ecdh.computeSecret(senderKey);
  const authSecret = Buffer.from(browser.keys.auth, 'base64url');
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0', 'latin1'), browserKey, senderKey]);
  const ikm = hkdf(ecdhSecret, authSecret, keyInfo, 32);
  const contentKey = hkdf(ikm, salt, 'Content-Encoding: aes128gcm\0', 16);
  const nonce = hkdf(ikm, salt, 'Content-Encoding: nonce\0', 12);
  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero or more zero bytes of padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}
