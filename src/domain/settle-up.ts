/**
 * Who pays whom after a match. Every amount is integer cents.
 *
 * A player's result for the match is won − stake (the buy-ins of the games they played). Part of the
 * stake may already be with the league (paid in to the treasurer), so what is left to move is
 *   player:  won − stake + paid   (> 0: to receive, < 0: to pay)
 *   league:  −Σ of the players'   (it holds the money paid in, funds FLAT pots, keeps what nobody won)
 * and the balances add up to zero. settleTransfers turns balances that add up to zero into at most
 * parties − 1 transfers that leave every party at exactly zero.
 */

export interface SettleParty {
  id: string;
  /** > 0: is owed this much; < 0: owes this much. */
  balanceCents: number;
}

export interface Transfer {
  fromId: string;
  toId: string;
  cents: number;
}

/** The league (its treasurer) as a party of the settle sheet. */
export const LEAGUE_PARTY_ID = 'league';

function assertCents(cents: number, what: string): void {
  if (!Number.isSafeInteger(cents)) throw new Error(`${what} must be a whole number of cents, got ${cents}`);
}

/**
 * Largest debtor pays largest creditor, repeatedly (ties by id, so the sheet is the same every time).
 * Each step settles at least one party, so there are at most parties − 1 transfers, each > 0.
 */
export function settleTransfers(parties: readonly SettleParty[]): Transfer[] {
  const ids = new Set<string>();
  let total = 0;
  for (const party of parties) {
    assertCents(party.balanceCents, `Balance of ${party.id}`);
    if (ids.has(party.id)) throw new Error(`Party ${party.id} is listed twice`);
    ids.add(party.id);
    total += party.balanceCents;
  }
  if (total !== 0) throw new Error(`Balances must add up to zero, got ${total}`);

  const byAmountThenId = (a: { id: string; cents: number }, b: { id: string; cents: number }) =>
    b.cents - a.cents || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const creditors = parties.filter((p) => p.balanceCents > 0).map((p) => ({ id: p.id, cents: p.balanceCents }));
  const debtors = parties.filter((p) => p.balanceCents < 0).map((p) => ({ id: p.id, cents: -p.balanceCents }));
  const transfers: Transfer[] = [];
  while (creditors.length > 0 && debtors.length > 0) {
    creditors.sort(byAmountThenId);
    debtors.sort(byAmountThenId);
    const creditor = creditors[0];
    const debtor = debtors[0];
    if (!creditor || !debtor) break;
    const cents = Math.min(creditor.cents, debtor.cents);
    transfers.push({ fromId: debtor.id, toId: creditor.id, cents });
    creditor.cents -= cents;
    debtor.cents -= cents;
    if (creditor.cents === 0) creditors.shift();
    if (debtor.cents === 0) debtors.shift();
  }
  return transfers;
}

/** One entrant's money in a match. */
export interface PlayerMatchMoney {
  playerId: string;
  /** Σ payouts over the games of the match. */
  wonCents: number;
  /** Σ buy-ins of the games they played (what they put in). */
  stakeCents: number;
  /** What they have already paid the league for this match (payments − refunds). */
  paidCents: number;
}

export interface PlayerSummaryRow {
  playerId: string;
  wonCents: number;
  stakeCents: number;
  /** won − stake. */
  netCents: number;
}

/** Won / paid in / net per player, best net first (then id). */
export function playerSummary(players: readonly Omit<PlayerMatchMoney, 'paidCents'>[]): PlayerSummaryRow[] {
  return players
    .map((p) => {
      assertCents(p.wonCents, `Winnings of ${p.playerId}`);
      assertCents(p.stakeCents, `Stake of ${p.playerId}`);
      return { playerId: p.playerId, wonCents: p.wonCents, stakeCents: p.stakeCents, netCents: p.wonCents - p.stakeCents };
    })
    .sort((a, b) => b.netCents - a.netCents || (a.playerId < b.playerId ? -1 : a.playerId > b.playerId ? 1 : 0));
}

export interface MatchSettlement {
  /** Each player's balance, then the league's (LEAGUE_PARTY_ID); they add up to zero. */
  parties: SettleParty[];
  transfers: Transfer[];
}

/** The settle sheet of a match: what is left to move between the players and the league, and how. */
export function matchSettlement(players: readonly PlayerMatchMoney[]): MatchSettlement {
  const parties: SettleParty[] = players.map((p) => {
    assertCents(p.paidCents, `Payments of ${p.playerId}`);
    if (p.playerId === LEAGUE_PARTY_ID) throw new Error(`A player cannot have the id ${LEAGUE_PARTY_ID}`);
    return { id: p.playerId, balanceCents: p.wonCents - p.stakeCents + p.paidCents };
  });
  const league = 0 - parties.reduce((sum, p) => sum + p.balanceCents, 0);
  const all = [...parties, { id: LEAGUE_PARTY_ID, balanceCents: league }];
  return { parties: all, transfers: settleTransfers(all) };
}
