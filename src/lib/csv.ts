// CSV text for spreadsheet export (RFC 4180), safe against spreadsheet formula injection; one copy for every export.

import { downloadTextFile } from './download';

export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** Whether a spreadsheet would run this text as a formula (it starts with = + - @, tab or carriage return). */
export const startsLikeFormula = (text: string) => FORMULA_START.test(text);

/**
 * One cell as CSV text. Text that a spreadsheet would run as a formula (starting with = + - @, tab
 * or carriage return) gets a leading apostrophe. Numbers are written as numbers: they cannot hold a
 * formula, and a negative value must stay a number.
 */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = startsLikeFormula(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Header row plus data rows, CRLF line ends. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Saves CSV text as a file (with a BOM so spreadsheet apps read UTF-8 names correctly). */
export function downloadCsv(fileName: string, csv: string) {
  downloadTextFile(fileName, `\uFEFF${csv}`);
}
