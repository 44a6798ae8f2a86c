/**
 * Scorecard CSV: columns `player_id` and/or `player` (a name or an id) and `hole_1` … `hole_18`.
 * Import is validated row by row before anything is written (DESIGN rule 13): every score 1–12 or
 * blank, every player an entrant of the match, nobody twice. Export writes the same columns (plus
 * out/in/gross totals, which import ignores), so an exported file imports unchanged.
 */
import { toCsv } from '@/lib/csv';
import { HOLE_COUNT, type Holes } from './engine-input';

export type CsvPlayer = { player_id: string; name: string };
export type ImportRow = { player_id: string; holes: Holes };
export type CsvImport = { rows: ImportRow[]; errors: string[] };

const HOLE_COLUMNS = Array.from({ length: HOLE_COUNT }, (_, i) => `hole_${i + 1}`);
const ID_HEADERS = ['player_id', 'id'];
const PLAYER_HEADERS = ['player', 'name', 'player_name', 'player name', 'player name or id'];

/** RFC 4180 fields: commas, quoted fields with "" escapes and line breaks, CRLF or LF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') {
        quoted = false;
      } else {
        field += ch;
      }
    } else if (ch === '"') {
      quoted = true;
    } else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += ch;
    }
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

function headerKey(cell: string): string {
  const key = cell.trim().toLowerCase();
  const hole = key.match(/^hole[\s_-]?(\d{1,2})$/);
  return hole ? `hole_${Number(hole[1])}` : key;
}

const isBlankRow = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/** A score cell: blank is "no score"; otherwise a whole number 1–12. */
function parseScore(cell: string): number | null | 'invalid' {
  const text = cell.trim();
  if (text === '') return null;
  if (!/^\d{1,2}$/.test(text)) return 'invalid';
  const value = Number(text);
  return value >= 1 && value <= 12 ? value : 'invalid';
}

export function parseScorecardsCsv(text: string, players: readonly CsvPlayer[]): CsvImport {
  const table = parseCsv(text);
  const headerIndex = table.findIndex((cells) => !isBlankRow(cells));
  const header = table[headerIndex];
  if (header === undefined) return { rows: [], errors: ['The CSV file is empty.'] };

  const keys = header.map(headerKey);
  const missing = HOLE_COLUMNS.filter((column) => !keys.includes(column));
  const errors: string[] = [];
  if (missing.length > 0) errors.push(`Missing ${missing.length === 1 ? 'column' : 'columns'}: ${missing.join(', ')}`);
  const idColumn = keys.findIndex((key) => ID_HEADERS.includes(key));
  const playerColumn = keys.findIndex((key) => PLAYER_HEADERS.includes(key));
  const firstOther = keys.findIndex((key) => !HOLE_COLUMNS.includes(key));
  if (idColumn < 0 && playerColumn < 0 && firstOther < 0) errors.push('Missing a player column (player name or id)');
  if (errors.length > 0) return { rows: [], errors };

  const byId = new Map(players.map((p) => [p.player_id, p]));
  const byName = new Map<string, CsvPlayer[]>();
  for (const player of players) {
    const key = player.name.trim().toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), player]);
  }
  const holeColumns = HOLE_COLUMNS.map((column) => keys.indexOf(column));
  const seen = new Map<string, number>();
  const rows: ImportRow[] = [];

  table.forEach((cells, index) => {
    if (index <= headerIndex || isBlankRow(cells)) return;
    const line = index + 1;
    const idCell = idColumn >= 0 ? (cells[idColumn] ?? '').trim() : '';
    const playerCell = (cells[playerColumn >= 0 ? playerColumn : firstOther] ?? '').trim();
    const label = idCell || playerCell;
    if (label === '') {
      errors.push(`Row ${line}: player is required`);
      return;
    }
    let player = byId.get(label);
    if (!player && !idCell) {
      const named = byName.get(label.toLowerCase()) ?? [];
      if (named.length > 1) {
        errors.push(`Row ${line}: "${label}" matches more than one player; use the player id`);
        return;
      }
      player = named[0];
    }
    if (!player) {
      errors.push(`Row ${line}: unknown player "${label}" (not entered in this match)`);
      return;
    }
    const earlier = seen.get(player.player_id);
    if (earlier !== undefined) {
      errors.push(`Row ${line}: ${player.name} is already on row ${earlier}`);
      return;
    }
    seen.set(player.player_id, line);

    const holes: Holes = [];
    let rowValid = true;
    holeColumns.forEach((column, i) => {
      const cell = cells[column] ?? '';
      const score = parseScore(cell);
      if (score === 'invalid') {
        errors.push(`Row ${line}, hole_${i + 1}: "${cell.trim()}" is not a score from 1 to 12`);
        rowValid = false;
        holes.push(null);
      } else {
        holes.push(score);
      }
    });
    if (rowValid) rows.push({ player_id: player.player_id, holes });
  });

  if (errors.length === 0 && rows.length === 0) errors.push('No scorecard rows found.');
  return { rows: errors.length > 0 ? [] : rows, errors };
}

const sum = (values: readonly (number | null)[]) => values.reduce<number>((total, v) => total + (v ?? 0), 0);

/** One row per player: id, name, the 18 holes (blank = no score), out, in, gross; names that look like formulas neutralised. */
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
