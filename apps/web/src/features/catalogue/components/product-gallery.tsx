import type { ImageKind, Produit } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { ResponsivePicture } from '../../../components/ui/responsive-picture.tsx';
import { withBrandSuffix } from '../../../lib/brand.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import styles from './product-gallery.module.css';

export interface GalleryImage {
  kind: ImageKind;
  id: number;
  alt: string;
}

/** The pictures of a product page: its visuels, else its main picture. */
export function galleryImages(produit: Pick<Produit, 'id' | 'label' | 'visuels'>): GalleryImage[] {
  if (produit.visuels.length === 0) return [{ kind: 'produit', id: produit.id, alt: withBrandSuffix(produit.label) }];
  return produit.visuels.map((visuel) => ({
    kind: 'visuel',
    id: visuel.id,
    alt: withBrandSuffix(visuel.alt || produit.label),
  }));
}

interface ProductGalleryProps {
  images: GalleryImage[];
  activeIndex: number;
  onSelect: (index: number) => void;
}

/** The main picture (first screen: loaded first) and, when there are several, thumbnails to switch it. */
export function ProductGallery({ images, activeIndex, onSelect }: ProductGalleryProps) {
  const { t } = useTranslation();
  // Drawn on the server, the thumbnails wait for the hydration: an earlier click would be lost.
  const isHydrated = useHydrated();
  const active = images[activeIndex] ?? images[0];
  if (!active) return null;
  return (
    <div className={styles.gallery}>
      <ResponsivePicture
        key={`${active.kind}-${active.id}`}
        kind={active.kind}
        id={active.id}
        alt={active.alt}
        ratio="portrait"
        sizes="(min-width: 84rem) 44rem, (min-width: 60em) 52vw, 100vw"
        isPriority
        className={styles.main}
      />
      {images.length > 1 && (
        <ul className={styles.thumbnails} aria-label={t('produit.galerie')}>
          {images.map((image, index) => (
            <li key={`${image.kind}-${image.id}`}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-pressed={index === activeIndex}
                disabled={!isHydrated}
                aria-label={t('produit.voir_image', { index: index + 1, total: images.length })}
                onClick={() => onSelect(index)}
              >
                <ResponsivePicture
                  kind={image.kind}
                  id={image.id}
                  alt=""
                  ratio="portrait"
                  sizes="5rem"
                  widths={[160, 320]}
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
