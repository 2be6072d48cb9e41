import { useTranslation } from '../../../lib/i18n-react.tsx';
import { QueryError } from '../../kit/query-error.tsx';
import type { OrderQuote } from './use-order-quote.ts';
import styles from '../../admin.module.css';
import { Panel } from '../../kit/panel.tsx';

/** The server's totals of the order as typed, said again when they change. */
export function QuoteSummary({ quote, euros }: { quote: OrderQuote; euros: (cents: number) => string }) {
  const { t } = useTranslation();
  return (
    <Panel title={t('admin.nouvelle_commande.totaux')} aria-live="polite">
      {quote.isError ? (
        <QueryError error={quote.error} />
      ) : quote.data ? (
        <dl>
          <dt>{t('admin.nouvelle_commande.sous_total')}</dt>
          <dd>{euros(quote.data.totaux.lignes_ttc)}</dd>
          <dt>{t('admin.nouvelle_commande.frais_livraison')}</dt>
          <dd>{euros(quote.data.totaux.livraison_ttc)}</dd>
          {quote.data.totaux.remise_ttc > 0 && (
            <>
              <dt>{t('admin.nouvelle_commande.remise')}</dt>
              <dd>{`− ${euros(quote.data.totaux.remise_ttc)}`}</dd>
            </>
          )}
          <dt>{t('admin.nouvelle_commande.total')}</dt>
          <dd data-testid="total-ttc">{euros(quote.data.totaux.total_ttc)}</dd>
        </dl>
      ) : (
        <p className={styles.muted}>
          {quote.isFetching ? t('admin.nouvelle_commande.calcul') : t('admin.nouvelle_commande.totaux_vides')}
        </p>
      )}
    </Panel>
  );
}
