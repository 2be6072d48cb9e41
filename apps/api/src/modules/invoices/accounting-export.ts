import { csvAmount, toCsv, type AccountingDocument, type CsvColumn, type VatLine } from '@boutique/domain';
import { shopDay } from '../../lib/shop-time.ts';
import type { DocumentRow } from './documents.queries.ts';

const TYPE_LABELS = { facture: 'Facture', avoir: 'Avoir' } as const;

const rateLabel = (bps: number) => `${(bps / 100).toLocaleString('fr-FR')} %`;

/** A document as the back office lists it. */
export function toAccountingDocument(row: DocumentRow): AccountingDocument {
  return {
    type: row.type,
    numero: row.numero,
    date: new Date(row.date).toISOString(),
    commande: row.commande,
    hash: row.hash,
    client: row.client,
    total_ht: Number(row.total_ht),
    tva: Number(row.total_ttc) - Number(row.total_ht),
    total_ttc: Number(row.total_ttc),
  };
}

/**
 * The period's documents for the accountant: one line per document, the totals, then the base and
 * the VAT of each rate met in the period (a credit note's negative, like its totals).
 */
export function accountingCsv(rows: readonly DocumentRow[]): string {
  const rates = [...new Set(rows.flatMap((row) => row.tva.map((line) => line.taux_bps)))].sort((a, b) => b - a);
  const sign = (row: DocumentRow) => (row.type === 'avoir' ? -1 : 1);
  const vatAt = (row: DocumentRow, bps: number): VatLine | undefined => row.tva.find((line) => line.taux_bps === bps);
  const columns: CsvColumn<DocumentRow>[] = [
    { header: 'Type', value: (row) => TYPE_LABELS[row.type] },
    { header: 'Numéro', value: (row) => row.numero },
    { header: 'Date', value: (row) => shopDay(new Date(row.date)) },
    { header: 'Commande', value: (row) => row.commande },
    { header: 'Client', value: (row) => row.client },
    { header: 'Total HT', value: (row) => csvAmount(Number(row.total_ht)) },
    { header: 'TVA', value: (row) => csvAmount(Number(row.total_ttc) - Number(row.total_ht)) },
    { header: 'Total TTC', value: (row) => csvAmount(Number(row.total_ttc)) },
    ...rates.flatMap((bps): CsvColumn<DocumentRow>[] => [
      { header: `Base HT ${rateLabel(bps)}`, value: (row) => csvAmount(sign(row) * (vatAt(row, bps)?.base_ht ?? 0)) },
      { header: `TVA ${rateLabel(bps)}`, value: (row) => csvAmount(sign(row) * (vatAt(row, bps)?.montant ?? 0)) },
    ]),
  ];
  return toCsv(rows, columns);
}
