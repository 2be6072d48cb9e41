import { imageUrl, type ImageKind } from '@boutique/domain';
import { useState } from 'react';
import styles from './line-picture.module.css';

/** A small packshot (160 px, WebP with a JPEG fallback) for cart lines and suggestions. */
export function LinePicture({ kind, id, alt }: { kind: ImageKind; id: number; alt: string }) {
  const [hasFailed, setFailed] = useState(false);
  if (hasFailed) return <span role="img" aria-label={alt} className={styles.picture} />;
  return (
    <picture className={styles.picture}>
      <source type="image/webp" srcSet={imageUrl(kind, id, 160, 'webp')} />
      <img
        className={styles.image}
        src={imageUrl(kind, id, 160, 'jpg')}
        width={160}
        height={200}
        alt={alt}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
      />
    </picture>
  );
}
