import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { translatableFields, type Locale } from '@boutique/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { useLocation, useParams } from 'wouter';
import { useForm, type Resolver } from 'react-hook-form';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { DetailFields } from './detail-fields.tsx';
import { formValues, groupsOf, withCheck, type CrossFieldCheck } from './detail-form-values.ts';
import type { FormValues } from './form-fields.tsx';
import {
  recordQueryOptions,
  removeRecord,
  resourceQueryKey,
  saveRecord,
  type RecordKey,
  type ResourceRow,
} from './resource-api.ts';
import { AuditHistory } from './audit-history.tsx';
import { LanguageSwitch, savedTranslations, useCompleteness } from './translations.tsx';
import { screenRoute, type FieldGroup, type FieldSpec, type ResourceScreen } from './types.ts';
import { useSlugFollow } from './use-slug-follow.ts';
import { useUnsavedGuard } from './unsaved-guard.tsx';
import styles from '../admin.module.css';
import { ConflictAlert } from './conflict-alert.tsx';
import { DeleteButton } from './delete-button.tsx';
import { SubmitButton } from './submit-button.tsx';

/** The address segment of a record not created yet. */
export const NEW_RECORD = 'nouveau';

interface DetailPageProps extends ResourceScreen {
  /** The title of a new record, a message key. */
  newTitle: string;
  /** The title of an existing record, from the row (its name). */
  recordTitle: (row: ResourceRow) => string;
  /** The form's fields, in one block or in titled groups. */
  fields: readonly FieldSpec[] | readonly FieldGroup[];
  /** Rules across fields the schema cannot say (the server checks them again): field → messages. */
  check?: CrossFieldCheck;
  /** What a saved record shows above its form, read-only (e.g. the customer's review staff moderate). */
  before?: (row: ResourceRow) => ReactNode;
  /** Panels under the form of a saved record (e.g. a product's variants), each saving on its own. */
  after?: (row: ResourceRow) => ReactNode;
  /** The starting values of a new record beyond blanks (e.g. read from the address). */
  defaults?: FormValues;
  /** False when records are not deleted here (no "Supprimer" button). */
  canDelete?: boolean;
  /**
   * True to stay on a saved record, with a confirmation, instead of going back to the list (the
   * product page, edited in several passes, with its panels under the form).
   */
  stayAfterSave?: boolean;
  /**
   * A question to ask before saving these values (title and message, already in the page's
   * language), or null to save at once: the save waits for the answer, and is never refused.
   */
  confirmSave?: (values: FormValues, row: ResourceRow | null) => { title: string; message: string } | null;
}

/**
 * A record's page (issue 12): the form on the descriptor's input schema, the server's field
 * errors on their fields, the optimistic `version` (a 409 offers the current record), an
 * unsaved-changes guard, and save / cancel / delete. After a create it shows the new
 * record; after a save or a delete it goes back to the list, unless the screen asks to stay on
 * the record after a save (`stayAfterSave`), which then says it is saved.
 */
