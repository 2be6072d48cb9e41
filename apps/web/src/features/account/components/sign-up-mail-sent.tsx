import { useEffect, useRef, useState } from 'react';
import { buttonClassName } from '../../../components/ui/button.ts';
import { Trans, useTranslation } from '../../../lib/i18n-react.tsx';
import { useFailureText } from '../lib/reason-keys.ts';
import { FormMessage } from './form-message.tsx';
import styles from './sign-up-mail-sent.module.css';
import formStyles from './account-form.module.css';

/**
 * What a sent sign-up shows: the address to check, the same words whether or not it already had
 * an account (the mail tells), a way to send the message again and one to correct the address.
 */
export function SignUpMailSent({
  mail,
  onResend,
  onChangeAddress,
}: {
  mail: string;
  onResend: () => Promise<void>;
  onChangeAddress: () => void;
}) {
  const { t } = useTranslation();
  const describeFailure = useFailureText();
  const [resend, setResend] = useState<{ state: 'idle' | 'pending' | 'sent' } | { state: 'failed'; message: string }>({
    state: 'idle',
  });
  const titleRef = useRef<HTMLHeadingElement>(null);
  // The form the shopper was in is gone: focus moves to what replaced it, read out by screen readers.
  useEffect(() => titleRef.current?.focus(), []);

  const sendAgain = () => {
    setResend({ state: 'pending' });
    onResend().then(
      () => setResend({ state: 'sent' }),
      (error: unknown) =>
        setResend({
          state: 'failed',
          message: describeFailure(error),
        }),
    );
  };

  return (
    <section className={styles.sent} aria-labelledby="sign-up-mail-sent-title">
      <h2 id="sign-up-mail-sent-title" ref={titleRef} tabIndex={-1} className={styles.title}>
        {t('compte.inscription.envoye.titre')}
      </h2>
      <p className={styles.text}>
        <Trans i18nKey="compte.inscription.envoye.texte" values={{ mail }} components={{ adresse: <strong /> }} />
      </p>
      <p className={formStyles.aside}>{t('compte.inscription.envoye.deja_client')}</p>
      <p className={formStyles.aside}>{t('compte.inscription.envoye.pas_recu')}</p>
      <FormMessage
        message={
          resend.state === 'sent'
            ? t('compte.inscription.envoye.renvoye')
            : resend.state === 'failed'
              ? resend.message
              : null
        }
        tone={resend.state === 'failed' ? 'danger' : 'success'}
      />
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClassName('secondary')}
          onClick={sendAgain}
          disabled={resend.state === 'pending'}
          aria-busy={resend.state === 'pending'}
        >
          {resend.state === 'pending' ? t('compte.envoi') : t('compte.inscription.envoye.renvoyer')}
        </button>
        <button type="button" className={`${formStyles.link} ${styles.linkButton}`} onClick={onChangeAddress}>
          {t('compte.inscription.envoye.modifier')}
        </button>
      </div>
    </section>
  );
}
