import { guessNameFromEmail, SignUpSchema, type SignUp } from '@boutique/domain';
import { useState } from 'react';
import { EmailField } from '../../components/ui/email-input.tsx';
import { NameFields, NewPasswordField } from '../../features/account/components/account-fields.tsx';
import { FormMessage } from '../../features/account/components/form-message.tsx';
import { SignUpMailSent } from '../../features/account/components/sign-up-mail-sent.tsx';
import { SignInForm } from '../../features/account/components/sign-in-form.tsx';
import { SubmitButton } from '../../features/account/components/submit-button.tsx';
import { useAccountForm } from '../../features/account/hooks/use-account-form.ts';
import { useSession } from '../../features/account/hooks/use-session.ts';
import accountStyles from '../../features/account/components/account-form.module.css';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useLocale } from '../../lib/locale-context.tsx';
import styles from './checkout-route.module.css';

/**
 * Creating the account from the checkout: mail first (names guessed from it), names, password.
 * The account is created from the mailed link, which brings the shopper back to the checkout.
 */
function CheckoutSignUp() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { signUp } = useSession();
  const [sent, setSent] = useState<Omit<SignUp, 'panier'> | null>(null);
  const form = useAccountForm({
    schema: SignUpSchema,
    initialValues: { mail: '', prenom: '', nom: '', password: '' },
    toInput: (values) => ({ ...values, langue: locale }),
    onSubmit: async (input) => {
      await signUp(input);
      setSent(input);
    },
  });
  const guessNames = () => {
    if (!form.values.mail.includes('@')) return;
    const guess = guessNameFromEmail(form.values.mail);
    if (form.values.prenom.trim() === '' && guess.prenom) form.setValue('prenom', guess.prenom);
    if (form.values.nom.trim() === '' && guess.nom) form.setValue('nom', guess.nom);
  };
  if (sent) {
    return <SignUpMailSent mail={sent.mail} onResend={() => signUp(sent)} onChangeAddress={() => setSent(null)} />;
  }
  return (
    <form className={accountStyles.form} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
      <p className={accountStyles.requiredNote}>{t('compte.champs_requis')}</p>
      <EmailField
        label={t('compte.champs.mail')}
        required
        errors={form.errorsOf('mail')}
        {...form.bindEmail('mail')}
        onBlur={guessNames}
      />
      <NameFields form={form} />
      <NewPasswordField
        label={t('compte.champs.password')}
        errors={form.errorsOf('password')}
        {...form.bindText('password')}
      />
      <FormMessage message={form.formMessage} />
      <SubmitButton isPending={form.isPending} pendingLabel={t('compte.envoi')}>
        {t('compte.inscription.valider')}
      </SubmitButton>
    </form>
  );
}

/**
 * The checkout's identification for an anonymous shopper: sign in, or ask for the
 * account whose mailed link creates it. Both send the anonymous basket, so the account adopts it,
 * and come back to the checkout (its stored return address).
 */
export function CheckoutSignForms() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<'in' | 'up'>('in');
  return (
    <div className={styles.sign}>
      <div className={styles.switch} role="group" aria-label={t('compte.onglets')}>
        <button type="button" className={styles.option} aria-pressed={mode === 'in'} onClick={() => setMode('in')}>
          {t('checkout.identification.deja_client')}
        </button>
        <button type="button" className={styles.option} aria-pressed={mode === 'up'} onClick={() => setMode('up')}>
          {t('checkout.identification.nouveau_client')}
        </button>
      </div>
      {mode === 'in' ? <SignInForm /> : <CheckoutSignUp />}
    </div>
  );
}
