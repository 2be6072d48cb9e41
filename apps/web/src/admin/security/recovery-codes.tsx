import { formatRecoveryCode } from '@boutique/domain';
import { useState } from 'react';
import { buttonClassName } from '../../components/ui/button.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { downloadText } from '../kit/download.ts';
import styles from '../admin.module.css';
import local from './security.module.css';
import { Panel } from '../kit/panel.tsx';

/** Recovery codes shown once, to copy, download or print; each opens the back office one time. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState('');
  const shown = codes.map(formatRecoveryCode);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(shown.join('\n'));
      setCopied(t('admin.securite.codes_copies'));
    } catch {
      setCopied(t('admin.securite.codes_copie_impossible'));
    }
  };
  return (
    <Panel title={t('admin.securite.codes_titre')}>
      <p>{t('admin.securite.codes_intro')}</p>
      <ol className={local.codes}>
        {shown.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className={local.actions}>
        <button type="button" className={buttonClassName('secondary')} onClick={() => void copy()}>
          {t('admin.securite.copier_codes')}
        </button>
        <button
          type="button"
          className={buttonClassName('secondary')}
          onClick={() => downloadText('codes-de-secours.txt', `${shown.join('\n')}\n`, 'text/plain')}
        >
          {t('admin.securite.telecharger_codes')}
        </button>
      </div>
      <p role="status" className={styles.muted}>
        {copied}
      </p>
    </Panel>
  );
}
