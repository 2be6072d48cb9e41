import { GoogleLinkByPasswordSchema } from '@boutique/domain';
import { useState } from 'react';
import { buttonClassName } from '../../../components/ui/button.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { GOOGLE_REASON_KEYS, useFailureText } from '../lib/reason-keys.ts';
import { postGoogleLink, postGoogleLinkMail } from '../api/google-sign-in.ts';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { useCompleteSign } from '../hooks/use-session.ts';
import { withBasket } from '../lib/basket-bridge.ts';
import { FormMessage } from './form-message.tsx';
import { SubmitButton } from './submit-button.tsx';
import formStyles from './account-form.module.css';
import styles from './google-sign-in.module.css';
import { CurrentPasswordField } from './account-fields.tsx';

/**
 * An account already uses the Google address: nothing is joined until its owner proves it, with
 * the account's password (signed in at once) or with a link mailed to the address.
 */
export function GoogleLinkDialog({ liaison, onClose }: { liaison: string; onClose: () => void }) {
  const { t } = useTranslation();
  const describeFailure = useFailureText(GOOGLE_REASON_KEYS);
  const completeSign = useCompleteSign();
  const [mailState, setMailState] = useState<'idle' | 'pending' | 'sent'>('idle');
  const [mailMessage, setMailMessage] = useState<string | null>(null);
  const form = useAccountForm({
    schema: GoogleLinkByPasswordSchema,
    initialValues: { password: '' },
    toInput: (values) => {
      return withBasket({ ...values, liaison });
    },
    onSubmit: async (input) => completeSign(await postGoogleLink(input)),
    reasonKeys: GOOGLE_REASON_KEYS,
  });

  const askForMail = async () => {
    setMailState('pending');
    setMailMessage(null);
    try {
      await postGoogleLinkMail(liaison);
      setMailState('sent');
    } catch (error) {
      setMailState('idle');
      setMailMessage(describeFailure(error));
    }
  };

  return (
    <Modal title={t('sign.google.liaison.titre')} onCancel={onClose}>
      <div className={styles.dialog}>
        <p className={styles.text}>{t('sign.google.liaison.texte')}</p>
        {mailState === 'sent' ? (
          <FormMessage tone="success" message={t('sign.google.liaison.mail_envoye')} />
        ) : (
          <>
            <form className={formStyles.form} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
              <CurrentPasswordField
                label={t('compte.champs.password')}
                required
                errors={form.errorsOf('password')}
                {...form.bindText('password')}
                data-autofocus
              />
              <FormMessage message={form.formMessage} />
              <SubmitButton isPending={form.isPending} pendingLabel={t('compte.envoi')}>
                {t('sign.google.liaison.valider')}
              </SubmitButton>
            </form>
            <p className={styles.or}>{t('sign.google.liaison.ou')}</p>
            <button
              type="button"
              className={buttonClassName('secondary', styles.wide)}
              disabled={mailState === 'pending'}
              aria-busy={mailState === 'pending'}
              onClick={() => void askForMail()}
            >
              {mailState === 'pending' ? t('compte.envoi') : t('sign.google.liaison.mail')}
            </button>
            <FormMessage message={mailMessage} />
          </>
        )}
      </div>
    </Modal>
  );
}
