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
    expect(suggestionFor([])).toEqual({ value: null, label: 'No rounds available', usedIds: new Set() });
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
});
