import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useForm, type FieldError, type Resolver } from 'react-hook-form';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { ResourceField, type FormValues } from './form-fields.tsx';
import {
  recordQueryOptions,
  removeRecord,
  resourceQueryKey,
  saveRecord,
  type RecordKey,
  type ResourceRow,
} from './resource-api.ts';
import { screenRoute, type FieldSpec, type ResourceScreen } from './types.ts';
import { useUnsavedGuard } from './unsaved-guard.tsx';
import styles from '../admin.module.css';
import kit from './kit.module.css';

/** The address segment of a record not created yet. */
export const NEW_RECORD = 'nouveau';

interface DetailPageProps extends ResourceScreen {
  /** The key read from the address, or NEW_RECORD. */
  recordKey: string;
  /** The title of a new record, a message key. */
  newTitle: string;
  /** The title of an existing record, from the row (its name). */
  recordTitle: (row: ResourceRow) => string;
  fields: readonly FieldSpec[];
  /** What the page shows under the form once the record exists (e.g. a product's pictures). */
  extra?: (key: RecordKey) => ReactNode;
}

/** A value at a dotted path (`traductions.en.alt`), as react-hook-form names nested fields. */
const valueAt = (row: Record<string, unknown> | null, path: string): unknown =>
  path.split('.').reduce<unknown>((value, part) => (value as Record<string, unknown> | null)?.[part], row);

/** The form's starting values: the row's, or blanks for a new record (nested for dotted names). */
function formValues(fields: readonly FieldSpec[], row: ResourceRow | null): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = valueAt(row, field.name);
    const start =
      field.kind === 'boolean'
        ? (value ?? false)
        : field.kind === 'text' || field.kind === 'textarea'
          ? (value ?? '')
          : (value ?? (field.kind === 'euros' ? undefined : null));
    const parts = field.name.split('.');
    let target = values as Record<string, unknown>;
    for (const part of parts.slice(0, -1)) target = (target[part] ??= {}) as Record<string, unknown>;
    target[parts.at(-1)!] = start;
  }
  return values;
}

/**
 * A record's page (issue 12): the form on the descriptor's input schema, the server's field
 * errors on their fields, the optimistic `version` (a 409 offers the current record), an
 * unsaved-changes guard, and save / cancel / delete. Spec §2: after a create it shows the new
 * record; after a save or a delete it goes back to the list.
 */
export function DetailPage(props: DetailPageProps) {
  const { recordKey, descriptor } = props;
  const { t } = useTranslation();
  const isNew = recordKey === NEW_RECORD;
  const parsedKey = descriptor.keySchema.safeParse(recordKey);
  const record = useQuery({
    ...recordQueryOptions(descriptor.model, recordKey),
    enabled: !isNew && parsedKey.success,
  });
  if (!isNew && (!parsedKey.success || (record.error instanceof ApiError && record.error.code === 404))) {
    return <p className={styles.muted}>{t('admin.kit.introuvable')}</p>;
  }
  if (!isNew && record.isPending) {
    return (
      <p role="status" className={styles.muted}>
        {t('admin.kit.chargement')}
      </p>
    );
  }
  if (record.isError) {
    return (
      <p role="alert" className={styles.announceAlert}>
        {t('admin.kit.erreur', { message: record.error.message })}
      </p>
    );
  }
  return <DetailForm {...props} row={record.data ?? null} recordKey={isNew ? null : (parsedKey.data as RecordKey)} />;
}

function DetailForm(
  props: Omit<DetailPageProps, 'recordKey'> & { row: ResourceRow | null; recordKey: RecordKey | null },
) {
  const { descriptor, fields, recordKey } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const listRoute = screenRoute(props);
  const [row, setRow] = useState(props.row);
  const [conflict, setConflict] = useState<ResourceRow | null>(null);
  const [failure, setFailure] = useState('');
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const title = row ? props.recordTitle(row) : t(props.newTitle);
  useDocumentTitle(title);
  const form = useForm<FormValues>({
    defaultValues: formValues(fields, row),
    resolver: zodResolver(descriptor.input) as unknown as Resolver<FormValues>,
  });
  const { isDirty, isSubmitting, errors } = form.formState;
  const guard = useUnsavedGuard(isDirty && !isSubmitting);

  const refreshQueries = () => queryClient.invalidateQueries({ queryKey: resourceQueryKey(descriptor.model) });
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure('');
    setConflict(null);
    try {
      const saved = await saveRecord(descriptor.model, recordKey, values, row?.version ?? null);
      form.reset(formValues(fields, saved));
      await refreshQueries();
      const key = encodeURIComponent(String(saved[descriptor.key]));
      // Saved: nothing is left to lose, so the page goes without the guard's question.
      navigate(recordKey === null ? `${listRoute}/${key}` : listRoute);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const current = (error.body as { data?: ResourceRow } | null)?.data;
      if (error.code === 409 && current) {
        setConflict(current);
        return;
      }
      for (const [field, messages] of Object.entries(error.errors)) {
        if (fields.some((spec) => spec.name === field) && messages[0]) {
          form.setError(field, { type: 'server', message: messages.join(' ') });
        }
      }
      setFailure(t('admin.kit.erreur', { message: error.message }));
    }
  });

  const reloadCurrent = () => {
    if (!conflict) return;
    setRow(conflict);
    form.reset(formValues(fields, conflict));
    setConflict(null);
  };
  const remove = async () => {
    if (recordKey === null) return;
    try {
      await removeRecord(descriptor.model, recordKey);
      form.reset();
      await refreshQueries();
      navigate(listRoute);
    } catch (error) {
      setFailure(t('admin.kit.erreur', { message: error instanceof Error ? error.message : String(error) }));
    }
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{title}</h1>
      <form className={styles.panel} noValidate onSubmit={(event) => void onSubmit(event)}>
        {conflict && (
          <div role="alert" className={kit.conflict}>
            <p>{t('admin.kit.conflit')}</p>
            <button type="button" className={styles.buttonSmall} onClick={reloadCurrent}>
              {t('admin.kit.conflit_recharger')}
            </button>
          </div>
        )}
        <div className={styles.linkForm}>
          {fields.map((spec) => (
            <ResourceField
              key={spec.name}
              spec={spec}
              register={form.register}
              control={form.control}
              error={errors[spec.name] as FieldError | undefined}
            />
          ))}
        </div>
        <div className={styles.formFooter}>
          <p role="alert" className={styles.formError}>
            {failure}
          </p>
          {recordKey !== null && (
            <button
              type="button"
              className={`${styles.buttonSmall} ${styles.buttonDanger}`}
              onClick={() => setConfirmingDelete(true)}
            >
              {t('admin.kit.supprimer')}
            </button>
          )}
          <button type="button" className={styles.buttonSmall} onClick={() => guard.leave(listRoute)}>
            {t('commun.annuler')}
          </button>
          <button type="submit" className={styles.buttonPrimary} disabled={isSubmitting}>
            {t(isSubmitting ? 'admin.kit.enregistrement' : 'admin.kit.enregistrer')}
          </button>
        </div>
      </form>
      {recordKey !== null && props.extra?.(recordKey)}
      {confirmingDelete && row && (
        <ConfirmDialog
          title={t('admin.kit.supprimer_titre')}
          message={t('admin.kit.supprimer_question', { nom: props.recordTitle(row) })}
          confirmLabel={t('admin.kit.supprimer')}
          onConfirm={() => void remove()}
          onCancel={() => setConfirmingDelete(false)}
        />
      )}
      {guard.dialog}
    </div>
  );
}
