import { formatEuros, type StatsReport } from '@boutique/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../lib/locale-context.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { QueryError } from '../kit/query-error.tsx';
import styles from '../admin.module.css';
import { PeriodInputs } from './period-inputs.tsx';
import { change, parisDay, presetPeriod, readPeriod, STATS_PRESETS, type Period } from './stats-period.ts';
import { statsQueryOptions } from './stats-query.ts';
import { VisitsChart } from './visits-chart.tsx';
import own from './stats.module.css';

type Ranked = StatsReport['pages'];

/** A KPI with its change against the previous period, said in words as well as in colour. */
function Kpi(props: { id: string; title: string; value: string; current: number; previous: number }) {
  const { t } = useTranslation();
  const delta = change(props.current, props.previous);
  const sign = delta === null ? '' : delta > 0 ? '+' : delta < 0 ? '−' : '';
  return (
    <section className={styles.panel} aria-labelledby={props.id}>
      <h2 id={props.id} className={styles.panelTitle}>
        {props.title}
      </h2>
      <p className={own.figure}>{props.value}</p>
      {delta === null ? (
        <p className={styles.muted}>{t('admin.stats.sans_comparaison')}</p>
      ) : (
        <p className={delta > 0 ? own.up : delta < 0 ? own.down : styles.muted}>
          <span aria-hidden="true">
            {sign}
            {Math.abs(delta)} %
          </span>
          <span className="visually-hidden">
            {t(delta > 0 ? 'admin.stats.hausse' : delta < 0 ? 'admin.stats.baisse' : 'admin.stats.stable', {
              count: Math.abs(delta),
            })}
          </span>
        </p>
      )}
    </section>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.panel} aria-labelledby={id}>
      <h2 id={id} className={styles.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A ranked dimension (pages, sources…): its values with their visits and page views. */
function RankedTable({ id, title, column, rows }: { id: string; title: string; column: string; rows: Ranked }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const number = new Intl.NumberFormat(tag);
  return (
    <Panel id={id} title={title}>
      {rows.length === 0 ? (
        <p className={styles.muted}>{t('admin.stats.aucune_donnee')}</p>
      ) : (
        // A long value (a page's address) makes the table scroll sideways: the keyboard reaches
        // the scrolling region, named by the panel's title (axe: scrollable-region-focusable).
        <div className={styles.tableScroll} tabIndex={0} role="group" aria-labelledby={id}>
          <table className={styles.table}>
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{column}</th>
                <th scope="col" className={styles.numeric}>
                  {t('admin.stats.visites')}
                </th>
                <th scope="col" className={styles.numeric}>
                  {t('admin.stats.vues')}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.valeur}>
                  <th scope="row">{row.valeur || t('admin.stats.inconnu')}</th>
                  <td className={styles.numeric}>{number.format(row.visites)}</td>
                  <td className={styles.numeric}>{number.format(row.vues)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

const percent = (part: number, whole: number, tag: string) =>
  whole === 0 ? '–' : new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }).format(part / whole);

function Report({ report }: { report: StatsReport }) {
  const { t } = useTranslation();
  const tag = useLocaleTag();
  const number = new Intl.NumberFormat(tag);
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' });
  const { totaux, precedent } = report;
  const first = report.tunnel[0]?.visites ?? 0;
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
            id={`stats-${label}`}
            title={t(`admin.stats.${label}`)}
            value={euros ? formatEuros(totaux[total], tag) : number.format(totaux[total])}
            current={totaux[total]}
            previous={precedent[total]}
          />
        ))}
      </div>
      <Panel id="stats-courbe" title={t('admin.stats.par_jour')}>
        <VisitsChart days={report.jours} />
        <details>
          <summary>{t('admin.stats.tableau_jours')}</summary>
          <div className={styles.tableScroll}>
            <table className={styles.table}>
              <caption className="visually-hidden">{t('admin.stats.par_jour')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.stats.jour')}</th>
                  <th scope="col" className={styles.numeric}>
                    {t('admin.stats.visites')}
                  </th>
                  <th scope="col" className={styles.numeric}>
                    {t('admin.stats.vues')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.jours.map((row) => (
                  <tr key={row.jour}>
                    <th scope="row">{day.format(new Date(row.jour))}</th>
                    <td className={styles.numeric}>{number.format(row.visites)}</td>
                    <td className={styles.numeric}>{number.format(row.vues)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </Panel>
      <Panel id="stats-tunnel" title={t('admin.stats.tunnel')}>
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className="visually-hidden">{t('admin.stats.tunnel')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('admin.stats.etape')}</th>
                <th scope="col" className={styles.numeric}>
                  {t('admin.stats.visites')}
                </th>
                <th scope="col">{t('admin.stats.part')}</th>
                <th scope="col" className={styles.numeric}>
                  {t('admin.stats.conversion_etape')}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.tunnel.map((step, index) => (
                <tr key={step.etape}>
                  <th scope="row">{t(`admin.stats.etapes.${step.etape}`)}</th>
                  <td className={styles.numeric}>{number.format(step.visites)}</td>
                  <td>
                    <progress className={own.meter} max={Math.max(first, 1)} value={step.visites}>
                      {percent(step.visites, first, tag)}
                    </progress>
                  </td>
                  <td className={styles.numeric}>
                    {index === 0 ? '–' : percent(step.visites, report.tunnel[index - 1]!.visites, tag)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Panel>
      <Panel id="stats-produits" title={t('admin.stats.produits')}>
        {report.produits.length === 0 ? (
          <p className={styles.muted}>{t('admin.stats.aucune_donnee')}</p>
        ) : (
          <div className={styles.tableScroll}>
            <table className={styles.table}>
              <caption className="visually-hidden">{t('admin.stats.produits')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('admin.stats.produit')}</th>
                  <th scope="col" className={styles.numeric}>
                    {t('admin.stats.vues_produit')}
                  </th>
                  <th scope="col" className={styles.numeric}>
                    {t('admin.stats.ajouts')}
                  </th>
                  <th scope="col" className={styles.numeric}>
                    {t('admin.stats.commandes')}
                  </th>
                  <th scope="col" className={styles.numeric}>
                    {t('admin.stats.unites')}
                  </th>
                  <th scope="col" className={styles.numeric}>
                    {t('admin.stats.ca')}
                  </th>
                  <th scope="col" className={styles.numeric}>
                    {t('admin.stats.taux_ajout')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {report.produits.map((row) => (
                  <tr key={row.produit_id}>
                    <th scope="row">{row.label}</th>
                    <td className={styles.numeric}>{number.format(row.vues)}</td>
                    <td className={styles.numeric}>{number.format(row.ajouts)}</td>
                    <td className={styles.numeric}>{number.format(row.commandes)}</td>
                    <td className={styles.numeric}>{number.format(row.unites)}</td>
                    <td className={styles.numeric}>{formatEuros(row.ca_ttc, tag)}</td>
                    <td className={styles.numeric}>{percent(row.ajouts, row.vues, tag)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Panel>
      <div className={own.grid}>
        {RANKINGS.map(({ key, title, column }) => (
          <RankedTable
            key={key}
            id={`stats-${key}`}
            title={t(`admin.stats.${title}`)}
            column={t(`admin.stats.${column}`)}
            rows={report[key]}
          />
        ))}
      </div>
    </>
  );
}

/** The report's rankings, each a table: the report's key, then the message keys of its title and column. */
/** The period's tiles: the total each shows (sales in euros) beside the previous period's. */
const KPIS: readonly { total: 'visites' | 'vues' | 'unites' | 'ca_ttc'; label: string; euros?: boolean }[] = [
  { total: 'visites', label: 'visites' },
  { total: 'vues', label: 'vues' },
  { total: 'unites', label: 'unites' },
  { total: 'ca_ttc', label: 'ca', euros: true },
];

const RANKINGS = [
  { key: 'pages', title: 'pages', column: 'page' },
  { key: 'sources', title: 'sources', column: 'source' },
  { key: 'appareils', title: 'appareils', column: 'appareil' },
  { key: 'navigateurs', title: 'navigateurs', column: 'navigateur' },
  { key: 'langues', title: 'langues', column: 'langue' },
  { key: 'pays', title: 'pays', column: 'pays_colonne' },
] as const;

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
      {report.isPending ? (
        <p role="status" className={styles.muted}>
          {t('admin.stats.chargement')}
        </p>
      ) : report.isError ? (
        <QueryError error={report.error} />
      ) : report.data.totaux.visites === 0 && report.data.totaux.unites === 0 ? (
        <p className={styles.muted}>{t('admin.stats.vide')}</p>
      ) : (
        <Report report={report.data} />
      )}
    </div>
  );
}
