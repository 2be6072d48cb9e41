import {
  formatEuros,
  priceForMode,
  repriceBasket,
  type Basket,
  type BasketLine,
  type PriceMode,
} from '@boutique/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Link } from 'wouter';
import { buttonClassName } from '../../../components/ui/button.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { CountryPriceNote } from '../../../components/ui/country-price-note.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useModalClose } from '../../../components/ui/modal-context.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useCountryPrices } from '../../../lib/country-prices.ts';
import { localePath, useLocale, useLocaleTag } from '../../../lib/locale-context.tsx';
import { usePriceMode } from '../../../lib/use-price-mode.ts';
import { useBasket } from '../hooks/use-basket.ts';
import { updateQuantity } from '../lib/basket-actions.ts';
import { CartLine } from './cart-line.tsx';
import { CrossSellList, pickSuggestions, type SuggestedProduct } from './cross-sell-list.tsx';
import styles from './cart-panel.module.css';

export interface CartPanelProps {
  /** Called once the panel has hidden. */
  onCancel: () => void;
  /** The product page of a line's product (the catalogue owns the shape of that path). */
  productHref: (produit: BasketLine['produit']) => string;
  /** Products the cross-sell ids are resolved against (the catalogue already in hand), if any. */
  products: readonly SuggestedProduct[] | undefined;
  /** A product to discover, offered when the basket is empty (picked at random by the app). */
  discovery?: SuggestedProduct | null;
}

/** A removal waiting for the shopper's yes. */
interface PendingRemoval {
  declinaisonId: number;
  change: number;
}

function LoadingLines() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} aria-busy="true">
      <span className="visually-hidden">{t('panier.chargement')}</span>
      {[0, 1].map((index) => (
        <div key={index} className={styles.loadingLine} data-testid="cart-line-placeholder">
          <Skeleton className={styles.loadingPicture} />
          <div className={styles.loadingText}>
            <Skeleton className={styles.loadingTitle} />
            <Skeleton className={styles.loadingMeta} />
          </div>
        </div>
      ))}
    </div>
  );
}

function EmptyBasket({
  hasFailed,
  discovery = null,
  mode = 'ttc',
  onAdd,
}: {
  hasFailed: boolean;
  discovery?: SuggestedProduct | null;
  mode?: 'ttc' | 'ht';
  onAdd?: (declinaisonId: number) => void;
}) {
  const { t } = useTranslation();
  const close = useModalClose();
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>{t('panier.vide_titre')}</p>
      <p className={styles.emptyText}>{t(hasFailed ? 'panier.erreur_chargement' : 'panier.vide_texte')}</p>
      {discovery && onAdd && (
        <CrossSellList suggestions={[discovery]} mode={mode} onAdd={onAdd} title={t('panier.a_decouvrir')} />
      )}
      <button type="button" className={buttonClassName('secondary')} onClick={close}>
        {t('panier.continuer')}
      </button>
    </div>
  );
}

/** The subtotal and the two ways out, kept in view at the foot of the panel. */
function Summary({ panier, mode }: { panier: Basket; mode: PriceMode }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localeTag = useLocaleTag();
  const close = useModalClose();
  // No struck subtotal: each line announces its own reduction against its prior price.
  const total = priceForMode({ prix_ht: panier.total_ht, prix_ttc: panier.total_ttc }, mode);
  return (
    <div className={styles.summary}>
      <p className={styles.subtotal}>
        <span>
          {t('panier.sous_total')}{' '}
          <span className={styles.mode}>{t(mode === 'ht' ? 'panier.mode_ht' : 'panier.mode_ttc')}</span>
        </span>
        <span className={styles.amount}>
          <span data-testid="cart-subtotal">{formatEuros(total, localeTag)}</span>
        </span>
      </p>
      <p className={styles.note}>{t('panier.livraison_calculee')}</p>
      <CountryPriceNote />
      <Link href={`~${localePath(locale, 'checkout')}`} className={buttonClassName('primary')} onClick={close}>
        {t('panier.finaliser')}
      </Link>
      <button type="button" className={buttonClassName('quiet', styles.continue)} onClick={close}>
        {t('panier.continuer')}
      </button>
    </div>
  );
}

function CartContent({ productHref, products, discovery }: Omit<CartPanelProps, 'onCancel'>) {
  const { t } = useTranslation();
  const basket = useBasket();
  const { status, notice } = basket;
  // The server prices the basket in France; the visitor sees their country's prices until checkout.
  const { reprice } = useCountryPrices();
  const panier = basket.panier && repriceBasket(basket.panier, reprice);
  const mode = usePriceMode();
  const [removal, setRemoval] = useState<PendingRemoval | null>(null);

  const add = (declinaisonId: number) => void updateQuantity(declinaisonId, 1);
  const remove = (line: BasketLine, change: number) => {
    // Taking the last unit (or the whole line) away asks first.
    if (line.quantity + change <= 0) setRemoval({ declinaisonId: line.id, change });
    else void updateQuantity(line.id, change);
  };

  const suggestions = panier && products ? pickSuggestions(panier.ventesCroisees, products) : [];
  let body: ReactNode;
  if (!panier) body = status === 'error' ? <EmptyBasket hasFailed /> : <LoadingLines />;
  else if (panier.lignes.length === 0) {
    body = <EmptyBasket hasFailed={false} discovery={discovery} mode={mode} onAdd={add} />;
  } else {
    body = (
      <>
        <ul className={styles.lines}>
          {panier.lignes.map((line) => (
            <CartLine
              key={line.id}
              line={line}
              mode={mode}
              productHref={productHref(line.produit)}
              onAdd={() => add(line.id)}
              onRemoveOne={() => remove(line, -1)}
              onRemoveAll={() => remove(line, -line.quantity)}
            />
          ))}
        </ul>
        <CrossSellList suggestions={suggestions} mode={mode} onAdd={add} />
        <Summary panier={panier} mode={mode} />
      </>
    );
  }
  return (
    <div className={styles.content}>
      <p className={styles.notice} role="alert">
        {notice}
      </p>
      {body}
      {removal && (
        <ConfirmDialog
          title={t('panier.retirer')}
          message={t('panier.confirmer_suppression_article_panier')}
          confirmLabel={t('panier.retirer')}
          onConfirm={() => void updateQuantity(removal.declinaisonId, removal.change)}
          onCancel={() => setRemoval(null)}
        />
      )}
    </div>
  );
}

/** The cart side panel: a full-height sheet on phones, a side panel on wide screens. */
export function CartPanel({ onCancel, productHref, products, discovery = null }: CartPanelProps) {
  const { t } = useTranslation();
  const { count } = useBasket();
  return (
    <Modal
      placement="side"
      onCancel={onCancel}
      title={
        <>
          {t('panier.titre')} <span className={styles.count}>{t('panier.nb_articles', { count })}</span>
        </>
      }
    >
      <CartContent productHref={productHref} products={products} discovery={discovery} />
    </Modal>
  );
}
