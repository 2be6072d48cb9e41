import type { Actualite } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Link } from 'wouter';
import { ResponsivePicture } from '../../../components/ui/responsive-picture.tsx';
import { withBrandSuffix } from '../../../lib/brand.ts';
import { useLocale, useLocaleTag } from '../../../lib/locale-context.tsx';
import { articlePath } from '../lib/content-paths.ts';
import { formatIsoDate } from '../lib/format-date.ts';
import styles from './article-links.module.css';

/** Other news articles: picture, date and title, the title's link stretched over the card. */
export function ArticleLinks({ articles }: { articles: readonly Actualite[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localeTag = useLocaleTag();
  return (
    <section className={styles.section} aria-labelledby="other-articles">
      <h2 id="other-articles" className={styles.heading}>
        {t('contenu.article.autres')}
      </h2>
      <ul className={styles.list}>
        {articles.map((article) => (
          <li key={article.id} className={styles.card}>
            <ResponsivePicture
              kind="actu"
              id={article.id}
              alt={withBrandSuffix(article.label)}
              ratio="wide"
              sizes="(min-width: 60em) 30vw, 90vw"
              widths={[480, 640, 960]}
            />
            <time className={styles.date} dateTime={article.publie_le}>
              {formatIsoDate(article.publie_le, localeTag)}
            </time>
            <h3 className={styles.title}>
              <Link href={`~${articlePath(locale, article)}`} className={styles.link}>
                {article.label}
              </Link>
            </h3>
          </li>
        ))}
      </ul>
    </section>
  );
}
