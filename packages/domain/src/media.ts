/** Kinds of image the media route serves. */
export const IMAGE_KINDS = ['visuel', 'declinaison', 'produit', 'actu', 'default'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** Widths the media route renders; anything else is refused so nobody can fill the disk. */
export const IMAGE_SIZES = [160, 320, 480, 640, 960, 1280] as const;
export type ImageSize = (typeof IMAGE_SIZES)[number];

export const IMAGE_FORMATS = ['webp', 'jpg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Builds the URL of an image from its kind, id, width and format. */
export function imageUrl(kind: ImageKind, id: number, size: ImageSize, format: ImageFormat = 'webp'): string {
  return `/media/${kind}/${id}/${size}.${format}`;
}

/** A `srcset` for one kind, id and format over the given widths. */
export function imageSrcSet(
  kind: ImageKind,
  id: number,
  format: ImageFormat,
  sizes: readonly ImageSize[] = IMAGE_SIZES,
): string {
  return sizes.map((size) => `${imageUrl(kind, id, size, format)} ${size}w`).join(', ');
}
