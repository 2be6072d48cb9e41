import { describeStock, type Declinaison } from '@boutique/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { buttonClassName } from '../../../components/ui/button.ts';
import { StockLabel } from '../../../components/ui/stock-label.tsx';
import { useQuantityInBasket } from '../hooks/use-basket.ts';
import { updateQuantity } from '../lib/basket-actions.ts';
import { calculateRemaining, clampQuantity } from '../lib/quantity-options.ts';
import { QuantitySelector } from './quantity-selector.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { TotalQuantityDialog } from './total-quantity-dialog.tsx';
import styles from './product-purchase.module.css';

interface ProductPurchaseProps {
  declinaison: Pick<Declinaison, 'id' | 'stock' | 'reassort'>;
}

/**
 * The product page's purchase block for the chosen variant: quantity (1 up to the stock left
 * beyond the basket), the stock label for the quantity the basket would then hold, "Ajouter au
 * panier" and, once the basket holds some, the "Quantité totale" prompt. Keyed by variant.
 * Nothing left to add: the button is disabled (drawn as such, button.module.css), says
 * "Indisponible" when the variant is sold out, and points at the stock label that says why.
 */
export function ProductPurchase({ declinaison }: ProductPurchaseProps) {
  const { t } = useTranslation();
  const inBasket = useQuantityInBasket(declinaison.id);
  const { available } = describeStock(declinaison);
  const remaining = calculateRemaining(available, inBasket);
  const [chosen, setChosen] = useState(1);
  const [isAskingTotal, setAskingTotal] = useState(false);
  const quantity = clampQuantity(chosen, remaining);
  const stockId = useId();
  const isSoldOut = available === 0;
  // Drawn on the server, the block shows before its script runs: a choice made then would be lost.
  const isHydrated = useHydrated();

  const add = () => {
    setChosen(1);
    void updateQuantity(declinaison.id, quantity);
  };
  const setTotal = (total: number) => {
    if (total !== inBasket) void updateQuantity(declinaison.id, total - inBasket);
  };

  return (
    <div className={styles.purchase}>
      <div className={styles.row}>
        {remaining > 0 && (
          <QuantitySelector value={quantity} max={remaining} onChange={setChosen} disabled={!isHydrated} />
        )}
        <button
          type="button"
          className={buttonClassName('primary', styles.add)}
          disabled={remaining === 0 || !isHydrated}
          aria-describedby={remaining === 0 ? stockId : undefined}
          onClick={add}
        >
          {t(isSoldOut ? 'panier.indisponible' : 'panier.ajouter_au_panier')}
        </button>
      </div>
      <StockLabel id={stockId} info={declinaison} requested={inBasket + (remaining > 0 ? quantity : 1)} />
      {inBasket > 0 && (
        <p className={styles.inBasket}>
          {t('panier.deja_dans_panier', { count: inBasket })}
          <button
            type="button"
            className={buttonClassName('quiet', styles.total)}
            aria-haspopup="dialog"
            onClick={() => setAskingTotal(true)}
          >
            {t('panier.quantite_totale')}
          </button>
        </p>
      )}
      {isAskingTotal && (
        <TotalQuantityDialog
          current={inBasket}
          max={Math.min(available, inBasket + calculateRemaining(available, inBasket))}
          onSubmit={setTotal}
          onCancel={() => setAskingTotal(false)}
        />
      )}
    </div>
  );
}
