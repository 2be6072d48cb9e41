import { SignUpSchema, type SignUp } from '@boutique/domain';
import { useState } from 'react';
import { Trans, useTranslation } from '../../../lib/i18n-react.tsx';
import { Link, Redirect, useSearch } from 'wouter';
import { EmailField } from '../../../components/ui/email-input.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { NameFields, NewPasswordField, TelField } from '../components/account-fields.tsx';
import { FormMessage } from '../components/form-message.tsx';
import { GoogleSignIn } from '../components/google-sign-in.tsx';
import { SignLayout } from '../components/sign-layout.tsx';
import { SignUpMailSent } from '../components/sign-up-mail-sent.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { guessNames, useNameGuess } from '../hooks/use-name-guess.ts';
import { useSession } from '../hooks/use-session.ts';
import { useTelCheckedSchema } from '../hooks/use-tel-checked-schema.ts';
import { useSignedInRedirect } from '../hooks/use-signed-in-redirect.ts';
import styles from '../components/account-form.module.css';

/**
 * /:lang/sign/up: the address first, so first and last name can be guessed from it,
 * then the rest; the password's rules are ticked as it is typed. Once sent, the page asks to
 * check the mailbox: the account is created from the mailed link (sign-up-confirm-page.tsx).
 */
export function SignUpPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const redirect = useSignedInRedirect();
  const { signUp } = useSession();
  const prefilledMail = (new URLSearchParams(useSearch()).get('mail') ?? '').toLowerCase();
  const prefilledNames = guessNames(prefilledMail);
  const telChecked = useTelCheckedSchema(SignUpSchema);
  const [sent, setSent] = useState<Omit<SignUp, 'panier'> | null>(null);
  const form = useAccountForm({
    schema: telChecked.schema,
    initialValues: {
      mail: prefilledMail,
      prenom: prefilledNames.prenom,
      nom: prefilledNames.nom,
      tel: '',
      password: '',
      newsletters: false as boolean,
    },
    toInput: (values) => ({ ...values, tel: values.tel.trim() || undefined, langue: locale }),
    onSubmit: async (input) => {
      await signUp(input);
      setSent(input);
    },
  });
  const nameGuess = useNameGuess(form, prefilledNames);
  useDocumentTitle(t('compte.inscription.titre'));
  if (redirect) return <Redirect to={redirect} replace />;

  if (sent) {
    return (
      <SignLayout title={t('compte.inscription.titre')} activeTab="up">
        <SignUpMailSent mail={sent.mail} onResend={() => signUp(sent)} onChangeAddress={() => setSent(null)} />
      </SignLayout>
    );
  }

  return (
    <SignLayout title={t('compte.inscription.titre')} intro={t('compte.inscription.intro')} activeTab="up">
      <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
        <p className={styles.requiredNote}>{t('compte.champs_requis')}</p>
        <EmailField
          label={t('compte.champs.mail')}
          required
          errors={form.errorsOf('mail')}
          {...form.bindEmail('mail')}
          onValueChange={nameGuess.onMailChange}
        />
        <NameFields form={form} extraProps={nameGuess.proposalProps} />
        <TelField form={form} onValidityChange={telChecked.setTelValid} />
        <NewPasswordField
          label={t('compte.champs.password')}
          errors={form.errorsOf('password')}
          {...form.bindText('password')}
        />
        <Switch
          name="newsletters"
          checked={form.values.newsletters}
          onCheckedChange={(checked) => form.setValue('newsletters', checked)}
          label={t('compte.champs.newsletters')}
          description={t('compte.inscription.newsletters_aide')}
        />
        <p className={styles.terms}>
          <Trans
            i18nKey="compte.inscription.conditions"
            components={{
              cgv: <Link href={`~${localePath(locale, 'conditions/generales-vente')}`} />,
              confidentialite: <Link href={`~${localePath(locale, 'conditions/confidentialite')}`} />,
            }}
          />
        </p>
        <FormMessage message={form.formMessage} />
        <SubmitButton isPending={form.isPending} pendingLabel={t('compte.envoi')}>
          {t('compte.inscription.valider')}
        </SubmitButton>
        <p className={styles.aside}>
          {t('compte.inscription.deja_client')}{' '}
          <Link href={`~${localePath(locale, 'sign')}`} className={styles.link}>
            {t('compte.onglet_connexion')}
          </Link>
        </p>
      </form>
      <GoogleSignIn context="signup" />
    </SignLayout>
  );
}
