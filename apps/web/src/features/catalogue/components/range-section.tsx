import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import type { RangeGroup } from '../lib/group-by-gamme.ts';
import { Carousel } from '../../../components/ui/carousel.tsx';
import { ProductCard, type CardActionRenderer } from './product-card.tsx';
import { RangeMark } from './range-mark.tsx';
import styles from './range-section.module.css';

interface RangeSectionProps {
  group: RangeGroup;
  /** Position of the range on the page, shown as an editorial numeral (01, 02…). */
  position: number;
  /** How many of this section's first cards are on the first screen (eager pictures). */
  priorityCount: number;
  renderCardAction?: CardActionRenderer | undefined;
}

/** One range of the catalogue: its name with its colour, then its products in a row that scrolls sideways. */
export function RangeSection({ group, position, priorityCount, renderCardAction }: RangeSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const count = group.produits.length;
  const name = group.gamme?.tag.label ?? t('accueil.autres_soins');
  return (
    <section className={styles.range} aria-labelledby={headingId}>
      <header className={styles.header}>
        <p className={styles.position} aria-hidden="true">
          <RangeMark colour={group.gamme?.couleur} />
          {String(position).padStart(2, '0')}
        </p>
        <h3 id={headingId} className={styles.heading}>
          {name}
        </h3>
        <p className={styles.count}>{t('accueil.nb_soins', { count })}</p>
      </header>
      <Carousel
        items={group.produits}
        getKey={(produit) => produit.id}
        className={styles.row}
        labels={{
          carousel: t('accueil.gammes.carrousel', { gamme: name }),
          slide: (position, total) => t('accueil.gammes.soin', { position, total }),
          previous: t('accueil.gammes.precedent', { gamme: name }),
          next: t('accueil.gammes.suivant', { gamme: name }),
        }}
        renderSlide={(produit, index) => (
          <ProductCard
            produit={produit}
            isPriority={index < priorityCount}
            renderAction={renderCardAction}
            headingLevel={4}
          />
        )}
      />
    </section>
  );
}
