import { formatEuros, type StatsReport } from '@boutique/domain';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../lib/locale-context.tsx';
import styles from '../admin.module.css';
import { Kpi, KPIS } from './stats-kpi.tsx';
import { Panel } from '../kit/panel.tsx';
import { DaysTable, FunnelTable, ProductsTable, RankedTable } from './stats-tables.tsx';
import { VisitsChart } from './visits-chart.tsx';
import own from './stats.module.css';

/** The report's rankings, each a table: the report's key, then the message keys of its title and column. */
const RANKINGS = [
  { key: 'pages', title: 'pages', column: 'page' },
  { key: 'sources', title: 'sources', column: 'source' },
  { key: 'appareils', title: 'appareils', column: 'appareil' },
  { key: 'navigateurs', title: 'navigateurs', column: 'navigateur' },
  { key: 'langues', title: 'langues', column: 'langue' },
  { key: 'pays', title: 'pays', column: 'pays_colonne' },
] as const;

/** A period's report: the tiles, the daily curve and its table, the funnel, products and rankings. */
export function Report({ report }: { report: StatsReport }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const number = new Intl.NumberFormat(tag);
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const { totaux, precedent } = report;
  return (
    <>
      <p className={styles.muted}>
        {t('admin.stats.precedente', {
          du: day.format(new Date(precedent.du)),
          au: day.format(new Date(precedent.au)),
        })}
      </p>
      <div className={own.kpis}>
        {KPIS.map(({ total, label, euros }) => (
          <Kpi
            key={label}
            title={t(`admin.stats.${label}`)}
            value={euros ? formatEuros(totaux[total], tag) : number.format(totaux[total])}
            current={totaux[total]}
            previous={precedent[total]}
          />
        ))}
      </div>
      <Panel title={t('admin.stats.par_jour')}>
        <VisitsChart days={report.jours} />
        <details>
          <summary>{t('admin.stats.tableau_jours')}</summary>
          <DaysTable days={report.jours} />
        </details>
      </Panel>
      <Panel title={t('admin.stats.tunnel')}>
        <FunnelTable steps={report.tunnel} />
      </Panel>
      <Panel title={t('admin.stats.produits')}>
        {report.produits.length === 0 ? (
          <p className={styles.muted}>{t('admin.stats.aucune_donnee')}</p>
        ) : (
          <ProductsTable products={report.produits} />
        )}
      </Panel>
      <div className={own.grid}>
        {RANKINGS.map(({ key, title, column }) => (
          <RankedTable
            key={key}
            title={t(`admin.stats.${title}`)}
            column={t(`admin.stats.${column}`)}
            rows={report[key]}
          />
        ))}
      </div>
    </>
  );
}
