import { describe, expect, it } from 'vitest';
import { csvCell } from '@/lib/csv';
import {
  accountAddsUp,
  centsOrDash,
  ledgerExportFile,
  matchesToCsv,
  paidOutWithinFunds,
  paymentsToCsv,
  playersToCsv,
  settleUp,
  winningsToCsv,
  type Ledger,
  type LedgerMatch,
  type LedgerPlayer,
} from './ledger';

const player = (over: Partial<LedgerPlayer>): LedgerPlayer => ({
  player_id: 'p',
  name: 'P',
  charged_cents: 0,
  paid_cents: 0,
  refunded_cents: 0,
  credit_moved_cents: 0,
  balance_cents: 0,
  credit_cents: 0,
  outstanding_cents: 0,
  winnings_cents: 0,
  paid_out_cents: 0,
  net_cents: 0,
  ...over,
  winnings_outstanding_cents: over.winnings_outstanding_cents ?? (over.winnings_cents ?? 0) - (over.paid_out_cents ?? 0),
});

describe('accountAddsUp: Outstanding = Due − (Paid − Refunded) + Credit − Credit moved', () => {
  it('holds for the walk\'s refund row (Due 115 · Paid 110 · Refunded 15 · Outstanding 20)', () => {
    expect(accountAddsUp(player({ charged_cents: 11500, paid_cents: 11000, refunded_cents: 1500, outstanding_cents: 2000 }))).toBe(true);
    expect(accountAddsUp(player({ charged_cents: 11500, paid_cents: 11000, refunded_cents: 0, outstanding_cents: 2000 }))).toBe(false);
  });
  it('counts credit held and credit moved from another season', () => {
    expect(accountAddsUp(player({ charged_cents: 3000, paid_cents: 5000, credit_cents: 3500, outstanding_cents: 1500 }))).toBe(true);
    expect(accountAddsUp(player({ charged_cents: 2000, paid_cents: 0, credit_moved_cents: 2000, outstanding_cents: 0 }))).toBe(true);
  });
});

describe('paidOutWithinFunds', () => {
  it('allows payouts up to collected plus league-funded pots', () => {
    expect(paidOutWithinFunds({ paid_out_cents: 5000, collected_cents: 4000, league_funded_cents: 1000 })).toBe(true);
    expect(paidOutWithinFunds({ paid_out_cents: 5001, collected_cents: 4000, league_funded_cents: 1000 })).toBe(false);
  });
});

describe('settleUp', () => {
  it('nets winnings against unpaid dues and credits, league payments first', () => {
    const result = settleUp([
      player({ player_id: 'a', name: 'Ann', winnings_cents: 3000, balance_cents: 1000 }),
      player({ player_id: 'b', name: 'Bob', winnings_cents: 0, balance_cents: 1500 }),
      player({ player_id: 'c', name: 'Cy', winnings_cents: 1000, balance_cents: 1000 }),
      player({ player_id: 'd', name: 'Di', winnings_cents: 0, balance_cents: -500 }),
      player({ player_id: 'e', name: 'Ed', winnings_cents: 0, balance_cents: 200 }),
    ]);
    expect(result.map((s) => [s.name, s.settle_cents])).toEqual([
      ['Ann', 2000],
      ['Di', 500],
      ['Bob', -1500],
      ['Ed', -200],
    ]);
  });

  it('counts only the winnings not yet paid out', () => {
    const [ann] = settleUp([player({ name: 'Ann', winnings_cents: 3000, paid_out_cents: 2000, balance_cents: 500 })]);
    expect(ann.settle_cents).toBe(500);
    expect(settleUp([player({ name: 'Bo', winnings_cents: 3000, paid_out_cents: 3000 })])).toEqual([]);
  });
});

describe('ledger CSV', () => {
  const match: LedgerMatch = {
    id: 'm',
    name: '=Spring, "Open"',
    date: '2025-04-05',
    is_final: true,
    is_cancelled: false,
    entries_count: 8,
    charged_cents: 12000,
    collected_cents: 11000,
    refunded_cents: 500,
    outstanding_cents: 1000,
    credit_cents: 250,
    pot_cents: 13000,
    league_funded_cents: 1000,
    paid_out_cents: 12999,
    remainder_cents: 1,
    handed_out_cents: 12000,
    winnings_outstanding_cents: 999,
  };

  it('writes dollars, the check, and defuses a formula-like name', () => {
    const [header, row] = matchesToCsv([match]).split('\r\n');
    expect(header).toBe('date,match,status,entries,due,collected,refunded,outstanding,credit,pot,league funded,won,rounding remainder,won within funds');
    expect(row).toBe(`2025-04-05,"'=Spring, ""Open""",Final,8,120,110,5,10,2.5,130,10,129.99,0.01,NO`);
  });

  it('writes the settle-up amount per player', () => {
    const [, row] = playersToCsv([player({ name: 'Ann', charged_cents: 2000, paid_cents: 1000, balance_cents: 1000, outstanding_cents: 1000, winnings_cents: 3050, paid_out_cents: 50, net_cents: 2050 })]).split('\r\n');
    expect(row).toBe('Ann,20,10,0,0,0,10,30.5,0.5,30,20.5,20');
    expect(csvCell(-20.5)).toBe('-20.5');
  });
});

