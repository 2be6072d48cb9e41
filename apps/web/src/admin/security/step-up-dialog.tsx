import { useEffect, useRef, useState } from 'react';
import { Modal } from '../../components/ui/modal.tsx';
import { readBody, retryAnswersWith } from '../../lib/api-client.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { CodeForm } from './code-form.tsx';
import { PasskeyProofButton } from './passkeys.tsx';
import { proveSecondFactor } from './second-factor-api.ts';

/**
 * Asks for the second factor again when a sensitive action finds the last proof too old (more
 * than 10 minutes): the action is sent again once the code is accepted, and fails as refused if
 * the dialog is closed. Calls refused together share one dialog.
 */
export function StepUpDialog({ withPasskey, withCode }: { withPasskey: boolean; withCode: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const asked = useRef<{ promise: Promise<boolean>; settle: (proven: boolean) => void } | null>(null);

  useEffect(() => {
    retryAnswersWith(async (response) => {
      if (response.status !== 403) return false;
      const body = (await readBody(response.clone())) as { reason?: unknown } | null;
      if (body?.reason !== 'second_factor_stale') return false;
      if (!asked.current) {
        let settle: (proven: boolean) => void = () => {};
        const promise = new Promise<boolean>((resolve) => {
          settle = resolve;
        });
        asked.current = { promise, settle };
        setOpen(true);
      }
      return asked.current.promise;
    });
    return () => retryAnswersWith();
  }, []);

  const finish = (proven: boolean) => {
    asked.current?.settle(proven);
    asked.current = null;
    setOpen(false);
  };
  if (!open) return null;
  return (
    <Modal title={t('admin.securite.reverifier_titre')} onCancel={() => finish(false)}>
      <p>{t('admin.securite.reverifier_intro')}</p>
      {withPasskey && <PasskeyProofButton onProven={() => finish(true)} />}
      {withCode && (
        <CodeForm
          submitLabel={t('admin.securite.confirmer')}
          onCode={async (code) => {
            await proveSecondFactor(code);
            finish(true);
          }}
        />
      )}
    </Modal>
  );
}
