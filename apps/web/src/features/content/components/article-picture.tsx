import type { Actualite } from '@boutique/domain';
import { ResponsivePicture, type ResponsivePictureProps } from '../../../components/ui/responsive-picture.tsx';
import { withBrandSuffix } from '../../../lib/brand.ts';

type ArticlePictureProps = { article: Pick<Actualite, 'id' | 'label'> } & Omit<
  ResponsivePictureProps,
  'kind' | 'id' | 'alt' | 'ratio'
>;

/** A news article's wide picture, described by its title and the house's name. */
export function ArticlePicture({ article, ...picture }: ArticlePictureProps) {
  return (
    <ResponsivePicture kind="actu" id={article.id} alt={withBrandSuffix(article.label)} ratio="wide" {...picture} />
  );
}
