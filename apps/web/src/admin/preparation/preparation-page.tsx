import type { PickLine } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { QueryError } from '../kit/query-error.tsx';
import { ShopTimeNote, useShopTime } from '../kit/shop-time.tsx';
import { useDownload } from '../kit/use-download.ts';
import { Table, type TableColumn } from '../kit/table.tsx';
import { downloadPickList, pickListOptions } from '../parcels/packing-api.ts';
import styles from '../admin.module.css';
import kit from '../kit/kit.module.css';

/** "Télécharger la liste (PDF)": the same list, to print, in the back office's language. */
function PickListDownload() {
  const { t } = useTranslation();
  const { busy, failure, download } = useDownload(downloadPickList, (error) =>
    t('admin.preparation.erreur', { message: error instanceof Error ? error.message : String(error) }),
  );
  return (
    <>
      <button type="button" className={styles.buttonSmall} disabled={busy} onClick={() => void download()}>
        {t('admin.preparation.telecharger')}
      </button>
      <p role="alert" className={styles.announceAlert}>
        {failure}
      </p>
    </>
  );
}

/**
 * /:lang/ad/preparation: the pick list, what the paid orders not yet shipped still need by
 * variant (units already in shipped parcels counted out), with the orders needing each.
 */
export function PreparationPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.preparation.titre'));
  const list = useQuery(pickListOptions());
  const { dateTime } = useShopTime();
  const columns: TableColumn<PickLine>[] = [
    { key: 'produit', header: t('admin.preparation.produit'), cell: (line) => line.produit_label, isRowHeader: true },
    { key: 'format', header: t('admin.preparation.format'), cell: (line) => line.label },
    { key: 'qtt', header: t('admin.preparation.unites'), cell: (line) => line.qtt, numeric: true },
    {
      key: 'lots',
      header: t('admin.preparation.lots'),
      cell: (line) => line.lots.map((lot) => `${lot.numero} × ${lot.qtt}`).join(', ') || '—',
    },
    { key: 'commandes', header: t('admin.preparation.commandes'), cell: (line) => line.commandes.join(', ') },
  ];
  return (
    <div className={styles.page}>
      <div className={kit.titleBar}>
        <h1 className={styles.pageTitle}>{t('admin.preparation.titre')}</h1>
      </div>
      <section className={styles.panel} aria-label={t('admin.preparation.titre')}>
        {list.error ? (
          <QueryError error={list.error} />
        ) : !list.data ? (
          <p role="status" className={styles.muted}>
            {t('admin.preparation.chargement')}
          </p>
        ) : list.data.lignes.length === 0 ? (
          <p className={styles.muted}>{t('admin.preparation.vide')}</p>
        ) : (
          <>
            <p>
              {t('admin.preparation.totaux', {
                commandes: list.data.commandes,
                unites: list.data.unites,
                le: dateTime(list.data.genere),
              })}
            </p>
            <ShopTimeNote />
            <PickListDownload />
            <Table
              caption={t('admin.preparation.titre')}
              layout="stacked"
              columns={columns}
              rows={list.data.lignes}
              rowKey={(line) => line.declinaison_id}
            />
          </>
        )}
      </section>
    </div>
  );
}
