import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'wouter';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Announcer, useAnnouncer } from '../kit/announcer.tsx';
import { QueryError } from '../kit/query-error.tsx';
import { ShopTimeNote, useShopTime } from '../kit/shop-time.tsx';
import { ReturnActions } from './return-actions.tsx';
import { returnOptions } from './returns-api.ts';
import styles from '../admin.module.css';
import kit from '../kit/kit.module.css';

/** /:lang/ad/retours/{id}: one return, its statement, its deadlines and what staff may do next. */
export function ReturnDetailPage() {
  const { t } = useTranslation();
  const { id: param = '' } = useParams<{ id: string }>();
  const id = Number(param);
  useDocumentTitle(t('admin.retours.numero', { id }));
  const query = useQuery(returnOptions(id));
  const { dateTime, date } = useShopTime();
  const announcer = useAnnouncer();
  const item = query.data;
  return (
    <div className={styles.page}>
      <div className={kit.titleBar}>
        <h1 className={styles.pageTitle}>{t('admin.retours.numero', { id })}</h1>
        <Link href="/retours">{t('admin.retours.retour_liste')}</Link>
      </div>
      {query.error ? (
        <QueryError error={query.error} />
      ) : !item ? (
        <p role="status" className={styles.muted}>
          {t('commun.chargement')}
        </p>
      ) : (
        <>
          <section className={styles.panel} aria-labelledby="return-statement">
            <h2 id="return-statement">{t(`admin.retours.types.${item.type}`)}</h2>
            <dl>
              <dt>{t('admin.retours.statut')}</dt>
              <dd>
                {t(`admin.retours.statuts.${item.statut}`)}
                {item.refus &&
                  ` — ${t(`admin.retours.refus.${item.refus}`)}${item.refus_detail ? ` : ${item.refus_detail}` : ''}`}
              </dd>
              <dt>{t('admin.retours.commande')}</dt>
              <dd>
                <Link href={`/commandes/${item.commande.hash}`}>{item.commande.numero}</Link>
              </dd>
              {item.nom && (
                <>
                  <dt>{t('admin.retours.nom')}</dt>
                  <dd>{item.nom}</dd>
                  <dt>{t('admin.retours.email')}</dt>
                  <dd>{item.email}</dd>
                </>
              )}
              {item.message && (
                <>
                  <dt>{t('admin.retours.message')}</dt>
                  <dd>{item.message}</dd>
                </>
              )}
              <dt>{t('admin.retours.le')}</dt>
              <dd>{dateTime(item.created)}</dd>
              {item.remboursement_du && (
                <>
                  <dt>{t('admin.retours.remboursement_du')}</dt>
                  <dd>
                    {date(item.remboursement_du)} — {t('admin.retours.peut_attendre')}
                  </dd>
                </>
              )}
              {item.recu_le && (
                <>
                  <dt>{t('admin.retours.recu_le')}</dt>
                  <dd>{dateTime(item.recu_le)}</dd>
                </>
              )}
              {item.remboursement_id !== null && item.statut !== 'rembourse' && (
                <>
                  <dt>{t('admin.retours.remboursement')}</dt>
                  <dd>{t('admin.retours.remboursement_en_attente')}</dd>
                </>
              )}
            </dl>
            <ShopTimeNote />
          </section>
          <ReturnActions key={`${item.id}:${item.statut}`} item={item} announce={announcer} />
        </>
      )}
      <Announcer announcement={announcer.announcement} />
    </div>
  );
}
