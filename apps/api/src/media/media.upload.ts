import { basename } from 'node:path';
import { finished } from 'node:stream/promises';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { formatMessages } from '@otousta/shared/messages/tr';
import { UPLOAD_LIMITS } from '@otousta/shared/options/uploads';
import { shorten } from '@otousta/shared/text/characters';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType } from '../platform/errors.js';
import { assertSafeText } from '../platform/unsafe-text.js';
import { isDocumentType, isImageType, sniffType } from './media.images.js';

export interface UploadFile {
  /** The form field the file came in. */
  field: string;
  filename: string;
  /** Sniffed from the bytes, never the type the client declared. */
  mimetype: string;
  buffer: Buffer;
}

export interface ReadUploadOptions {
  /** The form field(s) whose files are accepted; a file in any other field is refused. */
  fileField: string | readonly string[];
  /** Most files accepted over all file fields. */
  maxFiles: number;
  /** A text field holding JSON (e.g. `userData`), parsed and returned as `json`. */
  jsonField?: string;
  /** Plain text fields returned in `fields`; a field sent several times gives a list. Others are ignored. */
  textFields?: readonly string[];
  /** 'image' (default) accepts JPG, PNG, GIF, WebP; 'document' accepts PDF, JPG, PNG. */
  kind?: 'image' | 'document';
}

export interface Upload {
  json: unknown | undefined;
  /** The `textFields` the form carried. */
  fields: Record<string, string | string[]>;
  files: UploadFile[];
}

/** A name safe to put in a message: no folders, no control characters, not endless. */
function displayName(filename: string | undefined): string {
  const name = basename((filename ?? '').replaceAll('\\', '/'))
    .replace(/\p{Cc}/gu, '')
    .trim();
  return shorten(name, 80) || 'dosya';
}

/** Parser failures of @fastify/multipart and busboy: the client sent a malformed or oversized form. */
function parserFailure(error: unknown, maxFiles: number): AppError {
  if (error instanceof AppError) return error;
  switch ((error as { code?: unknown }).code) {
    case 'FST_FILES_LIMIT':
      return badRequest('TOO_MANY_PHOTOS', formatMessages.tooManyPhotos(maxFiles));
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return payloadTooLarge('PAYLOAD_TOO_LARGE');
    default:
      return badRequest('VALIDATION');
  }
}

function addText(texts: Record<string, string | string[]>, name: string, value: string) {
  const previous = texts[name];
  if (previous === undefined) texts[name] = value;
  else if (Array.isArray(previous)) previous.push(value);
  else texts[name] = [previous, value];
}

async function discard(part: MultipartFile): Promise<void> {
  await finished(part.file.resume()).catch(() => {});
}

function parseJson(part: MultipartValue): unknown {
  // A part sent with content-type application/json arrives already parsed.
  if (typeof part.value !== 'string') return part.value;
  try {
    return JSON.parse(part.value);
  } catch {
    throw badRequest('VALIDATION');
  }
}

/**
 * Reads a whole multipart request (every upload of the product passes here, docs/product.md §5): at most `maxFiles`
 * files of at most 5 MB whose bytes are an accepted type, plus an optional JSON field and the named plain text fields.
 * After the first failure the rest of the body is still read and thrown away, so the client gets the answer on a
 * healthy connection.
 */
export async function readUpload(request: FastifyRequest, options: ReadUploadOptions): Promise<Upload> {
  if (!request.isMultipart()) throw badRequest('VALIDATION');
  const fields = new Set(typeof options.fileField === 'string' ? [options.fileField] : options.fileField);
  const kind = options.kind ?? 'image';
  const accepts = kind === 'image' ? isImageType : isDocumentType;
  const textFields = new Set(options.textFields);
  const files: UploadFile[] = [];
  const texts: Record<string, string | string[]> = {};
  let json: unknown;
  let failure: AppError | undefined;

  // One file over the limit is let through to be counted, so the answer is 'too many', not a parser error.
  // throwFileSizeLimit is read per call by @fastify/multipart though its types only list busboy's options.
  const parts = request.parts({
    limits: { fileSize: UPLOAD_LIMITS.fileBytes, files: options.maxFiles + 1 },
    throwFileSizeLimit: false,
  } as Parameters<FastifyRequest['parts']>[0]);
  const iterator = parts[Symbol.asyncIterator]();
  for (;;) {
    let next: IteratorResult<MultipartFile | MultipartValue>;
    try {
      next = await iterator.next();
    } catch (error) {
      throw failure ?? parserFailure(error, options.maxFiles);
    }
    if (next.done) break;
    const part = next.value;

    if (part.type === 'field') {
      if (failure) continue;
      try {
        // Form fields pass no route's text guard, so every one is checked here, and the JSON inside one too.
        assertSafeText({ [part.fieldname]: part.value });
        const isJson = part.fieldname === options.jsonField;
        if (!(isJson || textFields.has(part.fieldname))) continue;
        if (part.valueTruncated) failure = payloadTooLarge('PAYLOAD_TOO_LARGE');
        else if (isJson) {
          json = parseJson(part);
          assertSafeText(json);
        } else addText(texts, part.fieldname, String(part.value));
      } catch (error) {
        failure = error as AppError;
      }
      continue;
    }

    if (failure) {
      await discard(part);
      continue;
    }
    if (!fields.has(part.fieldname)) {
      failure = badRequest('VALIDATION');
      await discard(part);
      continue;
    }
    if (files.length >= options.maxFiles) {
      failure = badRequest('TOO_MANY_PHOTOS', formatMessages.tooManyPhotos(options.maxFiles));
      await discard(part);
      continue;
    }
    let buffer: Buffer;
    try {
      buffer = await part.toBuffer();
    } catch (error) {
      throw parserFailure(error, options.maxFiles);
    }
    const filename = displayName(part.filename);
    // busboy stops at the size limit and marks the stream truncated instead of buffering the rest.
    if (part.file.truncated) {
      failure = payloadTooLarge('FILE_TOO_LARGE', formatMessages.fileTooBig(filename));
      continue;
    }
    const mimetype = await sniffType(buffer);
    if (!mimetype || !accepts(mimetype)) {
      failure = unsupportedMediaType(kind === 'image' ? 'UNSUPPORTED_MEDIA_TYPE' : 'UNSUPPORTED_DOCUMENT_TYPE');
      continue;
    }
    files.push({ field: part.fieldname, filename, mimetype, buffer });
  }

  if (failure) throw failure;
  return { json, fields: texts, files };
}

/**
 * What a route that takes JSON, or a multipart form to carry files beside it, was sent: a JSON body with no files, or
 * the form's `jsonField` and files. When the route also names `textFields`, a form without the JSON field is read from
 * those plain fields instead.
 */
export async function readJsonOrUpload(
  request: FastifyRequest,
  options: ReadUploadOptions,
): Promise<{ input: unknown; files: UploadFile[] }> {
  if (!request.isMultipart()) return { input: request.body, files: [] };
  const upload = await readUpload(request, options);
  return { input: upload.json ?? (options.textFields ? upload.fields : undefined), files: upload.files };
}
