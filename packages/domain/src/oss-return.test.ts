import { describe, expect, it } from 'vitest';
import { OssQuarterSchema, ossReturn, ossReturnCsv, quarterDays, quarterOf } from './oss-return.ts';

describe('quarters', () => {
  it('spans a quarter from its first to its last day, leap years included', () => {
    expect(quarterDays('2026-T4')).toEqual({ du: '2026-10-01', au: '2026-12-31' });
    expect(quarterDays('2028-T1')).toEqual({ du: '2028-01-01', au: '2028-03-31' });
    expect(quarterDays('2026-T2')).toEqual({ du: '2026-04-01', au: '2026-06-30' });
    expect(quarterOf('2026-11-28')).toBe('2026-T4');
    expect(quarterOf('2026-03-31')).toBe('2026-T1');
  });

  it('accepts only a year and a quarter number', () => {
    expect(OssQuarterSchema.safeParse({ trimestre: '2026-T4' }).success).toBe(true);
    expect(OssQuarterSchema.safeParse({ trimestre: '2026-T5' }).success).toBe(false);
    expect(OssQuarterSchema.safeParse({ trimestre: '2026-4' }).success).toBe(false);
  });
});

describe('ossReturn', () => {
  const sale = (tva_pays: string | null, taux_bps: number, base_ht: number, montant: number) => ({
    type: 'facture' as const,
    tva_pays,
    tva: [{ taux_bps, base_ht, montant }],
  });

  it('sums each country and rate, subtracts credit notes, and leaves France and exports out', () => {
    const lines = ossReturn([
      sale('DE', 1900, 11_336, 2_154),
      sale('DE', 1900, 5_000, 950),
      { type: 'avoir', tva_pays: 'DE', tva: [{ taux_bps: 1900, base_ht: 2_924, montant: 556 }] },
      sale('BE', 2100, 1_000, 210),
      sale('FR', 2000, 10_000, 2_000),
      sale(null, 0, 9_000, 0),
    ]);
    expect(lines).toEqual([
      { pays: 'BE', taux_bps: 2100, base_ht: 1_000, tva: 210 },
      { pays: 'DE', taux_bps: 1900, base_ht: 13_412, tva: 2_548 },
    ]);
  });

  it('writes the return as CSV with a total line', () => {
    const csv = ossReturnCsv('2026-T4', [
      { pays: 'BE', taux_bps: 2100, base_ht: 1_000, tva: 210 },
      { pays: 'DE', taux_bps: 1900, base_ht: 13_412, tva: 2_548 },
    ]);
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFTrimestre;Pays de consommation;Taux de TVA (%);Base HT;TVA',
      '2026-T4;BE;21,00;10,00;2,10',
      '2026-T4;DE;19,00;134,12;25,48',
      '2026-T4;Total;;144,12;27,58',
      '',
    ]);
  });
});
