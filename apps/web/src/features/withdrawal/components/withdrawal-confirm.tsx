import type { WithdrawableOrder, WithdrawalDone, WithdrawalLookup } from '@boutique/domain';
import { useState } from 'react';
import { buttonClassName } from '../../../components/ui/button.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useLocale } from '../../../lib/locale-context.tsx';
import { sendWithdrawal } from '../api/withdrawal.ts';
import { useFailureText } from './use-failure-text.ts';
import type { StatementValues } from './withdrawal-statement.tsx';
import styles from './withdrawal-form.module.css';

interface WithdrawalConfirmProps {
  lookup: WithdrawalLookup;
  order: WithdrawableOrder;
  statement: StatementValues;
  onEdit: () => void;
  onDone: (done: WithdrawalDone) => void;
}

/** The second stage: the statement read back, and the separate button that makes the withdrawal. */
export function WithdrawalConfirm({ lookup, order, statement, onEdit, onDone }: WithdrawalConfirmProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const failureText = useFailureText();
  const [isPending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const lines = order.lignes.filter((line) => (statement.quantities[line.declinaison] ?? 0) > 0);

  const confirm = () => {
    if (isPending) return;
    setPending(true);
    setFailure(null);
    sendWithdrawal({
      numero: lookup.numero,
      email: statement.email.trim(),
      nom: statement.nom.trim(),
      type: 'retractation',
      message: '',
      lignes: lines.map((line) => ({ declinaison: line.declinaison, qtt: statement.quantities[line.declinaison]! })),
    })
      .then(onDone)
      .catch((error: unknown) => setFailure(failureText(error)))
      .finally(() => setPending(false));
  };

  return (
    <section className={styles.form} aria-labelledby="withdrawal-confirm" lang={locale}>
      <h2 id="withdrawal-confirm" className={styles.step} tabIndex={-1}>
        {t('retractation.relire')}
      </h2>
      <dl className={styles.summary}>
        <dt>{t('retractation.nom')}</dt>
        <dd>{statement.nom}</dd>
        <dt>{t('retractation.numero')}</dt>
        <dd>{order.numero}</dd>
        <dt>{t('retractation.articles')}</dt>
        <dd>
          <ul>
            {lines.map((line) => (
              <li key={line.declinaison}>
                {statement.quantities[line.declinaison]} × {line.produit_label} – {line.label}
              </li>
            ))}
          </ul>
        </dd>
        <dt>{t('retractation.email_contact')}</dt>
        <dd>{statement.email}</dd>
      </dl>
      <div className={styles.actions}>
        <button type="button" className={buttonClassName('quiet')} onClick={onEdit}>
          {t('retractation.modifier')}
        </button>
        <button type="button" className={buttonClassName('primary')} aria-disabled={isPending} onClick={confirm}>
          {isPending ? t('formulaire.envoi') : t('retractation.confirmer')}
        </button>
      </div>
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
    </section>
  );
}
