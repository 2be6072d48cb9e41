import type { Passkey } from '@boutique/domain';
import { useState } from 'react';
import { buttonClassName } from '../../components/ui/button.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../lib/locale-context.tsx';
import styles from '../admin.module.css';
import { useCodeFailure } from './code-form.tsx';
import { addPasskey, proveWithPasskey, removePasskey } from './second-factor-api.ts';
import local from './security.module.css';
import { Panel } from '../kit/panel.tsx';

/** A passkey ceremony's failure in the page's language: cancelled in the browser, refused, or paused. */
function usePasskeyFailure() {
  const { t } = useTranslation();
  const describe = useCodeFailure();
  return (error: unknown) => {
    if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')) {
      return t('admin.securite.cle_annulee');
    }
    if (error instanceof Error && 'reason' in error && error.reason === 'passkey_refused') {
      return t('admin.securite.erreurs.cle_refusee');
    }
    return describe(error);
  };
}

/** "Utiliser une clé d'accès": proves the second factor with a passkey of the account. */
export function PasskeyProofButton({ onProven }: { onProven: () => unknown }) {
  const { t } = useTranslation();
  const describe = usePasskeyFailure();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const prove = async () => {
    setBusy(true);
    setFailure('');
    try {
      await proveWithPasskey();
      await onProven();
    } catch (error) {
      setFailure(describe(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <button type="button" className={buttonClassName('primary')} disabled={busy} onClick={() => void prove()}>
        {t('admin.securite.utiliser_cle')}
      </button>
      <p role="alert" className={styles.announceAlert}>
        {failure}
      </p>
    </div>
  );
}

/** The account's passkeys, each removable after a confirmation, and a new one to add under a name. */
export function PasskeysPanel({ passkeys, onChange }: { passkeys: readonly Passkey[]; onChange: () => unknown }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const describe = usePasskeyFailure();
  const [nom, setNom] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ tone: 'status' | 'alert'; text: string } | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const when = (iso: string) => new Intl.DateTimeFormat(tag, { dateStyle: 'long' }).format(new Date(iso));

  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    setMessage(null);
    try {
      setMessage({ tone: 'status', text: await action() });
      await onChange();
    } catch (error) {
      setMessage({ tone: 'alert', text: describe(error) });
    } finally {
      setBusy(false);
    }
  };
  const add = () =>
    run(async () => {
      const added = await addPasskey(nom.trim());
      setNom('');
      return t('admin.securite.cle_ajoutee', { nom: added.nom });
    });

  return (
    <Panel title={t('admin.securite.cles_titre')}>
      {passkeys.length === 0 ? (
        <p className={styles.muted}>{t('admin.securite.cles_vide')}</p>
      ) : (
        <ul>
          {passkeys.map((key) => (
            <li key={key.id}>
              <strong>{key.nom}</strong> —{' '}
              {key.derniere_utilisation
                ? t('admin.securite.cle_utilisee', { date: when(key.derniere_utilisation) })
                : t('admin.securite.cle_creee', { date: when(key.created) })}{' '}
              <button
                type="button"
                className={styles.buttonSmall}
                disabled={busy}
                onClick={() => setRemoving(key)}
                aria-label={t('admin.securite.retirer_cle_de', { nom: key.nom })}
              >
                {t('admin.securite.retirer_cle')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className={styles.linkForm}
        onSubmit={(event) => {
          event.preventDefault();
          if (nom.trim()) void add();
        }}
      >
        <FormField label={t('admin.securite.nom_cle')} hint={t('admin.securite.nom_cle_aide')} required>
          {(control) => (
            <input
              {...control}
              className={styles.input}
              maxLength={60}
              value={nom}
              onChange={(event) => setNom(event.target.value)}
            />
          )}
        </FormField>
        <div className={local.actions}>
          <button type="submit" className={buttonClassName('secondary')} disabled={busy || !nom.trim()}>
            {t('admin.securite.ajouter_cle')}
          </button>
        </div>
      </form>
      <p role={message?.tone ?? 'status'} className={message?.tone === 'alert' ? styles.announceAlert : styles.muted}>
        {message?.text}
      </p>
      {removing && (
        <ConfirmDialog
          title={t('admin.securite.retirer_cle')}
          message={t('admin.securite.retirer_cle_question', { nom: removing.nom })}
          confirmLabel={t('admin.securite.retirer_cle')}
          onConfirm={() => {
            const key = removing;
            setRemoving(null);
            void run(async () => {
              await removePasskey(key.id);
              return t('admin.securite.cle_retiree', { nom: key.nom });
            });
          }}
          onCancel={() => setRemoving(null)}
        />
      )}
    </Panel>
  );
}
