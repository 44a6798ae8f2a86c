import { describe, expect, it } from 'vitest';
import type { AdminPlayer } from '@/api/players/get-players-admin';
import { csvCell, toCsv } from '@/lib/csv';
import { playersToCsv } from './players-csv';

const player = (over: Partial<AdminPlayer>): AdminPlayer => ({
  id: 'p1',
  name: 'Ann Lee',
  nickname: null,
  status: 'ACTIVE',
  created_at: '2025-03-01T10:00:00Z',
  join_date: '2025-03-02',
  league_index: 12.4,
  index_source: 'LEAGUE',
  email: 'ann@example.com',
  ghin: '1234567',
  consent_at: null,
  career_earnings_cents: 0,
  ...over,
});

describe('csvCell', () => {
  it('leaves plain text alone and writes blanks for null', () => {
    expect(csvCell('Ann')).toBe('Ann');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });

  it('quotes commas, quotes, line breaks and edge spaces, doubling inner quotes', () => {
    expect(csvCell('Lee, Ann')).toBe('"Lee, Ann"');
    expect(csvCell('Ann "Ace" Lee')).toBe('"Ann ""Ace"" Lee"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded')).toBe('" padded"');
  });

  it('defuses spreadsheet formulas in text', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
  });

  it('writes numbers as numbers, negative ones too', () => {
    expect(csvCell(-1.5)).toBe('-1.5');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(Number.NaN)).toBe('');
  });

  it('joins rows with CRLF and ends with one', () => {
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe('a,b\r\n1,x\r\n');
  });
});

describe('playersToCsv', () => {
  it('exports the columns in order with a header', () => {
    const csv = playersToCsv([player({ nickname: 'Ace', league_index: -1.2 }), player({ name: 'Bo', email: null, ghin: null, league_index: null, join_date: null, status: 'PENDING' })]);
    expect(csv.split('\r\n')).toEqual([
      'name,nickname,email,ghin,status,join date,league index',
      'Ann Lee,Ace,ann@example.com,1234567,ACTIVE,2025-03-02,-1.2',
      'Bo,,,,PENDING,,',
      '',
    ]);
  });

  it('neutralises a name crafted as a formula', () => {
    const csv = playersToCsv([player({ name: '=cmd|"/c calc"!A1' })]);
    expect(csv.split('\r\n')[1]?.startsWith(`"'=cmd|""/c calc""!A1"`)).toBe(true);
  });
});
