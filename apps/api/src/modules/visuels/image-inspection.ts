import { open } from 'node:fs/promises';
import type { Metadata } from 'sharp';
import { VISUEL_UPLOAD } from '@boutique/domain';
import { AppError } from '../../lib/errors.ts';

export type UploadFormat = 'jpeg' | 'png' | 'webp';

export interface InspectedImage {
  format: UploadFormat;
  /** Upright dimensions (after the EXIF orientation). */
  width: number;
  height: number;
}

const startsWith = (bytes: Buffer, signature: readonly number[], at = 0) =>
  signature.every((byte, index) => bytes[at + index] === byte);

/**
 * The format the first bytes announce, or null. The file name and the declared type are the
 * sender's word; the magic numbers are the file's.
 */
export function sniffImageFormat(bytes: Buffer): UploadFormat | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/** A file that does not decode as the image its first bytes announce. */
export const unreadableImage = () =>
  new AppError(400, 'Image illisible : le fichier semble abîmé ou incomplet.', {}, 'image_unreadable');

const unsupported = () =>
  new AppError(
    415,
    'Format non pris en charge : envoyez une image JPEG, PNG ou WebP (les SVG sont refusés).',
    {},
    'image_format_unsupported',
  );

/** The first bytes of a file: enough for every signature above. */
async function readHead(file: string) {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(16), 0, 16, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * Checks an upload (spooled to a file) before any pixel is decoded: a known format by its bytes,
 * then the dimensions its header declares, so a small file claiming billions of pixels is refused
 * at once.
 */
export async function inspectImage(file: string): Promise<InspectedImage> {
  const format = sniffImageFormat(await readHead(file));
  if (!format) throw unsupported();
  let metadata: Metadata;
  try {
    const { default: sharp } = await import('sharp');
    // Header only: `metadata()` does not decode the pixels.
    metadata = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadableImage();
  }
  if (metadata.format !== format) throw unsupported();
  const { width, height } = metadata.autoOrient ?? metadata;
  if (!width || !height)
    throw new AppError(400, 'Image illisible : ses dimensions sont absentes.', {}, 'image_unreadable');
  if (width * height > VISUEL_UPLOAD.maxPixels) {
    const megapixels = Math.round(VISUEL_UPLOAD.maxPixels / 1_000_000);
    throw new AppError(
      413,
      `Image trop grande : ${width} × ${height} pixels, au plus ${megapixels} millions de pixels.`,
      {},
      'image_too_large',
    );
  }
  return { format, width, height };
}
