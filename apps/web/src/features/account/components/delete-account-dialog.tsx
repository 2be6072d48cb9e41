import { AccountDeletionSchema } from '@boutique/domain';
import { Modal } from '../../../components/ui/modal.tsx';
import { useModalClose } from '../../../components/ui/modal-context.ts';
import { buttonClassName } from '../../../components/ui/button.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { deleteAccount } from '../api/account-data.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { FormMessage } from './form-message.tsx';
import { SubmitButton } from './submit-button.tsx';
import styles from './account-form.module.css';
import dataStyles from './account-data.module.css';
import { CurrentPasswordField } from './account-fields.tsx';

function CancelButton() {
  const { t } = useTranslation();
  const close = useModalClose();
  return (
    <button type="button" className={buttonClassName('secondary')} onClick={close} data-autofocus="">
      {t('commun.annuler')}
    </button>
  );
}

/**
 * The account's deletion, said plainly before it happens: what goes, what the law keeps, and the
 * password (when the account has one) to confirm. Cancelling is the focused, harmless choice.
 */
export function DeleteAccountDialog({ onDeleted, onCancel }: { onDeleted: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const form = useAccountForm({
    schema: AccountDeletionSchema,
    initialValues: { password: '' },
    onSubmit: async () => {
      await deleteAccount(form.values.password);
      onDeleted();
    },
  });
  return (
    <Modal title={t('compte.donnees.supprimer_titre')} onCancel={onCancel}>
      <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
        <p>{t('compte.donnees.supprimer_consequences')}</p>
        <ul className={dataStyles.consequences}>
          <li>{t('compte.donnees.supprimer_point_profil')}</li>
          <li>{t('compte.donnees.supprimer_point_connexion')}</li>
          <li>{t('compte.donnees.supprimer_point_commandes')}</li>
        </ul>
        <CurrentPasswordField
          label={t('compte.champs.password')}
          hint={t('compte.donnees.password_aide')}
          errors={form.errorsOf('password')}
          {...form.bindText('password')}
        />
        <FormMessage message={form.formMessage} />
        <div className={dataStyles.dialogActions}>
          <CancelButton />
          <SubmitButton isPending={form.isPending} pendingLabel={t('compte.donnees.suppression')}>
            {t('compte.donnees.supprimer_confirmer')}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
