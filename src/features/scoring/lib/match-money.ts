/**
 * Each entrant's money in a match for the admin's settle sheet: what they won (stored results), what they put in
 * (the server's stake, sent to admins; else the buy-ins of the games they played) and what they have already paid
 * the league. Other viewers never see another entrant's buy-ins or net (DESIGN rule 20): the match page's
 * "Money by player" shows only what get_match_balances sends.
 */
import type { MatchPageDetail } from '@/api/matches/get-match-detail';
import { entryChargesCents } from '@/domain/pots';
import type { PlayerMatchMoney } from '@/domain/settle-up';

/** Σ buy-ins of the enabled games the entrant plays (FLAT pots are league-funded: nothing to put in). */
export function stakeCents(detail: Pick<MatchPageDetail, 'games'>, optedInGameIds: readonly string[]): number {
  return entryChargesCents(
    detail.games
      .filter((game) => game.enabled)
      .map((game) => ({ buyInCents: game.buy_in, potCalc: game.pot_calc, optedIn: optedInGameIds.includes(game.id) })),
  );
}

/** Per entrant: won, stake and (0 where the viewer may not see it) paid. */
export function playerMoney(detail: Pick<MatchPageDetail, 'games' | 'entries' | 'results'>): PlayerMatchMoney[] {
  return detail.entries.map((entry) => ({
    playerId: entry.player_id,
    wonCents: detail.results.filter((r) => r.player_id === entry.player_id).reduce((sum, r) => sum + r.payout_cents, 0),
    stakeCents: entry.stake_cents ?? stakeCents(detail, entry.opted_in_game_ids),
    paidCents: entry.paid_cents ?? 0,
  }));
}
