import { IMAGE_SIZES, imageSrcSet, imageUrl, type ImageKind, type ImageSize } from '@boutique/domain';
import { useState } from 'react';
import styles from './responsive-picture.module.css';

export interface ResponsivePictureProps {
  kind: ImageKind;
  id: number;
  /** Alt text in the page's language (product pictures carry the brand suffix). */
  alt: string;
  /** The `sizes` attribute: how wide the picture is drawn at each breakpoint. */
  sizes: string;
  /** Intrinsic ratio of the picture (4:5 products, 1:1 ingredients, 16:9 news) so nothing jumps. */
  ratio: 'portrait' | 'square' | 'wide';
  /** First-screen pictures load eagerly and first; everything else waits until it nears the viewport. */
  isPriority?: boolean;
  widths?: readonly ImageSize[];
  className?: string;
}

const RATIO_BOX = { portrait: [1200, 1500], square: [1200, 1200], wide: [1600, 900] } as const;

/**
 * An image of the media route: WebP sources with a JPEG fallback, width and height set so the
 * browser reserves the box before it loads. A failed load shows a quiet placeholder of the same
 * size instead of the broken-image glyph.
 */
export function ResponsivePicture({
  kind,
  id,
  alt,
  sizes,
  ratio,
  isPriority = false,
  widths = IMAGE_SIZES,
  className,
}: ResponsivePictureProps) {
  const [hasFailed, setFailed] = useState(false);
  const [width, height] = RATIO_BOX[ratio];
  if (hasFailed) {
    return (
      <span role="img" aria-label={alt} className={`${styles.placeholder} ${className ?? ''}`} data-ratio={ratio} />
    );
  }
  return (
    <picture className={`${styles.picture} ${className ?? ''}`} data-ratio={ratio}>
      <source type="image/webp" srcSet={imageSrcSet(kind, id, 'webp', widths)} sizes={sizes} />
      <img
        className={styles.image}
        src={imageUrl(kind, id, 640, 'jpg')}
        srcSet={imageSrcSet(kind, id, 'jpg', widths)}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
        loading={isPriority ? 'eager' : 'lazy'}
        fetchPriority={isPriority ? 'high' : 'auto'}
        decoding={isPriority ? 'auto' : 'async'}
        onError={() => setFailed(true)}
      />
    </picture>
  );
}
