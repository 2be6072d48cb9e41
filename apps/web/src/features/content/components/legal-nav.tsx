import type { Locale } from '@boutique/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Link } from 'wouter';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import { LEGAL_DOCUMENTS } from '../legal/legal-documents.ts';
import { LEGAL_SLUGS, type LegalSlug } from '../legal/legal-types.ts';
import styles from './legal-nav.module.css';

export const legalPath = (locale: Locale, slug?: LegalSlug) =>
  localePath(locale, slug ? `conditions/${slug}` : 'conditions');

/**
 * Navigation between the legal pages: a side column on wide screens, a row of tabs scrolling
 * sideways on phones (the active one brought to the middle). The current page has aria-current.
 */
export function LegalNav({ active }: { active?: LegalSlug }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const activeRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const link = activeRef.current;
    const list = link?.closest('ul');
    if (!link || !list || list.scrollWidth <= list.clientWidth) return;
    // Scroll only the row, never the page.
    list.scrollLeft = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2;
  }, [active]);

  return (
    <nav className={styles.nav} aria-label={t('conditions.navigation')}>
      <ul className={styles.list}>
        {LEGAL_SLUGS.map((slug) => {
          const isActive = slug === active;
          return (
            <li key={slug}>
              <Link
                ref={isActive ? activeRef : undefined}
                href={`~${legalPath(locale, slug)}`}
                className={styles.link}
                aria-current={isActive ? 'page' : undefined}
              >
                {LEGAL_DOCUMENTS[slug].title[locale]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
