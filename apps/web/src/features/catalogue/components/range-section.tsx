import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RangeGroup } from '../lib/group-by-gamme.ts';
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

/** One range of the catalogue: its name with its colour, then its products. */
export function RangeSection({ group, position, priorityCount, renderCardAction }: RangeSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const count = group.produits.length;
  return (
    <section className={styles.range} aria-labelledby={headingId}>
      <header className={styles.header}>
        <p className={styles.position} aria-hidden="true">
          <RangeMark colour={group.gamme?.couleur} />
          {String(position).padStart(2, '0')}
        </p>
        <h2 id={headingId} className={styles.heading}>
          {group.gamme?.tag.label ?? t('accueil.autres_soins')}
        </h2>
        <p className={styles.count}>{t('accueil.nb_soins', { count })}</p>
      </header>
      <ul className={styles.grid}>
        {group.produits.map((produit, index) => (
          <li key={produit.id} className={styles.item}>
            <ProductCard produit={produit} isPriority={index < priorityCount} renderAction={renderCardAction} />
          </li>
        ))}
      </ul>
    </section>
  );
}
