import { describe, expect, it } from 'vitest';
import { csvAmount, toCsv } from './csv.ts';

describe('toCsv', () => {
  it('writes a French spreadsheet CSV: BOM, semicolons, quoted cells, formulas defused', () => {
    const rows = [{ label: 'Caviar "Impérial"; 50 g', prix: 12.5, note: '=1+1' }];
    const csv = toCsv(rows, [
      { header: 'Nom', value: (row) => row.label },
      { header: 'Prix', value: (row) => row.prix },
      { header: 'Note', value: (row) => row.note },
    ]);
    expect(csv).toBe('\uFEFFNom;Prix;Note\r\n"Caviar ""Impérial""; 50 g";12.5;\'=1+1\r\n');
  });

  it('keeps negative amounts as numbers and defuses a formula that starts with a minus', () => {
    const csv = toCsv(
      [{ montant: csvAmount(-10_490), texte: '-1+cmd|x' }],
      [
        { header: 'Montant', value: (row) => row.montant },
        { header: 'Texte', value: (row) => row.texte },
      ],
    );
    expect(csv).toBe("\uFEFFMontant;Texte\r\n-104,90;'-1+cmd|x\r\n");
  });
});
