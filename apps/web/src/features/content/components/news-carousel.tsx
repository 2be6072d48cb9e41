import type { Actualite } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Carousel } from '../../../components/ui/carousel.tsx';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useActualites } from '../api/get-actualites.ts';
import styles from './news-carousel.module.css';
import { ArticleHeading } from './article-heading.tsx';
import { ArticlePicture } from './article-picture.tsx';

/** The news carousel moves every 2000 ms and loops. */
export const NEWS_AUTOPLAY_MS = 2000;

/**
 * The house journal on the home page: one article per slide (picture, date, title, opening
 * line), each linking to the article; moves on by itself, loops, and pauses on hover, on focus,
 * on its pause button and under reduced motion. Nothing shows when there is no article.
 */
export function NewsCarousel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { data: articles, isPending } = useActualites(locale);
  // While the list loads its place is kept, so what follows does not move once it arrives.
  if (isPending) return <div className={styles.pending} />;
  if (!articles || articles.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="home-news-title">
      <header className={styles.header}>
        <p className={styles.eyebrow}>{t('accueil.journal.surtitre')}</p>
        <h2 id="home-news-title" className={styles.heading}>
          {t('accueil.journal.titre')}
        </h2>
      </header>
      <Carousel
        items={articles}
        getKey={(article) => article.id}
        autoplayMs={NEWS_AUTOPLAY_MS}
        loop
        hasDots
        className={styles.carousel}
        labels={{
          carousel: t('accueil.journal.carrousel'),
          slide: (position, total) => t('accueil.journal.diapositive', { position, total }),
          previous: t('accueil.journal.precedent'),
          next: t('accueil.journal.suivant'),
          goTo: (position) => t('accueil.journal.aller', { position }),
          pause: t('accueil.journal.pause'),
          play: t('accueil.journal.lecture'),
        }}
        renderSlide={(article: Actualite) => (
          <article className={styles.slide}>
            <div className={styles.media}>
              <ArticlePicture
                article={article}
                sizes="(min-width: 84rem) 48rem, (min-width: 60em) 58vw, 92vw"
                widths={[480, 640, 960, 1280]}
              />
            </div>
            <div className={styles.body}>
              <ArticleHeading article={article} classNames={styles} />
              <p className={styles.accroche}>{article.accroche}</p>
              <span className={styles.more} aria-hidden="true">
                {t('accueil.journal.lire')}
              </span>
            </div>
          </article>
        )}
      />
    </section>
  );
}
