/**
 * The scorecard CSV (DESIGN rule 13), the one format the app imports and exports:
 *
 * - a header row, then one row per player; columns are found by name, in any order, case-insensitively;
 * - `player_id` and/or `player`: who the row is for. `player_id` wins when both are filled; `player`
 *   may be an entrant's id, name or nickname (a name shared by two entrants needs the id);
 * - `hole_1` … `hole_18`: whole numbers 1–12, blank for a hole not played;
 * - any other column (the export's `out`, `in`, `gross`) is ignored, so an exported file imports unchanged;
 * - a row with no score at all is skipped; each entrant appears at most once.
 *
 * Every row is checked here before anything is written, and the server checks it all again.
 */
import { HOLE_COUNT, MATCH_FINALIZED_MESSAGE } from '@/domain/scorecard';
import { isBlankRecord, parseCsv, toCsv } from './csv';

export const MIN_SCORE = 1;
export const MAX_SCORE = 12;
export const HOLE_COLUMNS = Array.from({ length: HOLE_COUNT }, (_, i) => `hole_${i + 1}`);
/** The columns of a file to fill in (the template), and its header. */
export const SCORECARD_CSV_COLUMNS = ['player', ...HOLE_COLUMNS];
export const SCORECARD_CSV_HEADER = SCORECARD_CSV_COLUMNS.join(',');

export type Entrant = { id: string; name: string; nickname: string | null };
export type Holes = (number | null)[];

export type ParsedScorecardRow = {
  /** 1-based record number in the file (the header is row 1). */
  row: number;
  /** Who the row names, as written. */
  player: string;
  /** The entrant it names, or null when it names none. */
  entrant: Entrant | null;
  holes: Holes;
  errors: string[];
  /** No score on the row: nothing is written for it. */
  skipped: boolean;
};

export type ScorecardImportRow = { player_id: string; holes: Holes };

export type ParsedScorecardCsv = {
  /** Problems with the file as a whole (not CSV, columns, no rows, final match). */
  fileErrors: string[];
  rows: ParsedScorecardRow[];
  /** The payload for import_scorecards; null while any error remains. */
  importRows: ScorecardImportRow[] | null;
};

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/** 'Hole 7', 'HOLE-7' and 'hole_7' all name hole_7. */
function columnName(cell: string): string {
  const name = normalise(cell);
  const hole = name.match(/^hole[\s_-]?(\d{1,2})$/);
  return hole ? `hole_${Number(hole[1])}` : name;
}

/** Finds the entrant a player cell names: by id, else by name, else by nickname (each must be unique). */
function resolvePlayer(value: string, entrants: readonly Entrant[]): { entrant: Entrant | null; error: string | null } {
  const wanted = normalise(value);
  if (wanted === '') return { entrant: null, error: 'Player is required' };
  const byId = entrants.find((entrant) => entrant.id.toLowerCase() === wanted);
  if (byId) return { entrant: byId, error: null };
  for (const field of ['name', 'nickname'] as const) {
    const matches = entrants.filter((entrant) => entrant[field] !== null && normalise(entrant[field] ?? '') === wanted);
    if (matches.length === 1) return { entrant: matches[0] ?? null, error: null };
    if (matches.length > 1) return { entrant: null, error: `More than one entrant is called "${value.trim()}": use the player id` };
  }
  return { entrant: null, error: `"${value.trim()}" is not entered in this match` };
}

function parseScore(text: string, hole: number): { score: number | null; error: string | null } {
  const value = text.trim();
  if (value === '') return { score: null, error: null };
  const score = Number(value);
  if (!/^\d+$/.test(value) || score < MIN_SCORE || score > MAX_SCORE) {
    return { score: null, error: `Hole ${hole}: "${value}" is not a score from ${MIN_SCORE} to ${MAX_SCORE}` };
  }
  return { score, error: null };
}

