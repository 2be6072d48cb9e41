/** One CSV column: its header and how a row reads in it. */
export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
}

/** A plain number (a negative amount of a credit note among them) is data, never a formula. */
const NUMBER = /^-?\d+(?:[.,]\d+)?$/u;

const cell = (value: unknown): string => {
  const text =
    value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet: prefix it with a quote.
  const safe = /^[=+\-@\t\r]/u.test(text) && !NUMBER.test(text) ? `'${text}` : text;
  return /[";\n\r]/u.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The byte-order mark (so accents open right) and the header line: a streamed CSV's first part. */
export const csvHead = <Row>(columns: readonly CsvColumn<Row>[]) =>
  `\uFEFF${columns.map((column) => cell(column.header)).join(';')}\r\n`;

/** Rows as CSV lines, each ended by CRLF: a streamed CSV's next part. */
export const csvLines = <Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]) =>
  rows.map((row) => `${columns.map((column) => cell(column.value(row))).join(';')}\r\n`).join('');

/** The rows as CSV for a French spreadsheet: `;` between cells, CRLF between lines, a byte-order mark. */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  return csvHead(columns) + csvLines(rows, columns);
}

/** An amount in cents as a French spreadsheet reads it: 104,90 or -104,90. */
export const csvAmount = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
