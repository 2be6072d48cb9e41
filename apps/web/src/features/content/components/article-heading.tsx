import type { Actualite } from '@boutique/domain';
import { Link } from 'wouter';
import { useLocale, useLocaleTag } from '../../../lib/locale-context.tsx';
import { articlePath } from '../lib/content-paths.ts';
import { formatIsoDate } from '../lib/format-date.ts';

interface ArticleHeadingProps {
  article: Actualite;
  /** The host's classes: its link class may stretch the link over the whole card. */
  classNames: Partial<Record<'date' | 'title' | 'link', string>>;
}

/** An article's date, then its title linked to the article, as the cards listing articles show them. */
export function ArticleHeading({ article, classNames }: ArticleHeadingProps) {
  const locale = useLocale();
  const localeTag = useLocaleTag();
  return (
    <>
      <time className={classNames.date} dateTime={article.publie_le}>
        {formatIsoDate(article.publie_le, localeTag)}
      </time>
      <h3 className={classNames.title}>
        <Link href={`~${articlePath(locale, article)}`} className={classNames.link}>
          {article.label}
        </Link>
      </h3>
    </>
  );
}
