import { describe, expect, it } from 'vitest';
import { allHoles } from '../test/fixtures';
import { parseCsv, parseScorecardsCsv, scorecardsFileName, scorecardsToCsv } from './scorecards-csv';

const players = [
  { player_id: 'p-ann', name: 'Ann Lee' },
  { player_id: 'p-bob', name: 'Bob Ray' },
  { player_id: 'p-bob2', name: 'Bob Ray' },
];
const HEADER = ['player', ...Array.from({ length: 18 }, (_, i) => `hole_${i + 1}`)].join(',');
const row = (player: string, scores: (number | string)[]) => [player, ...scores].join(',');

describe('parseCsv', () => {
  it('handles quotes, escaped quotes, CRLF and a BOM', () => {
    expect(parseCsv('\uFEFFa,"b, c","say ""hi"""\r\n1,2,3\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['1', '2', '3'],
    ]);
  });
});

describe('parseScorecardsCsv', () => {
  it('reads rows by player name (case-insensitive) or id, blanks are missing holes', () => {
    const text = [HEADER, row('ann lee', allHoles(4).map(String)), row('p-bob2', ['', ...allHoles(5).slice(1).map(String)])].join('\n');
    expect(parseScorecardsCsv(text, players)).toEqual({
      errors: [],
      rows: [
        { player_id: 'p-ann', holes: allHoles(4) },
        { player_id: 'p-bob2', holes: [null, ...allHoles(5).slice(1)] },
      ],
    });
  });

  it('prefers the player_id column and ignores extra columns (the export format imports back)', () => {
    const csv = scorecardsToCsv([{ player_id: 'p-bob', name: 'Bob Ray', holes: allHoles(6) }]);
    expect(parseScorecardsCsv(csv, players)).toEqual({ errors: [], rows: [{ player_id: 'p-bob', holes: allHoles(6) }] });
  });

  it('refuses scores outside 1–12 and non-numbers, naming the row and the hole', () => {
    const scores = allHoles(4).map(String);
    scores[2] = '13';
    scores[5] = '0';
    scores[8] = 'x';
    scores[9] = '4.5';
    const result = parseScorecardsCsv([HEADER, row('Ann Lee', scores)].join('\n'), players);
    expect(result.rows).toEqual([]);
    expect(result.errors).toEqual([
      'Row 2, hole_3: "13" is not a score from 1 to 12',
      'Row 2, hole_6: "0" is not a score from 1 to 12',
      'Row 2, hole_9: "x" is not a score from 1 to 12',
      'Row 2, hole_10: "4.5" is not a score from 1 to 12',
    ]);
  });

  it('refuses unknown players, ambiguous names and duplicates; nothing is imported', () => {
    const scores = allHoles(4).map(String);
    const text = [HEADER, row('Zed', scores), row('Bob Ray', scores), row('Ann Lee', scores), row('p-ann', scores), row('', scores)].join('\n');
    const result = parseScorecardsCsv(text, players);
    expect(result.rows).toEqual([]);
    expect(result.errors).toEqual([
      'Row 2: unknown player "Zed" (not entered in this match)',
      'Row 3: "Bob Ray" matches more than one player; use the player id',
      'Row 5: Ann Lee is already on row 4',
      'Row 6: player is required',
    ]);
  });

  it('reports missing hole columns and empty files', () => {
    expect(parseScorecardsCsv('player,hole_1,hole_2\nAnn Lee,4,4', players).errors[0]).toBe(
      'Missing columns: hole_3, hole_4, hole_5, hole_6, hole_7, hole_8, hole_9, hole_10, hole_11, hole_12, hole_13, hole_14, hole_15, hole_16, hole_17, hole_18',
    );
    expect(parseScorecardsCsv('\n\n', players).errors).toEqual(['The CSV file is empty.']);
    expect(parseScorecardsCsv(HEADER, players).errors).toEqual(['No scorecard rows found.']);
  });
});

describe('scorecardsToCsv', () => {
  it('neutralises a name a spreadsheet would run as a formula', () => {
    const csv = scorecardsToCsv([{ player_id: 'p-1', name: '=HYPERLINK("http://evil.example")', holes: allHoles(4) }]);
    expect(csv.split('\r\n')[1]?.startsWith(`p-1,"'=HYPERLINK(""http://evil.example"")",4,`)).toBe(true);
  });

  it('writes ids, names (quoted when needed), holes and totals', () => {
    const csv = scorecardsToCsv([{ player_id: 'p-1', name: 'Lee, "Ace"', holes: [4, 5, null, ...allHoles(null).slice(3)] }]);
    const [header, line] = csv.trim().split('\r\n');
    expect(header).toBe(`player_id,player,${Array.from({ length: 18 }, (_, i) => `hole_${i + 1}`).join(',')},out,in,gross`);
    expect(line).toBe(`p-1,"Lee, ""Ace""",4,5,${','.repeat(15)},9,0,9`);
  });

  it('names the file after the match', () => {
    expect(scorecardsFileName('Saturday Stableford #3')).toBe('saturday-stableford-3-scorecards.csv');
  });
});
