import { describe, expect, it } from 'vitest';
import { MATCH_FINALIZED_MESSAGE } from '@/domain/scorecard';
import { SCORECARD_CSV_HEADER, parseCsvRecords, parseScorecardCsv, type Entrant } from './scorecard-csv';

const entrants: Entrant[] = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Ann Lee', nickname: 'Ace' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Bob Ray', nickname: null },
  { id: '33333333-3333-4333-8333-333333333333', name: 'Cy Twin', nickname: null },
  { id: '44444444-4444-4444-8444-444444444444', name: 'Cy Twin', nickname: 'Cy2' },
];
const open = { isFinal: false, entrants };
const scores = (...values: (number | string)[]) => Array.from({ length: 18 }, (_, i) => values[i] ?? 4).join(',');

describe('parseCsvRecords', () => {
  it('handles quotes, embedded commas and line breaks, CRLF and a BOM, and skips blank lines', () => {
    const records = parseCsvRecords('\uFEFFa,b\r\n"Lee, Ann","say ""hi""\nthere"\r\n\r\nx,y');
    expect(records).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['Lee, Ann', 'say "hi"\nthere'] },
      { line: 5, cells: ['x', 'y'] },
    ]);
  });
});

describe('parseScorecardCsv', () => {
  it('accepts names, nicknames and ids, blank holes, and builds the import payload', () => {
    const csv = [SCORECARD_CSV_HEADER, `Ann Lee,${scores(3, 5)}`, `${entrants[1]?.id},${scores(4, '', 12)}`, `cy2,${scores()}`].join('\n');
    const parsed = parseScorecardCsv(csv, open);
    expect(parsed.fileErrors).toEqual([]);
    expect(parsed.rows.map((row) => row.errors)).toEqual([[], [], []]);
    expect(parsed.importRows?.map((row) => row.player_id)).toEqual([entrants[0]?.id, entrants[1]?.id, entrants[3]?.id]);
    expect(parsed.importRows?.[1]?.holes.slice(0, 4)).toEqual([4, null, 12, 4]);
    expect(parsed.importRows?.[0]?.holes).toHaveLength(18);
  });

  it('reads columns by header name in any order, case-insensitively', () => {
    const header = ['HOLE_18', ...Array.from({ length: 17 }, (_, i) => `hole_${i + 1}`), 'Player'].join(',');
    const parsed = parseScorecardCsv(`${header}\n9,${scores().split(',').slice(0, 17).join(',')},Bob Ray`, open);
    expect(parsed.importRows?.[0]?.holes[17]).toBe(9);
  });

  it('reports each bad row with its own errors and writes nothing', () => {
    const csv = [
      SCORECARD_CSV_HEADER,
      `Ann Lee,${scores(0, 13, 4.5, 'x')}`,
      `Zed Nobody,${scores()}`,
      `Cy Twin,${scores()}`,
      `ann lee,${scores()}`,
      `,${scores()}`,
      `Bob Ray,${Array.from({ length: 18 }, () => '').join(',')}`,
    ].join('\n');
    const parsed = parseScorecardCsv(csv, open);
    expect(parsed.importRows).toBeNull();
    expect(parsed.rows.map((row) => [row.line, row.errors])).toEqual([
      [2, ['Hole 1: "0" is not a score from 1 to 12', 'Hole 2: "13" is not a score from 1 to 12', 'Hole 3: "4.5" is not a score from 1 to 12', 'Hole 4: "x" is not a score from 1 to 12']],
      [3, ['"Zed Nobody" is not entered in this match']],
      [4, ['More than one entrant is called "Cy Twin": use the player id']],
      [5, ['Ann Lee already appears on line 2']],
      [6, ['Player is required']],
      [7, ['No hole scores on this row']],
    ]);
  });

  it('refuses a final match', () => {
    const parsed = parseScorecardCsv(`${SCORECARD_CSV_HEADER}\nAnn Lee,${scores()}`, { ...open, isFinal: true });
    expect(parsed.fileErrors).toEqual([MATCH_FINALIZED_MESSAGE]);
    expect(parsed.importRows).toBeNull();
  });

  it('names missing columns and empty files', () => {
    expect(parseScorecardCsv('player,hole_1,hole_2', open).fileErrors[0]).toMatch(/^Missing columns: hole_3, hole_4/);
    expect(parseScorecardCsv('', open).fileErrors).toEqual(['The file is empty']);
    expect(parseScorecardCsv(SCORECARD_CSV_HEADER, open).fileErrors).toEqual(['The file has no player rows']);
  });
});
