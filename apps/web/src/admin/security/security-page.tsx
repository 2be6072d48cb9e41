import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonClassName } from '../../components/ui/button.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { Announcer, useAnnouncer } from '../kit/announcer.tsx';
import { QueryView } from '../kit/query-view.tsx';
import styles from '../admin.module.css';
import { PasskeysPanel } from './passkeys.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import {
  disableSecondFactor,
  renewRecoveryCodes,
  secondFactorQueryKey,
  useSecondFactorStatus,
} from './second-factor-api.ts';
import local from './security.module.css';
import { TotpEnrolment } from './totp-enrolment.tsx';

type Pending = 'renew' | 'disable' | null;

/**
 * /:lang/ad/securite: the signed-in member of staff's second factor. Enrol an authenticator app;
 * once enrolled, see how many recovery codes are left, get ten new ones, or turn it off (both
 * confirmed first, both asking for a fresh code when the last one is older than 10 minutes).
 */
export function SecurityPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.securite.titre'));
  const queryClient = useQueryClient();
  const status = useSecondFactorStatus();
  const [pending, setPending] = useState<Pending>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const { announcement, say, fail, clear } = useAnnouncer();
  const refresh = () => queryClient.invalidateQueries({ queryKey: secondFactorQueryKey });

  const act = async (action: Exclude<Pending, null>) => {
    setPending(null);
    clear();
    try {
      if (action === 'renew') {
        setCodes(await renewRecoveryCodes());
        say(t('admin.securite.codes_renouveles'));
      } else {
        await disableSecondFactor();
        setCodes(null);
        say(t('admin.securite.desactive'));
      }
      await refresh();
    } catch (error) {
      fail(error);
    }
  };

  return (
    <section className={styles.page} aria-labelledby="securite-titre">
      <h1 id="securite-titre" className={styles.pageTitle}>
        {t('admin.securite.titre')}
      </h1>
      <Announcer announcement={announcement} />
      <QueryView query={status}>
        {(state) => (
          <div className={local.gate}>
            {state.totp ? (
              <>
                <p>{t('admin.securite.etat_inscrit', { count: state.codes_restants })}</p>
                {codes && <RecoveryCodes codes={codes} />}
                <div className={local.actions}>
                  <button type="button" className={buttonClassName('secondary')} onClick={() => setPending('renew')}>
                    {t('admin.securite.renouveler_codes')}
                  </button>
                  <button type="button" className={styles.buttonDanger} onClick={() => setPending('disable')}>
                    {t('admin.securite.desactiver')}
                  </button>
                </div>
              </>
            ) : (
              <TotpEnrolment />
            )}
            <PasskeysPanel passkeys={state.passkeys} onChange={refresh} />
            {state.obligatoire && <p className={styles.muted}>{t('admin.securite.obligatoire_rappel')}</p>}
          </div>
        )}
      </QueryView>
      {pending && (
        <ConfirmDialog
          title={t(pending === 'renew' ? 'admin.securite.renouveler_codes' : 'admin.securite.desactiver')}
          message={t(pending === 'renew' ? 'admin.securite.renouveler_question' : 'admin.securite.desactiver_question')}
          confirmLabel={t(pending === 'renew' ? 'admin.securite.renouveler' : 'admin.securite.desactiver')}
          onConfirm={() => void act(pending)}
          onCancel={() => setPending(null)}
        />
      )}
    </section>
  );
}
