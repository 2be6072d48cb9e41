import { formatEuros, type PaymentLink } from '@boutique/domain';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import fieldStyles from '../../../components/ui/form-field.module.css';
import { useLocaleTag } from '../../../lib/locale-context.tsx';
import { paymentLinkUrl, QR_OPTIONS } from '../lib/public-url.ts';
import styles from '../../admin.module.css';

/**
 * The QR code of a link's public page (300 px, margin 1, level M) as a PNG data URL
 * (the CSP allows data: images), with the address to copy and the PNG to download. The qrcode
 * library loads with the dialog, not with the page.
 */
export function QrDialog({
  link,
  onCancel,
}: {
  link: Pick<PaymentLink, 'hash' | 'langue' | 'montant'>;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const urlId = useId();
  const url = paymentLinkUrl(link);
  const [image, setImage] = useState<{ url: string; dataUrl: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [copyStatus, setCopyStatus] = useState('');

  useEffect(() => {
    let isCurrent = true;
    import('qrcode')
      .then(({ default: QRCode }) => QRCode.toDataURL(url, QR_OPTIONS))
      .then((dataUrl) => {
        if (isCurrent) setImage({ url, dataUrl });
      })
      .catch((error: unknown) => {
        if (isCurrent) setFailure(error instanceof Error ? error.message : String(error));
      });
    return () => {
      isCurrent = false;
    };
  }, [url]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopyStatus(t('admin.liens.copie'));
    } catch {
      // No clipboard (insecure context, refused permission): select the address for Ctrl+C.
      const input = document.getElementById(urlId);
      if (input instanceof HTMLInputElement) input.select();
      setCopyStatus(t('admin.liens.copie_impossible'));
    }
  };

  const dataUrl = image?.url === url ? image.dataUrl : null;
  const montant = formatEuros(link.montant, tag);
  return (
    <Modal title={t('admin.liens.qr_titre')} onCancel={onCancel}>
      <div className={styles.qr}>
        <div className={styles.qrImage}>
          {dataUrl ? (
            <img src={dataUrl} width={300} height={300} alt={t('admin.liens.qr_alt', { montant })} />
          ) : (
            <p role={failure ? 'alert' : 'status'}>
              {failure ? t('admin.liens.erreur', { message: failure }) : t('admin.liens.chargement')}
            </p>
          )}
        </div>
        <label className={styles.filterField} htmlFor={urlId}>
          <span>{t('admin.liens.adresse')}</span>
          <input
            id={urlId}
            className={`${fieldStyles.input} ${styles.input}`}
            readOnly
            value={url}
            onFocus={(event) => event.target.select()}
          />
        </label>
        <div className={styles.qrActions}>
          <button type="button" className={styles.buttonSmall} onClick={() => void copy()} data-autofocus="">
            {t('admin.liens.copier')}
          </button>
          {dataUrl && (
            <a className={styles.buttonSmall} href={dataUrl} download={`paiement-${link.hash}.png`}>
              {t('admin.liens.telecharger')}
            </a>
          )}
        </div>
        <p role="status" className={styles.muted}>
          {copyStatus}
        </p>
      </div>
    </Modal>
  );
}
