import type { UseFormRegisterReturn } from 'react-hook-form';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import styles from '../../admin.module.css';
import ownStyles from '../stocks.module.css';
import { SubmitButton } from '../../kit/submit-button.tsx';

/** The end of a stock movement's form: its note, the server's refusal and the save button. */
export function MovementFormEnd({
  noteField,
  noteErrors,
  failure,
  isSaving,
  submitLabel,
}: {
  noteField: UseFormRegisterReturn;
  noteErrors: readonly string[] | undefined;
  failure: string;
  isSaving: boolean;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className={ownStyles.full}>
        <TextField
          label={t('admin.stocks.note')}
          errors={noteErrors}
          type="text"
          maxLength={500}
          className={styles.input}
          {...noteField}
        />
      </div>
      <p role="alert" className={`${styles.formError} ${ownStyles.full}`}>
        {failure ? t('admin.stocks.erreur', { message: failure }) : ''}
      </p>
      <div className={`${styles.formFooter} ${ownStyles.full}`}>
        <SubmitButton isBusy={isSaving} busyLabel={t('admin.stocks.enregistrement')}>
          {submitLabel}
        </SubmitButton>
      </div>
    </>
  );
}
