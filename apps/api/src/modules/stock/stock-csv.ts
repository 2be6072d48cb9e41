import {
  csvHead,
  csvLines,
  LotInputSchema,
  parseCsvCount,
  parseCsvDate,
  STOCK_CSV_HEADERS,
  unquoteCell,
  type CsvColumn,
  type CsvRowProblem,
  type CsvRowProblemKind,
  type ImportRowReport,
  type StockAdjustmentInput,
} from '@boutique/domain';
import type { Database, Transaction } from '../../db/client.ts';
import type { CsvFile } from '../../lib/csv-file.ts';
import {
  selectLotUnits,
  selectStockVariantsAfter,
  selectVariantLabels,
  selectWarehouses,
  selectWarehouseUnits,
} from './stock-csv.queries.ts';

interface StockLine {
  declinaison_id: number;
  produit: string;
  declinaison: string;
  entrepot_id: number;
  entrepot: string;
  lot: string;
  fabrication: string | null;
  dluo: string | null;
  pao_mois: number | null;
  quantite: number;
}

const COLUMNS: CsvColumn<StockLine>[] = STOCK_CSV_HEADERS.map((header) => ({ header, value: (line) => line[header] }));

/** Variants per page of the export. */
const EXPORT_BATCH = 1_000;

type LotUnits = Awaited<ReturnType<typeof selectLotUnits>>;

/**
 * The units on hand as CSV, a row per variant, warehouse and lot holding units (a variant with
 * none in a warehouse has one row at 0, without a lot), streamed page by page: the file a stock
 * count fills in and the import reads back.
 */
export async function* stockCsv(db: Database): AsyncGenerator<string> {
  const warehouses = new Map((await selectWarehouses(db)).map((warehouse) => [warehouse.id, warehouse.label]));
  yield csvHead(COLUMNS);
  let afterId = 0;
  for (;;) {
    const variants = await selectStockVariantsAfter(db, afterId, EXPORT_BATCH);
    if (variants.length === 0) return;
    const ids = variants.map((variant) => variant.id);
    const [units, lotUnits] = await Promise.all([selectWarehouseUnits(db, ids), selectLotUnits(db, ids)]);
    const byVariant = new Map(variants.map((variant) => [variant.id, variant]));
    const lotsByPlace = new Map<string, LotUnits>();
    for (const lot of lotUnits) {
      if ((lot.quantite ?? 0) <= 0) continue;
      const place = `${lot.declinaison_id}:${lot.entrepot_id}`;
      lotsByPlace.set(place, [...(lotsByPlace.get(place) ?? []), lot]);
    }
    const lines = units.flatMap(({ declinaison_id, entrepot_id }): StockLine[] => {
      const variant = byVariant.get(declinaison_id)!;
      const base = {
        declinaison_id,
        produit: variant.produit,
        declinaison: variant.label,
        entrepot_id,
        entrepot: warehouses.get(entrepot_id) ?? '',
      };
      const held = lotsByPlace.get(`${declinaison_id}:${entrepot_id}`) ?? [];
      if (held.length === 0) {
        return [{ ...base, lot: '', fabrication: null, dluo: null, pao_mois: null, quantite: 0 }];
      }
      return held.map((lot) => ({
        ...base,
        lot: lot.numero,
        fabrication: lot.fabrication,
        dluo: lot.dluo,
        pao_mois: lot.pao_mois,
        quantite: lot.quantite ?? 0,
      }));
    });
    yield csvLines(lines, COLUMNS);
    if (variants.length < EXPORT_BATCH) return;
    afterId = variants.at(-1)!.id;
  }
}

/** The stock an import compares with: every variant's units per warehouse and per lot. */
export async function readStockState(tx: Transaction) {
  const [variants, warehouses, units, lotUnits] = await Promise.all([
    selectVariantLabels(tx),
    selectWarehouses(tx),
    selectWarehouseUnits(tx, null),
    selectLotUnits(tx, null),
  ]);
  return {
    variants: new Map(variants.map((variant) => [variant.id, `${variant.produit} – ${variant.label}`])),
    warehouses: new Set(warehouses.map((warehouse) => warehouse.id)),
    warehouseUnits: new Map(units.map((row) => [`${row.declinaison_id}:${row.entrepot_id}`, row.quantite])),
    lots: new Map(lotUnits.map((lot) => [`${lot.declinaison_id}:${lot.numero}`, lot])),
    lotUnits: new Map(
      lotUnits
        .filter((lot) => lot.entrepot_id !== null)
        .map((lot) => [`${lot.lot_id}:${lot.entrepot_id}`, lot.quantite ?? 0]),
    ),
  };
}
export type StockState = Awaited<ReturnType<typeof readStockState>>;

/** A count to set: the warehouse's units, an existing lot's there, or a new lot received. */
export interface StockCount {
  ligne: number;
  declinaisonId: number;
  input: StockAdjustmentInput;
}

const sameDate = (given: string | null | undefined, known: string | null) => given == null || given === known;
const samePao = (given: number | null | undefined, known: number | null) => given == null || given === known;
type KnownLot = LotUnits[number];

