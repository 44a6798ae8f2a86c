// Scorecard CSV import: `player,hole_1,…,hole_18`, one row per player. Everything is checked here,
// row by row, before anything is written (DESIGN rule 13); the server checks it all again.

export const HOLE_COUNT = 18;
export const MIN_SCORE = 1;
export const MAX_SCORE = 12;
export const HOLE_COLUMNS = Array.from({ length: HOLE_COUNT }, (_, i) => `hole_${i + 1}`);
export const SCORECARD_CSV_COLUMNS = ['player', ...HOLE_COLUMNS];
export const SCORECARD_CSV_HEADER = SCORECARD_CSV_COLUMNS.join(',');
export const FINAL_MATCH_MESSAGE = 'This match has been finalized. Results are locked and can only be viewed.';

export type Entrant = { id: string; name: string; nickname: string | null };
export type Holes = (number | null)[];

export type ParsedScorecardRow = {
  /** 1-based line number in the file (the header is line 1). */
  line: number;
  /** The player cell as written. */
  player: string;
  /** The entrant it names, or null when it names none. */
  entrant: Entrant | null;
  holes: Holes;
  errors: string[];
};

export type ScorecardImportRow = { player_id: string; holes: Holes };

export type ParsedScorecardCsv = {
  /** Problems with the file as a whole (columns, no rows, final match). */
  fileErrors: string[];
  rows: ParsedScorecardRow[];
  /** The payload for import_scorecards; null while any error remains. */
  importRows: ScorecardImportRow[] | null;
};

/** RFC 4180 records: quoted fields may hold commas, quotes ("") and line breaks. */
export function parseCsvRecords(text: string): { line: number; cells: string[] }[] {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i += 1) {
    const char = input[i];
    if (quoted) {
      if (char === '"' && input[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n') line += 1;
        cell += char;
      }
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && input[i + 1] === '\n') i += 1;
      cells.push(cell);
      records.push({ line: recordLine, cells });
      cells = [];
      cell = '';
      line += 1;
      recordLine = line;
    } else {
      cell += char;
    }
  }
  if (cell !== '' || cells.length > 0) {
    cells.push(cell);
    records.push({ line: recordLine, cells });
  }
  return records.filter((record) => record.cells.some((value) => value.trim() !== ''));
}

const normalise = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

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

/**
 * Parses and validates a scorecard CSV against the match's entrants. Blank hole cells stay blank
 * (not played yet); scores are whole numbers 1–12; each entrant appears at most once.
 */
export function parseScorecardCsv(text: string, match: { isFinal: boolean; entrants: readonly Entrant[] }): ParsedScorecardCsv {
  const fileErrors: string[] = [];
  if (match.isFinal) fileErrors.push(FINAL_MATCH_MESSAGE);
  const [header, ...records] = parseCsvRecords(text);
  if (!header) return { fileErrors: [...fileErrors, 'The file is empty'], rows: [], importRows: null };

  const columns = header.cells.map(normalise);
  const playerColumn = columns.indexOf('player');
  const holeColumns = HOLE_COLUMNS.map((name) => columns.indexOf(name));
  const missing = [...(playerColumn < 0 ? ['player'] : []), ...HOLE_COLUMNS.filter((_, i) => holeColumns[i] === -1)];
  if (missing.length > 0) {
    fileErrors.push(`Missing column${missing.length === 1 ? '' : 's'}: ${missing.join(', ')} (expected ${SCORECARD_CSV_HEADER})`);
    return { fileErrors, rows: [], importRows: null };
  }
  if (records.length === 0) fileErrors.push('The file has no player rows');

  const seen = new Map<string, number>();
  const rows = records.map(({ line, cells }): ParsedScorecardRow => {
    const player = cells[playerColumn] ?? '';
    const errors: string[] = [];
    const { entrant, error } = resolvePlayer(player, match.entrants);
    if (error) errors.push(error);
    if (entrant) {
      const firstLine = seen.get(entrant.id);
      if (firstLine !== undefined) errors.push(`${entrant.name} already appears on line ${firstLine}`);
      else seen.set(entrant.id, line);
    }
    const holes = holeColumns.map((column, i) => {
      const parsed = parseScore(cells[column] ?? '', i + 1);
      if (parsed.error) errors.push(parsed.error);
      return parsed.score;
    });
    if (errors.length === 0 && holes.every((score) => score === null)) errors.push('No hole scores on this row');
    return { line, player, entrant, holes, errors };
  });

  const valid = fileErrors.length === 0 && rows.every((row) => row.errors.length === 0);
  const importRows = valid ? rows.flatMap((row) => (row.entrant ? [{ player_id: row.entrant.id, holes: row.holes }] : [])) : null;
  return { fileErrors, rows, importRows };
}
