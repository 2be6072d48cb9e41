import { imageSrcSet, imageUrl } from '@boutique/domain';
import { Suspense } from 'react';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useAccueil } from '../api/get-accueil.ts';
import { useProduits } from '../api/get-produits.ts';
import { LazyHeroZones } from './hero-zones-loader.ts';
import styles from './home-hero.module.css';

/** Widths the picture is drawn at: beside the words on wide screens, full width on phones. */
const HERO_SIZES = '(min-width: 84rem) 50rem, (min-width: 60em) 60vw, 100vw';
const HERO_WIDTHS = [640, 960, 1280] as const;

/**
 * The opening of the home page: the house's words, then one composed picture of its bottles.
 * The picture is the LCP element: eager, high priority, its 16:9 box and its caption's line
 * reserved before anything arrives. Its product links come in a chunk of their own (hero-zones).
 */
export function HomeHero() {
  const { t } = useTranslation();
  const { data: accueil, isError } = useAccueil();
  const { data: produits } = useProduits(useLocale());
  const hero = accueil?.hero;
  const visuelId = hero?.visuel_id;
  const names = hero?.zones
    .flatMap((zone) => produits?.find((produit) => produit.id === zone.produit_id)?.label ?? [])
    .join(', ');
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.words}>
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
      </div>
      {!isError && visuelId !== null && (
        <figure className={styles.stage}>
          <div className={styles.frame}>
            {visuelId !== undefined && (
              <picture>
                <source
                  type="image/webp"
                  srcSet={imageSrcSet('visuel', visuelId, 'webp', HERO_WIDTHS)}
                  sizes={HERO_SIZES}
                />
                <img
                  className={styles.picture}
                  src={imageUrl('visuel', visuelId, 960, 'jpg')}
                  srcSet={imageSrcSet('visuel', visuelId, 'jpg', HERO_WIDTHS)}
                  sizes={HERO_SIZES}
                  width={1920}
                  height={1080}
                  alt={names ? t('accueil.hero.alt', { noms: names }) : t('accueil.hero.alt_court')}
                  fetchPriority="high"
                />
              </picture>
            )}
          </div>
          {hero && hero.zones.length > 0 ? (
            <Suspense fallback={<div className={styles.caption} />}>
              <LazyHeroZones zones={hero.zones} />
            </Suspense>
          ) : (
            <div className={styles.caption} />
          )}
        </figure>
      )}
    </section>
  );
}
