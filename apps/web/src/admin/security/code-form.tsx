import { SecondFactorCodeSchema, type SecondFactorCode } from '@boutique/domain';
import { FormField } from '../../components/ui/form-field.tsx';
import { buttonClassName } from '../../components/ui/button.ts';
import { ApiError } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useSchemaForm } from '../kit/schema-form.ts';
import styles from '../admin.module.css';

/** A refused code in the page's language, by the answer's reason. */
export function useCodeFailure() {
  const { t } = useTranslation();
  return (error: unknown) => {
    if (!(error instanceof ApiError)) return t('admin.kit.erreur', { message: String(error) });
    if (error.reason === 'second_factor_code_incorrect') return t('admin.securite.erreurs.code_incorrect');
    if (error.reason === 'too_many_second_factor_attempts') {
      return t('admin.securite.erreurs.trop_de_codes', { count: error.count ?? 15 });
    }
    return t('admin.kit.erreur', { message: error.message });
  };
}

/**
 * One code from the authenticator app (or, where `recovery` says so, a recovery code), sent by
 * `onCode`; a refused one is said on the field, which keeps the focus for another try.
 */
export function CodeForm({
  onCode,
  submitLabel,
  recovery = true,
}: {
  onCode: (code: string) => Promise<unknown>;
  submitLabel: string;
  recovery?: boolean;
}) {
  const { t } = useTranslation();
  const describe = useCodeFailure();
  const form = useSchemaForm<SecondFactorCode>(SecondFactorCodeSchema, { code_verification: '' });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async ({ code_verification }) => {
    try {
      await onCode(code_verification);
    } catch (error) {
      form.setError('code_verification', { type: 'server', message: describe(error) }, { shouldFocus: true });
    }
  });
  const error = errors.code_verification;
  const messages = !error
    ? undefined
    : error.type === 'server'
      ? [error.message ?? '']
      : [t('admin.securite.erreurs.format')];
  return (
    <form className={styles.linkForm} onSubmit={(event) => void submit(event)} noValidate>
      <FormField
        label={t('admin.securite.code')}
        hint={t(recovery ? 'admin.securite.code_aide' : 'admin.securite.code_aide_app')}
        required
        errors={messages}
      >
        {(control) => (
          <input
            {...control}
            {...form.register('code_verification')}
            className={`${styles.input} ${styles.amountInput}`}
            autoComplete="one-time-code"
            autoCapitalize="characters"
            spellCheck={false}
            // The one thing this step asks for.
            autoFocus
          />
        )}
      </FormField>
      <button type="submit" className={buttonClassName('primary')} disabled={isSubmitting}>
        {isSubmitting ? t('admin.securite.verification_en_cours') : submitLabel}
      </button>
    </form>
  );
}
