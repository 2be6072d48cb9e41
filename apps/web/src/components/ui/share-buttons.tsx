import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { buildShareLinks, type ShareTarget } from './share-links.ts';
import styles from './share-buttons.module.css';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Share links (facebook, twitter, pinterest, linkedin, tumblr, whatsapp, mail) as plain
 * links, and a button copying the address, confirmed in a polite live region.
 */
export function ShareButtons(target: ShareTarget) {
  const { t } = useTranslation();
  const [copyState, setCopyState] = useState<CopyState>('idle');
  const resetTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  const copyLink = async () => {
    window.clearTimeout(resetTimer.current);
    try {
      if (!navigator.clipboard) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(target.url);
      setCopyState('copied');
    } catch {
      setCopyState('failed');
    }
    resetTimer.current = window.setTimeout(() => setCopyState('idle'), 5000);
  };

  return (
    <div className={styles.share}>
      <ul className={styles.list}>
        {buildShareLinks(target).map(({ network, name, href }) => {
          const label = network === 'mail' ? t('contenu.partage.mail') : name;
          const isMail = network === 'mail';
          return (
            <li key={network}>
              <a
                className={styles.link}
                href={href}
                data-network={network}
                {...(isMail ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                aria-label={isMail ? t('contenu.partage.par_mail') : t('contenu.partage.sur', { reseau: name })}
              >
                {label}
              </a>
            </li>
          );
        })}
        <li>
          <button type="button" className={styles.link} onClick={() => void copyLink()}>
            {t('contenu.partage.copier')}
          </button>
        </li>
      </ul>
      <p className={styles.status} role="status" aria-live="polite">
        {copyState === 'copied' && t('contenu.partage.copie')}
        {copyState === 'failed' && t('contenu.partage.copie_echec', { url: target.url })}
      </p>
    </div>
  );
}
