import { useTranslation } from '../../lib/i18n-react.tsx';
import styles from '../admin.module.css';
import kit from './kit.module.css';

interface PagerProps {
  page: number;
  /** The page's answer; `total_exact` false when the total is the database's estimate (big tables are not counted whole). */
  list: { limit: number; total: number; total_exact?: boolean };
  onPage: (page: number) => void;
}

/** Previous / next and "page x of y"; an estimated total says so. */
export function Pager({ page, list, onPage }: PagerProps) {
  const { t } = useTranslation();
  const { limit, total, total_exact: exact = true } = list;
  const pages = Math.max(1, Math.ceil(total / limit));
  return (
    <nav className={kit.pager} aria-label={t('admin.kit.pagination')}>
      <span className={styles.muted}>{t(exact ? 'admin.kit.total' : 'admin.kit.total_estime', { total })}</span>
      <button type="button" className={styles.buttonSmall} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('admin.kit.precedente')}
      </button>
      <span aria-current="page">{t('admin.kit.page', { page, pages })}</span>
      <button type="button" className={styles.buttonSmall} disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('admin.kit.suivante')}
      </button>
    </nav>
  );
}
