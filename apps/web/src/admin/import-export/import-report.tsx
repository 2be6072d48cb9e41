import type { CsvRowProblem, ImportReport, ImportRowReport } from '@boutique/domain';
import { useTranslation } from '../../lib/i18n-react.tsx';
import { Table } from '../kit/table.tsx';
import styles from '../admin.module.css';

/** What a dry run or an import found: the counts, then each row that changes or is refused, and why. */
export function ImportReportView({ report }: { report: ImportReport }) {
  const { t } = useTranslation();
  const problemText = (problem: CsvRowProblem) =>
    `${problem.colonne} : ${problem.message ?? t(`admin.import_export.problemes.${problem.probleme}`)}`;
  return (
    <section aria-labelledby="rapport-titre">
      <h3 id="rapport-titre" className={styles.panelTitle}>
        {report.applique ? t('admin.import_export.rapport_applique') : t('admin.import_export.rapport_essai')}
      </h3>
      <p>
        {t('admin.import_export.resume', {
          lignes: report.lignes,
          creations: report.creations,
          modifications: report.modifications,
          inchangees: report.inchangees,
          refus: report.refus,
        })}
      </p>
      {report.encodage === 'windows-1252' && <p className={styles.muted}>{t('admin.import_export.latin1')}</p>}
      {report.details.length > 0 && (
        <Table<ImportRowReport>
          caption={t('admin.import_export.details')}
          layout="stacked"
          rows={report.details}
          rowKey={(row) => row.ligne}
          columns={[
            { key: 'ligne', header: t('admin.import_export.ligne'), cell: (row) => row.ligne },
            { key: 'libelle', header: t('admin.import_export.libelle'), isRowHeader: true, cell: (row) => row.libelle },
            {
              key: 'action',
              header: t('admin.import_export.action'),
              cell: (row) => t(`admin.import_export.actions.${row.action}`),
            },
            {
              key: 'detail',
              header: t('admin.import_export.detail'),
              cell: (row) =>
                row.problemes.length > 0 ? row.problemes.map(problemText).join(' ; ') : row.champs.join(', '),
            },
          ]}
        />
      )}
      {report.autres > 0 && <p className={styles.muted}>{t('admin.import_export.autres', { count: report.autres })}</p>}
    </section>
  );
}
