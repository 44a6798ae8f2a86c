// The treasurer's ledger (get_ledger) and the sums drawn from it. All money is integer cents.
import { formatCents } from '@/domain/money';
import { toCsv } from '@/lib/csv';
import { formatMethod } from '@/lib/payment-methods';

export type LedgerTotals = {
  charged_cents: number;
  /** Payments not voided − refunds (the sum of the per-match rows the dashboard also sums). */
  collected_cents: number;
  refunded_cents: number;
  outstanding_cents: number;
  credit_cents: number;
  pot_cents: number;
  league_funded_cents: number;
  /** Won: winnings of final results. */
  paid_out_cents: number;
  remainder_cents: number;
  /** Handed over: winnings handed to the winners (recorded payouts). */
  handed_out_cents: number;
  /** Winnings won and not yet handed over. */
  winnings_outstanding_cents: number;
};

export type LedgerMatch = {
  id: string;
  name: string;
  date: string;
  is_final: boolean;
  is_cancelled: boolean;
  entries_count: number;
  /** What entrants were charged (the due). */
  charged_cents: number;
  /** What the league holds for the match: payments not voided − refunds ± credit moved. */
  collected_cents: number;
  refunded_cents: number;
  outstanding_cents: number;
  credit_cents: number;
  pot_cents: number;
  league_funded_cents: number;
  /** Won: the payouts of final results (0 until final), what the winners are owed. Shown as "Won". */
  paid_out_cents: number;
  /** Pot − payouts of a final match; null while not final. */
  remainder_cents: number | null;
  handed_out_cents: number;
  winnings_outstanding_cents: number;
};

export type LedgerPlayer = {
  player_id: string;
  name: string;
  charged_cents: number;
  /** Payments not voided. */
  paid_cents: number;
  refunded_cents: number;
  /** Credit applied into this season's matches − out of them (0 over all seasons). */
  credit_moved_cents: number;
  /** due − (paid − refunded) − credit moved = outstanding − credit: positive is owed to the league, negative is a credit. */
  balance_cents: number;
  credit_cents: number;
  /** The row adds up: outstanding = due − (paid − refunded) + credit − credit moved (see accountAddsUp). */
  outstanding_cents: number;
  /** Won: winnings of final matches. */
  winnings_cents: number;
  /** Handed over: recorded payouts of winnings. */
  paid_out_cents: number;
  winnings_outstanding_cents: number;
  net_cents: number;
};

export type LedgerPayment = {
  id: string;
  created_at: string;
  match_id: string;
  match_name: string;
  player_id: string;
  player_name: string;
  amount_cents: number;
  method: string | null;
  note: string | null;
  voided_at: string | null;
  void_reason: string | null;
  /** Who recorded it (the audit log's actor); null when unknown. */
  recorded_by: string | null;
};

/** Money handed to a player: a refund (refunded_on) or winnings paid out (paid_on). */
export type LedgerHandout = {
  id: string;
  created_at: string;
  refunded_on?: string;
  paid_on?: string;
  match_id: string;
  match_name: string;
  player_id: string;
  player_name: string;
  amount_cents: number;
  method: string;
  note: string | null;
  /** Who recorded it (the audit log's actor); null when unknown. */
  recorded_by: string | null;
  /** A voided payout (refunds are never voided): kept, struck through, with its reason. */
  voided_at?: string | null;
  void_reason?: string | null;
};

export type Ledger = {
  season: number | null;
  seasons: number[];
  totals: LedgerTotals;
  matches: LedgerMatch[];
  players: LedgerPlayer[];
  payments: LedgerPayment[];
  refunds: LedgerHandout[];
  payouts: LedgerHandout[];
};

/**
 * One account per member (DESIGN rule 19), the identity every Ledger → Players row keeps:
 *   Outstanding = Due − (Paid − Refunded) + Credit − Credit moved
 * (credit moved is what was applied into this season's matches from another season's, less what left them: 0
 * over all seasons). The server computes each column (private.player_accounts); this checks them.
 */
export function accountAddsUp(p: Pick<LedgerPlayer, 'charged_cents' | 'paid_cents' | 'refunded_cents' | 'credit_cents' | 'credit_moved_cents' | 'outstanding_cents'>): boolean {
  return p.outstanding_cents === p.charged_cents - (p.paid_cents - p.refunded_cents) + p.credit_cents - p.credit_moved_cents;
}

/** The money check: what was paid out never exceeds what came in plus the league-funded pots. */
export function paidOutWithinFunds(row: { paid_out_cents: number; collected_cents: number; league_funded_cents: number }): boolean {
  return row.paid_out_cents <= row.collected_cents + row.league_funded_cents;
}

export type Settlement = {
  player_id: string;
  name: string;
  winnings_cents: number;
  /** Dues still unpaid (positive) or credit from overpaying (negative). */
  balance_cents: number;
  /** winnings not yet paid out − balance: > 0 the league pays the player, < 0 the player pays the league. */
  settle_cents: number;
};

/**
 * Who is owed what if everything were settled now: each player's winnings from final matches not yet paid out, less
 * what they still owe in dues (plus any credit). Players who are square are left out. Largest
 * amounts first: the league's payments, then the players' debts.
 */
