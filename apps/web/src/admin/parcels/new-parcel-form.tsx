import { ParcelCreateInputSchema, type AdminOrderDetail, type ParcelCreateInput } from '@boutique/domain';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { FormField } from '../../components/ui/form-field.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useCarrierOptions } from '../commerce/commerce-options.ts';
import { messagesOf, placeServerErrors, useSchemaForm } from '../kit/schema-form.ts';
import styles from '../admin.module.css';
import { lotRefusalKey } from '../stock/components/lot-refusals.ts';
import { createParcel } from './parcels-api.ts';
import { chosenLines, ParcelLinesEditor } from './parcel-lines.tsx';
import { linesErrorText } from './parcel-lines-errors.ts';

/** What the form holds: a quantity per variant, the carrier's id as the select gives it, the number as typed. */
interface NewParcelValues {
  lignes: Record<number, number>;
  /** The lot chosen per variant; blank: the first-expiring ones. */
  lots: Record<number, string>;
  transporteur_id: string;
  suivi: string;
}

const FIELDS = ['lignes', 'transporteur_id', 'suivi'] as const;

/** "Préparer un colis": quantities among the units not yet packed (all of them to start with), carrier and number. */
export function NewParcelForm({
  order,
  available,
  onDone,
  onCancel,
}: {
  order: AdminOrderDetail;
  available: ReadonlyMap<number, number>;
  onDone: () => Promise<void>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const carriers = useCarrierOptions();
  const form = useSchemaForm<NewParcelValues, ParcelCreateInput>(
    ParcelCreateInputSchema,
    {
      lignes: Object.fromEntries(available),
      lots: {},
      // The carrier of the delivery method the customer chose, until staff pick another.
      transporteur_id: String(order.livraison?.transporteur_id ?? ''),
      suivi: '',
    },
    {
      toInput: (values) => ({
        commande_hash: order.hash,
        lignes: chosenLines(values.lignes, values.lots),
        transporteur_id: values.transporteur_id ? Number(values.transporteur_id) : null,
        suivi: values.suivi.trim() || null,
      }),
    },
  );
  const { errors, isSubmitting } = form.formState;
  const lots = form.watch('lots');
  const [failure, setFailure] = useState('');
  const submit = form.handleSubmit(async (input) => {
    try {
      await createParcel(input);
      await onDone();
    } catch (error) {
      if (!placeServerErrors(form, error, FIELDS)) {
        const lotRefusal = lotRefusalKey(error);
        setFailure(
          lotRefusal
            ? t(lotRefusal)
            : t('admin.colis.erreur', { message: error instanceof Error ? error.message : String(error) }),
        );
      }
    }
  });
  return (
    <form
      onSubmit={(event) => {
        setFailure('');
        void submit(event);
      }}
      aria-label={t('admin.colis.preparer')}
      noValidate
    >
      <p className={styles.muted}>{t('admin.colis.preparer_aide')}</p>
      <Controller
        control={form.control}
        name="lignes"
        render={({ field }) => (
          <ParcelLinesEditor
            lines={order.lignes}
            available={available}
            quantities={field.value}
            inputRef={field.ref}
            onChange={(quantities) => {
              form.clearErrors('lignes');
              field.onChange(quantities);
            }}
            lots={{
              chosen: lots,
              onChoose: (declinaisonId, lotId) => form.setValue('lots', { ...lots, [declinaisonId]: lotId }),
            }}
          />
        )}
      />
      <div className={styles.rowActions}>
        <FormField label={t('admin.colis.transporteur')} errors={messagesOf(errors.transporteur_id)}>
          {(control) => (
            // Controlled: the carriers arrive after the form, and the chosen one must wait for them.
            <Controller
              control={form.control}
              name="transporteur_id"
              render={({ field }) => (
                <select
                  {...control}
                  ref={field.ref}
                  name={field.name}
                  className={styles.input}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(event) => {
                    form.clearErrors('transporteur_id');
                    field.onChange(event.target.value);
                  }}
                >
                  <option value="">{t('admin.colis.sans_transporteur')}</option>
                  {carriers.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              )}
            />
          )}
        </FormField>
        <FormField label={t('admin.colis.suivi')} errors={messagesOf(errors.suivi)}>
          {(control) => <input {...control} className={styles.input} maxLength={80} {...form.register('suivi')} />}
        </FormField>
      </div>
      <p role="alert" className={styles.announceAlert}>
        {linesErrorText(errors, t) || failure}
      </p>
      <div className={styles.rowActions}>
        <button type="submit" className={styles.buttonPrimary} disabled={isSubmitting}>
          {t('admin.colis.creer')}
        </button>
        <button type="button" className={styles.buttonSmall} onClick={onCancel}>
          {t('admin.colis.annuler')}
        </button>
      </div>
    </form>
  );
}
