import { describeStock, formatEuros, priceForMode, type Declinaison, type PriceMode } from '@boutique/domain';
import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Link } from 'wouter';
import { PlusIcon } from '../../../components/ui/action-icons.tsx';
import { useModalClose } from '../../../components/ui/modal-context.ts';
import { withBrandSuffix } from '../../../lib/brand.ts';
import { useCountryPrices } from '../../../lib/country-prices.ts';
import { useLocaleTag } from '../../../lib/locale-context.tsx';
import { LinePicture } from './line-picture.tsx';
import styles from './cross-sell-list.module.css';

/** A product the panel may suggest, as the page resolved it from the catalogue it holds. */
export interface SuggestedProduct {
  id: number;
  label: string;
  href: string;
  /** The product's default variant, the one the add button adds. */
  declinaison: Pick<Declinaison, 'id' | 'prix_ht' | 'prix_ttc' | 'stock'>;
}

/** How many suggestions fit under the lines without pushing the totals away. */
const MAX_SUGGESTIONS = 3;

/** The cross-sell ids (ranked by the server) that can be bought now, in rank order. */
export function pickSuggestions(ids: readonly number[], products: readonly SuggestedProduct[]): SuggestedProduct[] {
  const byId = new Map(products.map((product) => [product.id, product]));
  return ids
    .map((id) => byId.get(id))
    .filter((product): product is SuggestedProduct => {
      if (!product) return false;
      return describeStock({ stock: product.declinaison.stock, reassort: null }).available > 0;
    })
    .slice(0, MAX_SUGGESTIONS);
}

interface CrossSellListProps {
  suggestions: readonly SuggestedProduct[];
  mode: PriceMode;
  onAdd: (declinaisonId: number) => void;
  /** The section's heading; "Vous aimerez aussi" by default. */
  title?: string;
}

/** "Vous aimerez aussi": products associated with the basket's, each with an add button. */
export function CrossSellList({ suggestions, mode, onAdd, title }: CrossSellListProps) {
  const { t } = useTranslation();
  const localeTag = useLocaleTag();
  const close = useModalClose();
  const headingId = useId();
  const { reprice } = useCountryPrices();
  if (suggestions.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {title ?? t('panier.ventes_croisees')}
      </h3>
      <ul className={styles.list}>
        {suggestions.map((product) => (
          <li key={product.id} className={styles.item}>
            <LinePicture kind="produit" id={product.id} alt={withBrandSuffix(product.label)} />
            <div className={styles.body}>
              <Link href={`~${product.href}`} className={styles.link} onClick={close}>
                {product.label}
              </Link>
              <span className={styles.price}>
                {formatEuros(priceForMode(reprice(product.declinaison), mode), localeTag)}
              </span>
            </div>
            <button
              type="button"
              className={styles.add}
              aria-label={t('panier.ajouter_produit', { label: product.label })}
              onClick={() => onAdd(product.declinaison.id)}
            >
              <PlusIcon />
              <span aria-hidden="true">{t('panier.ajouter')}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
