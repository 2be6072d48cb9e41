import {
  STOCKS_PAGE_SIZE,
  type StockAdjustmentInput,
  type StockTransferInput,
  type VariantStock,
} from '@boutique/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import {
  adjustStock,
  productsQueryOptions,
  stocksQueryKey,
  stocksQueryOptions,
  transferStock,
  warehousesQueryOptions,
  type StocksFilter,
} from './api/stocks-api.ts';
import { StocksFilters } from './components/stocks-filters.tsx';
import { StocksTable, variantName } from './components/stocks-table.tsx';
import { VariantStockDialog } from './components/variant-stock-dialog.tsx';
import styles from '../admin.module.css';
import { Panel } from '../kit/panel.tsx';

/**
 * /:lang/ad/stocks: every variant's stock (sold on the storefront, held by orders awaiting
 * payment, on hand in each warehouse) with the low-stock alert; per variant, adjustments,
 * transfers and the ledger. Every change shows on the storefront at once (the API refreshes it).
 */
export function StocksPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.stocks.titre'));
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<StocksFilter>({ produit: null, entrepot: null, alerte: false, page: 1 });
  const list = useQuery(stocksQueryOptions(filter));
  const warehouses = useQuery(warehousesQueryOptions());
  const products = useQuery(productsQueryOptions());
  const [managedId, setManagedId] = useState<number | null>(null);
  const [lastKnown, setLastKnown] = useState<VariantStock | null>(null);
  const [announcement, setAnnouncement] = useState('');

  if (list.error instanceof ApiError && list.error.code === 403) {
    return (
      <section className={styles.forbidden} aria-labelledby="acces-reserve">
        <h1 id="acces-reserve" className={styles.pageTitle}>
          {t('admin.acces_reserve')}
        </h1>
        <p>{t('admin.stocks.acces_reserve_texte')}</p>
      </section>
    );
  }

  const variants = list.data?.datas ?? [];
  // The dialog follows the list, so the counts it shows are those of the last answer.
  // (or the last answer about it, when a change took it out of the filtered list).
  const managed =
    managedId === null
      ? null
      : (variants.find((variant) => variant.declinaison_id === managedId) ??
        (lastKnown?.declinaison_id === managedId ? lastKnown : null));
  const afterChange = async (updated: VariantStock, message: string) => {
    setAnnouncement(message);
    setLastKnown(updated);
    queryClient.setQueryData(stocksQueryOptions(filter).queryKey, (current) =>
      current
        ? {
            ...current,
            datas: current.datas.map((row) => (row.declinaison_id === updated.declinaison_id ? updated : row)),
          }
        : current,
    );
    await queryClient.invalidateQueries({ queryKey: stocksQueryKey() });
  };
  const adjust = async (variant: VariantStock, input: StockAdjustmentInput) => {
    const updated = await adjustStock(variant.declinaison_id, input);
    await afterChange(
      updated,
      t('admin.stocks.ajuste', { declinaison: variantName(variant), total: updated.total ?? 0 }),
    );
  };
  const transfer = async (variant: VariantStock, input: StockTransferInput) => {
    const updated = await transferStock(variant.declinaison_id, input);
    await afterChange(
      updated,
      t('admin.stocks.transfere', { count: input.quantite, declinaison: variantName(variant) }),
    );
  };

  const warehouseList = warehouses.data ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / STOCKS_PAGE_SIZE));
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('admin.stocks.titre')}</h1>
      <Panel
        title={t('admin.stocks.liste')}
        actions={
          <StocksFilters
            value={filter}
            products={products.data?.datas ?? []}
            warehouses={warehouseList}
            onChange={setFilter}
          />
        }
      >
        <div className={styles.announce}>
          <p role="status" className={styles.announceStatus}>
            {announcement}
          </p>
        </div>
        {list.isPending || warehouses.isPending ? (
          <p role="status" className={styles.muted}>
            {t('admin.stocks.chargement')}
          </p>
        ) : list.isError ? (
          <p role="alert" className={styles.announceAlert}>
            {t('admin.stocks.erreur', { message: list.error.message })}
          </p>
        ) : variants.length === 0 ? (
          <p className={styles.muted}>{t('admin.stocks.vide')}</p>
        ) : (
          <>
            <StocksTable
              variants={variants}
              warehouses={warehouseList}
              onManage={(variant) => {
                setAnnouncement('');
                setManagedId(variant.declinaison_id);
              }}
            />
            {pages > 1 && (
              <nav aria-label={t('admin.stocks.pagination')}>
                <button
                  type="button"
                  className={styles.buttonSmall}
                  disabled={filter.page <= 1}
                  onClick={() => setFilter({ ...filter, page: filter.page - 1 })}
                >
                  {t('admin.commandes.precedente')}
                </button>{' '}
                <span>{t('admin.commandes.page', { page: filter.page, pages })}</span>{' '}
                <button
                  type="button"
                  className={styles.buttonSmall}
                  disabled={filter.page >= pages}
                  onClick={() => setFilter({ ...filter, page: filter.page + 1 })}
                >
                  {t('admin.commandes.suivante')}
                </button>
              </nav>
            )}
          </>
        )}
      </Panel>
      {managed && (
        <VariantStockDialog
          variant={managed}
          warehouses={warehouseList}
          onAdjust={(input) => adjust(managed, input)}
          onTransfer={(input) => transfer(managed, input)}
          onCancel={() => setManagedId(null)}
        />
      )}
    </div>
  );
}
