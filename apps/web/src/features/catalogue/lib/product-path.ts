import { slugify, type Locale, type Produit } from '@boutique/domain';
import { localePath } from '../../../lib/locale-context.tsx';

/** The canonical slug of a product: the server's, else one made from its label. */
export function canonicalSlug(produit: Pick<Produit, 'slug' | 'label'>): string {
  return produit.slug || slugify(produit.label);
}

/** The route parameter of a product page: "3-creme-riche-au-caviar". */
export function productIdSlug(produit: Pick<Produit, 'id' | 'slug' | 'label'>): string {
  const slug = canonicalSlug(produit);
  return slug ? `${produit.id}-${slug}` : String(produit.id);
}

/** The product page of a product in a language: /fr/cosmetique/3-creme-riche-au-caviar. */
export function productPath(locale: Locale, produit: Pick<Produit, 'id' | 'slug' | 'label'>): string {
  return localePath(locale, `cosmetique/${productIdSlug(produit)}`);
}
