import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import pLimit from 'p-limit';
import type { Config } from '../config.js';
import { notFound, unsupportedMediaType } from '../platform/errors.js';
import { encodeDocumentImage, encodeImage, type ImageSize, sniffType } from './media.images.js';
import { createS3Client, s3Storage } from './media.s3.js';
import { localDiskStorage, type StorageDriver, type StoredObject } from './media.storage.js';
import { type ReadUploadOptions, readJsonOrUpload, readUpload, type Upload, type UploadFile } from './media.upload.js';

export type { ReadUploadOptions, Upload, UploadFile };

export interface Media {
  /** Reads a multipart request: limits, sniffed types and the JSON field (see media.upload.ts). */
  readUpload(request: FastifyRequest, options: ReadUploadOptions): Promise<Upload>;
  /** The input of a route taking JSON or a multipart form that carries it beside files (see media.upload.ts). */
  readJsonOrUpload(
    request: FastifyRequest,
    options: ReadUploadOptions,
  ): Promise<{ input: unknown; files: UploadFile[] }>;
  /** Re-encodes and stores photos, all or none; returns their public URLs, `/uploads/<uuid>.webp`. */
  saveImages(files: readonly Pick<UploadFile, 'buffer'>[]): Promise<string[]>;
  /** Removes a photo and its sized copies; a URL that is not a stored photo is ignored. */
  deleteImage(url: string): Promise<void>;
  /** Stores a private document (PDF, JPG, PNG) outside the public folder; returns an opaque key. */
  saveDocument(file: Pick<UploadFile, 'buffer'>): Promise<string>;
  readDocument(key: string): Promise<StoredObject | undefined>;
  /**
   * A signed link to a stored document, valid for DOCUMENT_LINK_SECONDS, when the store can issue one (a bucket);
   * undefined on the local disk, where the document is streamed instead.
   */
  documentLink(key: string): Promise<string | undefined>;
  deleteDocument(key: string): Promise<void>;
}

/** How long an admin's signed document link stays valid. */
export const DOCUMENT_LINK_SECONDS = 60;

declare module 'fastify' {
  interface FastifyInstance {
    media: Media;
  }
}

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const imageUrl = new RegExp(`^/uploads/(${uuid})\\.webp$`);
/** The only names GET /uploads/* answers: what saveImages wrote. */
const servedName = new RegExp(`^${uuid}(-card|-thumb)?\\.webp$`);
const documentKey = new RegExp(`^${uuid}\\.(pdf|jpg|png)$`);

const imageKey = (id: string, size: ImageSize) => (size === 'main' ? `${id}.webp` : `${id}-${size}.webp`);
const sizes: readonly ImageSize[] = ['main', 'card', 'thumb'];

export interface MediaStores {
  images: StorageDriver;
  documents: StorageDriver;
}

/** Photos and documents in two folders of UPLOAD_DIR; only the images folder is ever served. */
export function localStores(uploadDir: string): MediaStores {
  return {
    images: localDiskStorage(join(uploadDir, 'images')),
    documents: localDiskStorage(join(uploadDir, 'documents')),
  };
}

/**
 * The two folders as prefixes of one bucket, `images/` and `documents/`. Only `images/` may ever be made readable
 * by the public (docs/deploy.md); documents leave the bucket through signed links only.
 */
export function s3Stores(config: Config, bucket: string): MediaStores & { close(): void } {
  const client = createS3Client(config);
  return {
    images: s3Storage(client, bucket, 'images'),
    documents: s3Storage(client, bucket, 'documents'),
    close: () => client.destroy(),
  };
}

/** The stores the configuration names: the bucket when S3_BUCKET is set, else UPLOAD_DIR. `close` frees a client. */
export function configuredStores(config: Config): MediaStores & { close(): void } {
  if (config.S3_BUCKET) return s3Stores(config, config.S3_BUCKET);
  return { ...localStores(config.UPLOAD_DIR), close: () => {} };
}

export function createMedia(stores: MediaStores, concurrency: number): Media {
  // Image work is CPU-bound: a few at a time, the rest wait in line instead of starving every other request.
  const limit = pLimit(concurrency);

  const removeImage = (id: string) => Promise.all(sizes.map((size) => stores.images.delete(imageKey(id, size))));

  return {
    readUpload,
    readJsonOrUpload,

    async saveImages(files) {
      const encoded = await Promise.all(files.map((file) => limit(() => encodeImage(file.buffer))));
      const ids: string[] = [];
      try {
        for (const copies of encoded) {
          const id = randomUUID();
          ids.push(id);
          await Promise.all(sizes.map((size) => stores.images.put(imageKey(id, size), copies[size], 'image/webp')));
        }
      } catch (error) {
        await Promise.allSettled(ids.map(removeImage));
        throw error;
      }
      return ids.map((id) => `/uploads/${imageKey(id, 'main')}`);
    },

    async deleteImage(url) {
      const id = imageUrl.exec(url)?.[1];
      if (id) await removeImage(id);
    },

    async saveDocument(file) {
      const mime = await sniffType(file.buffer);
      let body: Buffer;
      let extension: string;
      if (mime === 'application/pdf') {
        body = file.buffer;
        extension = 'pdf';
      } else if (mime === 'image/jpeg' || mime === 'image/png') {
        body = await limit(() => encodeDocumentImage(file.buffer, mime));
        extension = mime === 'image/png' ? 'png' : 'jpg';
      } else {
        throw unsupportedMediaType('UNSUPPORTED_DOCUMENT_TYPE');
      }
      const key = `${randomUUID()}.${extension}`;
      await stores.documents.put(key, body, mime);
      return key;
    },

    readDocument: (key) => (documentKey.test(key) ? stores.documents.get(key) : Promise.resolve(undefined)),

    async documentLink(key) {
      if (!(documentKey.test(key) && stores.documents.signedUrl)) return undefined;
      return stores.documents.signedUrl(key, DOCUMENT_LINK_SECONDS);
    },

    async deleteDocument(key) {
      if (documentKey.test(key)) await stores.documents.delete(key);
    },
  };
}

/**
 * Decorates `app.media` and serves stored photos at GET /uploads/<name>: from UPLOAD_DIR, or from the bucket when
 * S3_BUCKET is set. With S3_PUBLIC_URL the browser is sent to the bucket or CDN for the bytes instead.
 */
export const media = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const stores = configuredStores(config);
    app.addHook('onClose', async () => stores.close());
    app.decorate('media', createMedia(stores, config.IMAGE_CONCURRENCY));
    const publicUrl = config.S3_BUCKET ? config.S3_PUBLIC_URL : undefined;

    app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
      const name = (request.params as { '*': string })['*'];
      if (!servedName.test(name)) throw notFound('NOT_FOUND');
      if (publicUrl) {
        // A stored name never changes content, so the browser keeps the redirect as long as the picture.
        return reply
          .header('cache-control', 'public, max-age=31536000, immutable')
          .redirect(`${publicUrl}/images/${name}`, 301);
      }
      const stored = await stores.images.get(name);
      if (!stored) throw notFound('NOT_FOUND');
      return (
        reply
          .header('content-type', 'image/webp')
          .header('content-length', stored.size)
          // A stored name never changes content: a new photo gets a new name.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .header('x-content-type-options', 'nosniff')
          .send(stored.body)
      );
    });
  },
  { name: 'media' },
);
