import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/** A multipart/form-data body as a browser sends it: text fields, then files, in order. */
export function multipartBody(
  parts: readonly ({ name: string; value: string } | { name: string; filename: string; type: string; data: Buffer })[],
) {
  const boundary = `----visuels${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'data' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\nContent-Type: ${part.type}`
        : `Content-Disposition: form-data; name="${part.name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`));
    chunks.push('data' in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A small real picture in a given format (a gradient, so every encoder has something to do). */
export async function samplePicture(format: 'jpeg' | 'png' | 'webp', width = 1600, height = 1200) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      pixels[offset] = (x * 255) / width;
      pixels[offset + 1] = (y * 255) / height;
      pixels[offset + 2] = 160;
    }
  }
  const { default: sharp } = await import('sharp');
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .toFormat(format)
    .toBuffer();
}

function pngChunk(type: string, data: Buffer) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A PNG of `width × height` RGB pixels around its compressed image data (`idat`: the deflated rows,
 * each a filter byte then the row's pixels).
 */
export function rgbPng(width: number, height: number, idat: Buffer) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', idat),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A decompression bomb: a PNG of a few dozen bytes whose header declares `width × height` pixels
 * (its single compressed row would inflate to gigabytes if anyone decoded it).
 */
export function pixelBombPng(width = 50_000, height = 50_000) {
  return rgbPng(width, height, deflateSync(Buffer.alloc(width * 3 + 1)));
}
