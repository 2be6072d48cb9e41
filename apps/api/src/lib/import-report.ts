import type { ImportReport, ImportRowReport } from '@boutique/domain';
import type { CsvFile } from './csv-file.ts';

/** Rows the report details: the ones that change or are refused, the first thousand. */
const DETAILED_ROWS = 1_000;

/** The counts of a plan and the rows worth reading. */
export function summarize(reports: readonly ImportRowReport[], file: CsvFile, applique: boolean): ImportReport {
  const count = (action: ImportRowReport['action']) => reports.filter((report) => report.action === action).length;
  const notable = reports.filter((report) => report.action !== 'inchange');
  return {
    code: 200,
    applique,
    encodage: file.encodage,
    lignes: reports.length,
    creations: count('creation'),
    modifications: count('modification'),
    inchangees: count('inchange'),
    refus: count('refus'),
    details: notable.slice(0, DETAILED_ROWS),
    autres: Math.max(0, notable.length - DETAILED_ROWS),
  };
}
