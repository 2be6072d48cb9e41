import type { WithdrawalDone } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../../lib/locale-context.tsx';
import { formatShopDateTime } from './withdrawal-time.ts';
import styles from './withdrawal-form.module.css';

/** The withdrawal recorded: when (Paris time, said so) and where the acknowledgement went. */
export function WithdrawalDoneNotice({ done }: { done: WithdrawalDone }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  return (
    <section className={styles.form} aria-labelledby="withdrawal-done" role="status">
      <h2 id="withdrawal-done" className={styles.step} tabIndex={-1}>
        {t('retractation.enregistree')}
      </h2>
      <p>
        {t('retractation.enregistree_le', {
          numero: done.numero,
          date: formatShopDateTime(done.created, tag),
        })}
      </p>
      <p>{t('retractation.accuse_envoye', { email: done.email })}</p>
    </section>
  );
}
