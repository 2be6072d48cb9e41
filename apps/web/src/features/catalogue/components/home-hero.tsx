import { useTranslation } from 'react-i18next';
import styles from './home-hero.module.css';

/** The opening words of the home page (text only; the illustrated hero comes with the storefront issue). */
export function HomeHero() {
  const { t } = useTranslation();
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <p className={styles.eyebrow}>{t('accueil.surtitre')}</p>
      <h1 id="home-title" className={styles.title}>
        <span className={styles.line}>{t('accueil.titre_ligne_1')}</span>{' '}
        <em className={styles.accent}>{t('accueil.titre_ligne_2')}</em>
      </h1>
      <svg className={styles.rule} aria-hidden="true" focusable="false" width="120" height="12" viewBox="0 0 120 12">
        <path d="M0 6h50M70 6h50" stroke="currentColor" strokeWidth="1" />
        <circle cx="60" cy="6" r="3.5" fill="currentColor" />
        <circle cx="50" cy="6" r="1.4" fill="currentColor" />
        <circle cx="70" cy="6" r="1.4" fill="currentColor" />
      </svg>
      <p className={styles.lede}>{t('accueil.introduction')}</p>
      <a className={styles.cta} href="#collection">
        {t('accueil.decouvrir')}
      </a>
    </section>
  );
}
