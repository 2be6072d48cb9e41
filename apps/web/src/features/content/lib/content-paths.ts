import { slugify, type Locale } from '@boutique/domain';
import { localePath } from '../../../lib/locale-context.tsx';

interface Sluggable {
  id: number;
  slug: string;
  label: string;
}

/** The canonical slug: the server's, else one made from the label. */
export const canonicalSlug = ({ slug, label }: Pick<Sluggable, 'slug' | 'label'>) => slug || slugify(label);

/** "3-notre-atelier", or "3" when nothing can make a slug. */
export function idSlug(item: Sluggable): string {
  const slug = canonicalSlug(item);
  return slug ? `${item.id}-${slug}` : String(item.id);
}

/** /fr/principe-actif/1-extrait-de-caviar */
export const ingredientPath = (locale: Locale, principe: Sluggable) =>
  localePath(locale, `principe-actif/${idSlug(principe)}`);

/** /fr/3-notre-atelier: a news article sits at the top of its language. */
export const articlePath = (locale: Locale, article: Sluggable) => localePath(locale, idSlug(article));
