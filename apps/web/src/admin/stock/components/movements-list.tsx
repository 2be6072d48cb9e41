import { STOCK_MOVEMENTS_PAGE_SIZE } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../../lib/locale-context.tsx';
import styles from '../../admin.module.css';
import { movementsQueryOptions } from '../api/stocks-api.ts';
import ownStyles from '../stocks.module.css';
import { useShopTime } from '../../kit/shop-time.tsx';

/** A variant's ledger, newest first: the change, its reason, where, who, when, the order, and a count's figure. */
export function MovementsList({ declinaisonId }: { declinaisonId: number }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const [page, setPage] = useState(1);
  const movements = useQuery(movementsQueryOptions(declinaisonId, page));
  const dateTime = { format: useShopTime().dateTime };
  const signed = new Intl.NumberFormat(tag, { signDisplay: 'always' });

  let content;
  if (movements.isPending) {
    content = (
      <p role="status" className={styles.muted}>
        {t('admin.stocks.mouvements_chargement')}
      </p>
    );
  } else if (movements.isError) {
    content = (
      <p role="alert" className={styles.announceAlert}>
        {t('admin.stocks.erreur', { message: movements.error.message })}
      </p>
    );
  } else if (movements.data.datas.length === 0) {
    content = <p className={styles.muted}>{t('admin.stocks.mouvements_vide')}</p>;
  } else {
    const pages = Math.max(1, Math.ceil(movements.data.total / STOCK_MOVEMENTS_PAGE_SIZE));
    content = (
      <>
        <ol className={ownStyles.ledger}>
          {movements.data.datas.map((movement) => (
            <li key={movement.id}>
              <span>{t(`admin.stocks.motifs.${movement.motif}`)}</span>
              <span>{movement.entrepot_label ?? t('admin.stocks.en_vente')}</span>
              <span className={ownStyles.delta}>{signed.format(movement.delta)}</span>
              <span className={ownStyles.meta}>
                <time dateTime={movement.created}>{dateTime.format(new Date(movement.created))}</time>
                {' · '}
                {movement.auteur ?? t('admin.stocks.auteur_boutique')}
                {movement.commande_id !== null && ` · ${t('admin.stocks.commande', { id: movement.commande_id })}`}
                {movement.compte !== null && ` · ${t('admin.stocks.compte', { count: movement.compte })}`}
                {movement.note && ` · ${movement.note}`}
              </span>
            </li>
          ))}
        </ol>
        {pages > 1 && (
          <nav aria-label={t('admin.stocks.mouvements_pagination')}>
            <button type="button" className={styles.buttonSmall} disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('admin.commandes.precedente')}
            </button>{' '}
            <span>{t('admin.commandes.page', { page, pages })}</span>{' '}
            <button
              type="button"
              className={styles.buttonSmall}
              disabled={page >= pages}
              onClick={() => setPage(page + 1)}
            >
              {t('admin.commandes.suivante')}
            </button>
          </nav>
        )}
      </>
    );
  }
  return (
    <section aria-labelledby="mouvements-titre">
      <h3 id="mouvements-titre" className={ownStyles.sectionTitle}>
        {t('admin.stocks.mouvements')}
      </h3>
      {content}
    </section>
  );
}
