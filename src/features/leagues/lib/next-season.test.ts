import { describe, expect, it } from 'vitest';
import { nextSeasonDraft } from './next-season';

describe('nextSeasonDraft: what Open Season proposes', () => {
  it('proposes the calendar year of today for a league with no season', () => {
    expect(nextSeasonDraft([], '2026-12-07')).toEqual({ name: '2026', firstDay: '2026-01-01', lastDay: '2026-12-31' });
  });

  it('follows a calendar-year season with the next year', () => {
    const seasons = [
      { name: '2025', first_day: '2025-01-01', last_day: '2025-12-31' },
      { name: '2026', first_day: '2026-01-01', last_day: '2026-12-31' },
    ];
    expect(nextSeasonDraft(seasons, '2026-12-07')).toEqual({ name: '2027', firstDay: '2027-01-01', lastDay: '2027-12-31' });
  });

  it('keeps a summer season in the summer of the next year, whatever order the seasons come in', () => {
    const seasons = [
      { name: 'Summer 2026', first_day: '2026-04-07', last_day: '2026-09-29' },
      { name: 'Summer 2025', first_day: '2025-04-08', last_day: '2025-09-30' },
    ];
    expect(nextSeasonDraft(seasons, '2026-12-07')).toEqual({ name: 'Summer 2027', firstDay: '2027-04-07', lastDay: '2027-09-29' });
  });

  it('advances a season that spans two years by both', () => {
    const seasons = [{ name: '2026–27', first_day: '2026-09-01', last_day: '2027-08-31' }];
    expect(nextSeasonDraft(seasons, '2026-12-07')).toEqual({ name: '2027–28', firstDay: '2027-09-01', lastDay: '2028-08-31' });
  });

  it('starts a season longer than a year the day after it, as many days long', () => {
    const seasons = [{ name: 'Season 1', first_day: '2025-07-01', last_day: '2026-12-31' }];
    expect(nextSeasonDraft(seasons, '2026-12-07')).toEqual({ name: 'Season 2', firstDay: '2027-01-01', lastDay: '2028-07-02' });
  });

  it('names a season without a number by its year', () => {
    const seasons = [{ name: 'Opening', first_day: '2026-03-01', last_day: '2026-05-31' }];
    expect(nextSeasonDraft(seasons, '2026-04-01')).toEqual({ name: '2027', firstDay: '2027-03-01', lastDay: '2027-05-31' });
  });
});
