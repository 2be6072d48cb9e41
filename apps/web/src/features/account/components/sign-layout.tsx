import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Link } from 'wouter';
import { localePath, useLocale } from '../../../lib/locale-context.tsx';
import styles from './sign-layout.module.css';

interface SignLayoutProps {
  title: string;
  intro?: ReactNode;
  /** Sign-in and sign-up show tabs to go from one to the other; recovery pages do not. */
  activeTab?: 'in' | 'up';
  children: ReactNode;
}

/**
 * The frame of the sign pages: the form in a calm card; on wide screens, beside it, a few words
 * on what an account brings.
 */
export function SignLayout({ title, intro, activeTab, children }: SignLayoutProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className={styles.page}>
      <aside className={styles.aside} aria-labelledby="sign-aside-title">
        <p className={styles.eyebrow}>{t('compte.surtitre')}</p>
        <h2 id="sign-aside-title" className={styles.asideTitle}>
          {t('compte.aside.titre')}
        </h2>
        <ul className={styles.points}>
          <li>{t('compte.aside.panier')}</li>
          <li>{t('compte.aside.prix')}</li>
          <li>{t('compte.aside.langue')}</li>
        </ul>
      </aside>
      <section className={styles.panel} aria-labelledby="sign-title">
        {activeTab && (
          <nav className={styles.tabs} aria-label={t('compte.onglets')}>
            <Link
              href={`~${localePath(locale, 'sign')}`}
              className={styles.tab}
              aria-current={activeTab === 'in' ? 'page' : undefined}
            >
              {t('compte.onglet_connexion')}
            </Link>
            <Link
              href={`~${localePath(locale, 'sign/up')}`}
              className={styles.tab}
              aria-current={activeTab === 'up' ? 'page' : undefined}
            >
              {t('compte.onglet_inscription')}
            </Link>
          </nav>
        )}
        <h1 id="sign-title" className={styles.title}>
          {title}
        </h1>
        {intro && <p className={styles.intro}>{intro}</p>}
        {children}
      </section>
    </div>
  );
}
