import { formatEuros, type StatsReport } from '@boutique/domain';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { useLocaleTag } from '../../lib/locale-context.tsx';
import { Table } from '../kit/table.tsx';
import styles from '../admin.module.css';
import { Panel } from '../kit/panel.tsx';
import own from './stats.module.css';

type Ranked = StatsReport['pages'];

const percent = (part: number, whole: number, tag: string) =>
  whole === 0 ? '–' : new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 }).format(part / whole);

function useFormats() {
  const tag = useLocaleTag();
  return {
    tag,
    number: new Intl.NumberFormat(tag),
    day: new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }),
  };
}

/** A ranked dimension (pages, sources…): its values with their visits and page views. */
export function RankedTable({ title, column, rows }: { title: string; column: string; rows: Ranked }) {
  const { t } = useTranslation();
  const { number } = useFormats();
  return (
    <Panel title={title}>
      {rows.length === 0 ? (
        <p className={styles.muted}>{t('admin.stats.aucune_donnee')}</p>
      ) : (
        <Table
          caption={title}
          rows={rows}
          rowKey={(row) => row.valeur}
          columns={[
            { key: 'valeur', header: column, isRowHeader: true, cell: (row) => row.valeur || t('admin.stats.inconnu') },
            {
              key: 'visites',
              header: t('admin.stats.visites'),
              numeric: true,
              cell: (row) => number.format(row.visites),
            },
            { key: 'vues', header: t('admin.stats.vues'), numeric: true, cell: (row) => number.format(row.vues) },
          ]}
        />
      )}
    </Panel>
  );
}

/** The chart's figures, day by day, for whoever cannot read the curve. */
export function DaysTable({ days }: { days: StatsReport['jours'] }) {
  const { t } = useTranslation();
  const { number, day } = useFormats();
  return (
    <Table
      caption={t('admin.stats.par_jour')}
      rows={days}
      rowKey={(row) => row.jour}
      columns={[
        {
          key: 'jour',
          header: t('admin.stats.jour'),
          isRowHeader: true,
          cell: (row) => day.format(new Date(row.jour)),
        },
        { key: 'visites', header: t('admin.stats.visites'), numeric: true, cell: (row) => number.format(row.visites) },
        { key: 'vues', header: t('admin.stats.vues'), numeric: true, cell: (row) => number.format(row.vues) },
      ]}
    />
  );
}

/** The funnel: each step's visits, its share of the first step, and its conversion from the step before. */
export function FunnelTable({ steps }: { steps: StatsReport['tunnel'] }) {
  const { t } = useTranslation();
  const { number, tag } = useFormats();
  const first = steps[0]?.visites ?? 0;
  const rows = steps.map((step, index) => ({ ...step, before: index === 0 ? null : steps[index - 1]!.visites }));
  return (
    <Table
      caption={t('admin.stats.tunnel')}
      rows={rows}
      rowKey={(step) => step.etape}
      columns={[
        {
          key: 'etape',
          header: t('admin.stats.etape'),
          isRowHeader: true,
          cell: (step) => t(`admin.stats.etapes.${step.etape}`),
        },
        {
          key: 'visites',
          header: t('admin.stats.visites'),
          numeric: true,
          cell: (step) => number.format(step.visites),
        },
        {
          key: 'part',
          header: t('admin.stats.part'),
          cell: (step) => (
            <progress className={own.meter} max={Math.max(first, 1)} value={step.visites}>
              {percent(step.visites, first, tag)}
            </progress>
          ),
        },
        {
          key: 'conversion',
          header: t('admin.stats.conversion_etape'),
          numeric: true,
          cell: (step) => (step.before === null ? '–' : percent(step.visites, step.before, tag)),
        },
      ]}
    />
  );
}

/** Products: views, adds to basket, orders, units, revenue and the add-to-basket rate. */
export function ProductsTable({ products }: { products: StatsReport['produits'] }) {
  const { t } = useTranslation();
  const { number, tag } = useFormats();
  const count = (key: 'vues' | 'ajouts' | 'commandes' | 'unites', header: string) => ({
    key,
    header: t(`admin.stats.${header}`),
    numeric: true,
    cell: (row: StatsReport['produits'][number]) => number.format(row[key]),
  });
  return (
    <Table
      caption={t('admin.stats.produits')}
      rows={products}
      rowKey={(row) => row.produit_id}
      columns={[
        { key: 'label', header: t('admin.stats.produit'), isRowHeader: true, cell: (row) => row.label },
        count('vues', 'vues_produit'),
        count('ajouts', 'ajouts'),
        count('commandes', 'commandes'),
        count('unites', 'unites'),
        { key: 'ca', header: t('admin.stats.ca'), numeric: true, cell: (row) => formatEuros(row.ca_ttc, tag) },
        {
          key: 'taux',
          header: t('admin.stats.taux_ajout'),
          numeric: true,
          cell: (row) => percent(row.ajouts, row.vues, tag),
        },
      ]}
    />
  );
}
