/**
 * The one place a match's rows (tee set, games, entries with opt-ins, scorecards, adjustments) and the
 * league's settings become scoring-engine input. The browser's live preview and the finalize-match
 * edge function (which stores the results) both go through here, so they cannot disagree.
 */
import { NET_GAME_CODES, noIndexNotAllowedProblem, parseNoIndexPlaysOff, playingIndex } from './no-index';
import { parsePayoutCurve } from './payout-curves';
import type { PotCalc } from './pots';
import type { StablefordTableId } from './stableford';
import { HOLE_COUNT } from './scorecard';
import { playsInTeams, TEAM_GAME_CODES } from './teams';
import {
  GAME_CODES,
  type Adjustment,
  type GameCode,
  type GameInput,
  type HoleInput,
  type MatchInput,
  type PlaceTies,
  type PlayerInput,
  type ScoringSettings,
  type TeamInput,
} from './types';

type Numeric = number | string | null;

/** The match as the database sends it (get_match_detail and friends, or private.engine_source). */
export interface MatchSource {
  /** bracket_draw: the Match Play bracket's recorded draw (side ids in the order drawn), null before it is made. */
  match: { course_rating: Numeric; course_slope: Numeric; bracket_draw?: readonly string[] | null | undefined };
  teeset: {
    label: string;
    rating: Numeric;
    slope: Numeric;
    par_by_hole: readonly Numeric[] | null;
    stroke_index_by_hole: readonly Numeric[] | null;
  } | null;
  games: readonly SourceGame[];
  entries: readonly SourceEntry[];
  scorecards: readonly { player_id: string; holes: readonly unknown[] | null }[];
  /** The match's teams (match_teams); when absent, the entries' team_id says who plays together. */
  teams?: readonly SourceTeam[] | undefined;
}

export interface SourceEntry {
  player_id: string;
  league_index: Numeric;
  opted_in_game_ids: readonly string[];
  name?: string | undefined;
  /** The entry's team (match_entries.team_id), null without one. */
  team_id?: string | null | undefined;
}

/** A match_teams row with its players. */
export interface SourceTeam {
  id: string;
  number: number;
  name: string | null;
  player_ids: readonly string[];
}

export interface SourceGame {
  id: string;
  game_code: GameCode;
  enabled: boolean;
  buy_in: number;
  pot_calc: PotCalc;
  /** The catalog's "needs teams or a format set up"; team games are scorable like the others. */
  requires_teams: boolean;
  /** match_games.format: MATCH_PLAY and FOUR_BALL formats, null for the other games. */
  format?: string | null | undefined;
}

/** A result_adjustments row. */
export interface SourceAdjustment {
  kind: 'PLACE' | 'DISQUALIFIED' | 'HOLE';
  player_id: string;
  game_code: GameCode | null;
  place: number | null;
  hole: number | null;
  gross: number | null;
  reason: string;
}

/** The league's scoring settings as get_public_settings sends them. */
export interface SettingsSource {
  stablefordTable: StablefordTableId;
  allowancePct: number | string;
  payoutCurves: { small: string; medium: string; large: string };
  placeTies?: PlaceTies | undefined;
  /** Settings registered after the baseline, as stored text (allowanceByGame and noIndexPlaysOff among them). */
  extra?: Readonly<Record<string, string>> | undefined;
}

/**
 * The allowanceByGame setting ({"STROKE_PLAY": 90, …}, validated by the database) as the engine reads
 * it; missing or unreadable text means no game has its own allowance.
 */
export function parseAllowanceByGame(text: string | undefined): Partial<Record<GameCode, number>> {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const result: Partial<Record<GameCode, number>> = {};
  for (const [code, pct] of Object.entries(parsed)) {
    if (GAME_CODES.includes(code as GameCode) && typeof pct === 'number') result[code as GameCode] = pct;
  }
  return result;
}

/** The league's scoring settings: one Stableford table, the allowances, the payout curves, the tie rule. */
export function scoringSettingsFrom(settings: SettingsSource): ScoringSettings {
  return {
    stablefordTable: settings.stablefordTable,
    allowancePct: Number(settings.allowancePct),
    allowanceByGame: parseAllowanceByGame(settings.extra?.allowanceByGame),
    payoutCurves: {
      small: parsePayoutCurve(settings.payoutCurves.small),
      medium: parsePayoutCurve(settings.payoutCurves.medium),
      large: parsePayoutCurve(settings.payoutCurves.large),
    },
    placeTies: settings.placeTies ?? 'split',
    noIndexPlaysOff: parseNoIndexPlaysOff(settings.extra?.noIndexPlaysOff),
  };
}

/** What a finished match recorded at its first finalize (matches.played_with); null before. */
export interface PlayedWith {
  indexes: Readonly<Record<string, Numeric>>;
  settings: SettingsSource;
}

/**
 * The settings a match is scored with: the ones recorded at its first finalize, so a later change of the
 * league's settings never rewrites a finished match; otherwise the league's current ones.
 */
export function matchSettings(match: { played_with?: PlayedWith | null | undefined }, current: SettingsSource | undefined): ScoringSettings | undefined {
  const source = match.played_with?.settings ?? current;
  return source ? scoringSettingsFrom(source) : undefined;
}

