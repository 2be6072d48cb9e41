import { useTranslation } from '../../lib/i18n-react.tsx';
import styles from '../admin.module.css';
import { change } from './stats-period.ts';
import own from './stats.module.css';
import { Panel } from '../kit/panel.tsx';

/** The period's tiles: the total each shows (sales in euros) beside the previous period's. */
export const KPIS: readonly { total: 'visites' | 'vues' | 'unites' | 'ca_ttc'; label: string; euros?: boolean }[] = [
  { total: 'visites', label: 'visites' },
  { total: 'vues', label: 'vues' },
  { total: 'unites', label: 'unites' },
  { total: 'ca_ttc', label: 'ca', euros: true },
];

/** A KPI with its change against the previous period, said in words as well as in colour. */
export function Kpi(props: { title: string; value: string; current: number; previous: number }) {
  const { t } = useTranslation();
  const delta = change(props.current, props.previous);
  const sign = delta === null ? '' : delta > 0 ? '+' : delta < 0 ? '−' : '';
  return (
    <Panel title={props.title}>
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
    </Panel>
  );
}
