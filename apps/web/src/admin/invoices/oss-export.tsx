import { quarterDays, quarterOf } from '@boutique/domain';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { downloadText } from '../kit/download.ts';
import { ossCsv } from './invoices-api.ts';
import styles from '../admin.module.css';
import page from './invoices-page.module.css';

/** The last eight quarters, newest first, from the quarter of a shop day ("2026-T4"). */
function recentQuarters(today: string, count = 8): string[] {
  const quarters = [quarterOf(today)];
  while (quarters.length < count) {
    const { du } = quarterDays(quarters.at(-1)!);
    const before = new Date(`${du}T12:00:00Z`);
    before.setUTCDate(0);
    quarters.push(quarterOf(before.toISOString().slice(0, 10)));
  }
  return quarters;
}

/**
 * The quarterly return of the EU one-stop shop: a quarter picker (the last one ended by default,
 * the one a return is filed for) and its CSV, per member state and rate.
 */
export function OssExport(props: {
  today: string;
  busy: boolean;
  run: (key: string, work: () => Promise<void>) => Promise<void>;
  say: (message: string) => void;
}) {
  const { t } = useTranslation();
  const quarters = recentQuarters(props.today);
  const [trimestre, setTrimestre] = useState(quarters[1]!);
  const exportOss = () =>
    props.run('oss', async () => {
      downloadText(`oss-${trimestre}.csv`, await ossCsv(trimestre));
      props.say(t('admin.factures.oss_pret'));
    });
  return (
    <div className={page.toolbar}>
      <label>
        {t('admin.factures.oss_trimestre')}{' '}
        <select className={styles.input} value={trimestre} onChange={(event) => setTrimestre(event.target.value)}>
          {quarters.map((quarter) => (
            <option key={quarter} value={quarter}>
              {quarter}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className={styles.buttonSmall} disabled={props.busy} onClick={() => void exportOss()}>
        {props.busy ? t('admin.factures.export_en_cours') : t('admin.factures.oss_exporter')}
      </button>
    </div>
  );
}
