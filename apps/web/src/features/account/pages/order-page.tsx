import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { usePriceMode } from '../../../lib/use-price-mode.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { orderQueryOptions } from '../api/orders.ts';
import { AddressLines } from '../../../components/ui/address-lines.tsx';
import { InvoiceButton } from '../components/invoice-button.tsx';
import { LoadFailure } from '../components/load-failure.tsx';
import { OrderStatusBadge } from '../components/order-status-badge.tsx';
import { OrderTimeline } from '../components/order-timeline.tsx';
import { OrderTotals } from '../components/order-totals.tsx';
import { WithdrawalLink } from '../components/withdrawal-link.tsx';
import { useFormatters } from '../lib/use-formatters.ts';
import stackedTable from '../../../components/ui/stacked-table.module.css';
import styles from './account-area.module.css';
import orderStyles from './order-page.module.css';

/**
 * /:lang/mon-compte/commandes/{hash}: one order, its progress, lines, totals with VAT by rate,
 * addresses, the invoice once paid, and the way to ask about it.
 */
export function OrderPage({ params }: { params: { hash: string } }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const mode = usePriceMode();
  const format = useFormatters();
  const query = useQuery(orderQueryOptions(params.hash));
  const order = query.data;
  const label = order ? (order.numero ?? t('compte.commandes.sans_numero')) : null;
  useDocumentTitle(label ? t('compte.commande.titre', { numero: label }) : t('compte.commandes.titre'));

  const back = (
    <Link href={`~${localePath(locale, 'mon-compte/commandes')}`} className={styles.back}>
      {t('compte.commande.retour')}
    </Link>
  );

  if (query.isPending) {
    return (
      <section className={styles.page}>
        {back}
        <p className={styles.muted} role="status">
          {t('commun.chargement')}
        </p>
      </section>
    );
  }
  if (!order) {
    const isMissing = query.error instanceof ApiError && (query.error.code === 404 || query.error.code === 400);
    return (
      <section className={styles.page}>
        {back}
        {isMissing ? (
          <div className={styles.empty} role="alert">
            <p className={styles.emptyTitle}>{t('compte.commande.introuvable')}</p>
          </div>
        ) : (
          <LoadFailure onRetry={() => void query.refetch()} />
        )}
      </section>
    );
  }

  const unit = (line: (typeof order.lignes)[number]) => (mode === 'ht' ? line.prix_ht : line.prix_ttc);
  return (
    <article className={styles.page} aria-labelledby="order-title">
      {back}
      <header className={orderStyles.header}>
        <h1 id="order-title" className={styles.title}>
          {t('compte.commande.titre', { numero: label })}
        </h1>
        <OrderStatusBadge statut={order.statut} />
        {order.test ? <p className={orderStyles.test}>{t('compte.commande.test')}</p> : null}
        <p className={styles.muted}>{t('compte.commande.passee_le', { date: format.date(order.created) })}</p>
      </header>

      <section aria-labelledby="order-progress" className={orderStyles.section}>
        <h2 id="order-progress" className={styles.subtitle}>
          {t('compte.commande.suivi_titre')}
        </h2>
        <OrderTimeline order={order} />
      </section>

      <section aria-labelledby="order-lines" className={orderStyles.section}>
        <h2 id="order-lines" className={styles.subtitle}>
          {t('compte.commande.articles')}
        </h2>
        <div className={styles.tableWrap}>
          <table className={`${styles.table} ${stackedTable.stacked}`}>
            <thead>
              <tr>
                <th scope="col">{t('compte.commande.colonnes.article')}</th>
                <th scope="col" className={styles.number}>
                  {t('compte.commande.colonnes.quantite')}
                </th>
                <th scope="col" className={styles.number}>
                  {t(`compte.commande.colonnes.prix_${mode}`)}
                </th>
                <th scope="col" className={styles.number}>
                  {t(`compte.commande.colonnes.total_${mode}`)}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lignes.map((line) => (
                <tr key={line.declinaison_id}>
                  <th scope="row" data-label={t('compte.commande.colonnes.article')}>
                    {line.produit_label}
                    <span className={orderStyles.variant}>{line.label}</span>
                  </th>
                  <td className={styles.number} data-label={t('compte.commande.colonnes.quantite')}>
                    {line.qtt}
                  </td>
                  <td className={styles.number} data-label={t(`compte.commande.colonnes.prix_${mode}`)}>
                    {format.euros(unit(line))}
                  </td>
                  <td className={styles.number} data-label={t(`compte.commande.colonnes.total_${mode}`)}>
                    {format.euros(unit(line) * line.qtt)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <OrderTotals order={order} mode={mode} />
      </section>

      {(order.adresse_livraison || order.adresse_facturation) && (
        <section aria-labelledby="order-addresses" className={orderStyles.section}>
          <h2 id="order-addresses" className="visually-hidden">
            {t('compte.commande.adresses')}
          </h2>
          <div className={orderStyles.addresses}>
            {order.adresse_livraison && (
              <div>
                <h3 className={orderStyles.addressTitle}>{t('compte.commande.adresse_livraison')}</h3>
                <AddressLines address={order.adresse_livraison} />
              </div>
            )}
            {order.adresse_facturation && (
              <div>
                <h3 className={orderStyles.addressTitle}>{t('compte.commande.adresse_facturation')}</h3>
                <AddressLines address={order.adresse_facturation} />
              </div>
            )}
          </div>
        </section>
      )}

      <div className={styles.actions}>
        {order.facture && <InvoiceButton hash={order.hash} />}
        <Link
          href={`~${localePath(locale, order.numero ? `contact/${order.numero}` : 'contact')}`}
          className={orderStyles.question}
        >
          {t('compte.commande.question')}
        </Link>
        <WithdrawalLink hash={order.hash} className={orderStyles.question} />
      </div>
    </article>
  );
}
