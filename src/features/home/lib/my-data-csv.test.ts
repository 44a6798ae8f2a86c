import { describe, expect, it } from 'vitest';
import { myDataToCsv, type MyData } from './my-data-csv';

const data: MyData = {
  exported_at: '2026-11-26T10:00:00Z',
  profile: {
    id: 'p1',
    name: 'Ann "Ace" Lee',
    nickname: null,
    email: 'ann@example.com',
    ghin: '1234567',
    status: 'ACTIVE',
    join_date: '2026-01-10',
    consent_at: '2026-01-09T12:00:00Z',
    league_index: 12.3,
    created_at: '2026-01-09T12:00:00Z',
  },
  handicap_logs: [{ date: '2026-05-01', course_name: 'Pine Valley', rating: 71.2, slope: 130, gross: 88, differential: 14.6 }],
  entries: [{ match: 'Saturday Skins', date: '2026-06-01', course_name: 'Pine Valley', entered_at: '2026-05-20T09:00:00Z', charges_cents: 1500, paid_cents: 1000 }],
  payments: [{ match: 'Saturday Skins', date: '2026-06-01', amount_cents: 1000, method: 'CASH', recorded_at: '2026-05-21T09:00:00Z', voided_at: null, void_reason: null }],
  results: [{ match: '=HYPERLINK("x")', date: '2026-06-01', game: 'Stableford v2', position: 1, points: 36, skins_won: 0, payout_cents: 2500 }],
};

describe('myDataToCsv', () => {
  const csv = myDataToCsv(data);
  const lines = csv.split('\r\n');

  it('writes one titled section per table, separated by a blank line', () => {
    expect(lines.filter((line) => ['Profile', 'Handicap logs', 'Entries', 'Payments', 'Results'].includes(line))).toHaveLength(5);
    expect(lines[lines.indexOf('Entries') - 1]).toBe('');
  });

  it('writes money in dollars and quotes text safely', () => {
    expect(csv).toContain('Saturday Skins,2026-06-01,Pine Valley,2026-05-20T09:00:00Z,15.00,10.00');
    expect(csv).toContain('"Ann ""Ace"" Lee"');
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });
});
