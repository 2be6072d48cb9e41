import { IMAGE_SIZES, imageSrcSet, type ImageKind, type ImageSize, type Produit } from '@boutique/domain';

/** An image the page will show first, announced in the head so it loads before the app asks for it. */
export interface ImagePreload {
  srcset: string;
  sizes: string;
  /** The MIME type of the candidates; browsers that cannot show it skip the preload. */
  type: 'image/webp';
}

/**
 * How the pages draw their first picture, so the browser picks the same file for the preload as
 * for the <img>: same widths and `sizes` as the web app's components (change both together).
 * Home: apps/web …/catalogue/components/home-hero.tsx; product: …/product-gallery.tsx.
 */
export const HERO_SIZES = '(min-width: 84rem) 50rem, (min-width: 60em) 60vw, 100vw';
export const HERO_WIDTHS: readonly ImageSize[] = [640, 960, 1280];
export const PRODUCT_PICTURE_SIZES = '(min-width: 84rem) 44rem, (min-width: 60em) 52vw, 100vw';

const webpPreload = (kind: ImageKind, id: number, sizes: string, widths: readonly ImageSize[]): ImagePreload => ({
  srcset: imageSrcSet(kind, id, 'webp', widths),
  sizes,
  type: 'image/webp',
});

/** The home page's LCP picture (the hero, its id from the configuration). */
export const heroPreload = (visuelId: number) => webpPreload('visuel', visuelId, HERO_SIZES, HERO_WIDTHS);

/** A product page's LCP picture: the gallery's first, its first visuel or else its packshot. */
export function productPicturePreload(product: Pick<Produit, 'id' | 'visuels'>): ImagePreload {
  const first = product.visuels[0];
  return first
    ? webpPreload('visuel', first.id, PRODUCT_PICTURE_SIZES, IMAGE_SIZES)
    : webpPreload('produit', product.id, PRODUCT_PICTURE_SIZES, IMAGE_SIZES);
}