/**
 * Compares a stock file with the stock: per row (variant, warehouse, lot), the count it sets, or
 * why it is refused. A row without a lot counts the whole warehouse; a lot the variant does not
 * have yet is received with its dates; an existing lot keeps its dates (changed in ad/lots).
 */
export function planStockImport(file: CsvFile, state: StockState) {
  const reports: ImportRowReport[] = [];
  const counts: StockCount[] = [];
  const linesOfKey = new Map<string, number[]>();
  const kindsOfPlace = new Map<string, Set<'lot' | 'total'>>();

  for (const row of file.rows) {
    const problems: CsvRowProblem[] = [];
    const problem = (colonne: string, probleme: CsvRowProblemKind, message?: string) =>
      problems.push({ colonne, probleme, ...(message ? { message } : {}) });
    /** The cell as typed, trimmed; null when refused as a formula. */
    const cell = (header: string) => {
      const text = unquoteCell(row.cells.get(header) ?? '');
      if (text === null) problem(header, 'formula');
      return text?.trim() ?? null;
    };
    const count = (header: string, required: boolean) => {
      const text = cell(header);
      if (text === null) return null;
      if (text === '') {
        if (required) problem(header, 'required');
        return null;
      }
      const value = parseCsvCount(text);
      if (value === null) problem(header, 'invalid_number');
      return value;
    };
    const date = (header: string) => {
      const text = cell(header);
      const value = text === null ? null : parseCsvDate(text);
      if (value === undefined) problem(header, 'invalid_date');
      return value ?? null;
    };
    const variantId = count('declinaison_id', true);
    const warehouseId = count('entrepot_id', true);
    const quantite = count('quantite', true);
    const numero = cell('lot') ?? '';
    const dates = { fabrication: date('fabrication'), dluo: date('dluo'), pao_mois: count('pao_mois', false) };
    if (variantId !== null && !state.variants.has(variantId)) problem('declinaison_id', 'unknown_variant');
    if (warehouseId !== null && !state.warehouses.has(warehouseId)) problem('entrepot_id', 'unknown_warehouse');

    const place = `${variantId}:${warehouseId}`;
    const key = `${place}:${numero}`;
    linesOfKey.set(key, [...(linesOfKey.get(key) ?? []), row.ligne]);
    kindsOfPlace.set(place, (kindsOfPlace.get(place) ?? new Set()).add(numero ? 'lot' : 'total'));

    const lot: KnownLot | undefined = numero ? state.lots.get(`${variantId}:${numero}`) : undefined;
    let current = 0;
    let input: StockAdjustmentInput | null = null;
    if (problems.length === 0 && variantId !== null && warehouseId !== null && quantite !== null) {
      if (!numero) {
        current = state.warehouseUnits.get(place) ?? 0;
        input = { entrepot_id: warehouseId, operation: 'fixer', quantite };
      } else if (lot) {
        if (
          !sameDate(dates.fabrication, lot.fabrication) ||
          !sameDate(dates.dluo, lot.dluo) ||
          !samePao(dates.pao_mois, lot.pao_mois)
        ) {
          problem('lot', 'stock_refused', 'Ce lot existe avec d’autres dates : modifiez-les dans Lots.');
        }
        current = state.lotUnits.get(`${lot.lot_id}:${warehouseId}`) ?? 0;
        input = { entrepot_id: warehouseId, operation: 'fixer', quantite, lot_id: lot.lot_id };
      } else {
        const received = LotInputSchema.safeParse({ numero, ...dates });
        if (!received.success) problem('lot', 'rule', received.error.issues[0]?.message);
        else if (quantite > 0) {
          input = { entrepot_id: warehouseId, operation: 'ajouter', motif: 'receipt', quantite, lot: received.data };
        }
      }
    }
    const changes = problems.length === 0 && input !== null && quantite !== current;
    if (changes && variantId !== null && input) counts.push({ ligne: row.ligne, declinaisonId: variantId, input });
    reports.push({
      ligne: row.ligne,
      libelle: [variantId === null ? '' : state.variants.get(variantId), numero && `lot ${numero}`]
        .filter(Boolean)
        .join(', '),
      action: problems.length > 0 ? 'refus' : !changes ? 'inchange' : numero && !lot ? 'creation' : 'modification',
      champs: changes ? ['quantite'] : [],
      problemes: problems,
    });
  }

  // A place counted twice, or counted both as a whole and lot by lot: every such row is refused.
  const refused = new Set<number>();
  for (const lines of linesOfKey.values()) if (lines.length > 1) lines.forEach((line) => refused.add(line));
  for (const [place, kinds] of kindsOfPlace) {
    if (kinds.size < 2) continue;
    for (const [key, lines] of linesOfKey) if (key.startsWith(`${place}:`)) lines.forEach((line) => refused.add(line));
  }
  for (const report of reports) {
    if (!refused.has(report.ligne)) continue;
    report.action = 'refus';
    report.champs = [];
    report.problemes.push({ colonne: 'lot', probleme: 'duplicate_key' });
  }
  return { reports, counts: counts.filter((count) => !refused.has(count.ligne)) };
}
