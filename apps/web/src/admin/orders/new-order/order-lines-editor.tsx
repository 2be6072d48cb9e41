import { STAFF_ORDER_MAX_QTT, type StaffVariant } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { QueryError } from '../../kit/query-error.tsx';
import { Table } from '../../kit/table.tsx';
import { FieldMessage, messageAt } from './field-message.tsx';
import { searchVariants } from './new-order-api.ts';
import type { StaffOrderForm } from './use-staff-order-form.ts';
import styles from '../../admin.module.css';
import { Panel } from '../../kit/panel.tsx';
import { SearchBox } from '../../kit/search-box.tsx';

/**
 * The order's lines: variants found by name with their price and live stock (a sold-out one cannot
 * be added), each line's quantity within that stock.
 */
export function OrderLinesEditor(props: {
  form: StaffOrderForm;
  known: Record<number, StaffVariant>;
  onVariantSeen: (variant: StaffVariant) => void;
  euros: (cents: number) => string;
}) {
  const { form, known, euros } = props;
  const { register, control, formState } = form;
  const { t } = useTranslation();
  const [variantQuery, setVariantQuery] = useState('');
  const lines = useFieldArray({ control, name: 'lignes' });
  const variants = useQuery({
    queryKey: ['nouvelle-commande', 'declinaisons', useDeferredValue(variantQuery)],
    queryFn: ({ signal }) => searchVariants(variantQuery, signal),
    enabled: variantQuery.trim().length >= 2,
  });
  const error = (path: string) => messageAt(formState.errors, path);

  const addVariant = (variant: StaffVariant) => {
    if (variant.stock !== null && variant.stock < 1) return;
    props.onVariantSeen(variant);
    const index = (form.getValues('lignes') ?? []).findIndex((line) => line.declinaison_id === variant.declinaison_id);
    if (index === -1) lines.append({ declinaison_id: variant.declinaison_id, qtt: 1 });
    setVariantQuery('');
  };

  return (
    <Panel title={t('admin.nouvelle_commande.produits')}>
      <SearchBox
        label={t('admin.nouvelle_commande.chercher_produit')}
        value={variantQuery}
        onChange={setVariantQuery}
      />
      {variants.isError && <QueryError error={variants.error} />}
      <ul aria-label={t('admin.nouvelle_commande.produits_trouves')}>
        {variants.data?.map((variant) => (
          <li key={variant.declinaison_id}>
            <button
              type="button"
              className={styles.buttonSmall}
              disabled={variant.stock !== null && variant.stock < 1}
              onClick={() => addVariant(variant)}
            >
              {`${variant.produit_label} ${variant.label} — ${euros(variant.prix_ttc)} — ${
                variant.stock === null
                  ? t('admin.nouvelle_commande.stock_libre')
                  : t('admin.nouvelle_commande.en_stock', { count: variant.stock })
              }`}
            </button>
          </li>
        ))}
      </ul>
      {lines.fields.length === 0 ? (
        <p className={styles.muted}>{t('admin.nouvelle_commande.aucune_ligne')}</p>
      ) : (
        <Table
          caption={t('admin.nouvelle_commande.produits')}
          captionMode="none"
          rows={lines.fields.map((field, index) => {
            const variant = known[field.declinaison_id];
            const name = variant ? `${variant.produit_label} ${variant.label}` : `#${field.declinaison_id}`;
            return { field, index, variant, name };
          })}
          rowKey={({ field }) => field.id}
          columns={[
            { key: 'produit', header: t('admin.nouvelle_commande.produit'), cell: ({ name }) => name },
            {
              key: 'quantite',
              header: t('admin.nouvelle_commande.quantite'),
              cell: ({ index, variant, name }) => (
                <>
                  <input
                    className={styles.amountInput}
                    type="number"
                    min={1}
                    max={variant?.stock ?? STAFF_ORDER_MAX_QTT}
                    aria-label={t('admin.nouvelle_commande.quantite_de', { produit: name })}
                    {...register(`lignes.${index}.qtt`, { valueAsNumber: true })}
                  />
                  <FieldMessage id={`nc-qtt-${index}`} message={error(`lignes.${index}.qtt`)} />
                </>
              ),
            },
            {
              key: 'disponible',
              header: t('admin.nouvelle_commande.disponible'),
              numeric: true,
              cell: ({ variant }) => variant?.stock ?? '—',
            },
            {
              key: 'actions',
              header: t('admin.nouvelle_commande.actions'),
              cell: ({ index }) => (
                <button type="button" className={styles.buttonSmall} onClick={() => lines.remove(index)}>
                  {t('admin.nouvelle_commande.retirer')}
                </button>
              ),
            },
          ]}
        />
      )}
      <FieldMessage id="nc-lignes-erreur" message={error('lignes')} />
    </Panel>
  );
}
