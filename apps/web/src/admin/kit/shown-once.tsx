import { useState } from 'react';
import { buttonClassName } from '../../components/ui/button.ts';
import { useTranslation } from '../../lib/i18n-react.tsx';
import styles from '../admin.module.css';
import kit from './kit.module.css';
import { Panel } from './panel.tsx';

/**
 * A secret shown this once (an API key, a webhook's signing secret): selectable, with a copy button,
 * until staff say they kept it.
 */
export function ShownOnce({ title, value, onDone }: { title: string; value: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      // No clipboard (insecure context, refused): the text stays selectable for Ctrl+C.
    }
  };
  return (
    <Panel title={title}>
      <p>{t('admin.kit.secret_une_fois')}</p>
      <p>
        <code className={kit.secret}>{value}</code>
      </p>
      <div className={styles.rowActions}>
        <button type="button" className={buttonClassName('secondary')} onClick={() => void copy()}>
          {t('admin.kit.copier')}
        </button>
        <button type="button" className={buttonClassName('primary')} onClick={onDone}>
          {t('admin.kit.secret_conserve')}
        </button>
      </div>
      <p role="status" className={styles.muted}>
        {copied ? t('admin.kit.copie_ok') : ''}
      </p>
    </Panel>
  );
}
