import type { Basket, CheckoutState } from '@boutique/domain';
import type { ReactNode } from 'react';
import { Collapsible } from '../../../components/ui/collapsible.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useWideScreen } from '../hooks/use-wide-screen.ts';
import { useMoney } from '../lib/use-money.ts';
import { BasketLines } from './basket-lines.tsx';
import styles from './summary.module.css';

interface OrderSummaryAsideProps {
  /** The server's checkout state once signed in; before that, the basket alone. */
  state: CheckoutState | null;
  basket: Basket | null;
}

/**
 * The order beside the steps on wide screens; on phones a collapsed line "Votre commande ·
 * 125,00 €" that opens onto the same content.
 */
export function OrderSummaryAside({ state, basket }: OrderSummaryAsideProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const isWide = useWideScreen();
  const panier = state?.panier ?? basket;
  const total = state ? state.totaux.total_ttc : (panier?.total_ttc ?? 0);
  const title = t('checkout.resume.titre', { count: panier?.count ?? 0 });

  let content: ReactNode;
  if (!panier) {
    content = (
      <div className={styles.lines} aria-busy="true">
        <Skeleton className={styles.skeletonLine} />
        <Skeleton className={styles.skeletonLine} />
      </div>
    );
  } else {
    content = (
      <div className={styles.summary}>
        <BasketLines lines={panier.lignes} />
        {/* The full breakdown is in the summary step; here the one figure that matters. */}
        <dl className={styles.totals}>
          <div className={styles.grand}>
            <dt>{state ? t('checkout.totaux.total_ttc') : t('checkout.totaux.sous_total')}</dt>
            <dd>{money(total)}</dd>
          </div>
        </dl>
      </div>
    );
  }

  return (
    <aside className={styles.aside} aria-label={t('checkout.resume.region')}>
      {isWide ? (
        <div className={styles.summary}>
          <h2 className={styles.title}>{title}</h2>
          {content}
        </div>
      ) : (
        <Collapsible title={`${title} · ${money(total)}`} headingLevel={2}>
          {content}
        </Collapsible>
      )}
    </aside>
  );
}
