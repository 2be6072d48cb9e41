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

/**
 * The rows as CSV for a French spreadsheet: `;` between cells, CRLF between lines, a byte-order
 * mark so accents open right.
 */
export function toCsv<Row>(rows: readonly Row[], columns: readonly CsvColumn<Row>[]): string {
  const lines = [columns.map((column) => cell(column.header))];
  for (const row of rows) lines.push(columns.map((column) => cell(column.value(row))));
  return `\uFEFF${lines.map((line) => line.join(';')).join('\r\n')}\r\n`;
}

/** An amount in cents as a French spreadsheet reads it: 104,90 or -104,90. */
export const csvAmount = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');
