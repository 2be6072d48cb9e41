import { useSearch } from 'wouter';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useStoredSessionToken } from '../../../lib/session-store.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { WithdrawalForm } from '../components/withdrawal-form.tsx';
import styles from './withdrawal-page.module.css';

/**
 * /:lang/retractation: the withdrawal function, open to everyone (order number and mail); the
 * account's order page links here with ?commande=…, and a signed-in customer finds their name
 * and mail already filled in.
 */
export function WithdrawalPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('retractation.titre'));
  const session = useStoredSessionToken();
  const numero = new URLSearchParams(useSearch()).get('commande') ?? '';
  const user = session?.user;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('retractation.titre')}</h1>
        <p className={styles.intro}>{t('retractation.introduction')}</p>
      </header>
      <WithdrawalForm
        initial={{
          numero,
          email: user?.mail ?? '',
          nom: user ? `${user.prenom} ${user.nom}`.trim() : '',
        }}
      />
    </div>
  );
}

export default WithdrawalPage;
