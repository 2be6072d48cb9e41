import type { DeviceSession } from '@boutique/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { buttonClassName } from '../../../components/ui/button.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { revokeOtherSessions, revokeSession, sessionsQueryKey, sessionsQueryOptions } from '../api/sessions.ts';
import { FormMessage } from '../components/form-message.tsx';
import { LoadFailure } from '../components/load-failure.tsx';
import styles from './account-area.module.css';

/** Which sign-out waits for its confirmation: one device, or every other one. */
type Pending = { kind: 'one'; session: DeviceSession } | { kind: 'others' } | null;

/**
 * /:lang/mon-compte/appareils ("Appareils connectés"): the devices signed in to the account, the
 * one in hand first marked as such, each signed out after a confirmation, or all the others at once.
 */
export function DevicesPage() {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  useDocumentTitle(t('compte.appareils.titre'));
  const queryClient = useQueryClient();
  const sessions = useQuery(sessionsQueryOptions());
  const [pending, setPending] = useState<Pending>(null);
  const [notice, setNotice] = useState<{ text: string; tone: 'success' | 'danger' } | null>(null);
  const when = (iso: string) =>
    new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(iso));
  const deviceName = (session: DeviceSession) => session.appareil || t('compte.appareils.inconnu');

  const signOut = async (target: Exclude<Pending, null>) => {
    setPending(null);
    try {
      if (target.kind === 'one') {
        await revokeSession(target.session.id);
        setNotice({
          text: t('compte.appareils.deconnecte', { appareil: deviceName(target.session) }),
          tone: 'success',
        });
      } else {
        const count = await revokeOtherSessions();
        setNotice({ text: t('compte.appareils.autres_deconnectes', { count }), tone: 'success' });
      }
    } catch {
      setNotice({ text: t('compte.appareils.echec'), tone: 'danger' });
    }
    await queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
  };

  const others = sessions.data?.filter((session) => !session.courante) ?? [];
  return (
    <section className={styles.page} aria-labelledby="devices-title">
      <div className={styles.heading}>
        <h1 id="devices-title" className={styles.title}>
          {t('compte.appareils.titre')}
        </h1>
        <p className={styles.intro}>{t('compte.appareils.intro')}</p>
      </div>
      <FormMessage message={notice?.text ?? null} tone={notice?.tone ?? 'success'} />
      {sessions.isPending ? (
        <p className={styles.muted} role="status">
          {t('commun.chargement')}
        </p>
      ) : sessions.isError ? (
        <LoadFailure onRetry={() => void sessions.refetch()} />
      ) : (
        <>
          <ul className={styles.cards}>
            {sessions.data.map((session) => (
              <li key={session.id} className={styles.panel}>
                <h2 className={styles.subtitle}>
                  {deviceName(session)}
                  {session.courante && <> · {t('compte.appareils.cet_appareil')}</>}
                </h2>
                <p className={styles.muted}>
                  {t('compte.appareils.connecte_le', { date: when(session.created) })}
                  <br />
                  {t('compte.appareils.utilise_le', { date: when(session.derniere_utilisation) })}
                </p>
                {!session.courante && (
                  <button
                    type="button"
                    className={buttonClassName('secondary')}
                    onClick={() => setPending({ kind: 'one', session })}
                    aria-label={t('compte.appareils.deconnecter_nom', { appareil: deviceName(session) })}
                  >
                    {t('compte.appareils.deconnecter')}
                  </button>
                )}
              </li>
            ))}
          </ul>
          {others.length > 0 && (
            <p>
              <button
                type="button"
                className={buttonClassName('primary')}
                onClick={() => setPending({ kind: 'others' })}
              >
                {t('compte.appareils.deconnecter_autres')}
              </button>
            </p>
          )}
        </>
      )}
      {pending && (
        <ConfirmDialog
          title={t('compte.appareils.confirmer_titre')}
          message={
            pending.kind === 'one'
              ? t('compte.appareils.confirmer_un', { appareil: deviceName(pending.session) })
              : t('compte.appareils.confirmer_autres', { count: others.length })
          }
          confirmLabel={t('compte.appareils.deconnecter')}
          onConfirm={() => void signOut(pending)}
          onCancel={() => setPending(null)}
        />
      )}
    </section>
  );
}
