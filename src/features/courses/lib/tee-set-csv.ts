// Tee-set CSV (spec §5 and §7): columns Hole, Par, StrokeIndex, one row per hole.
import { isBlankRecord, parseCsv, toCsv } from '@/lib/csv';
import { HOLE_COUNT } from '@/domain/scorecard';

export const CSV_MESSAGES = {
  parseFailed: 'Failed to parse CSV file',
  missingColumns: 'CSV must have the columns Hole, Par and StrokeIndex',
  wrongHoleCount: 'CSV must contain exactly 18 holes',
} as const;

export type CsvHoles = { par: number[]; strokeIndex: number[] };
export type CsvParseResult = { ok: true; holes: CsvHoles } | { ok: false; error: string };

export const CSV_HEADER = 'Hole,Par,StrokeIndex';

const normalizeHeader = (name: string) => name.toLowerCase().replace(/[\s_-]/g, '');
const integer = (text: string | undefined) => (text !== undefined && /^\d+$/.test(text) ? Number(text) : null);

/**
 * Reads the 18 holes of a tee set. Rows whose Hole cell is not a number (a 'Total' line, blanks) are
 * skipped; exactly 18 hole rows, all valid, with holes 1-18 each once are required. Ranges (par 3-6, stroke indexes
 * 1-18 unique) are checked afterwards by validateTeeSet, like typed input.
 */
export function parseTeeSetCsv(text: string): CsvParseResult {
  let records: string[][];
  try {
    records = parseCsv(text)
      .map((cells) => cells.map((cell) => cell.trim()))
      .filter((cells) => !isBlankRecord(cells));
  } catch {
    return { ok: false, error: CSV_MESSAGES.parseFailed };
  }
  const [first, ...rows] = records;
  if (!first) return { ok: false, error: CSV_MESSAGES.parseFailed };

  const header = first.map(normalizeHeader);
  const holeColumn = header.indexOf('hole');
  const parColumn = header.indexOf('par');
  const indexColumn = header.indexOf('strokeindex');
  if (holeColumn < 0 || parColumn < 0 || indexColumn < 0) return { ok: false, error: CSV_MESSAGES.missingColumns };

  const byHole = new Map<number, { par: number; strokeIndex: number }>();
  let holeRows = 0;
  for (const cells of rows) {
    const hole = integer(cells[holeColumn]);
    if (hole === null) continue; // 'Out', 'In', 'Total' lines are not holes
    holeRows += 1;
    const par = integer(cells[parColumn]);
    const strokeIndex = integer(cells[indexColumn]);
    if (hole >= 1 && hole <= HOLE_COUNT && par !== null && strokeIndex !== null) byHole.set(hole, { par, strokeIndex });
  }
  // Exactly 18 hole rows, every one valid, holes 1-18 each once.
  if (holeRows !== HOLE_COUNT || byHole.size !== HOLE_COUNT) return { ok: false, error: CSV_MESSAGES.wrongHoleCount };

  const holes = Array.from({ length: HOLE_COUNT }, (_, i) => byHole.get(i + 1) ?? { par: 0, strokeIndex: 0 });
  return { ok: true, holes: { par: holes.map((h) => h.par), strokeIndex: holes.map((h) => h.strokeIndex) } };
}

/** The export: header then one 'hole,par,strokeIndex' row per hole. */
export function teeSetToCsv(parByHole: number[], strokeIndexByHole: number[]): string {
  const rows = Array.from({ length: HOLE_COUNT }, (_, i) => [i + 1, parByHole[i], strokeIndexByHole[i]]);
  return toCsv(CSV_HEADER.split(','), rows);
}

/** The downloadable template: the three columns and 18 example rows (a par-72 layout). */
export const CSV_TEMPLATE = teeSetToCsv(
  [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4],
  [7, 3, 15, 1, 11, 17, 5, 9, 13, 8, 12, 16, 2, 10, 4, 18, 6, 14],
);

/** Reads a picked file as text; a read failure becomes the spec's parse message. */
export async function readCsvFile(file: Blob): Promise<CsvParseResult> {
  try {
    return parseTeeSetCsv(await file.text());
  } catch {
    return { ok: false, error: CSV_MESSAGES.parseFailed };
  }
}
