import type { Locale } from '@boutique/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { ResourceField, type FormValues } from '../../kit/form-fields.tsx';
import {
  listQueryOptions,
  removeRecord,
  resourceQueryKey,
  saveRecord,
  type ResourceRow,
} from '../../kit/resource-api.ts';
import { DetailFields } from '../../kit/detail-fields.tsx';
import { LanguageSwitch, savedTranslations, useCompleteness } from '../../kit/translations.tsx';
import { useUnsavedGuard } from '../../kit/unsaved-guard.tsx';
import { DeliveryDays } from './delivery-days.tsx';
import { PricePair } from './price-pair.tsx';
import { openingStock, OTHERS, startingValues, TEXTS, TRANSLATABLE, variantResolver } from './variant-values.ts';
import styles from '../../admin.module.css';
import { ConflictAlert } from '../../kit/conflict-alert.tsx';
import kit from '../../kit/kit.module.css';
import { DeleteButton } from '../../kit/delete-button.tsx';
import { SubmitButton } from '../../kit/submit-button.tsx';

/**
 * One variant, edited inline on its product's page and saved on its own with its own version
 * (a stale one offers the current variant). `row` null: the form adding a variant.
 */
export function VariantForm({ productId, row: initialRow }: { productId: number; row: ResourceRow | null }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [row, setRow] = useState(initialRow);
  const [conflict, setConflict] = useState<ResourceRow | null>(null);
  const [message, setMessage] = useState('');
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [language, setLanguage] = useState<Locale>('fr');
  const form = useForm<FormValues>({
    defaultValues: startingValues(productId, initialRow),
    resolver: variantResolver,
  });
  const completeness = useCompleteness(form.control, TRANSLATABLE);
  const warehouses = useQuery({ ...listQueryOptions('entrepots'), enabled: initialRow === null });
  const warehouseOptions = (warehouses.data?.datas ?? []).map((warehouse) => ({
    value: String(warehouse.id),
    label: String(warehouse.label),
  }));
  const { errors, isSubmitting, isDirty } = form.formState;
  // A variant typed but not saved is not lost by following a link away from the product.
  const guard = useUnsavedGuard(isDirty && !isSubmitting);
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: resourceQueryKey('variantes') }),
      queryClient.invalidateQueries({ queryKey: resourceQueryKey('produits') }),
    ]);

  const onSubmit = form.handleSubmit(async (values) => {
    setMessage('');
    setConflict(null);
    const body = { ...values, produit_id: productId, traductions: savedTranslations(values.traductions) };
    try {
      const saved = await saveRecord('variantes', row ? Number(row.id) : null, body, row?.version ?? null);
      if (row) {
        setRow(saved);
        form.reset(startingValues(productId, saved));
        setMessage(t('admin.variante.enregistree'));
      } else {
        form.reset(startingValues(productId, null));
        setMessage(t('admin.variante.ajoutee'));
      }
      await refresh();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const current = (error.body as { data?: ResourceRow } | null)?.data;
      if (error.code === 409 && current) return setConflict(current);
      for (const [field, messages] of Object.entries(error.errors)) {
        if (messages[0]) form.setError(field, { type: 'server', message: messages.join(' ') });
      }
      setMessage(t('admin.kit.erreur', { message: error.message }));
    }
  });
  const reloadCurrent = () => {
    if (!conflict) return;
    setRow(conflict);
    form.reset(startingValues(productId, conflict));
    setConflict(null);
  };
  const remove = async () => {
    if (!row) return;
    setConfirmingDelete(false);
    try {
      await removeRecord('variantes', Number(row.id));
      await refresh();
    } catch (error) {
      setMessage(t('admin.kit.erreur', { message: error instanceof Error ? error.message : String(error) }));
    }
  };

  // Variants of a product often share a size and differ by container ("Pot · 50 ml", "Recharge · 50 ml").
  const title = row
    ? [row.conteneur, row.label].filter((part) => typeof part === 'string' && part !== '').join(' · ')
    : t('admin.variante.nouvelle');
  return (
    <form
      className={kit.variant}
      noValidate
      aria-label={title}
      onSubmit={(event) => void onSubmit(event)}
      data-dirty={isDirty || undefined}
    >
      <h3 className={kit.sectionTitle}>{title}</h3>
      {conflict && <ConflictAlert onReload={reloadCurrent} />}
      <LanguageSwitch language={language} onChange={setLanguage} completeness={completeness} />
      <DetailFields
        groups={[{ fields: TEXTS }]}
        language={language}
        translatable={TRANSLATABLE}
        completeness={completeness}
        form={form}
        errors={errors}
      />
      <div className={styles.linkForm} key={String(row?.version ?? 'nouvelle')}>
        <PricePair
          form={form}
          ht="prix_ht"
          ttc="prix_ttc"
          htLabel="admin.variante.prix_ht"
          ttcLabel="admin.variante.prix_ttc"
        />
        <PricePair
          form={form}
          ht="prix_initial_ht"
          ttc="prix_initial_ttc"
          htLabel="admin.variante.prix_initial_ht"
          ttcLabel="admin.variante.prix_initial_ttc"
          nullable
        />
        <DeliveryDays form={form} />
        {[...OTHERS, ...(row ? [] : openingStock(warehouseOptions))].map((spec) => (
          <ResourceField
            key={spec.name}
            spec={spec}
            register={form.register}
            control={form.control}
            error={errors[spec.name] as FieldError | undefined}
          />
        ))}
        {row && (
          <p className={styles.muted}>
            {t('admin.variante.stock', { stock: row.stock === null ? t('admin.variante.stock_non_suivi') : row.stock })}
          </p>
        )}
      </div>
      <div className={styles.formFooter}>
        <p role="status" className={styles.formError}>
          {message}
        </p>
        {row && <DeleteButton onClick={() => setConfirmingDelete(true)} />}
        <SubmitButton isBusy={isSubmitting}>
          {t(row ? 'admin.variante.enregistrer' : 'admin.variante.ajouter')}
        </SubmitButton>
      </div>
      {confirmingDelete && row && (
        <ConfirmDialog
          title={t('admin.kit.supprimer_titre')}
          message={t('admin.kit.supprimer_question', { nom: String(row.label) })}
          confirmLabel={t('admin.kit.supprimer')}
          onConfirm={() => void remove()}
          onCancel={() => setConfirmingDelete(false)}
        />
      )}
      {guard.dialog}
    </form>
  );
}
