import { createDeflate } from 'node:zlib';
import sharp from 'sharp';

/** A real photo-like image of the given size and format, made by sharp (tests need real bytes, not fakes). */
export async function testImage(
  options: { width?: number; height?: number; format?: 'jpeg' | 'png' | 'gif' | 'webp'; color?: string } = {},
): Promise<Buffer> {
  const { width = 320, height = 240, format = 'jpeg', color = '#3a7bd5' } = options;
  return sharp({ create: { width, height, channels: 3, background: color } })
    .toFormat(format)
    .toBuffer();
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A valid, complete grayscale PNG of side×side black pixels: a few hundred kilobytes on the wire, side² bytes once
 * decoded (20000 → 400 megapixels) — a decompression bomb.
 */
export async function decompressionBombPng(side = 20_000): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(0, 9); // grayscale
  // Every scanline is a filter byte and zero pixels: all zeros, which deflate squeezes about a thousandfold.
  // Streamed row by row so the test never holds the decoded size in memory either.
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (data: Buffer) => compressed.push(data));
  const done = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  const row = Buffer.alloc(side + 1);
  for (let y = 0; y < side; y++) {
    if (!deflate.write(row)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.concat(compressed)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
