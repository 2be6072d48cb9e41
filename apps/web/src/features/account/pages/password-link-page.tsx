import { PasswordByLinkSchema } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Link } from 'wouter';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { postPasswordByLink } from '../api/reset-password-by-link.ts';
import { NewPasswordField } from '../components/account-fields.tsx';
import { FormMessage } from '../components/form-message.tsx';
import { SignLayout } from '../components/sign-layout.tsx';
import { SubmitButton } from '../components/submit-button.tsx';
import { useAccountForm } from '../hooks/use-account-form.ts';
import { useCompleteSign } from '../hooks/use-session.ts';
import { withBasket } from '../lib/basket-bridge.ts';
import styles from '../components/account-form.module.css';

/** /:lang/sign/password/:id/:token, the link of the recovery mail: a new password, then the account opens. */
export function PasswordLinkPage({ id, token }: { id: string; token: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const completeSign = useCompleteSign();
  const form = useAccountForm({
    schema: PasswordByLinkSchema,
    initialValues: { password: '' },
    toInput: (values) => ({ ...values, id, token }),
    onSubmit: async (input) => {
      await completeSign(await postPasswordByLink(withBasket(input)));
    },
  });
  useDocumentTitle(t('compte.lien.titre'));

  return (
    <SignLayout title={t('compte.lien.titre')} intro={t('compte.lien.intro')}>
      <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
        <NewPasswordField
          label={t('compte.champs.nouveau_password')}
          errors={form.errorsOf('password')}
          {...form.bindText('password')}
        />
        <FormMessage message={form.formMessage} />
        <SubmitButton isPending={form.isPending} pendingLabel={t('compte.envoi')}>
          {t('compte.lien.valider')}
        </SubmitButton>
        <p className={styles.aside}>
          <Link href={`~${localePath(locale, 'sign/recovery')}`} className={styles.link}>
            {t('compte.lien.nouveau_lien')}
          </Link>
        </p>
      </form>
    </SignLayout>
  );
}
