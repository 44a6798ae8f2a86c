import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';
import { MATCH_FINALIZED_MESSAGE } from '@/domain/scorecard';
import { SCORECARD_CSV_HEADER, parseScorecardCsv, scorecardsFileName, scorecardsToCsv, type Entrant } from './scorecard-csv';

const entrants: Entrant[] = [
  { id: '11111111-1111-4111-8111-111111111111', name: 'Ann Lee', nickname: 'Ace' },
  { id: '22222222-2222-4222-8222-222222222222', name: 'Bob Ray', nickname: null },
  { id: '33333333-3333-4333-8333-333333333333', name: 'Cy Twin', nickname: null },
  { id: '44444444-4444-4444-8444-444444444444', name: 'Cy Twin', nickname: 'Cy2' },
];
const [ann, bob] = entrants as [Entrant, Entrant];
const open = { isFinal: false, entrants };
const scores = (...values: (number | string)[]) => Array.from({ length: 18 }, (_, i) => values[i] ?? 4).join(',');
const sixes = () => Array.from({ length: 18 }, () => 6);

describe('parseCsv', () => {
  it('handles quotes, embedded commas and line breaks, mixed CRLF and LF, and a BOM, keeping blank lines', () => {
    expect(parseCsv('\uFEFFa,b\r\n"Lee, Ann","say ""hi""\nthere"\r\n\nx,y\n')).toEqual([
      ['a', 'b'],
      ['Lee, Ann', 'say "hi"\nthere'],
      [''],
      ['x', 'y'],
      [''],
    ]);
  });

  it('refuses an unterminated quote', () => {
    expect(() => parseCsv('a,"b\nc')).toThrow('Row 1: Quoted field unterminated');
  });
});

describe('parseScorecardCsv', () => {
  it('accepts names, nicknames and ids, blank holes, and builds the import payload', () => {
    const csv = [SCORECARD_CSV_HEADER, `Ann Lee,${scores(3, 5)}`, `${bob.id},${scores(4, '', 12)}`, `cy2,${scores()}`].join('\n');
    const parsed = parseScorecardCsv(csv, open);
    expect(parsed.fileErrors).toEqual([]);
    expect(parsed.rows.map((row) => row.errors)).toEqual([[], [], []]);
    expect(parsed.importRows?.map((row) => row.player_id)).toEqual([ann.id, bob.id, entrants[3]?.id]);
    expect(parsed.importRows?.[1]?.holes.slice(0, 4)).toEqual([4, null, 12, 4]);
    expect(parsed.importRows?.[0]?.holes).toHaveLength(18);
  });

  it('reads columns by header name in any order, case-insensitively', () => {
    const header = ['HOLE_18', ...Array.from({ length: 17 }, (_, i) => `Hole ${i + 1}`), 'Player'].join(',');
    const parsed = parseScorecardCsv(`${header}\n9,${scores().split(',').slice(0, 17).join(',')},Bob Ray`, open);
    expect(parsed.importRows?.[0]?.holes[17]).toBe(9);
  });

  it('neutralises an exported name a spreadsheet would run as a formula', () => {
    const csv = scorecardsToCsv([{ player_id: 'p-1', name: '=HYPERLINK("http://evil.example")', holes: Array(18).fill(4) }]);
    expect(csv.split('\r\n')[1]?.startsWith(`p-1,"'=HYPERLINK(""http://evil.example"")",4,`)).toBe(true);
  });

  it('imports an exported file unchanged: player_id wins, extra columns are ignored, rows without scores are skipped', () => {
    const csv = scorecardsToCsv([
      { player_id: ann.id, name: 'Somebody Else', holes: sixes() },
      { player_id: bob.id, name: 'Bob Ray', holes: [] },
    ]);
    const parsed = parseScorecardCsv(csv, open);
    expect(parsed.rows.map((row) => row.skipped)).toEqual([false, true]);
    expect(parsed.importRows).toEqual([{ player_id: ann.id, holes: sixes() }]);
    expect(parseScorecardCsv(scorecardsToCsv([{ player_id: bob.id, name: 'Bob Ray', holes: [] }]), open).fileErrors).toEqual([
      'No scores to import',
    ]);
  });

  it('reports each bad row with its own errors and writes nothing', () => {
    const csv = [
      SCORECARD_CSV_HEADER,
      `Ann Lee,${scores(0, 13, 4.5, 'x')}`,
      `Zed Nobody,${scores()}`,
      `Cy Twin,${scores()}`,
      `ann lee,${scores()}`,
      `,${scores()}`,
    ].join('\n');
    const parsed = parseScorecardCsv(csv, open);
    expect(parsed.importRows).toBeNull();
    expect(parsed.rows.map((row) => [row.row, row.errors])).toEqual([
      [2, ['Hole 1: "0" is not a score from 1 to 12', 'Hole 2: "13" is not a score from 1 to 12', 'Hole 3: "4.5" is not a score from 1 to 12', 'Hole 4: "x" is not a score from 1 to 12']],
      [3, ['"Zed Nobody" is not entered in this match']],
      [4, ['More than one entrant is called "Cy Twin": use the player id']],
      [5, ['Ann Lee already appears on row 2']],
      [6, ['Player is required']],
    ]);
  });

  it('refuses a final match', () => {
    const parsed = parseScorecardCsv(`${SCORECARD_CSV_HEADER}\nAnn Lee,${scores()}`, { ...open, isFinal: true });
    expect(parsed.fileErrors).toEqual([MATCH_FINALIZED_MESSAGE]);
    expect(parsed.importRows).toBeNull();
  });

  it('names missing columns, broken quoting and empty files', () => {
    expect(parseScorecardCsv('player,hole_1,hole_2', open).fileErrors[0]).toMatch(/^Missing columns: hole_3, hole_4/);
    expect(parseScorecardCsv('player_id,hole_1', open).fileErrors[0]).toMatch(/^Missing columns: hole_2,/);
    expect(parseScorecardCsv(`name,${SCORECARD_CSV_HEADER.slice('player,'.length)}`, open).fileErrors[0]).toMatch(/^Missing column: player \(/);
    expect(parseScorecardCsv(`${SCORECARD_CSV_HEADER}\n"Ann`, open).fileErrors).toEqual(['Failed to parse CSV file: Row 2: Quoted field unterminated']);
    expect(parseScorecardCsv('', open).fileErrors).toEqual(['The file is empty']);
    expect(parseScorecardCsv('\n\n', open).fileErrors).toEqual(['The file is empty']);
    expect(parseScorecardCsv(SCORECARD_CSV_HEADER, open).fileErrors).toEqual(['The file has no player rows']);
  });
});

describe('scorecardsToCsv', () => {
  it('writes ids, names (quoted when needed), holes and totals', () => {
    const csv = scorecardsToCsv([{ player_id: 'p-1', name: 'Lee, "Ace"', holes: [4, 5, ...Array.from({ length: 16 }, () => null)] }]);
    const [header, line] = csv.trim().split('\r\n');
    expect(header).toBe(`player_id,player,${Array.from({ length: 18 }, (_, i) => `hole_${i + 1}`).join(',')},out,in,gross`);
    expect(line).toBe(`p-1,"Lee, ""Ace""",4,5,${','.repeat(15)},9,0,9`);
  });

  it('names the file after the match', () => {
    expect(scorecardsFileName('Saturday Stableford #3')).toBe('saturday-stableford-3-scorecards.csv');
  });
});
