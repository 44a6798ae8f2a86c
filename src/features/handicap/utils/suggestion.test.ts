import { describe, expect, it } from 'vitest';
import type { HandicapLog } from '../api/get-handicap-logs';
import { suggestionFor } from './suggestion';

const log = (id: string, date: string, differential: number): HandicapLog => ({
  id,
  player_id: 'p',
  date,
  course_name: 'C',
  rating: 72,
  slope: 113,
  gross: 80,
  differential,
  created_at: `${date}T12:00:00Z`,
  source: 'SELF',
  match_id: null,
});

describe('suggestionFor', () => {
  it('says so when there are no rounds', () => {
    expect(suggestionFor([])).toMatchObject({ value: null, label: 'No rounds available', usedIds: new Set(), indexNote: null });
  });

  it('uses all rounds below six, whatever order the logs arrive in', () => {
    const result = suggestionFor([log('b', '2024-03-02', 12.4), log('a', '2024-03-01', 10.1)]);
    expect(result.value).toBe(11.3);
    expect(result.label).toBe('all 2');
    expect([...result.usedIds].sort()).toEqual(['a', 'b']);
  });

  it('marks the best two of seven as counted', () => {
    const diffs = [15, 9.5, 14, 8.25, 20, 16, 13];
    const logs = diffs.map((d, i) => log(`r${i}`, `2024-04-0${i + 1}`, d)).reverse();
    const result = suggestionFor(logs);
    expect(result.label).toBe('best 2 of 7');
    expect(result.value).toBe(8.9);
    expect([...result.usedIds].sort()).toEqual(['r1', 'r3']);
  });

  it('says why a round counts under the table', () => {
    const result = suggestionFor([15, 9.5, 14, 8.25, 20, 16, 13].map((d, i) => log(`r${i}`, `2024-04-0${i + 1}`, d)));
    expect(result.notes.get('r1')).toEqual(['Counts: one of your best 2 of 7']);
    expect(result.notes.has('r0')).toBe(false);
  });

  it('WHS: counts, exceptional score reduction and caps in words', () => {
    // Twelve rounds of 20, then 17.2 … 13.0 (index 14.8), then an exceptional 6.8: ESR −1 → 12.5.
    const diffs = [...Array.from({ length: 12 }, () => 20), 17.2, 16.1, 15.1, 15, 14.5, 14, 13.5, 13, 6.8];
    const logs = diffs.map((d, i) => {
      const date = new Date(Date.UTC(2026, 0, 1 + 7 * i)).toISOString().slice(0, 10);
      const gross = 72 + Math.ceil(d);
      return { ...log(`w${String(i).padStart(2, '0')}`, date, d), gross, rating: Math.round((gross - d) * 10) / 10 };
    });
    const result = suggestionFor(logs, 'WHS');
    expect(result).toMatchObject({ method: 'WHS', value: 12.5, label: 'best 8 of 20', indexNote: null });
    expect(result.notes.get('w20')).toEqual(['Counts: one of your best 8 of the last 20', 'Exceptional score: ESR −1', 'ESR −1 applied']);
    expect(result.notes.get('w00')).toEqual(['Not counted: older than your last 20 rounds']);
    expect(result.notes.get('w01')).toEqual(['ESR −1 applied']);
  });
});
