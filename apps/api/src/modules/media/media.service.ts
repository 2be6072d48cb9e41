import { VISUEL_UPLOAD, type ImageFormat, type ImageKind, type ImageSize } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import type { Readable } from 'node:stream';
import type { Storage } from '../../providers/storage/storage.ts';
import { findVisuelFor } from './media.queries.ts';
import { PLACEHOLDER_SVG } from './placeholder.ts';

/** A rendition to send: streamed from storage when already made, the fresh bytes when just made. */
export interface Rendition {
  body: Readable | Buffer;
  /** Bytes to send, when storage says (it always does on disk and S3). */
  size: number | undefined;
  contentType: string;
}

const CONTENT_TYPES: Record<ImageFormat, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

/** Where the rendition of a visual at a width and format is kept once made. */
export const renditionKey = (visuelId: number, size: ImageSize, format: ImageFormat) =>
  `renditions/${visuelId}/${size}.${format}`;

/** Pixels a source may declare before sharp refuses to decode it (a decompression bomb). */
export const MAX_INPUT_PIXELS = VISUEL_UPLOAD.maxPixels;

/**
 * Encodes one rendition of an original (raster or SVG) at a width and format. The source is a
 * file path (an upload spooled to disk: libvips reads it as it decodes) or bytes; the output is
 * buffered, since a rendition is small (tens of kilobytes at the largest width).
 */
export async function renderRendition(
  source: Buffer | string,
  sourceWidth: number,
  size: ImageSize,
  format: ImageFormat,
) {
  const isSvg = typeof source !== 'string' && source.subarray(0, 256).toString('utf8').includes('<svg');
  // Vector originals are rasterised at the target resolution so they stay sharp.
  const density = isSvg ? Math.min(2400, Math.max(72, Math.ceil((72 * size) / sourceWidth))) : undefined;
  // Loaded with the first picture to encode, not at the process's start.
  const { default: sharp } = await import('sharp');
  // `rotate()` applies a photo's EXIF orientation, so a portrait shot stays upright.
  const pipeline = sharp(source, { density, limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({
    width: size,
    withoutEnlargement: !isSvg,
  });
  const encoded =
    format === 'webp'
      ? pipeline.webp({ quality: 80, effort: 4 })
      : pipeline.flatten({ background: '#FAF7F2' }).jpeg({ quality: 82, mozjpeg: true });
  return encoded.toBuffer();
}

/**
 * Serves pictures at the widths and formats pages ask for. Each rendition is made once with sharp
 * from the original and kept in storage, then streamed from there (disk or bucket) on every read;
 * concurrent requests for a missing one share the work of making it.
 */
export function createMediaService(db: Database, storage: Storage) {
  const making = new Map<string, Promise<Buffer | null>>();

  /** Makes and stores a missing rendition. The original is read whole: sharp needs all of it to decode. */
  async function make(
    key: string,
    visuel: { fichier: string; largeur: number } | null,
    size: ImageSize,
    format: ImageFormat,
  ) {
    const source = visuel ? await storage.read(visuel.fichier) : Buffer.from(PLACEHOLDER_SVG);
    if (!source) return null;
    const data = await renderRendition(source, visuel?.largeur ?? 1200, size, format);
    await storage.write(key, data, CONTENT_TYPES[format]);
    return data;
  }

  return {
    async getRendition(kind: ImageKind, id: number, size: ImageSize, format: ImageFormat): Promise<Rendition | null> {
      const visuel = kind === 'default' ? null : await findVisuelFor(db, kind, id);
      if (kind !== 'default' && !visuel) return null;
      const key = visuel ? renditionKey(visuel.id, size, format) : `renditions/default/${size}.${format}`;
      const contentType = CONTENT_TYPES[format];
      const stored = await storage.open(key);
      if (stored) return { body: stored.stream, size: stored.size, contentType };
      let pending = making.get(key);
      if (!pending) {
        pending = make(key, visuel, size, format).finally(() => making.delete(key));
        making.set(key, pending);
      }
      const data = await pending;
      return data ? { body: data, size: data.length, contentType } : null;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
