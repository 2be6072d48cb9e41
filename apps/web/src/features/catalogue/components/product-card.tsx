import type { Declinaison, Produit } from '@boutique/domain';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ResponsivePicture } from '../../../components/ui/responsive-picture.tsx';
import { withBrandSuffix } from '../../../lib/brand.ts';
import { useCountryPrices } from '../../../lib/country-prices.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { cardSentence } from '../lib/first-sentence.ts';
import { findDefaultDeclinaison } from '../lib/default-declinaison.ts';
import { productPath } from '../lib/product-path.ts';
import { loadProductPage } from '../pages/product-page-loader.ts';
import { PriceTag } from './price-tag.tsx';
import { StockLabel } from '../../../components/ui/stock-label.tsx';
import styles from './product-card.module.css';

const warmProductPage = () => void loadProductPage();

/** Widths the grid draws a card at: two columns on phones, up to four on wide screens. */
const CARD_SIZES = '(min-width: 84rem) 19rem, (min-width: 60em) 24vw, (min-width: 40em) 31vw, 46vw';

interface ProductCardProps {
  produit: Produit;
  /** Cards of the first screen load their picture eagerly. */
  isPriority?: boolean;
  /** What the page puts under the price for the default variant (the basket's add button). */
  renderAction?: CardActionRenderer | undefined;
  /** Level of the name's heading: 3 under a section's h2, 4 when the section has its own h3. */
  headingLevel?: 3 | 4;
}

/** A slot the page fills: features do not import each other, so the basket comes in from above. */
export type CardActionRenderer = (produit: Produit, declinaison: Declinaison) => ReactNode;

/**
 * A product in a list: picture, name, first sentence, price (for the visitor's country) and stock
 * of the default variant.
 * The name's link stretches over the whole card, so there is one link per card for assistive
 * technologies and the whole card is a target for the thumb.
 */
export function ProductCard({ produit, isPriority = false, renderAction, headingLevel = 3 }: ProductCardProps) {
  const locale = useLocale();
  const { reprice } = useCountryPrices();
  const declinaison = findDefaultDeclinaison(produit);
  const Heading = headingLevel === 4 ? 'h4' : 'h3';
  return (
    <article
      className={styles.card}
      onPointerEnter={warmProductPage}
      onFocus={warmProductPage}
      onTouchStart={warmProductPage}
    >
      <div className={styles.media}>
        <ResponsivePicture
          kind="produit"
          id={produit.id}
          alt={withBrandSuffix(produit.label)}
          ratio="portrait"
          sizes={CARD_SIZES}
          widths={[320, 480, 640, 960]}
          isPriority={isPriority}
          className={styles.picture}
        />
      </div>
      <div className={styles.body}>
        <Heading className={styles.title}>
          <Link href={`~${productPath(locale, produit)}`} className={styles.link}>
            {produit.label}
          </Link>
        </Heading>
        <p className={styles.sentence}>{cardSentence(produit)}</p>
        {declinaison && (
          <div className={styles.meta}>
            <PriceTag item={reprice(declinaison)} />
            <StockLabel info={declinaison} />
            {renderAction?.(produit, declinaison)}
          </div>
        )}
      </div>
    </article>
  );
}
