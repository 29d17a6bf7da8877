import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Config } from '../config.js';
import { AppError, serviceUnavailable } from '../platform/errors.js';
import { checkKey, isStorageKey, type StorageDriver } from './media.storage.js';

export type S3Settings = Pick<
  Config,
  'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

/** One client per app: endpoint, region and keys from the environment, short timeouts so an outage answers quickly. */
export function createS3Client(settings: S3Settings): S3Client {
  const credentials =
    settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
      ? { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY }
      : undefined; // otherwise the SDK's own chain: instance role, AWS_* variables, shared files
  return new S3Client({
    endpoint: settings.S3_ENDPOINT,
    region: settings.S3_REGION,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    credentials,
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 2000, requestTimeout: 15_000 },
  });
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * The store cannot be reached or refused the call: a 503 the client may retry (docs/decisions/029-object-storage-and-write-limits.md).
 * The original failure rides along as `cause` for the log.
 */
function unavailable(error: unknown): AppError {
  if (error instanceof AppError) return error;
  return Object.assign(serviceUnavailable('STORAGE_UNAVAILABLE'), { cause: error });
}

/** Objects under `<folder>/` of one bucket: PutObject, GetObject, DeleteObject and signed GET links. */
export function s3Storage(client: S3Client, bucket: string, folder: string): StorageDriver {
  const objectKey = (key: string) => `${folder}/${key}`;
  return {
    async put(key, body, contentType) {
      checkKey(key);
      try {
        // One PutObject is atomic: a reader sees the whole object or none.
        await client.send(
          new PutObjectCommand({ Bucket: bucket, Key: objectKey(key), Body: body, ContentType: contentType }),
        );
      } catch (error) {
        throw unavailable(error);
      }
    },

    async get(key) {
      const contentType = checkKey(key);
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
        return { body: answer.Body as Readable, size: answer.ContentLength ?? 0, contentType };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw unavailable(error);
      }
    },

    async delete(key) {
      checkKey(key);
      try {
        // S3 answers a delete of a missing key with success too.
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
      } catch (error) {
        if (!isMissing(error)) throw unavailable(error);
      }
    },

    async *keys() {
      let token: string | undefined;
      do {
        const page = await client
          .send(new ListObjectsV2Command({ Bucket: bucket, Prefix: `${folder}/`, ContinuationToken: token }))
          .catch((error: unknown) => {
            throw unavailable(error);
          });
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(folder.length + 1);
          if (key && isStorageKey(key)) yield key;
        }
        token = page.NextContinuationToken;
      } while (token);
    },

    async signedUrl(key, seconds) {
      const contentType = checkKey(key);
      const command = new GetObjectCommand({
        Bucket: bucket,
        Key: objectKey(key),
        ResponseContentDisposition: 'attachment',
        ResponseContentType: contentType,
        ResponseCacheControl: 'private, no-store',
      });
      // Signing is local arithmetic: no request to the store.
      return getSignedUrl(client, command, { expiresIn: seconds });
    },
  };
}
