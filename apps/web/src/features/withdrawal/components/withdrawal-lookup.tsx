import { WithdrawalLookupSchema, type WithdrawableOrder, type WithdrawalLookup } from '@boutique/domain';
import { useState, type FormEvent } from 'react';
import { buttonClassName } from '../../../components/ui/button.ts';
import { EmailField } from '../../../components/ui/email-input.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useFormValues } from '../../../components/ui/use-field-errors.ts';
import { describeIssues, type FormIssue } from '../../../lib/form-issues.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { findWithdrawableOrder } from '../api/withdrawal.ts';
import { useFailureText } from './use-failure-text.ts';
import styles from './withdrawal-form.module.css';

interface WithdrawalLookupFormProps {
  initial: WithdrawalLookup;
  onFound: (lookup: WithdrawalLookup, order: WithdrawableOrder) => void;
}

/** The order named by its number and the mail it was placed with: no account needed. */
export function WithdrawalLookupForm({ initial, onFound }: WithdrawalLookupFormProps) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const { values, setErrors, result, setResult, emailField, textField } = useFormValues(initial);
  const [isPending, setPending] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending) return;
    const parsed = WithdrawalLookupSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(describeIssues<'numero' | 'email'>(parsed.error.issues as readonly FormIssue[], values, t));
      setResult({ kind: 'warning', text: t('formulaire.a_corriger') });
      return;
    }
    setPending(true);
    findWithdrawableOrder(parsed.data)
      .then((order) => onFound(parsed.data, order))
      .catch((error: unknown) => setResult({ kind: 'warning', text: failureText(error) }))
      .finally(() => setPending(false));
  };

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} aria-labelledby="withdrawal-find">
      <h2 id="withdrawal-find" className={styles.step} tabIndex={-1}>
        {t('retractation.trouver')}
      </h2>
      <p className={styles.hint}>{t('retractation.trouver_aide')}</p>
      <TextField
        label={t('retractation.numero')}
        required
        {...textField('numero')}
        autoComplete="off"
        spellCheck={false}
        maxLength={40}
      />
      <EmailField label={t('retractation.email')} required {...emailField('email')} />
      <div className={styles.actions}>
        <button type="submit" className={buttonClassName('primary')} aria-disabled={isPending}>
          {isPending ? t('commun.chargement') : t('retractation.afficher')}
        </button>
      </div>
      {result?.kind === 'warning' && (
        <p className={styles.error} role="alert">
          {result.text}
        </p>
      )}
    </form>
  );
}
