// The member's data export as one CSV file: one titled section per table (profile, handicap logs,
// entries, payments, results), separated by a blank line, each with its own header row (lib/csv's toCsv).
import { toCsv, type CsvCell } from '@/lib/csv';
import { formatMethod } from '@/lib/payment-methods';

export type MyData = {
  exported_at: string;
  profile: {
    id: string;
    name: string;
    nickname: string | null;
    email: string | null;
    ghin: string | null;
    status: string;
    join_date: string | null;
    consent_at: string | null;
    league_index: number | null;
    created_at: string;
  };
  handicap_logs: { date: string; course_name: string; rating: number; slope: number; gross: number; differential: number }[];
  entries: { match: string; date: string; course_name: string; entered_at: string; charges_cents: number; paid_cents: number }[];
  payments: { match: string; date: string; amount_cents: number; method: string; recorded_at: string; voided_at: string | null; void_reason: string | null }[];
  results: { match: string; date: string; game: string; position: number | null; points: number | null; skins_won: number; payout_cents: number }[];
};

const dollars = (cents: number) => (cents / 100).toFixed(2);

function section(title: string, header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return toCsv([title], []) + toCsv(header, rows);
}

export function myDataToCsv(data: MyData): string {
  const p = data.profile;
  return [
    section('Profile', ['Name', 'Nickname', 'Email', 'GHIN', 'Status', 'Joined', 'Consent given', 'League index', 'Signed up'], [
      [p.name, p.nickname, p.email, p.ghin, p.status, p.join_date, p.consent_at, p.league_index, p.created_at],
    ]),
    section(
      'Handicap logs',
      ['Date', 'Course', 'Rating', 'Slope', 'Gross', 'Differential'],
      data.handicap_logs.map((h) => [h.date, h.course_name, h.rating, h.slope, h.gross, h.differential]),
    ),
    section(
      'Entries',
      ['Match', 'Date', 'Course', 'Entered', 'Charges ($)', 'Paid ($)'],
      data.entries.map((e) => [e.match, e.date, e.course_name, e.entered_at, dollars(e.charges_cents), dollars(e.paid_cents)]),
    ),
    section(
      'Payments',
      ['Match', 'Date', 'Amount ($)', 'Method', 'Recorded', 'Voided', 'Void reason'],
      data.payments.map((x) => [x.match, x.date, dollars(x.amount_cents), formatMethod(x.method), x.recorded_at, x.voided_at, x.void_reason]),
    ),
    section(
      'Results',
      ['Match', 'Date', 'Game', 'Position', 'Points', 'Skins', 'Payout ($)'],
      data.results.map((r) => [r.match, r.date, r.game, r.position, r.points, r.skins_won, dollars(r.payout_cents)]),
    ),
  ].join('\r\n');
}
