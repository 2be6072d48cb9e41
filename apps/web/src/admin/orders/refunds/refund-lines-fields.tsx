import type { AdminOrderDetail, RefundedSoFar, RefundRequest } from '@boutique/domain';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import fieldStyles from '../../../components/ui/form-field.module.css';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import styles from '../../admin.module.css';
import own from '../orders.module.css';
import { unitsLeft, type RefundTyped } from './refund-form-values.ts';

/**
 * One row per order line: units bought, already refunded, how many to refund now (up to what is
 * left), and whether they go back on the shelves, in which warehouse.
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
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('admin.commande.colonnes.article')}</th>
            <th scope="col">{t('admin.remboursements.achetes')}</th>
            <th scope="col">{t('admin.remboursements.deja_rembourses')}</th>
            <th scope="col">{t('admin.remboursements.a_rembourser')}</th>
            <th scope="col">{t('admin.remboursements.stock')}</th>
          </tr>
        </thead>
        <tbody>
          {order.lignes.map((line, index) => {
            const name = `${line.produit_label} — ${line.label}`;
            const left = unitsLeft(line, already);
            const restock = lines?.[index]?.restock ?? false;
            return (
              <tr key={line.declinaison_id}>
                <th scope="row">{name}</th>
                <td>{line.qtt}</td>
                <td>{line.qtt - left}</td>
                <td>
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
                </td>
                <td>
                  <label className={own.refundCheck}>
                    <input
                      type="checkbox"
                      disabled={left === 0}
                      aria-label={t('admin.remboursements.remettre_en_stock_de', { article: name })}
                      {...form.register(`lignes.${index}.restock`)}
                    />
                    {t('admin.remboursements.remettre_en_stock')}
                  </label>
                  {restock && (
                    <select
                      aria-label={t('admin.remboursements.entrepot_de', { article: name })}
                      className={`${fieldStyles.input} ${styles.input}`}
                      {...form.register(`lignes.${index}.entrepot`)}
                      value={lines?.[index]?.entrepot ?? ''}
                    >
                      {warehouses.map((warehouse) => (
                        <option key={warehouse.id} value={String(warehouse.id)}>
                          {warehouse.label}
                        </option>
                      ))}
                    </select>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p role="alert" className={styles.formError}>
        {error}
      </p>
    </fieldset>
  );
}