export function DetailPage(props: DetailPageProps) {
  const { descriptor } = props;
  // The record's key, or NEW_RECORD, is the `:id` of every record page's address.
  const { id: recordKey = '' } = useParams<{ id: string }>();
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

function DetailForm(props: DetailPageProps & { row: ResourceRow | null; recordKey: RecordKey | null }) {
  const { descriptor, recordKey, check } = props;
  const groups = groupsOf(props.fields);
  const fields = groups.flatMap((group) => group.fields);
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Locale>('fr');
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const listRoute = screenRoute(props);
  const [row, setRow] = useState(props.row);
  const [conflict, setConflict] = useState<ResourceRow | null>(null);
  const [failure, setFailure] = useState('');
  const [savedNotice, setSavedNotice] = useState('');
  const [toConfirm, setToConfirm] = useState<{ values: FormValues; title: string; message: string } | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const title = row ? props.recordTitle(row) : t(props.newTitle);
  useDocumentTitle(title);
  // Only the texts this form shows are edited per language.
  const translatable = useMemo(
    () => translatableFields(descriptor.input).filter((name) => fields.some((spec) => spec.name === name)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the descriptor and fields are fixed per screen
    [descriptor],
  );
  const startingValues = (from: ResourceRow | null) =>
    formValues(fields, from, translatable.length > 0, from ? {} : props.defaults);
  const form = useForm<FormValues>({
    defaultValues: startingValues(row),
    resolver: withCheck(zodResolver(descriptor.input) as unknown as Resolver<FormValues>, check),
  });
  const { isDirty, isSubmitting, errors } = form.formState;
  const completeness = useCompleteness(form.control, translatable);
  const guard = useUnsavedGuard(isDirty && !isSubmitting);
  useSlugFollow(form, fields);

  const refreshQueries = () => queryClient.invalidateQueries({ queryKey: resourceQueryKey(descriptor.model) });
  const onSubmit = form.handleSubmit(async (values) => {
    const question = props.confirmSave?.(values, row);
    if (question) setToConfirm({ values, ...question });
    else await save(values);
  });
  const save = async (values: FormValues) => {
    setToConfirm(null);
    setFailure('');
    setSavedNotice('');
    setConflict(null);
    try {
      const body = translatable.length ? { ...values, traductions: savedTranslations(values.traductions) } : values;
      const saved = await saveRecord(descriptor.model, recordKey, body, row?.version ?? null);
      form.reset(startingValues(saved));
      await refreshQueries();
      const key = encodeURIComponent(String(saved[descriptor.key]));
      if (recordKey !== null && props.stayAfterSave) {
        setRow(saved);
        setSavedNotice(t('admin.kit.enregistre', { nom: props.recordTitle(saved) }));
        return;
      }
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
  };

  const reloadCurrent = () => {
    if (!conflict) return;
    setRow(conflict);
    form.reset(startingValues(conflict));
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
      {row && recordKey !== null && props.before?.(row)}
      <form className={styles.panel} noValidate onSubmit={(event) => void onSubmit(event)}>
        {conflict && <ConflictAlert onReload={reloadCurrent} />}
        {translatable.length > 0 && (
          <LanguageSwitch language={language} onChange={setLanguage} completeness={completeness} />
        )}
        <DetailFields
          groups={groups}
          language={language}
          translatable={translatable}
          completeness={completeness}
          form={form}
          errors={errors}
        />
        <div className={styles.formFooter}>
          <p role="alert" className={styles.formError}>
            {failure}
          </p>
          <p role="status" className={styles.muted}>
            {savedNotice}
          </p>
          {recordKey !== null && props.canDelete !== false && (
            <DeleteButton onClick={() => setConfirmingDelete(true)} />
          )}
          <button type="button" className={styles.buttonSmall} onClick={() => guard.leave(listRoute)}>
            {t('commun.annuler')}
          </button>
          <SubmitButton isBusy={isSubmitting}>{t('admin.kit.enregistrer')}</SubmitButton>
        </div>
      </form>
      {row && recordKey !== null && props.after?.(row)}
      {row && recordKey !== null && (
        <AuditHistory
          model={descriptor.model}
          recordKey={recordKey}
          fieldLabels={descriptor.labels.fields}
          euroFields={fields.filter((spec) => spec.kind === 'euros').map((spec) => spec.name)}
        />
      )}
      {confirmingDelete && row && (
        <ConfirmDialog
          title={t('admin.kit.supprimer_titre')}
          message={t('admin.kit.supprimer_question', { nom: props.recordTitle(row) })}
          confirmLabel={t('admin.kit.supprimer')}
          onConfirm={() => void remove()}
          onCancel={() => setConfirmingDelete(false)}
        />
      )}
      {toConfirm && (
        <ConfirmDialog
          title={toConfirm.title}
          message={toConfirm.message}
          confirmLabel={t('admin.kit.enregistrer')}
          onConfirm={() => void save(toConfirm.values)}
          onCancel={() => setToConfirm(null)}
        />
      )}
      {guard.dialog}
    </div>
  );
}
