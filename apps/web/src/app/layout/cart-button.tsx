import { useTranslation } from '../../lib/i18n-react.tsx';
import { BagIcon } from '../../components/ui/header-icons.tsx';
import { useCartCount } from '../../features/basket/hooks/use-cart-count.ts';
import { WINDOW_EVENTS } from '../../lib/storage-keys.ts';
import { loadCartPanel } from './cart-panel-host.tsx';
import headerStyles from './site-header.module.css';
import styles from './cart-button.module.css';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * The bag with the number of items in the local basket. It asks for the cart panel through a
 * window event, which the basket feature answers (the panel stays shut on checkout or when empty).
 */
export function CartButton() {
  const { t } = useTranslation();
  const count = useCartCount();
  // Drawn on the server, it shows before its script runs: a click then would be lost.
  const isHydrated = useHydrated();
  return (
    <button
      type="button"
      className={`${headerStyles.iconButton} ${styles.cart}`}
      aria-label={t('entete.panier', { count })}
      aria-haspopup="dialog"
      disabled={!isHydrated}
      onPointerEnter={() => void loadCartPanel()}
      onFocus={() => void loadCartPanel()}
      onClick={() => window.dispatchEvent(new CustomEvent(WINDOW_EVENTS.cartOpen))}
    >
      <BagIcon />
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true" data-testid="cart-badge">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </button>
  );
}
