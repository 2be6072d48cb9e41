import { zodResolver } from '@hookform/resolvers/zod';
import { variantesResource, variantPriceErrors, type Locale, type VariantPrices } from '@boutique/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, type FieldError, type Resolver } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { errorText, ResourceField, type FormValues } from '../../kit/form-fields.tsx';
import {
  listQueryOptions,
  removeRecord,
  resourceQueryKey,
  saveRecord,
  type ResourceRow,
} from '../../kit/resource-api.ts';
import { LanguageSwitch, savedTranslations, TranslationField, useCompleteness } from '../../kit/translations.tsx';
import type { FieldSpec } from '../../kit/types.ts';
import { useUnsavedGuard } from '../../kit/unsaved-guard.tsx';
import { PricePair } from './price-pair.tsx';
import styles from '../../admin.module.css';
import kit from '../../kit/kit.module.css';

const TEXTS: FieldSpec[] = [
  { name: 'label', label: 'admin.champs.nom', kind: 'text', required: true },
  { name: 'conteneur', label: 'admin.variante.conteneur', kind: 'text' },
];
const OTHERS: FieldSpec[] = [
  { name: 'reassort_date', label: 'admin.champs.reassort_date', kind: 'date' },
  { name: 'reassort_mouvement', label: 'admin.champs.reassort_mouvement', kind: 'number', nullable: true },
  { name: 'ordre', label: 'admin.champs.ordre', kind: 'number' },
];
const TRANSLATABLE = ['label', 'conteneur'];
/** A new variant's opening stock and where it is kept: it is tracked, and sellable, from the start. */
const openingStock = (warehouses: { value: string; label: string }[]): FieldSpec[] => [
  {
    name: 'stock_initial',
    label: 'admin.variante.stock_initial',
    kind: 'number',
    hint: 'admin.variante.stock_initial_aide',
  },
  {
    name: 'entrepot_id',
    label: 'admin.variante.entrepot',
    kind: 'select',
    options: warehouses,
    nullable: true,
    numeric: true,
    hint: 'admin.variante.entrepot_aide',
  },
];

const startingValues = (productId: number, row: ResourceRow | null): FormValues => ({
  produit_id: productId,
  label: row?.label ?? '',
  conteneur: row?.conteneur ?? '',
  prix_ht: row?.prix_ht ?? undefined,
  prix_ttc: row?.prix_ttc ?? undefined,
  prix_initial_ht: row?.prix_initial_ht ?? null,
  prix_initial_ttc: row?.prix_initial_ttc ?? null,
  reassort_date: row?.reassort_date ?? null,
  reassort_mouvement: row?.reassort_mouvement ?? null,
  delais: row?.delais ?? [],
  ordre: row?.ordre ?? 0,
  traductions: structuredClone(row?.traductions ?? {}),
  // Sent at creation only; an existing variant's stock moves on the stock screen.
  stock_initial: row ? undefined : 0,
  entrepot_id: row ? undefined : null,
});

/** The schema, then the VAT rule on the prices (the server checks both again). */
const resolver: Resolver<FormValues> = async (values, context, options) => {
  const result = await (zodResolver(variantesResource.input) as unknown as Resolver<FormValues>)(
    values,
    context,
    options,
  );
  if (Object.keys(result.errors).length > 0) return result;
  const problems = Object.entries(variantPriceErrors(values as VariantPrices));
  if (problems.length === 0) return result;
  return {
    values: {},
    errors: Object.fromEntries(problems.map(([field, [message]]) => [field, { type: 'server', message }])),
  };
};

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
    resolver,
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
      {conflict && (
        <div role="alert" className={kit.conflict}>
          <p>{t('admin.kit.conflit')}</p>
          <button type="button" className={styles.buttonSmall} onClick={reloadCurrent}>
            {t('admin.kit.conflit_recharger')}
          </button>
        </div>
      )}
      <LanguageSwitch language={language} onChange={setLanguage} completeness={completeness} />
      <div className={styles.linkForm}>
        {language === 'fr'
          ? TEXTS.map((spec) => (
              <ResourceField
                key={spec.name}
                spec={spec}
                register={form.register}
                control={form.control}
                error={errors[spec.name] as FieldError | undefined}
              />
            ))
          : TEXTS.map((spec) => (
              <TranslationField
                key={`${language}-${spec.name}`}
                spec={spec}
                language={language}
                register={form.register}
                source={form.getValues(spec.name)}
                completeness={completeness.find((entry) => entry.field === spec.name)}
              />
            ))}
      </div>
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
        {row && (
          <button
            type="button"
            className={`${styles.buttonSmall} ${styles.buttonDanger}`}
            onClick={() => setConfirmingDelete(true)}
          >
            {t('admin.kit.supprimer')}
          </button>
        )}
        <button type="submit" className={styles.buttonPrimary} disabled={isSubmitting}>
          {t(isSubmitting ? 'admin.kit.enregistrement' : row ? 'admin.variante.enregistrer' : 'admin.variante.ajouter')}
        </button>
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

/** The delivery lead time: one day count, or a range "from … to …" days. */
function DeliveryDays({ form }: { form: ReturnType<typeof useForm<FormValues>> }) {
  const { t } = useTranslation();
  return (
    <Controller
      control={form.control}
      name="delais"
      render={({ field, fieldState }) => {
        const days = Array.isArray(field.value) ? (field.value as number[]) : [];
        const setDay = (index: 0 | 1, text: string) => {
          const next = [days[0] ?? null, days[1] ?? null];
          next[index] = text === '' ? null : Number(text);
          field.onChange(next.filter((day): day is number => day !== null && Number.isFinite(day)));
        };
        return (
          <fieldset className={kit.checkGroup}>
            <legend>{t('admin.variante.delais')}</legend>
            {([0, 1] as const).map((index) => (
              <FormField
                key={index}
                label={t(index === 0 ? 'admin.variante.delais_de' : 'admin.variante.delais_a')}
                errors={index === 1 ? errorText(fieldState.error, t) : undefined}
              >
                {(control) => (
                  <input
                    {...control}
                    type="number"
                    min={0}
                    step={1}
                    className={styles.input}
                    value={days[index] ?? ''}
                    onChange={(event) => setDay(index, event.target.value)}
                  />
                )}
              </FormField>
            ))}
          </fieldset>
        );
      }}
    />
  );
}
