import { useEffect, useRef, useState } from 'react';
import { buttonClassName } from '../../../components/ui/button.ts';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import styles from './copy-value.module.css';

/**
 * A value shown in full (selectable), with a button copying it when `copyLabel` is given, confirmed
 * in a polite live region.
 */
export function CopyValue({ label, value, copyLabel }: { label: string; value: string; copyLabel?: string }) {
  const { t } = useTranslation();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async () => {
    window.clearTimeout(timer.current);
    try {
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('failed');
    }
    timer.current = window.setTimeout(() => setState('idle'), 5000);
  };

  return (
    <div className={styles.copy}>
      <span className={styles.label}>{label}</span>
      <div className={styles.row}>
        <output className={styles.value}>{value}</output>
        {copyLabel && (
          <button type="button" className={buttonClassName('secondary')} onClick={() => void copy()}>
            {copyLabel}
          </button>
        )}
      </div>
      {copyLabel && (
        <p className={styles.status} role="status">
          {state === 'copied' && t('compte.ambassadeur.copie')}
          {state === 'failed' && t('compte.ambassadeur.copie_echec')}
        </p>
      )}
    </div>
  );
}