export function settleUp(players: readonly LedgerPlayer[]): Settlement[] {
  return players
    .map((p) => ({
      player_id: p.player_id,
      name: p.name,
      winnings_cents: p.winnings_outstanding_cents,
      balance_cents: p.balance_cents,
      settle_cents: p.winnings_outstanding_cents - p.balance_cents,
    }))
    .filter((s) => s.settle_cents !== 0)
    .sort((a, b) => (a.settle_cents > 0 === b.settle_cents > 0 ? Math.abs(b.settle_cents) - Math.abs(a.settle_cents) : b.settle_cents - a.settle_cents) || a.name.localeCompare(b.name));
}

const dollars = (cents: number | null) => (cents === null ? null : Number((cents / 100).toFixed(2)));

export function matchesToCsv(matches: readonly LedgerMatch[]): string {
  return toCsv(
    ['date', 'match', 'status', 'entries', 'due', 'collected', 'refunded', 'outstanding', 'credit', 'pot', 'league funded', 'won', 'rounding remainder', 'won within funds'],
    matches.map((m) => [
      m.date,
      m.name,
      m.is_cancelled ? 'Cancelled' : m.is_final ? 'Final' : 'Open',
      m.entries_count,
      dollars(m.charged_cents),
      dollars(m.collected_cents),
      dollars(m.refunded_cents),
      dollars(m.outstanding_cents),
      dollars(m.credit_cents),
      dollars(m.pot_cents),
      dollars(m.league_funded_cents),
      dollars(m.paid_out_cents),
      dollars(m.remainder_cents),
      paidOutWithinFunds(m) ? 'yes' : 'NO',
    ]),
  );
}

export function playersToCsv(players: readonly LedgerPlayer[]): string {
  return toCsv(
    ['player', 'due', 'paid', 'refunded', 'credit', 'credit moved', 'outstanding', 'won', 'handed over', 'still to hand over', 'net', 'settle up (+ league pays, - player pays)'],
    players.map((p) => [
      p.name,
      dollars(p.charged_cents),
      dollars(p.paid_cents),
      dollars(p.refunded_cents),
      dollars(p.credit_cents),
      dollars(p.credit_moved_cents),
      dollars(p.outstanding_cents),
      dollars(p.winnings_cents),
      dollars(p.paid_out_cents),
      dollars(p.winnings_outstanding_cents),
      dollars(p.net_cents),
      dollars(p.winnings_outstanding_cents - p.balance_cents),
    ]),
  );
}

/** Every money movement of the season: payments (voided ones marked), refunds and winnings paid out. */
export function paymentsToCsv(ledger: Pick<Ledger, 'payments' | 'refunds' | 'payouts'>): string {
  const rows = [
    ...ledger.payments.map((p) => ({ kind: 'payment', day: null, ...p })),
    ...ledger.refunds.map((r) => ({ kind: 'refund', day: r.refunded_on ?? null, voided_at: null, void_reason: null, ...r })),
    ...ledger.payouts.map((w) => ({ kind: 'winnings handed over', day: w.paid_on ?? null, voided_at: null, void_reason: null, ...w })),
  ].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return toCsv(
    ['type', 'recorded at', 'date', 'match', 'player', 'amount', 'method', 'note', 'recorded by', 'voided', 'void reason'],
    rows.map((r) => [
      r.kind,
      new Date(r.created_at).toISOString(),
      r.day,
      r.match_name,
      r.player_name,
      dollars(r.amount_cents),
      formatMethod(r.method),
      r.note,
      r.recorded_by,
      r.voided_at === null ? '' : 'yes',
      r.void_reason,
    ]),
  );
}

/** Winnings per player and per match: won, handed over, still to hand over. */
export function winningsToCsv(ledger: Pick<Ledger, 'players' | 'matches'>): string {
  return toCsv(
    ['scope', 'date', 'name', 'won', 'handed over', 'still to hand over'],
    [
      ...ledger.players
        .filter((p) => p.winnings_cents > 0 || p.paid_out_cents > 0)
        .map((p) => ['player', null, p.name, dollars(p.winnings_cents), dollars(p.paid_out_cents), dollars(p.winnings_outstanding_cents)]),
      ...ledger.matches
        .filter((m) => m.paid_out_cents > 0 || m.handed_out_cents > 0)
        .map((m) => ['match', m.date, m.name, dollars(m.paid_out_cents), dollars(m.handed_out_cents), dollars(m.winnings_outstanding_cents)]),
    ],
  );
}

/** A ledger amount for a table cell: a dash where there is none yet (a remainder before the match is final). */
export const centsOrDash = (cents: number | null) => (cents === null ? '—' : formatCents(cents));

export type LedgerTab = 'matches' | 'players' | 'settle' | 'winnings' | 'payments';

/**
 * The CSV file the Export button saves for the open tab; Settle Up exports the players' sheet, which
 * carries the settle-up column. The season is the one selected (the ledger shown may still be the
 * previous season's while the new one loads).
 */
export function ledgerExportFile(ledger: Ledger, tab: LedgerTab, season: number | null): { name: string; csv: string } {
  const suffix = season ?? 'all-seasons';
  switch (tab) {
    case 'matches':
      return { name: `ledger-matches-${suffix}.csv`, csv: matchesToCsv(ledger.matches) };
    case 'players':
    case 'settle':
      return { name: `ledger-players-${suffix}.csv`, csv: playersToCsv(ledger.players) };
    case 'winnings':
      return { name: `ledger-winnings-${suffix}.csv`, csv: winningsToCsv(ledger) };
    case 'payments':
      return { name: `ledger-payments-${suffix}.csv`, csv: paymentsToCsv(ledger) };
  }
}
