import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { QueryView } from '../kit/query-view.tsx';
import styles from '../admin.module.css';
import { BasketRemindersPanel } from './basket-reminders-panel.tsx';
import { PeriodInputs } from './period-inputs.tsx';
import { parisDay, presetPeriod, readPeriod, STATS_PRESETS, type Period } from './stats-period.ts';
import { statsQueryOptions } from './stats-query.ts';
import { Report } from './stats-report.tsx';
import own from './stats.module.css';

/**
 * /:lang/ad/stats: the audience of a period of Paris days (`?du=&au=`, the last 30 days by
 * default) against the period just before, read from the daily rollups.
 */
export function StatsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.stats.titre'));
  const search = useSearch();
  const [location, navigate] = useLocation();
  const today = parisDay();
  const period = useMemo(() => readPeriod(search, today), [search, today]);
  const report = useQuery(statsQueryOptions(period));
  const go = (next: Period) => navigate(`${location}?${new URLSearchParams({ du: next.du, au: next.au })}`);
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>{t('admin.stats.titre')}</h1>
      <section className={styles.panel} aria-label={t('admin.stats.periode')}>
        <div className={own.period}>
          <PeriodInputs du={period.du} au={period.au} onChange={go} />
          <div className={own.presets} role="group" aria-label={t('admin.stats.raccourcis')}>
            {STATS_PRESETS.map((preset) => {
              const target = presetPeriod(preset, today);
              const current = target.du === period.du && target.au === period.au;
              return (
                <button
                  key={preset}
                  type="button"
                  className={styles.buttonSmall}
                  aria-pressed={current}
                  onClick={() => go(target)}
                >
                  {t(`admin.stats.presets.${preset}`)}
                </button>
              );
            })}
          </div>
        </div>
      </section>
      <QueryView
        query={report}
        loading={t('admin.stats.chargement')}
        isEmpty={(loaded) => loaded.totaux.visites === 0 && loaded.totaux.unites === 0}
        empty={t('admin.stats.vide')}
      >
        {(loaded) => <Report report={loaded} />}
      </QueryView>
      <BasketRemindersPanel period={period} />
    </div>
  );
}
