import type { AdminOrderDetail, RefundedSoFar, RefundRequest } from '@boutique/domain';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import fieldStyles from '../../../components/ui/form-field.module.css';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Table } from '../../kit/table.tsx';
import styles from '../../admin.module.css';
import own from '../orders.module.css';
import { unitsLeft, type RefundTyped } from './refund-form-values.ts';

/**
 * One row per order line: units bought, already refunded, how many to refund now (up to what is
 * left), and whether they go back on the shelves, in which warehouse and, when the order's units
 * came from more than one lot, into which (by default, the lots they came from).
 */
export function RefundLinesFields({
  order,
  already,
  form,
  warehouses,
  error,
}: {
  order: AdminOrderDetail;
  already: RefundedSoFar;
  form: UseFormReturn<RefundTyped, unknown, RefundRequest>;
  warehouses: readonly { id: number; label: string }[];
  error: string;
}) {
  const { t } = useTranslation();
  const lines = useWatch({ control: form.control, name: 'lignes' });
  return (
    <fieldset className={own.refundLines}>
      <legend>{t('admin.remboursements.articles')}</legend>
      <Table
        caption={t('admin.remboursements.articles')}
        captionMode="none"
        rows={order.lignes.map((line, index) => ({ line, index, name: `${line.produit_label} — ${line.label}` }))}
        rowKey={({ line }) => line.declinaison_id}
        columns={[
          { key: 'article', header: t('admin.commande.colonnes.article'), isRowHeader: true, cell: ({ name }) => name },
          { key: 'achetes', header: t('admin.remboursements.achetes'), cell: ({ line }) => line.qtt },
          {
            key: 'deja',
            header: t('admin.remboursements.deja_rembourses'),
            cell: ({ line }) => line.qtt - unitsLeft(line, already),
          },
          {
            key: 'quantite',
            header: t('admin.remboursements.a_rembourser'),
            cell: ({ line, index, name }) => {
              const left = unitsLeft(line, already);
              return (
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={left}
                  step={1}
                  disabled={left === 0}
                  aria-label={t('admin.remboursements.quantite_de', { article: name, reste: left })}
                  className={`${fieldStyles.input} ${styles.input} ${own.refundQuantity}`}
                  {...form.register(`lignes.${index}.qtt`)}
                />
              );
            },
          },
          {
            key: 'stock',
            header: t('admin.remboursements.stock'),
            cell: ({ line, index, name }) => (
              <>
                <label className={own.refundCheck}>
                  <input
                    type="checkbox"
                    disabled={unitsLeft(line, already) === 0}
                    aria-label={t('admin.remboursements.remettre_en_stock_de', { article: name })}
                    {...form.register(`lignes.${index}.restock`)}
                  />
                  {t('admin.remboursements.remettre_en_stock')}
                </label>
                {lines?.[index]?.restock && (
                  <select
                    aria-label={t('admin.remboursements.entrepot_de', { article: name })}
                    className={`${fieldStyles.input} ${styles.input}`}
                    {...form.register(`lignes.${index}.entrepot`)}
                    value={lines[index]?.entrepot ?? ''}
                  >
                    {warehouses.map((warehouse) => (
                      <option key={warehouse.id} value={String(warehouse.id)}>
                        {warehouse.label}
                      </option>
                    ))}
                  </select>
                )}
                {lines?.[index]?.restock && (line.lots?.length ?? 0) > 1 && (
                  <select
                    aria-label={t('admin.remboursements.lot_de', { article: name })}
                    className={`${fieldStyles.input} ${styles.input}`}
                    {...form.register(`lignes.${index}.lot`)}
                    value={lines[index]?.lot ?? ''}
                  >
                    <option value="">{t('admin.remboursements.lot_origine')}</option>
                    {line.lots!.map((lot) => (
                      <option key={lot.id} value={String(lot.id)}>
                        {t('admin.remboursements.lot_choix', { numero: lot.numero, count: lot.qtt })}
                      </option>
                    ))}
                  </select>
                )}
              </>
            ),
          },
        ]}
      />
      <p role="alert" className={styles.formError}>
        {error}
      </p>
    </fieldset>
  );
}
