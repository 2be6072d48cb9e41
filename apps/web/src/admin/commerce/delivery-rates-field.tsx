import { useState } from 'react';
import { Controller } from 'react-hook-form';
import type { TFunction } from '../../lib/i18n.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { euros, toCents } from '../kit/form-fields.tsx';
import type { CustomFieldContext, Option } from '../kit/types.ts';
import styles from '../admin.module.css';
import { Table } from '../kit/table.tsx';

/** A band as typed: text until the schema reads it, so a wrong entry is refused, never lost. */
interface RateDraft {
  key: number;
  pays: string;
  poids: string;
  prix: string;
}

let nextKey = 0;
const draftOf = (rate: unknown): RateDraft => {
  const band = (rate ?? {}) as { pays?: unknown; poids_max?: unknown; prix_ttc?: unknown };
  nextKey += 1;
  return {
    key: nextKey,
    pays: typeof band.pays === 'string' ? band.pays : '',
    poids: typeof band.poids_max === 'number' ? String(band.poids_max) : '',
    prix: euros(band.prix_ttc),
  };
};
const rateOf = (draft: RateDraft) => ({
  pays: draft.pays || null,
  poids_max: draft.poids.trim() === '' ? null : Number(draft.poids),
  prix_ttc: toCents(draft.prix),
});

/**
 * A delivery method's price bands: per country (or every country it serves), up to a weight, a
 * price. The method's own price applies when no band takes the parcel.
 */
export function DeliveryRatesField({ control, errors, options }: CustomFieldContext & { options: readonly Option[] }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name="tarifs"
      render={({ field }) => (
        <RatesTable
          initial={Array.isArray(field.value) ? field.value : []}
          onChange={(drafts) => field.onChange(drafts.map(rateOf))}
          options={options}
          errors={errors}
          t={t}
        />
      )}
    />
  );
}

function RatesTable(props: {
  initial: readonly unknown[];
  onChange: (drafts: RateDraft[]) => void;
  options: readonly Option[];
  errors: string[] | undefined;
  t: TFunction;
}) {
  const { t } = props;
  const [drafts, setDrafts] = useState(() => props.initial.map(draftOf));
  const update = (next: RateDraft[]) => {
    setDrafts(next);
    props.onChange(next);
  };
  const edit = (key: number, change: Partial<RateDraft>) =>
    update(drafts.map((draft) => (draft.key === key ? { ...draft, ...change } : draft)));

  return (
    <fieldset className={styles.wide}>
      <legend>{t('admin.livraisons.tarifs')}</legend>
      <p className={styles.muted}>{t('admin.livraisons.tarifs_aide')}</p>
      {drafts.length > 0 && (
        <Table
          caption={t('admin.livraisons.tarifs')}
          captionMode="none"
          rows={drafts.map((draft, index) => ({ draft, row: index + 1 }))}
          rowKey={({ draft }) => draft.key}
          columns={[
            {
              key: 'pays',
              header: t('admin.livraisons.tarif_pays'),
              cell: ({ draft, row }) => (
                <select
                  className={styles.input}
                  aria-label={t('admin.livraisons.tarif_pays_n', { n: row })}
                  value={draft.pays}
                  onChange={(event) => edit(draft.key, { pays: event.target.value })}
                >
                  <option value="">{t('admin.livraisons.tarif_tous_pays')}</option>
                  {props.options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ),
            },
            {
              key: 'poids',
              header: t('admin.livraisons.tarif_poids'),
              cell: ({ draft, row }) => (
                <>
                  <input
                    className={`${styles.input} ${styles.amountInput}`}
                    aria-label={t('admin.livraisons.tarif_poids_n', { n: row })}
                    inputMode="numeric"
                    placeholder={t('admin.livraisons.tarif_sans_limite')}
                    value={draft.poids}
                    onChange={(event) => edit(draft.key, { poids: event.target.value })}
                  />{' '}
                  g
                </>
              ),
            },
            {
              key: 'prix',
              header: t('admin.livraisons.tarif_prix'),
              cell: ({ draft, row }) => (
                <>
                  <input
                    className={`${styles.input} ${styles.amountInput}`}
                    aria-label={t('admin.livraisons.tarif_prix_n', { n: row })}
                    inputMode="decimal"
                    value={draft.prix}
                    onChange={(event) => edit(draft.key, { prix: event.target.value })}
                  />{' '}
                  €
                </>
              ),
            },
            {
              key: 'actions',
              header: <span className="visually-hidden">{t('admin.livraisons.tarif_actions')}</span>,
              cell: ({ draft, row }) => (
                <button
                  type="button"
                  className={styles.buttonSmall}
                  onClick={() => update(drafts.filter((kept) => kept.key !== draft.key))}
                >
                  {t('admin.livraisons.tarif_retirer', { n: row })}
                </button>
              ),
            },
          ]}
        />
      )}
      <button type="button" className={styles.buttonSmall} onClick={() => update([...drafts, draftOf({})])}>
        {t('admin.livraisons.tarif_ajouter')}
      </button>
      {props.errors && <p className={styles.formError}>{props.errors.join(' ')}</p>}
    </fieldset>
  );
}