/** A stored adjustment as the engine reads it; rows the table's checks would refuse are reported. */
export function toAdjustment(row: SourceAdjustment): Adjustment {
  if (row.kind === 'HOLE' && row.hole !== null) {
    return { kind: 'HOLE', playerId: row.player_id, hole: row.hole, gross: row.gross, reason: row.reason };
  }
  if (row.kind === 'PLACE' && row.game_code !== null && row.place !== null) {
    return { kind: 'PLACE', playerId: row.player_id, gameCode: row.game_code, place: row.place, reason: row.reason };
  }
  if (row.kind === 'DISQUALIFIED') return { kind: 'DISQUALIFIED', playerId: row.player_id, gameCode: row.game_code, reason: row.reason };
  throw new Error(`Adjustment ${row.kind} is missing its details`);
}

/** A scorecard as the UI holds it: 18 values, null where no score is entered. */
export type Holes = (number | null)[];

/** Card values per player id that replace the saved scorecards (unsaved edits, offline scores). */
export type CardOverrides = Readonly<Record<string, readonly (number | null)[]>>;

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
export function savedHoles(detail: Pick<MatchSource, 'scorecards'>, playerId: string): Holes {
  const card = detail.scorecards.find((c) => c.player_id === playerId);
  return normalizeHoles(card?.holes);
}

/** Enabled games the engine knows (every catalog game, team games included). */
export function scorableGames<G extends SourceGame>(detail: { games: readonly G[] }): G[] {
  return detail.games.filter((g) => g.enabled && GAME_CODES.includes(g.game_code));
}

/** The match's teams: the source's team list, else the teams the entries' team_id forms (in first-seen order). */
export function matchTeams(detail: Pick<MatchSource, 'teams' | 'entries'>): TeamInput[] {
  if (detail.teams) return detail.teams.map((t) => ({ id: t.id, playerIds: [...t.player_ids] }));
  const byTeam = new Map<string, string[]>();
  for (const entry of detail.entries) {
    if (entry.team_id) byTeam.set(entry.team_id, [...(byTeam.get(entry.team_id) ?? []), entry.player_id]);
  }
  return [...byTeam.entries()].map(([id, playerIds]) => ({ id, playerIds }));
}

/** A team game's teams, each with its players in the game (teams with none are left out; a lone partner is reported by the engine). */
export function gameTeams(teams: readonly TeamInput[], playerIds: readonly string[]): TeamInput[] {
  const inGame = new Set(playerIds);
  return teams.flatMap((team) => {
    const members = team.playerIds.filter((id) => inGame.has(id));
    return members.length === 0 ? [] : [{ id: team.id, playerIds: members }];
  });
}

/**
 * Who plays a game, as the server's private.game_players view says: every entrant for PER_PLAYER
 * (mandatory) and FLAT (league-funded) games, the entrants who opted in for PER_ENTRY side games.
 */
export function gamePlayerIds(detail: Pick<MatchSource, 'entries'>, game: Pick<SourceGame, 'id' | 'pot_calc'>): string[] {
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
 * games with the players in each (team games with their format and, when played in teams, the
 * match's teams); adjustments in the order they were made.
 */
export function buildEngineInput(
  detail: MatchSource,
  options: {
    cards?: CardOverrides | undefined;
    settings?: ScoringSettings | undefined;
    adjustments?: readonly SourceAdjustment[] | undefined;
    /** Settle as final results (MatchInput.final): the server's stored results, a final match's page. */
    final?: boolean | undefined;
  } = {},
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

  const noIndexRule = options.settings?.noIndexPlaysOff;
  const players: PlayerInput[] = detail.entries.map((entry) => {
    const override = options.cards?.[entry.player_id];
    return {
      id: entry.player_id,
      ...playingIndex(toNumberOrNull(entry.league_index), noIndexRule),
      gross: override ? normalizeHoles(override) : savedHoles(detail, entry.player_id),
    };
  });

  const teams = matchTeams(detail);
  const games: GameInput[] = scorableGames(detail).map((game) => {
    const input: GameInput = { code: game.game_code, buyInCents: game.buy_in, potCalc: game.pot_calc, playerIds: gamePlayerIds(detail, game) };
    if (!TEAM_GAME_CODES.includes(game.game_code)) return input;
    const withFormat: GameInput = { ...input, format: game.format ?? null };
    const bracketDraw = game.game_code === 'MATCH_PLAY' && (game.format ?? '').endsWith('BRACKET') ? match.bracket_draw : null;
    const withDraw = bracketDraw ? { ...withFormat, draw: [...bracketDraw] } : withFormat;
    return playsInTeams(withDraw) ? { ...withDraw, teams: gameTeams(teams, input.playerIds) } : withDraw;
  });

  if (noIndexRule === 'NOT_ALLOWED') {
    const inNetGames = new Set(games.filter((g) => NET_GAME_CODES.includes(g.code)).flatMap((g) => g.playerIds));
    const refused = detail.entries.filter((e) => toNumberOrNull(e.league_index) === null && inNetGames.has(e.player_id));
    if (refused.length > 0) return { ok: false, problem: noIndexNotAllowedProblem(refused.map((e) => e.name)) };
  }

  const adjustments = (options.adjustments ?? []).map(toAdjustment);
  return { ok: true, input: { holes, rating, slope, players, games, settings: options.settings, adjustments, final: options.final ?? false } };
}
