import { TextField } from '../../../components/ui/form-field.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import styles from '../../admin.module.css';
import ownStyles from '../stocks.module.css';

/** The end of a stock movement's form: its note, the server's refusal and the save button. */
export function MovementFormEnd({
  note,
  onNoteChange,
  noteErrors,
  failure,
  isSaving,
  submitLabel,
}: {
  note: string;
  onNoteChange: (note: string) => void;
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
          value={note}
          onChange={(event) => onNoteChange(event.target.value)}
        />
      </div>
      <p role="alert" className={`${styles.formError} ${ownStyles.full}`}>
        {failure ? t('admin.stocks.erreur', { message: failure }) : ''}
      </p>
      <div className={`${styles.formFooter} ${ownStyles.full}`}>
        <button type="submit" className={styles.buttonPrimary} disabled={isSaving}>
          {isSaving ? t('admin.stocks.enregistrement') : submitLabel}
        </button>
      </div>
    </>
  );
}
