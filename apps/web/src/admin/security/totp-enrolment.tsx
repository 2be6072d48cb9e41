import type { TotpEnrolment as Enrolment } from '@boutique/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { buttonClassName } from '../../components/ui/button.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import styles from '../admin.module.css';
import { CodeForm } from './code-form.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import { confirmTotpEnrolment, secondFactorQueryKey, startTotpEnrolment } from './second-factor-api.ts';
import local from './security.module.css';

/** The otpauth:// address as a QR code (a data: PNG, which the CSP allows); qrcode loads with this step only. */
function SecretQrCode({ uri }: { uri: string }) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let isCurrent = true;
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(uri, { width: 220, margin: 1, errorCorrectionLevel: 'M' }))
      .then((dataUrl) => isCurrent && setImage(dataUrl))
      .catch(() => isCurrent && setImage(null));
    return () => {
      isCurrent = false;
    };
  }, [uri]);
  return (
    <p className={local.qr}>
      {image ? (
        <img src={image} alt={t('admin.securite.qr_alt')} width={220} height={220} />
      ) : (
        <span role="status">{t('commun.chargement')}</span>
      )}
    </p>
  );
}

/**
 * Enrols an authenticator app: a new secret (QR code, or the text to type), confirmed by a first
 * code from the app; then the ten recovery codes, shown this once, and `onDone` to go on.
 */
export function TotpEnrolment({ onDone = () => {} }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [failure, setFailure] = useState('');
  const [codes, setCodes] = useState<string[] | null>(null);

  const start = async () => {
    setFailure('');
    try {
      setEnrolment(await startTotpEnrolment());
    } catch (error) {
      setFailure(t('admin.kit.erreur', { message: error instanceof Error ? error.message : String(error) }));
    }
  };
  const confirm = async (code: string) => setCodes(await confirmTotpEnrolment(code));
  // The status is read again only now: the gate would otherwise open before the codes are noted.
  const finish = async () => {
    await queryClient.invalidateQueries({ queryKey: secondFactorQueryKey });
    onDone();
  };

  if (codes) {
    return (
      <div className={local.gate}>
        <p role="status">{t('admin.securite.inscrit')}</p>
        <RecoveryCodes codes={codes} />
        <p>
          <button type="button" className={buttonClassName('primary')} onClick={() => void finish()}>
            {t('admin.securite.codes_notes')}
          </button>
        </p>
      </div>
    );
  }
  if (!enrolment) {
    return (
      <div className={local.gate}>
        <p>{t('admin.securite.inscription_intro')}</p>
        <p>
          <button type="button" className={buttonClassName('primary')} onClick={() => void start()}>
            {t('admin.securite.configurer')}
          </button>
        </p>
        <p role="alert" className={styles.announceAlert}>
          {failure}
        </p>
      </div>
    );
  }
  return (
    <div className={local.gate}>
      <ol>
        <li>{t('admin.securite.etape_scanner')}</li>
        <li>{t('admin.securite.etape_code')}</li>
      </ol>
      <SecretQrCode uri={enrolment.uri} />
      <p>
        {t('admin.securite.cle_manuelle')} <code className={local.secret}>{enrolment.secret}</code>
      </p>
      <CodeForm onCode={confirm} submitLabel={t('admin.securite.activer')} recovery={false} />
    </div>
  );
}
