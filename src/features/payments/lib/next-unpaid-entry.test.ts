import { describe, expect, it } from 'vitest';
import { nextUnpaidEntry } from './next-unpaid-entry';

const entry = (player_id: string, paid_in_full = false) => ({ player_id, paid_in_full });

describe('nextUnpaidEntry (Collect Payments moves on after each payment)', () => {
  it('moves to the next unpaid entrant after the one just paid', () => {
    const entries = [entry('a'), entry('b', true), entry('c'), entry('d')];
    expect(nextUnpaidEntry(entries, 'a')?.player_id).toBe('c');
    expect(nextUnpaidEntry(entries, 'c')?.player_id).toBe('d');
  });
  it('wraps round to an unpaid entrant earlier in the list', () => {
    expect(nextUnpaidEntry([entry('a'), entry('b', true), entry('c')], 'c')?.player_id).toBe('a');
  });
  it('never offers the entrant just paid again, even before the list has refreshed', () => {
    expect(nextUnpaidEntry([entry('a'), entry('b', true)], 'a')).toBeNull();
  });
  it('is null when nobody owes', () => {
    expect(nextUnpaidEntry([entry('a', true), entry('b', true)], 'a')).toBeNull();
    expect(nextUnpaidEntry([], 'a')).toBeNull();
  });
});
