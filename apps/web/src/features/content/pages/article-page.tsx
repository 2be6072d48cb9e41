import { imageUrl, type Actualite } from '@boutique/domain';
import { useTranslation } from '../../../lib/i18n-react.tsx';
import { Link } from 'wouter';
import { ArrowLeftIcon } from '../../../components/ui/action-icons.tsx';
import { withBrandSuffix } from '../../../lib/brand.ts';
import { localePath, useLocale, useLocaleTag } from '../../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useActualites } from '../api/get-actualites.ts';
import { ArticleLinks } from '../components/article-links.tsx';
import { ContentError } from '../components/content-error.tsx';
import { ContentSkeleton } from '../components/content-skeleton.tsx';
import { ShareButtons } from '../../../components/ui/share-buttons.tsx';
import { TextParagraphs } from '../components/text-paragraphs.tsx';
import { articlePath } from '../lib/content-paths.ts';
import { formatIsoDate } from '../lib/format-date.ts';
import { useCanonicalItem } from '../lib/use-canonical-item.ts';
import styles from './article-page.module.css';
import { ArticlePicture } from '../components/article-picture.tsx';

/** How many other articles the page suggests. */
const OTHER_ARTICLES = 3;

/** /:lang/:idSlug: a news article, its share links and other articles. */
export function ArticlePage({ params }: { params: { idSlug?: string } }) {
  const locale = useLocale();
  const query = useActualites(locale);
  const article = useCanonicalItem(params.idSlug, query, (item) => articlePath(locale, item));
  useDocumentTitle(article?.label);

  if (article) {
    const others = (query.data ?? []).filter(({ id }) => id !== article.id).slice(0, OTHER_ARTICLES);
    return <Article key={article.id} article={article} others={others} />;
  }
  if (query.isError && !query.isFetching) {
    return <ContentError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
  }
  return <ContentSkeleton hasPicture />;
}

function Article({ article, others }: { article: Actualite; others: Actualite[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const localeTag = useLocaleTag();
  const origin = window.location.origin;
  return (
    <article className={styles.page}>
      <nav className={styles.back} aria-label={t('contenu.fil_ariane')}>
        <Link href={`~${localePath(locale, 'accueil')}`} className={styles.backLink}>
          <ArrowLeftIcon />
          {t('contenu.article.retour')}
        </Link>
      </nav>
      <header className={styles.header}>
        <p className={styles.meta}>
          <span>{t('contenu.article.surtitre')}</span>
          <span aria-hidden="true" className={styles.dot} />
          <time dateTime={article.publie_le}>{formatIsoDate(article.publie_le, localeTag)}</time>
        </p>
        <h1 className={styles.title}>{article.label}</h1>
        {article.accroche && <p className={styles.accroche}>{article.accroche}</p>}
      </header>
      <ArticlePicture
        article={article}
        sizes="(min-width: 84rem) 72rem, 100vw"
        widths={[640, 960, 1280]}
        isPriority
        className={styles.picture}
      />
      <div className={styles.column}>
        <TextParagraphs text={article.texte} className={styles.body} />
        <section className={styles.share} aria-labelledby="share-article">
          <h2 id="share-article" className={styles.shareTitle}>
            {t('contenu.partage.titre')}
          </h2>
          <ShareButtons
            url={`${origin}${articlePath(locale, article)}`}
            title={withBrandSuffix(article.label)}
            imageUrl={`${origin}${imageUrl('actu', article.id, 1280, 'jpg')}`}
          />
        </section>
      </div>
      {others.length > 0 && (
        <div className={styles.others}>
          <ArticleLinks articles={others} />
        </div>
      )}
    </article>
  );
}
