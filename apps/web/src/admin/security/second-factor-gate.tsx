import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageFallback } from '../../app/page-fallback.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import styles from '../admin.module.css';
import { CodeForm } from './code-form.tsx';
import { PasskeyProofButton, PasskeysPanel } from './passkeys.tsx';
import { proveSecondFactor, secondFactorQueryKey, useSecondFactorStatus } from './second-factor-api.ts';
import local from './security.module.css';
import { StepUpDialog } from './step-up-dialog.tsx';
import { TotpEnrolment } from './totp-enrolment.tsx';

/**
 * Stands before the back office's pages: a session of staff with a second factor proves it first;
 * one without, when the shop requires it, enrols first. Anyone the API does not ask (ambassadors,
 * staff with no factor and none required) goes straight on. Sensitive actions ask again later
 * through the step-up dialog.
 */
export function SecondFactorGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const status = useSecondFactorStatus();
  const refresh = () => queryClient.invalidateQueries({ queryKey: secondFactorQueryKey });

  if (status.isPending) return <PageFallback />;
  // Refused (an ambassador) or unreachable: the pages say their own access and failures.
  const state = status.data;
  if (state?.inscrit && !state.verifie) {
    return (
      <section className={local.gate} aria-labelledby="second-facteur-titre">
        <h1 id="second-facteur-titre" className={styles.pageTitle}>
          {t('admin.securite.verifier_titre')}
        </h1>
        <p>{t(state.totp ? 'admin.securite.verifier_intro' : 'admin.securite.verifier_intro_cle')}</p>
        {state.passkeys.length > 0 && <PasskeyProofButton onProven={refresh} />}
        {state.totp && (
          <CodeForm
            submitLabel={t('admin.securite.confirmer')}
            onCode={async (code) => {
              await proveSecondFactor(code);
              await refresh();
            }}
          />
        )}
      </section>
    );
  }
  if (state && !state.inscrit && state.obligatoire) {
    return (
      <section className={local.gate} aria-labelledby="second-facteur-titre">
        <h1 id="second-facteur-titre" className={styles.pageTitle}>
          {t('admin.securite.obligatoire_titre')}
        </h1>
        <p>{t('admin.securite.obligatoire_intro')}</p>
        <TotpEnrolment />
        <PasskeysPanel passkeys={state.passkeys} onChange={refresh} />
      </section>
    );
  }
  return (
    <>
      {children}
      <StepUpDialog withPasskey={(state?.passkeys.length ?? 0) > 0} withCode={state?.totp ?? true} />
    </>
  );
}
