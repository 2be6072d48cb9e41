import { z } from 'zod';
import type { VatLine } from './checkout.ts';
import { csvAmount, toCsv } from './csv.ts';
import { SHOP_COUNTRY } from './vat-destination.ts';

/**
 * The quarterly return of the EU one-stop shop (OSS): for each member state of consumption and
 * each rate, the net and the VAT of the quarter's sales there, minus its credit notes.
 */

/** A quarter as the back office picks it: "2026-T4" (T for trimestre). */
export const OssQuarterSchema = z.object({
  trimestre: z.string().regex(/^\d{4}-T[1-4]$/u, 'Trimestre attendu : 2026-T4.'),
});
export type OssQuarter = z.infer<typeof OssQuarterSchema>;

/** The quarter's first and last shop days (both included): 2026-T4 → 2026-10-01, 2026-12-31. */
export function quarterDays(trimestre: string): { du: string; au: string } {
  const year = Number(trimestre.slice(0, 4));
  const quarter = Number(trimestre.slice(-1));
  const firstMonth = (quarter - 1) * 3 + 1;
  const lastDay = new Date(Date.UTC(year, firstMonth + 2, 0)).getUTCDate();
  const pad = (value: number) => String(value).padStart(2, '0');
  return { du: `${year}-${pad(firstMonth)}-01`, au: `${year}-${pad(firstMonth + 2)}-${pad(lastDay)}` };
}

/** The quarter a shop day falls in: 2026-11-28 → 2026-T4. */
export const quarterOf = (day: string) => `${day.slice(0, 4)}-T${Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1}`;

/** An invoice or a credit note of the quarter, with the country whose VAT it bore. */
export interface OssDocument {
  type: 'facture' | 'avoir';
  /** The country whose VAT was charged; France and null (no VAT) are not declared through the OSS. */
  tva_pays: string | null;
  /** The document's own VAT lines, positive (a credit note is subtracted). */
  tva: readonly VatLine[];
}

export interface OssReturnLine {
  pays: string;
  taux_bps: number;
  base_ht: number;
  tva: number;
}

/** The return's lines by country then rate (highest first): sales minus credit notes. */
export function ossReturn(documents: readonly OssDocument[]): OssReturnLine[] {
  const lines = new Map<string, OssReturnLine>();
  for (const document of documents) {
    const pays = document.tva_pays;
    if (pays === null || pays === SHOP_COUNTRY) continue;
    const sign = document.type === 'avoir' ? -1 : 1;
    for (const vat of document.tva) {
      const key = `${pays}:${vat.taux_bps}`;
      const line = lines.get(key) ?? { pays, taux_bps: vat.taux_bps, base_ht: 0, tva: 0 };
      line.base_ht += sign * vat.base_ht;
      line.tva += sign * vat.montant;
      lines.set(key, line);
    }
  }
  return [...lines.values()].sort((a, b) => a.pays.localeCompare(b.pays) || b.taux_bps - a.taux_bps);
}

const rateText = (bps: number) => (bps / 100).toFixed(2).replace('.', ',');

/** The return as CSV for the accountant: country, rate (%), net and VAT in euros, a total per column. */
export function ossReturnCsv(trimestre: string, lines: readonly OssReturnLine[]): string {
  const total = lines.reduce((sum, line) => ({ base_ht: sum.base_ht + line.base_ht, tva: sum.tva + line.tva }), {
    base_ht: 0,
    tva: 0,
  });
  const rows = [
    ...lines.map((line) => ({ ...line, label: line.pays, taux: rateText(line.taux_bps) })),
    { label: 'Total', taux: '', ...total },
  ];
  return toCsv(rows, [
    { header: 'Trimestre', value: () => trimestre },
    { header: 'Pays de consommation', value: (row) => row.label },
    { header: 'Taux de TVA (%)', value: (row) => row.taux },
    { header: 'Base HT', value: (row) => csvAmount(row.base_ht) },
    { header: 'TVA', value: (row) => csvAmount(row.tva) },
  ]);
}
