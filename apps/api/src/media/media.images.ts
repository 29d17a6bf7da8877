import { UPLOAD_LIMITS } from '@otousta/shared/options/uploads';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type OutputInfo, type SharpOptions } from 'sharp';
import { badRequest, payloadTooLarge } from '../platform/errors.js';

// libvips would otherwise use every core for one image and cache decoded images; uploads are one-shot jobs on a small
// shared machine, so each job gets one thread and the number of jobs at once is bounded by the caller.
sharp.concurrency(1);
sharp.cache(false);

/** Longest side of each stored copy, in pixels. */
export const IMAGE_SIZES = { main: 1600, card: 640, thumb: 200 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

/** 40 megapixels covers any phone camera; beyond it a small file can still demand gigabytes once decoded. */
export const MAX_INPUT_PIXELS = 40_000_000;

const imageFormats = new Set(['jpeg', 'png', 'gif', 'webp']);
const imageTypes: ReadonlySet<string> = new Set(UPLOAD_LIMITS.imageTypes);
const documentTypes: ReadonlySet<string> = new Set(UPLOAD_LIMITS.documentTypes);

/** The type the bytes say they are, whatever the name or the declared type claim. */
export async function sniffType(buffer: Buffer): Promise<string | undefined> {
  return (await fileTypeFromBuffer(buffer))?.mime;
}

export const isImageType = (mime: string | undefined) => mime !== undefined && imageTypes.has(mime);
export const isDocumentType = (mime: string | undefined) => mime !== undefined && documentTypes.has(mime);

const decodeOptions: SharpOptions = {
  limitInputPixels: MAX_INPUT_PIXELS,
  // Tolerate the small defects phones and editors leave in files; reject only what cannot be decoded.
  failOn: 'error',
  autoOrient: true,
  // An animated GIF or WebP is stored as its first frame.
  animated: false,
};

function decodeFailure(error: unknown): Error {
  const message = error instanceof Error ? error.message : '';
  return /pixel limit/i.test(message) ? payloadTooLarge('IMAGE_TOO_LARGE') : badRequest('INVALID_IMAGE');
}

/** Reads only the header, so a decompression bomb is refused before a single pixel is inflated. */
async function checkHeader(buffer: Buffer): Promise<void> {
  let format: string | undefined;
  try {
    ({ format } = await sharp(buffer, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).metadata());
  } catch (error) {
    throw decodeFailure(error);
  }
  // The bytes were sniffed already; this catches a file whose header and body disagree.
  if (!format || !imageFormats.has(format)) throw badRequest('INVALID_IMAGE');
}

/**
 * Decodes an uploaded photo once, turns it upright from its EXIF orientation and writes WebP copies at each size.
 * Nothing of the input's metadata (EXIF with GPS position, XMP, comments, ICC) is carried over.
 */
export async function encodeImage(buffer: Buffer): Promise<Record<ImageSize, Buffer>> {
  await checkHeader(buffer);
  let pixels: { data: Buffer; info: OutputInfo };
  try {
    pixels = await sharp(buffer, decodeOptions)
      .resize({ width: IMAGE_SIZES.main, height: IMAGE_SIZES.main, fit: 'inside', withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw decodeFailure(error);
  }
  const { width, height, channels } = pixels.info;
  const encode = (size: number) =>
    sharp(pixels.data, { raw: { width, height, channels } })
      .resize({ width: size, height: size, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
  const [main, card, thumb] = await Promise.all([
    encode(IMAGE_SIZES.main),
    encode(IMAGE_SIZES.card),
    encode(IMAGE_SIZES.thumb),
  ]);
  return { main, card, thumb };
}

/**
 * A scanned document photo is re-encoded in its own format at full size (an admin has to read it), upright and
 * without metadata. PDFs are kept as sent: they are never served to the public.
 */
export async function encodeDocumentImage(buffer: Buffer, mime: 'image/jpeg' | 'image/png'): Promise<Buffer> {
  await checkHeader(buffer);
  try {
    const image = sharp(buffer, decodeOptions);
    return await (mime === 'image/png' ? image.png() : image.jpeg({ quality: 90 })).toBuffer();
  } catch (error) {
    throw decodeFailure(error);
  }
}
