import { STOCK_CSV_HEADERS } from '@boutique/domain';
import { and, eq, gt } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { declinaisons, lots, mouvementsStock, stocks, stocksLots } from '../../db/schema/index.ts';
import { useCsvFiles } from '../../test/csv-files.ts';

const HEADER = STOCK_CSV_HEADERS.join(';');

describe('the stock as CSV (a count per warehouse and lot)', () => {
  const files = useCsvFiles('stocks');

  /** A variant with units in a lot, and the lot, warehouse and count as the file names them. */
  const stockedLot = async () => {
    const [row] = await files.ctx.database.db
      .select({ lot: lots, entrepot_id: stocksLots.entrepot_id, quantite: stocksLots.quantite })
      .from(stocksLots)
      .innerJoin(lots, eq(lots.id, stocksLots.lot_id))
      .where(gt(stocksLots.quantite, 0))
      .orderBy(stocksLots.lot_id)
      .limit(1);
    return row!;
  };

  it('exports each variant’s units per warehouse and lot, and reads its own export back as unchanged', async () => {
    const csv = await files.exportCsv();
    expect(csv.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    const { lot, entrepot_id, quantite } = await stockedLot();
    expect(csv).toContain(`\r\n${lot.declinaison_id};`);
    expect(csv).toContain(`;${entrepot_id};`);
    expect(csv).toMatch(new RegExp(`;${lot.numero};[^\\r]*;${quantite}\\r\\n`, 'u'));
    const unchanged = await files.report(csv);
    expect(unchanged).toMatchObject({ refus: 0, creations: 0, modifications: 0 });
  });

  it('sets a lot’s count and receives a new lot, both in the ledger, the sellable total following', async () => {
    const { lot, entrepot_id, quantite } = await stockedLot();
    const [before] = await files.ctx.database.db
      .select()
      .from(declinaisons)
      .where(eq(declinaisons.id, lot.declinaison_id));
    const file = [
      HEADER,
      `${lot.declinaison_id};;;${entrepot_id};;${lot.numero};;;;${quantite + 3}`,
      `${lot.declinaison_id};;;${entrepot_id};;L-CSV-1;2026-10-01;2029-10-01;;12`,
      '',
    ].join('\r\n');
    const dryRun = await files.report(file);
    expect(dryRun).toMatchObject({ modifications: 1, creations: 1, refus: 0 });

    await files.report(file, 'application');
    const [after] = await files.ctx.database.db
      .select()
      .from(declinaisons)
      .where(eq(declinaisons.id, lot.declinaison_id));
    expect(after!.stock).toBe(before!.stock! + 3 + 12);
    const [received] = await files.ctx.database.db
      .select()
      .from(lots)
      .where(and(eq(lots.declinaison_id, lot.declinaison_id), eq(lots.numero, 'L-CSV-1')));
    expect(received).toMatchObject({ fabrication: '2026-10-01', dluo: '2029-10-01' });
    const moves = await files.ctx.database.db
      .select()
      .from(mouvementsStock)
      .where(and(eq(mouvementsStock.declinaison_id, lot.declinaison_id), eq(mouvementsStock.note, 'Import CSV')));
    expect(moves.map((move) => [move.motif, move.delta]).sort()).toEqual([
      ['adjustment', 3],
      ['receipt', 12],
    ]);
    const [shelf] = await files.ctx.database.db
      .select()
      .from(stocks)
      .where(and(eq(stocks.declinaison_id, lot.declinaison_id), eq(stocks.entrepot_id, entrepot_id)));
    const lotUnits = await files.ctx.database.db
      .select({ quantite: stocksLots.quantite })
      .from(stocksLots)
      .innerJoin(lots, eq(lots.id, stocksLots.lot_id))
      .where(and(eq(lots.declinaison_id, lot.declinaison_id), eq(stocksLots.entrepot_id, entrepot_id)));
    expect(lotUnits.reduce((sum, row) => sum + row.quantite, 0)).toBe(shelf!.quantite);
  });

  it('receives a new lot once when the same file is imported twice at the same time', async () => {
    const { lot, entrepot_id } = await stockedLot();
    const variant = () =>
      files.ctx.database.db.select().from(declinaisons).where(eq(declinaisons.id, lot.declinaison_id));
    const [before] = await variant();
    const file = [HEADER, `${lot.declinaison_id};;;${entrepot_id};;L-CSV-2;2026-11-01;2029-11-01;;7`, ''].join('\r\n');
    const answers = await Promise.all([files.importCsv(file, 'application'), files.importCsv(file, 'application')]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const [after] = await variant();
    expect(after!.stock).toBe(before!.stock! + 7);
    const [received] = await files.ctx.database.db
      .select({ quantite: stocksLots.quantite })
      .from(stocksLots)
      .innerJoin(lots, eq(lots.id, stocksLots.lot_id))
      .where(and(eq(lots.declinaison_id, lot.declinaison_id), eq(lots.numero, 'L-CSV-2')));
    expect(received?.quantite).toBe(7);
  });

  it('refuses a place counted twice, unknown keys, a new lot without its date, and applies nothing', async () => {
    const { lot, entrepot_id } = await stockedLot();
    const file = [
      HEADER,
      `${lot.declinaison_id};;;${entrepot_id};;${lot.numero};;;;1`,
      `${lot.declinaison_id};;;${entrepot_id};;;;;;4`,
      `999999;;;${entrepot_id};;;;;;4`,
      `${lot.declinaison_id};;;${entrepot_id};;L-SANS-DATE;;;;4`,
      `${lot.declinaison_id};;;${entrepot_id};;L-FORMULE;;;;=1+1`,
      '',
    ].join('\r\n');
    const dryRun = await files.report(file);
    expect(dryRun.refus).toBe(5);
    expect(dryRun.details.map((row) => row.problemes.map((problem) => problem.probleme))).toEqual([
      ['duplicate_key'],
      ['duplicate_key'],
      ['unknown_variant'],
      ['rule', 'duplicate_key'],
      ['formula', 'duplicate_key'],
    ]);
    const applied = await files.importCsv(file, 'application');
    expect(applied.statusCode).toBe(409);
    expect(applied.json()).toMatchObject({ reason: 'import_has_refusals' });
  });
});
