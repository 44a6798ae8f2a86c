import { describe, expect, it } from 'vitest';
import { nameCellClass, type BoardLook } from './board-context';

const look = (tv: boolean): BoardLook => ({ names: new Map(), shown: null, tv, isFinal: false, tvRows: 11 });

describe('board name cells', () => {
  it('never truncate a name on the club-house TV, and may on a phone', () => {
    for (const phone of ['max-w-[7.5rem] truncate font-medium sm:max-w-none', 'w-full max-w-0 truncate font-medium']) {
      expect(nameCellClass(look(true), phone)).not.toMatch(/truncate|max-w-0|overflow-hidden/);
      expect(nameCellClass(look(false), phone)).toBe(phone);
    }
  });
});
