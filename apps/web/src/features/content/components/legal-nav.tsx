import type { Locale } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { LEGAL_DOCUMENTS } from '../legal/legal-documents.ts';
import { LEGAL_SLUGS, type LegalSlug } from '../legal/legal-types.ts';
import styles from './legal-nav.module.css';

export const legalPath = (locale: Locale, slug?: LegalSlug) =>
  localePath(locale, slug ? `conditions/${slug}` : 'conditions');

/** The id of the panel showing the current legal page, which the active tab controls. */
export const LEGAL_PANEL_ID = 'legal-panel';

/**
 * Navigation between the legal pages: a column beside the page on wide screens, a row of tabs
 * scrolling sideways on phones (the active one brought to the middle).
 */
export function LegalNav({ active }: { active?: LegalSlug }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const tabs = LEGAL_SLUGS.map((slug) => ({
    id: slug,
    label: LEGAL_DOCUMENTS[slug].title[locale],
    href: `~${legalPath(locale, slug)}`,
    panelId: LEGAL_PANEL_ID,
  }));
  return (
    <nav className={styles.nav} aria-label={t('conditions.navigation')}>
      <Tabs tabs={tabs} activeId={active} label={t('conditions.navigation')} layout="side" />
    </nav>
  );
}
