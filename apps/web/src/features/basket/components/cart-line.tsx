import {
  describeStock,
  displayedPrice,
  formatEuros,
  priceForMode,
  priorPriceForMode,
  reductionReference,
  type BasketLine,
  type PriceMode,
} from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Link } from 'wouter';
import { MinusIcon, PlusIcon, TrashIcon } from '../../../components/ui/action-icons.tsx';
import { useModalClose } from '../../../components/ui/modal-context.ts';
import { withBrandSuffix } from '../../../lib/brand.ts';
import { useLocaleTag } from '../../../lib/locale-context.tsx';
import { calculateLineStock } from '../lib/line-stock.ts';
import { LinePicture } from './line-picture.tsx';
import styles from './cart-line.module.css';

interface CartLineProps {
  line: BasketLine;
  mode: PriceMode;
  productHref: string;
  onAdd: () => void;
  /** Removes one unit (asks first at quantity 1). */
  onRemoveOne: () => void;
  /** Removes the whole line (asks first). */
  onRemoveAll: () => void;
}

/**
 * One line of the cart panel: packshot, product (a link to its page), container and variant,
 * line total with the initial one struck through, "quantity × unit price" (and the unit's prior price
 * beside a reduction), then the stepper and
 * the remove button, or only the remove button when the stock no longer covers the line.
 */
export function CartLine({ line, mode, productHref, onAdd, onRemoveOne, onRemoveAll }: CartLineProps) {
  const { t } = useTranslation();
  const localeTag = useLocaleTag();
  const close = useModalClose();
  const { declinaison, produit, quantity } = line;
  const unit = priceForMode(declinaison, mode);
  // The line's total; a reduction is announced against the unit's prior price (reductionReference).
  const { priceCents: total, initialCents: initial } = displayedPrice(
    {
      prix_ht: line.prix_total_ht,
      prix_ttc: line.prix_total,
      prix_initial_ht: line.prix_total_initial_ht,
      prix_initial_ttc: line.prix_total_initial,
    },
    mode,
  );
  // The law's reference: the unit's lowest price of the 30 days before the reduction.
  const prior = priorPriceForMode(declinaison, mode);
  const reference = initial === null ? null : reductionReference(total, prior, quantity);
  const { canAdd, isOutOfStock } = calculateLineStock(line);
  const name = `${produit.label}, ${declinaison.conteneur} ${declinaison.label}`;
  const flag = isOutOfStock
    ? describeStock({ stock: declinaison.stock, reassort: null }, quantity)
    : !canAdd
      ? { key: 'panier.quantite_max' as const, values: {} }
      : null;

  return (
    <li className={styles.line} data-out-of-stock={isOutOfStock}>
      <LinePicture kind="declinaison" id={declinaison.id} alt={withBrandSuffix(produit.label)} />
      <div className={styles.body}>
        <p className={styles.name}>
          <Link href={`~${productHref}`} className={styles.link} onClick={close}>
            {produit.label}
          </Link>
        </p>
        <p className={styles.variant}>
          {declinaison.conteneur} · {declinaison.label}
        </p>
        <p className={styles.unit}>
          {t('panier.quantite_fois_prix', { quantity, price: formatEuros(unit, localeTag) })}
        </p>
        {reference !== null && prior !== null && (
          <p className={styles.unit}>{t('produit.prix_anterieur', { prix: formatEuros(prior, localeTag) })}</p>
        )}
        {flag && (
          <p className={styles.flag} data-tone={isOutOfStock ? 'danger' : 'muted'}>
            {t(flag.key, flag.values)}
          </p>
        )}
      </div>
      <p className={styles.price}>
        {reference !== null && (
          <s className={styles.initial}>
            <span className="visually-hidden">{t('produit.prix_initial')} </span>
            {formatEuros(reference, localeTag)}
          </s>
        )}
        <span className={styles.total}>{formatEuros(total, localeTag)}</span>
      </p>
      <div className={styles.controls}>
        {!isOutOfStock && (
          <div className={styles.stepper} role="group" aria-label={t('panier.quantite')}>
            <button
              type="button"
              className={styles.step}
              aria-label={t('panier.retirer_un', { label: name })}
              onClick={onRemoveOne}
            >
              <MinusIcon />
            </button>
            <output className={styles.quantity} aria-label={t('panier.quantite_actuelle', { count: quantity })}>
              {quantity}
            </output>
            <button
              type="button"
              className={styles.step}
              aria-label={t('panier.ajouter_un', { label: name })}
              disabled={!canAdd}
              onClick={onAdd}
            >
              <PlusIcon />
            </button>
          </div>
        )}
        <button
          type="button"
          className={styles.remove}
          aria-label={t('panier.supprimer_article', { label: name })}
          onClick={onRemoveAll}
        >
          <TrashIcon />
          <span aria-hidden="true">{t('panier.retirer')}</span>
        </button>
      </div>
    </li>
  );
}