describe('centsOrDash', () => {
  it('formats cents and shows a dash where there is no amount yet', () => {
    expect(centsOrDash(12345)).toBe('$123.45');
    expect(centsOrDash(0)).toBe('$0.00');
    expect(centsOrDash(null)).toBe('—');
  });
});

describe('ledgerExportFile', () => {
  const ledger: Ledger = {
    season: 2026,
    seasons: [2026],
    totals: {
      charged_cents: 0,
      collected_cents: 0,
      refunded_cents: 0,
      outstanding_cents: 0,
      credit_cents: 0,
      pot_cents: 0,
      league_funded_cents: 0,
      paid_out_cents: 0,
      remainder_cents: 0,
      handed_out_cents: 0,
      winnings_outstanding_cents: 0,
    },
    matches: [],
    players: [player({ name: 'Ann', winnings_cents: 3000, balance_cents: 1000 })],
    payments: [],
    refunds: [],
    payouts: [],
  };

  it('names the file after the open tab and the selected season', () => {
    expect(ledgerExportFile(ledger, 'matches', 2025).name).toBe('ledger-matches-2025.csv');
    expect(ledgerExportFile(ledger, 'payments', null).name).toBe('ledger-payments-all-seasons.csv');
  });

  it('exports the players sheet, with its settle-up column, from the Settle Up tab', () => {
    const settle = ledgerExportFile(ledger, 'settle', 2026);
    expect(settle).toEqual(ledgerExportFile(ledger, 'players', 2026));
    expect(settle.name).toBe('ledger-players-2026.csv');
    expect(settle.csv).toContain('Ann,0,0,0,0,0,0,30,0,30,0,20');
    expect(ledgerExportFile(ledger, 'winnings', 2026)).toEqual({
      name: 'ledger-winnings-2026.csv',
      csv: 'scope,date,name,won,handed over,still to hand over\r\nplayer,,Ann,30,0,30\r\n',
    });
  });
});

describe('money movements CSV', () => {
  const base = { match_id: 'm', match_name: 'Spring', player_id: 'p', player_name: 'Ann', note: null, recorded_by: 'Owner' };
  it('lists payments (voided ones marked with the reason), refunds and payouts, newest first', () => {
    const csv = paymentsToCsv({
      payments: [
        { ...base, id: '1', created_at: '2026-05-01T10:00:00Z', amount_cents: 3000, method: 'CASH', voided_at: '2026-05-02T10:00:00Z', void_reason: 'Recorded twice' },
      ],
      refunds: [{ ...base, id: '2', created_at: '2026-05-03T10:00:00Z', refunded_on: '2026-05-03', amount_cents: 1000, method: 'VENMO' }],
      payouts: [{ ...base, id: '3', created_at: '2026-05-04T10:00:00Z', paid_on: '2026-05-04', amount_cents: 2500, method: 'CASH' }],
    });
    expect(csv.split('\r\n')).toEqual([
      'type,recorded at,date,match,player,amount,method,note,recorded by,voided,void reason',
      'winnings handed over,2026-05-04T10:00:00.000Z,2026-05-04,Spring,Ann,25,Cash,,Owner,,',
      'refund,2026-05-03T10:00:00.000Z,2026-05-03,Spring,Ann,10,Venmo,,Owner,,',
      'payment,2026-05-01T10:00:00.000Z,,Spring,Ann,30,Cash,,Owner,yes,Recorded twice',
      '',
    ]);
  });

  it('sums winnings won, handed over and still to hand over per player and per match', () => {
    const csv = winningsToCsv({ players: [player({ name: 'Ann', winnings_cents: 1200, paid_out_cents: 500 })], matches: [] });
    expect(csv).toBe('scope,date,name,won,handed over,still to hand over\r\nplayer,,Ann,12,5,7\r\n');
  });
});
