import { VISUEL_UPLOAD, type ImageFormat, type ImageKind, type ImageSize } from '@boutique/domain';
import type { Database } from '../../db/client.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { findVisuelFor } from './media.queries.ts';
import { PLACEHOLDER_SVG } from './placeholder.ts';

export interface Rendition {
  data: Buffer;
  contentType: string;
}

const CONTENT_TYPES: Record<ImageFormat, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

/** Where the rendition of a visual at a width and format is kept once made. */
export const renditionKey = (visuelId: number, size: ImageSize, format: ImageFormat) =>
  `renditions/${visuelId}/${size}.${format}`;

/** Pixels a source may declare before sharp refuses to decode it (a decompression bomb). */
export const MAX_INPUT_PIXELS = VISUEL_UPLOAD.maxPixels;

/** Encodes one rendition of an original (raster or SVG) at a width and format. */
export async function renderRendition(source: Buffer, sourceWidth: number, size: ImageSize, format: ImageFormat) {
  const isSvg = source.subarray(0, 256).toString('utf8').includes('<svg');
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
 * from the original and kept in storage; concurrent requests for the same one share the work.
 */
export function createMediaService(db: Database, storage: Storage) {
  const inFlight = new Map<string, Promise<Rendition | null>>();

  async function produce(kind: ImageKind, id: number, size: ImageSize, format: ImageFormat): Promise<Rendition | null> {
    const visuel = kind === 'default' ? null : await findVisuelFor(db, kind, id);
    if (kind !== 'default' && !visuel) return null;
    const key = visuel ? renditionKey(visuel.id, size, format) : `renditions/default/${size}.${format}`;
    const cached = await storage.read(key);
    if (cached) return { data: cached, contentType: CONTENT_TYPES[format] };
    const source = visuel ? await storage.read(visuel.fichier) : Buffer.from(PLACEHOLDER_SVG);
    if (!source) return null;
    const data = await renderRendition(source, visuel?.largeur ?? 1200, size, format);
    await storage.write(key, data);
    return { data, contentType: CONTENT_TYPES[format] };
  }

  return {
    getRendition(kind: ImageKind, id: number, size: ImageSize, format: ImageFormat) {
      const key = `${kind}/${id}/${size}.${format}`;
      let pending = inFlight.get(key);
      if (!pending) {
        pending = produce(kind, id, size, format).finally(() => inFlight.delete(key));
        inFlight.set(key, pending);
      }
      return pending;
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