/** Parses and validates a scorecard CSV against the match's entrants (see the format above). */
export function parseScorecardCsv(text: string, match: { isFinal: boolean; entrants: readonly Entrant[] }): ParsedScorecardCsv {
  const fileErrors: string[] = match.isFinal ? [MATCH_FINALIZED_MESSAGE] : [];
  let records: { row: number; cells: string[] }[];
  try {
    records = parseCsv(text)
      .map((cells, index) => ({ row: index + 1, cells }))
      .filter((record) => !isBlankRecord(record.cells));
  } catch (error) {
    return { fileErrors: [...fileErrors, `Failed to parse CSV file: ${error instanceof Error ? error.message : String(error)}`], rows: [], importRows: null };
  }
  const [header, ...body] = records;
  if (!header) return { fileErrors: [...fileErrors, 'The file is empty'], rows: [], importRows: null };

  const columns = header.cells.map(columnName);
  const idColumn = columns.indexOf('player_id');
  const playerColumn = columns.indexOf('player');
  const holeColumns = HOLE_COLUMNS.map((name) => columns.indexOf(name));
  const missing = [...(idColumn < 0 && playerColumn < 0 ? ['player'] : []), ...HOLE_COLUMNS.filter((_, i) => holeColumns[i] === -1)];
  if (missing.length > 0) {
    fileErrors.push(`Missing column${missing.length === 1 ? '' : 's'}: ${missing.join(', ')} (expected ${SCORECARD_CSV_HEADER})`);
    return { fileErrors, rows: [], importRows: null };
  }
  if (body.length === 0) fileErrors.push('The file has no player rows');

  const seen = new Map<string, number>();
  const rows = body.map(({ row, cells }): ParsedScorecardRow => {
    const id = idColumn >= 0 ? (cells[idColumn] ?? '').trim() : '';
    const player = id || (playerColumn >= 0 ? (cells[playerColumn] ?? '') : '');
    const errors: string[] = [];
    const { entrant, error } = resolvePlayer(player, match.entrants);
    if (error) errors.push(error);
    if (entrant) {
      const firstRow = seen.get(entrant.id);
      if (firstRow !== undefined) errors.push(`${entrant.name} already appears on row ${firstRow}`);
      else seen.set(entrant.id, row);
    }
    const holes = holeColumns.map((column, i) => {
      const parsed = parseScore(cells[column] ?? '', i + 1);
      if (parsed.error) errors.push(parsed.error);
      return parsed.score;
    });
    const skipped = errors.length === 0 && holes.every((score) => score === null);
    return { row, player, entrant, holes, errors, skipped };
  });
  if (body.length > 0 && rows.every((row) => row.skipped)) fileErrors.push('No scores to import');

  const valid = fileErrors.length === 0 && rows.every((row) => row.errors.length === 0);
  const importRows = valid
    ? rows.flatMap((row) => (row.entrant && !row.skipped ? [{ player_id: row.entrant.id, holes: row.holes }] : []))
    : null;
  return { fileErrors, rows, importRows };
}

const sum = (values: readonly (number | null)[]) => values.reduce<number>((total, v) => total + (v ?? 0), 0);

/** One row per player: id, name, the 18 holes (blank = no score), out, in, gross; a name that looks like a formula is neutralised. */
export function scorecardsToCsv(cards: readonly { player_id: string; name: string; holes: readonly (number | null)[] }[]): string {
  const header = ['player_id', 'player', ...HOLE_COLUMNS, 'out', 'in', 'gross'];
  return toCsv(
    header,
    cards.map((card) => {
      const holes = Array.from({ length: HOLE_COUNT }, (_, i) => card.holes[i] ?? null);
      const out = sum(holes.slice(0, 9));
      const back = sum(holes.slice(9));
      return [card.player_id, card.name, ...holes, out, back, out + back];
    }),
  );
}

/** 'Saturday Stableford' → 'saturday-stableford-scorecards.csv'. */
export function scorecardsFileName(matchName: string): string {
  const slug = matchName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'match'}-scorecards.csv`;
}
