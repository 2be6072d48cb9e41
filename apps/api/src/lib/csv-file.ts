import { parse } from 'csv-parse/sync';
import { AppError } from './errors.ts';

export interface CsvRow {
  /** The row's line in the file: the header is line 1. */
  ligne: number;
  cells: Map<string, string>;
}

export interface CsvFile {
  encodage: 'utf-8' | 'windows-1252';
  headers: string[];
  rows: CsvRow[];
}

/** Rows one import takes: a whole catalogue, well above the 10,000 the shop is measured with. */
export const MAX_CSV_ROWS = 50_000;

const refuse = (message: string) => new AppError(400, message, {}, 'csv_invalid');

/**
 * Text from a file's bytes: UTF-8 (its byte-order mark dropped) when the bytes are valid UTF-8,
 * else Windows-1252, what spreadsheets in Western Europe save as "CSV" (Latin-1 and its € sign).
 */
function decode(bytes: Uint8Array): Pick<CsvFile, 'encodage'> & { text: string } {
  try {
    return { encodage: 'utf-8', text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes) };
  } catch {
    return { encodage: 'windows-1252', text: new TextDecoder('windows-1252').decode(bytes) };
  }
}

/** The separator of the header line: `;` (French spreadsheets, our exports), `,` or a tab. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/u));
  const counts = [';', ',', '\t'].map((candidate) => [candidate, header.split(candidate).length] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/**
 * A CSV file as rows keyed by header, refused as a whole (400 `csv_invalid`, saying where) when it
 * cannot be read: quotes left open, a row with more or fewer cells than the header, a header
 * unknown to the import or named twice, no key column, too many rows.
 */
export function readCsvFile(
  bytes: Uint8Array,
  { known, required }: { known: readonly string[]; required: readonly string[] },
): CsvFile {
  const { encodage, text } = decode(bytes);
  if (text.trim() === '') throw refuse('Le fichier est vide.');
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter: delimiterOf(text),
      skip_empty_lines: true,
      bom: true,
      info: true,
      // A quote inside a cell that does not start with one is text (typed by hand, not by a spreadsheet).
      relax_quotes: true,
    }) as unknown as typeof records;
  } catch (error) {
    const where = (error as { lines?: number }).lines;
    throw refuse(`Fichier CSV illisible${where ? ` à la ligne ${where}` : ''} : ${(error as Error).message}`);
  }
  const [first, ...body] = records;
  const headers = (first?.record ?? []).map((name) => name.trim().toLowerCase());
  const unknown = headers.filter((name) => !known.includes(name));
  if (unknown.length > 0) throw refuse(`Colonnes inconnues : ${unknown.join(', ')}.`);
  const twice = headers.filter((name, index) => headers.indexOf(name) !== index);
  if (twice.length > 0) throw refuse(`Colonnes en double : ${[...new Set(twice)].join(', ')}.`);
  const missing = required.filter((name) => !headers.includes(name));
  if (missing.length > 0) throw refuse(`Colonnes obligatoires manquantes : ${missing.join(', ')}.`);
  if (body.length > MAX_CSV_ROWS) throw refuse(`Trop de lignes : ${body.length} (au plus ${MAX_CSV_ROWS}).`);
  return {
    encodage,
    headers,
    rows: body.map(({ record, info }) => ({
      ligne: info.lines,
      cells: new Map(headers.map((name, column) => [name, record[column] ?? ''])),
    })),
  };
}
