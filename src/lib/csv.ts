// CSV for spreadsheets: reading (papaparse) and writing (RFC 4180, safe against formula injection); one copy for every import and export.
import Papa from 'papaparse';
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

/**
 * CSV text → records of text cells (RFC 4180: quoted commas, "" escapes and line breaks; CRLF or LF; a
 * leading BOM is dropped), blank lines included so record numbers stay true. Throws on broken quoting.
 */
export function parseCsv(text: string): string[][] {
  // One line break throughout: papaparse takes the first it meets for the whole file.
  const normalised = text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const { data, errors } = Papa.parse<string[]>(normalised, { delimiter: ',', newline: '\n', skipEmptyLines: false });
  const first = errors[0];
  if (first) throw new Error(first.row === undefined ? first.message : `Row ${first.row + 1}: ${first.message}`);
  return data;
}

/** Whether a record holds nothing but blanks. */
export const isBlankRecord = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');
