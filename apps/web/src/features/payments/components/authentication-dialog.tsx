import { useRef } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { buttonClassName } from '../../../components/ui/button.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useModalClose } from '../../../components/ui/modal-context.ts';
import styles from './card-form.module.css';

function DecisionButtons({ onChoose }: { onChoose: (approve: boolean) => void }) {
  const { t } = useTranslation();
  const close = useModalClose();
  const choose = (approve: boolean) => {
    onChoose(approve);
    close();
  };
  return (
    <div className={styles.dialogActions}>
      <button type="button" className={buttonClassName('secondary')} onClick={() => choose(false)}>
        {t('paiement.authentification.refuser')}
      </button>
      <button type="button" className={buttonClassName('primary')} onClick={() => choose(true)} data-autofocus="">
        {t('paiement.authentification.approuver')}
      </button>
    </div>
  );
}

/**
 * The test-mode stand-in for the bank's 3-D Secure page: the payer approves or refuses. Closing
 * the dialog any other way (Escape, outside click) counts as a refusal, so the payment can be
 * tried again.
 */
export function AuthenticationDialog({
  amountLabel,
  onDecision,
}: {
  amountLabel: string;
  onDecision: (approve: boolean) => void;
}) {
  const { t } = useTranslation();
  const approveRef = useRef(false);
  return (
    <Modal title={t('paiement.authentification.titre')} onCancel={() => onDecision(approveRef.current)}>
      <p className={styles.dialogText}>
        <span className={styles.testBadge}>{t('paiement.carte.badge_test')}</span>{' '}
        {t('paiement.authentification.texte', { montant: amountLabel })}
      </p>
      <DecisionButtons
        onChoose={(approve) => {
          approveRef.current = approve;
        }}
      />
    </Modal>
  );
}
