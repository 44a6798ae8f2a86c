/** The match page's entries: who is in (rpc get_match_entries) joined with what each owes (rpc get_match_balances). */

/** An entry as rpc get_match_entries sends it (in entry order). */
export type EntryRow = {
  id: string;
  player_id: string;
  name: string;
  nickname: string | null;
  league_index: number | null;
  /** The enabled games the entrant plays (every PER_PLAYER and FLAT game, and the PER_ENTRY games they opted into). */
  opted_in_game_ids: string[];
  /** Only sent to admins; null otherwise. */
  email: string | null;
  /** The entrant's team of two (team games: rpc save_teams / build_teams); null without one. */
  team_id?: string | null;
};

/** PAID / PENDING for what was due; NOTHING_DUE when the entry owes nothing (not "Paid", DESIGN rule 19). */
export type PaymentStatus = 'PAID' | 'PENDING' | 'NOTHING_DUE';

/**
 * What an entrant owes and paid, as rpc get_match_balances sends it. The amounts are sent to admins
 * and to the entrant themselves only (DESIGN rule 20); everyone else gets null and the status.
 */
export type EntryBalance = {
  player_id: string;
  paid_in_full: boolean;
  status: PaymentStatus;
  /** What the player owes for this match before payments (Σ PER_PLAYER + opted-in PER_ENTRY), cents. */
  due_cents: number | null;
  paid_cents: number | null;
  /** due − paid (negative = credit), cents. */
  balance_cents: number | null;
  /**
   * The entrant's buy-ins (what they put in) and net (won − buy-ins), cents: sent to admins and the entrant, and to
   * active members for a final match when the league publishes nets (setting publishNetsToMembers); null otherwise.
   */
  stake_cents?: number | null;
  net_cents?: number | null;
};

/** An entry with its balance, as the match page shows it. */
export type MatchEntry = EntryRow & Omit<EntryBalance, 'player_id'>;

/** An entry whose amounts the viewer may see: every entry for admins, their own for a player. */
export type PricedEntry = MatchEntry & { due_cents: number; paid_cents: number; balance_cents: number };

export const hasAmounts = (entry: MatchEntry): entry is PricedEntry =>
  entry.due_cents !== null && entry.paid_cents !== null && entry.balance_cents !== null;

/** Each entry with its balance; null when the two answers name different entrants. */
export function withBalances(rows: readonly EntryRow[], balances: readonly EntryBalance[]): MatchEntry[] | null {
  const byPlayer = new Map(balances.map(({ player_id, ...balance }) => [player_id, balance]));
  if (byPlayer.size !== rows.length) return null;
  const entries: MatchEntry[] = [];
  for (const row of rows) {
    const balance = byPlayer.get(row.player_id);
    if (!balance) return null;
    entries.push({ ...row, ...balance });
  }
  return entries;
}

