import type { OrderStatus } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { STATUS_TONES } from '../lib/order-display.ts';
import styles from '../pages/account-area.module.css';

export function OrderStatusBadge({ statut }: { statut: OrderStatus }) {
  const { t } = useTranslation();
  return (
    <span className={styles.status} data-tone={STATUS_TONES[statut]}>
      {t(`compte.commandes.statuts.${statut}`)}
    </span>
  );
}
