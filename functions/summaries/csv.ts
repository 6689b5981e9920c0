/**
 * CSV for spreadsheets (RFC 4180): every cell quoted, quotes doubled, rows ended with CRLF. A text cell that a
 * spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a carriage return) gets a leading `'`,
 * as OWASP's CSV injection advice says; numbers WAW works out itself are written as they are.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number | null;

export const neutraliseCell = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);

const cellText = (cell: CsvCell): string => {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  return neutraliseCell(cell);
};

export const csvRow = (cells: readonly CsvCell[]): string => cells.map((cell) => `"${cellText(cell).replace(/"/g, '""')}"`).join(',');

export const toCsv = (rows: ReadonlyArray<readonly CsvCell[]>): string => rows.map((row) => `${csvRow(row)}\r\n`).join('');
