import {
  MESSAGE_MAX_LENGTH,
  MessageOverrideInputSchema,
  type Locale,
  type MessageEntry,
  type MessageOverrideInput,
  type TranslateTarget,
} from '@boutique/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { joinMessages } from '../../components/ui/form-field.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import type { Announce } from '../kit/announcer.tsx';
import { messagesOf, placeServerErrors, useSchemaForm } from '../kit/schema-form.ts';
import styles from '../admin.module.css';
import { resetMessage, saveMessage, suggestTranslations, tradsQueryKey } from './trads-api.ts';
import page from './trads-page.module.css';

/**
 * One message in one language: its key, where its text comes from, the French, and its text edited
 * in place on the API's `MessageOverrideInputSchema`, with "Suggérer" and "Rétablir".
 */
export function MessageRow(props: { entry: MessageEntry; locale: Locale; announce: Announce }) {
  const { entry, locale, announce } = props;
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fieldId = useId();
  const override = entry.surcharges[locale];
  const shipped = entry.defauts[locale] ?? '';
  const form = useSchemaForm<MessageOverrideInput>(MessageOverrideInputSchema, { valeur: override ?? shipped });
  const draft = useWatch({ control: form.control, name: 'valeur' });
  const fieldErrors = messagesOf(form.formState.errors.valeur);
  const [confirming, setConfirming] = useState(false);
  const language = t(`admin.langues.${locale}`);
  const cle = entry.cle;

  const refresh = () => queryClient.invalidateQueries({ queryKey: [...tradsQueryKey, 'messages'] });
  const failed = (error: Error) => {
    // The server's words for the text go under it; any other refusal too, since the row has no other place.
    if (!placeServerErrors(form, error, ['valeur'])) {
      form.setError('valeur', { type: 'server', message: error.message });
    }
    announce.fail(form.getFieldState('valeur').error?.message ?? error.message);
  };
  const save = useMutation({
    mutationFn: (input: MessageOverrideInput) => saveMessage(locale, cle, input.valeur),
    onSuccess: () => {
      announce.say(t('admin.trads.enregistre', { cle }));
      return refresh();
    },
    onError: failed,
  });
  const reset = useMutation({
    mutationFn: () => resetMessage(locale, cle),
    onSuccess: () => {
      announce.say(t('admin.trads.retabli', { cle }));
      return refresh();
    },
    onError: failed,
  });
  const suggest = useMutation({
    mutationFn: () => suggestTranslations([entry.defauts.fr ?? ''], locale as TranslateTarget),
    onSuccess: ([suggestion]) => {
      // Only in the field: nothing is saved until the translator presses "Enregistrer".
      form.setValue('valeur', suggestion ?? '', { shouldDirty: true });
      form.clearErrors('valeur');
      announce.say(t('admin.trads.suggestion', { cle }));
    },
    onError: announce.fail,
  });
  const busy = save.isPending || reset.isPending || suggest.isPending;
  const unchanged = draft === (override ?? shipped);
  const submit = form.handleSubmit((input) => save.mutate(input));

  return (
    <li className={page.message}>
      <div className={page.messageHead}>
        <code className={page.key}>{cle}</code>
        <span className={`${page.origin} ${override === undefined ? '' : page.custom}`}>
          {override === undefined ? t('admin.trads.par_defaut') : t('admin.trads.personnalise')}
        </span>
      </div>
      <p className={page.french}>
        <span className={styles.muted}>{t('admin.trads.francais')} </span>
        {entry.defauts.fr}
      </p>
      {override !== undefined && locale !== 'fr' && (
        <p className={styles.muted}>{t('admin.trads.defaut_langue', { texte: shipped })}</p>
      )}
      <form className={page.editor} onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor={fieldId} className="visually-hidden">
          {t('admin.trads.texte_pour', { langue: language, cle })}
        </label>
        <textarea
          id={fieldId}
          className={`${styles.input} ${page.field}`}
          rows={Math.min(6, Math.max(1, Math.ceil(draft.length / 80)))}
          maxLength={MESSAGE_MAX_LENGTH}
          aria-invalid={fieldErrors ? true : undefined}
          aria-describedby={fieldErrors ? `${fieldId}-error` : undefined}
          {...form.register('valeur')}
        />
        {fieldErrors && (
          <p id={`${fieldId}-error`} className={styles.formError}>
            {joinMessages(fieldErrors)}
          </p>
        )}
        <div className={styles.rowActions}>
          <button type="submit" className={styles.buttonSmall} disabled={busy || unchanged || draft.trim() === ''}>
            {t('admin.trads.enregistrer')}
          </button>
          {locale !== 'fr' && (
            <button
              type="button"
              className={styles.buttonSmall}
              disabled={busy}
              aria-label={t('admin.trads.suggerer_pour', { cle })}
              onClick={() => suggest.mutate()}
            >
              {t('admin.trads.suggerer')}
            </button>
          )}
          {override !== undefined && (
            <button
              type="button"
              className={styles.buttonSmall}
              disabled={busy}
              aria-label={t('admin.trads.retablir_pour', { cle })}
              onClick={() => setConfirming(true)}
            >
              {t('admin.trads.retablir')}
            </button>
          )}
        </div>
      </form>
      {confirming && (
        <ConfirmDialog
          title={t('admin.trads.retablir_titre')}
          message={t('admin.trads.retablir_question', { cle, defaut: shipped })}
          confirmLabel={t('admin.trads.retablir')}
          onConfirm={() => reset.mutate()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </li>
  );
}
