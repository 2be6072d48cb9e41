import type { ReactNode } from 'react';
import { tabElementId } from '../../../components/ui/tabs.tsx';
import type { LegalSlug } from '../legal/legal-types.ts';
import { LEGAL_PANEL_ID, LegalNav } from '../components/legal-nav.tsx';
import styles from './legal-layout.module.css';

/** The frame of the legal pages: their navigation beside (or above, on phones) the page. */
export function LegalLayout({ active, children }: { active?: LegalSlug; children: ReactNode }) {
  return (
    <div className={styles.layout}>
      <div className={styles.aside}>
        <LegalNav {...(active ? { active } : {})} />
      </div>
      {active ? (
        <div id={LEGAL_PANEL_ID} role="tabpanel" aria-labelledby={tabElementId(active)} className={styles.main}>
          {children}
        </div>
      ) : (
        <div className={styles.main}>{children}</div>
      )}
    </div>
  );
}
