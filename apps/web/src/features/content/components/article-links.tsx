import type { Actualite } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import styles from './article-links.module.css';
import { ArticleHeading } from './article-heading.tsx';
import { ArticlePicture } from './article-picture.tsx';

/** Other news articles: picture, date and title, the title's link stretched over the card. */
export function ArticleLinks({ articles }: { articles: readonly Actualite[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="other-articles">
      <h2 id="other-articles" className={styles.heading}>
        {t('contenu.article.autres')}
      </h2>
      <ul className={styles.list}>
        {articles.map((article) => (
          <li key={article.id} className={styles.card}>
            <ArticlePicture article={article} sizes="(min-width: 60em) 30vw, 90vw" widths={[480, 640, 960]} />
            <ArticleHeading article={article} classNames={styles} />
          </li>
        ))}
      </ul>
    </section>
  );
}
