import type { Produit } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useAccueil } from '../api/get-accueil.ts';
import { pickThemes, type HomeThemeKey } from '../lib/home-themes.ts';
import { ProductCard, type CardActionRenderer } from './product-card.tsx';
import styles from './themed-sections.module.css';

/** Message keys of each theme, written out so the key extractor and readers find them. */
const THEME_TEXTS: Record<HomeThemeKey, { title: string; line: string }> = {
  mousses: { title: 'accueil.rituels.mousses.titre', line: 'accueil.rituels.mousses.ligne' },
  cremes: { title: 'accueil.rituels.cremes.titre', line: 'accueil.rituels.cremes.ligne' },
  serum: { title: 'accueil.rituels.serum.titre', line: 'accueil.rituels.serum.ligne' },
  cheveux: { title: 'accueil.rituels.cheveux.titre', line: 'accueil.rituels.cheveux.ligne' },
};

/**
 * The four rituals of the home page (mousses, creams, serum, hair), each a title, a short line
 * and its products' cards with the basket's add button; staff choose the products (ad/configurations).
 */
export function ThemedSections({
  produits,
  renderCardAction,
}: {
  produits: readonly Produit[];
  renderCardAction?: CardActionRenderer | undefined;
}) {
  const { t } = useTranslation();
  const { data: accueil } = useAccueil();
  const themes = pickThemes(produits, accueil?.rituels);
  if (themes.length === 0) return null;
  return (
    <section className={styles.rituals} aria-labelledby="home-rituals-title">
      <header className={styles.intro}>
        <p className={styles.eyebrow}>{t('accueil.rituels.surtitre')}</p>
        <h2 id="home-rituals-title" className={styles.heading}>
          {t('accueil.rituels.titre')}
        </h2>
      </header>
      <div className={styles.grid}>
        {themes.map((theme, index) => (
          <section
            key={theme.key}
            className={styles.theme}
            aria-labelledby={`home-theme-${theme.key}`}
            data-theme={theme.key}
            data-single={theme.produits.length === 1 ? 'true' : undefined}
          >
            <header className={styles.header}>
              <p className={styles.position} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </p>
              <h3 id={`home-theme-${theme.key}`} className={styles.title}>
                {t(THEME_TEXTS[theme.key].title)}
              </h3>
              <p className={styles.line}>{t(THEME_TEXTS[theme.key].line)}</p>
            </header>
            <ul className={styles.cards}>
              {theme.produits.map((produit) => (
                <li key={produit.id} className={styles.card}>
                  <ProductCard produit={produit} renderAction={renderCardAction} headingLevel={4} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
