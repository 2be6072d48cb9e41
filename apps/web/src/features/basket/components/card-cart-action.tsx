import type { Declinaison } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Link } from 'wouter';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { useQuantityInBasket } from '../hooks/use-basket.ts';
import { changeQuantity } from '../lib/basket-actions-loader.ts';
import styles from './card-cart-action.module.css';
import { useHydrated } from '../../../lib/use-hydrated.ts';

interface CardCartActionProps {
  /** The product's default variant: the one a card adds. */
  declinaison: Pick<Declinaison, 'id' | 'stock'>;
  label: string;
}

/**
 * A card's compact add button. Once the variant is in the basket it becomes a link to the
 * checkout ("checkout is linked from the cart button when the item is already in the cart").
 */
export function CardCartAction({ declinaison, label }: CardCartActionProps) {
  // Drawn on the server, it shows before its script runs: a click then would be lost.
  const isHydrated = useHydrated();
  const { t } = useTranslation();
  const locale = useLocale();
  const inBasket = useQuantityInBasket(declinaison.id);
  if (inBasket > 0) {
    return (
      <Link
        href={`~${localePath(locale, 'checkout')}`}
        className={styles.action}
        data-in-basket="true"
        aria-label={t('panier.dans_le_panier_produit', { label })}
      >
        {t('panier.dans_le_panier')}
      </Link>
    );
  }
  const canAdd = (declinaison.stock?.total ?? 0) > 0;
  return (
    <button
      type="button"
      className={styles.action}
      disabled={!canAdd || !isHydrated}
      aria-label={t(canAdd ? 'panier.ajouter_produit' : 'panier.indisponible_produit', { label })}
      onClick={() => void changeQuantity(declinaison.id, 1)}
    >
      {t(canAdd ? 'panier.ajouter' : 'panier.indisponible')}
    </button>
  );
}
