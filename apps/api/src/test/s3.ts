/// <reference path="./s3rver.d.ts" />
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  /** S3_* variables pointing an app at this server's bucket. */
  env: Record<string, string>;
  bucket: string;
  endpoint: string;
  /** Stops answering (an outage); `start` brings the same bucket back on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real S3-protocol server (s3rver) in this process with one empty bucket, its objects in a temporary folder.
 * `port` 0 picks a free one.
 */
export async function startS3(bucket = 'otousta-media', port = 0): Promise<TestS3> {
  const directory = mkdtempSync(join(tmpdir(), 'otousta-s3-'));
  const make = (p: number) =>
    new S3rver({ address: '127.0.0.1', port: p, silent: true, directory, configureBuckets: [{ name: bucket }] });
  let server = make(port);
  const { port: bound } = await server.run();
  let running = true;
  const endpoint = `http://127.0.0.1:${bound}`;
  return {
    bucket,
    endpoint,
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_REGION: 'us-east-1',
      // s3rver's fixed test keys.
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: 'true',
    },
    async stop() {
      if (!running) return;
      running = false;
      await server.close();
    },
    async start() {
      if (running) return;
      server = make(bound);
      await server.run();
      running = true;
    },
    async close() {
      if (running) await server.close();
      running = false;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
