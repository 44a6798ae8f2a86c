/**
 * The one place the UI turns a match (get_match_detail with its entries, results and scorecards) into scoring-engine input. The live
 * leaderboard, the results page and the final results all go through here, so they cannot disagree.
 */
import type { MatchDetail, MatchGame } from '@/api/matches/get-match-detail';
import type { GameCode, GameInput, HoleInput, MatchInput, PlayerInput, ScoringSettings } from '@/domain/types';

export const HOLE_COUNT = 18;

/** A scorecard as the UI holds it: 18 values, null where no score is entered. */
export type Holes = (number | null)[];

/** Card values per player id that replace the saved scorecards (unsaved edits, offline scores). */
export type CardOverrides = Readonly<Record<string, readonly (number | null)[]>>;

const SCORABLE_CODES: readonly GameCode[] = ['STB_V2', 'SKINS_GROSS', 'SKINS_NET', 'NASSAU', 'STROKE_PLAY'];

export function emptyHoles(): Holes {
  return Array.from({ length: HOLE_COUNT }, () => null);
}

/** Any array from the server or a CSV cut or padded to 18 holes; anything that is not a number is null. */
export function normalizeHoles(values: readonly unknown[] | null | undefined): Holes {
  return Array.from({ length: HOLE_COUNT }, (_, i) => {
    const value = values?.[i];
    if (value === null || value === undefined || value === '') return null;
    const n = Number(value);
    return Number.isFinite(n) ? n : null;
  });
}

/** The saved scorecard of a player, or 18 empty holes when there is none yet. */
export function savedHoles(detail: Pick<MatchDetail, 'scorecards'>, playerId: string): Holes {
  const card = detail.scorecards.find((c) => c.player_id === playerId);
  return normalizeHoles(card?.holes);
}

/** Enabled games the engine can score (team games are skipped: 'Requires teams (coming soon)'). */
export function scorableGames(detail: Pick<MatchDetail, 'games'>): MatchGame[] {
  return detail.games.filter((g) => g.enabled && !g.requires_teams && SCORABLE_CODES.includes(g.game_code));
}

/**
 * Who plays a game, as the server's private.game_players view says: every entrant for PER_PLAYER
 * (mandatory) and FLAT (league-funded) games, the entrants who opted in for PER_ENTRY side games.
 */
export function gamePlayerIds(detail: Pick<MatchDetail, 'entries'>, game: Pick<MatchGame, 'id' | 'pot_calc'>): string[] {
  return detail.entries
    .filter((entry) => game.pot_calc !== 'PER_ENTRY' || entry.opted_in_game_ids.includes(game.id))
    .map((entry) => entry.player_id);
}

export type EngineInputResult = { ok: true; input: MatchInput } | { ok: false; problem: string };

export const NO_TEESET_PROBLEM = 'This match has no tee set, so par and stroke indexes are unknown.';

function toNumberOrNull(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * Engine input for a match. Holes come from the tee set; rating and slope from the tee set, falling
 * back to the match's course rating and slope; players are the entrants (index = published league
 * index) with their saved scorecards unless `cards` overrides them; games are the scorable enabled
 * games with the players in each.
 */
export function buildEngineInput(
  detail: MatchDetail,
  options: { cards?: CardOverrides; settings?: ScoringSettings } = {},
): EngineInputResult {
  const { teeset, match } = detail;
  if (!teeset) return { ok: false, problem: NO_TEESET_PROBLEM };
  const pars = teeset.par_by_hole ?? [];
  const strokeIndexes = teeset.stroke_index_by_hole ?? [];
  if (pars.length !== HOLE_COUNT || strokeIndexes.length !== HOLE_COUNT) {
    return { ok: false, problem: `The tee set ${teeset.label} needs a par and a stroke index for each of the 18 holes.` };
  }
  const holes: HoleInput[] = pars.map((par, i) => ({ par: Number(par), strokeIndex: Number(strokeIndexes[i]) }));

  const rating = toNumberOrNull(teeset.rating) ?? toNumberOrNull(match.course_rating);
  const slope = toNumberOrNull(teeset.slope) ?? toNumberOrNull(match.course_slope);
  if (rating === null || slope === null) {
    return { ok: false, problem: 'This match has no course rating and slope, so handicaps cannot be applied.' };
  }

  const players: PlayerInput[] = detail.entries.map((entry) => {
    const override = options.cards?.[entry.player_id];
    return {
      id: entry.player_id,
      index: toNumberOrNull(entry.league_index),
      gross: override ? normalizeHoles(override) : savedHoles(detail, entry.player_id),
    };
  });

  const games: GameInput[] = scorableGames(detail).map((game) => ({
    code: game.game_code,
    buyInCents: game.buy_in,
    potCalc: game.pot_calc,
    playerIds: gamePlayerIds(detail, game),
  }));

  return { ok: true, input: { holes, rating, slope, players, games, settings: options.settings } };
}
