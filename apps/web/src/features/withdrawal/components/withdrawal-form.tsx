import type { WithdrawableOrder, WithdrawalDone, WithdrawalLookup } from '@boutique/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { WithdrawalConfirm } from './withdrawal-confirm.tsx';
import { WithdrawalDoneNotice } from './withdrawal-done.tsx';
import { WithdrawalLookupForm } from './withdrawal-lookup.tsx';
import { WithdrawalStatementForm, type StatementValues } from './withdrawal-statement.tsx';
import styles from './withdrawal-form.module.css';

type Step =
  | { kind: 'find' }
  | { kind: 'statement'; lookup: WithdrawalLookup; order: WithdrawableOrder; draft: StatementValues | null }
  | { kind: 'confirm'; lookup: WithdrawalLookup; order: WithdrawableOrder; statement: StatementValues }
  | { kind: 'done'; done: WithdrawalDone };

interface WithdrawalFormProps {
  /** The order number (from the account's order page) and the contact pre-filled when signed in. */
  initial: { numero: string; email: string; nom: string };
}

/**
 * The withdrawal function (Consumer Rights Directive art. 11a) in two stages: the statement
 * (the order found by number and mail, the name, the units, the contact), then a separate
 * confirmation with the button "Confirmer la rétractation". Each step's heading takes the focus,
 * so screen readers announce where the shopper is.
 */
export function WithdrawalForm({ initial }: WithdrawalFormProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'find' });
  const container = useRef<HTMLDivElement>(null);
  const isFirstStep = useRef(true);

  useEffect(() => {
    if (isFirstStep.current) {
      isFirstStep.current = false;
      return;
    }
    container.current?.querySelector<HTMLElement>('h2[tabindex="-1"]')?.focus();
  }, [step.kind]);

  return (
    <div ref={container} className={styles.wrapper}>
      <ol className={styles.progress} aria-label={t('retractation.etapes')}>
        <li aria-current={step.kind === 'find' || step.kind === 'statement' ? 'step' : undefined}>
          {t('retractation.etape_declaration')}
        </li>
        <li aria-current={step.kind === 'confirm' ? 'step' : undefined}>{t('retractation.etape_confirmation')}</li>
      </ol>
      {step.kind === 'find' && (
        <WithdrawalLookupForm
          initial={{ numero: initial.numero, email: initial.email }}
          onFound={(lookup, order) => setStep({ kind: 'statement', lookup, order, draft: null })}
        />
      )}
      {step.kind === 'statement' && (
        <WithdrawalStatementForm
          order={step.order}
          initial={step.draft ?? { nom: initial.nom, email: step.lookup.email, quantities: {} }}
          onBack={() => setStep({ kind: 'find' })}
          onNext={(statement) => setStep({ kind: 'confirm', lookup: step.lookup, order: step.order, statement })}
        />
      )}
      {step.kind === 'confirm' && (
        <WithdrawalConfirm
          lookup={step.lookup}
          order={step.order}
          statement={step.statement}
          onEdit={() => setStep({ ...step, kind: 'statement', draft: step.statement })}
          onDone={(done) => setStep({ kind: 'done', done })}
        />
      )}
      {step.kind === 'done' && <WithdrawalDoneNotice done={step.done} />}
    </div>
  );
}
