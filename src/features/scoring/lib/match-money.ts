/**
 * Each entrant's money in a match, from the match page's data: what they won (stored results), what
 * they put in (the buy-ins of the games they played, public — DESIGN rule 20 keeps only payments
 * private) and, where the viewer may see it, what they have already paid the league.
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
    stakeCents: stakeCents(detail, entry.opted_in_game_ids),
    paidCents: entry.paid_cents ?? 0,
  }));
}
