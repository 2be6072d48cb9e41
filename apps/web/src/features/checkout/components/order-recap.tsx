import type { CheckoutTotals, Order } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useMoney } from '../lib/use-money.ts';
import { AddressLines } from '../../../components/ui/address-lines.tsx';
import { TotalsList } from './totals-list.tsx';
import styles from './summary.module.css';
import pageStyles from '../pages/checkout-page.module.css';

/** An order's amounts in the shape of the checkout's totals, to show them the same way. */
export function orderTotals(order: Order): CheckoutTotals {
  return {
    lignes_ht: order.lignes_ht,
    lignes_ttc: order.lignes_ttc,
    livraison_ttc: order.livraison?.prix_ttc ?? 0,
    remise_ttc: order.remise?.montant ?? 0,
    total_ht: order.total_ht,
    total_ttc: order.total_ttc,
    tva: order.tva,
  };
}

/** An order's lines, totals, delivery method and addresses, as recorded when it was placed. */
export function OrderRecap({ order }: { order: Order }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <div className={styles.summary}>
      <ul className={styles.lines}>
        {order.lignes.map((line) => (
          <li key={line.declinaison_id} className={styles.line}>
            <span className={styles.lineName}>{line.produit_label}</span>
            <span className={styles.lineDetail}>
              {line.label} — {t('checkout.recap.quantite', { qtt: line.qtt, prix: money(line.prix_ttc) })}
            </span>
            <span className={styles.linePrice}>{money(line.prix_ttc * line.qtt)}</span>
          </li>
        ))}
      </ul>
      <TotalsList
        totals={orderTotals(order)}
        hasDelivery={order.livraison !== null}
        discountCode={order.remise?.code}
      />
      {order.livraison && (
        <p className={styles.address}>{t('checkout.commande.mode', { mode: order.livraison.label })}</p>
      )}
      <div className={pageStyles.addresses}>
        {order.adresse_livraison && (
          <div>
            <p className={pageStyles.label}>{t('checkout.commande.adresse_livraison')}</p>
            <AddressLines address={order.adresse_livraison} />
          </div>
        )}
        {order.adresse_facturation && (
          <div>
            <p className={pageStyles.label}>{t('checkout.commande.adresse_facturation')}</p>
            <AddressLines address={order.adresse_facturation} />
          </div>
        )}
      </div>
    </div>
  );
}
