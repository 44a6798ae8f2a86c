import { describe, expect, it } from 'vitest';
import { isRosterSort, paramOfSort, sortFromParam } from './roster-sorts';

describe('roster sorts in the URL', () => {
  it('reads ?sort=index and ?sort=earnings, anything else is by name', () => {
    expect(sortFromParam('index')).toBe('INDEX');
    expect(sortFromParam('earnings')).toBe('EARNINGS');
    expect(sortFromParam(null)).toBe('NAME');
    expect(sortFromParam('ghin')).toBe('NAME');
  });
  it('writes by name as no parameter', () => {
    expect(paramOfSort('NAME')).toBeNull();
    expect(paramOfSort('INDEX')).toBe('index');
    expect(paramOfSort('EARNINGS')).toBe('earnings');
  });
  it('knows its values', () => {
    expect(isRosterSort('EARNINGS')).toBe(true);
    expect(isRosterSort('earnings')).toBe(false);
  });
});
