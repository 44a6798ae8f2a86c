/**
 * The single entry point of the scoring engine: the live leaderboard and the stored results both
 * come from here, so they cannot disagree.
 */
import { correctedCard, disqualifiedIn, disqualifiedResult, placeDecisionsIn } from './adjustments';
import { scoreFourBallGame } from './games/four-ball';
import { scoreMatchPlayGame } from './games/match-play';
import { scoreNassauGame } from './games/nassau';
import { scoreTeamNassauGame } from './games/team-nassau';
import { scorePlaceGame } from './games/place-game';
import { sortResults } from './games/results-order';
import { scoreSkinsGame } from './games/skins';
import { DEFAULT_PAYOUT_CURVES, type PayoutCurves } from './payout-curves';
import { potCents } from './pots';
import { compareIds, rankCompetition } from './ranking';
import { gameAllowancePct, playerScoringContext, scorePlayer } from './score-player';
import { courseHandicap } from './handicap';
import type { Adjustment, FieldGameScore, GameCode, GameHandicap, GameInput, HoleInput, LeaderboardRow, MatchInput, MatchScore, PlaceTies, ScoredGame, ScoredPlayer } from './types';
import { findMatchInputProblems } from './validate-match';

interface GameRules {
  allowancePct: number;
  handicaps: GameHandicap[];
  holes: readonly HoleInput[];
  curves: PayoutCurves;
  placeTies: PlaceTies;
  adjustments: readonly Adjustment[];
  /** Final results rather than the live board (MatchInput.final). */
  final: boolean;
}

/** The pot counts everyone in the game; a disqualified player is scored out of it and paid nothing. */
function scoreGame(game: GameInput, field: readonly ScoredPlayer[], rules: GameRules): ScoredGame {
  const pot = potCents(game.buyInCents, game.potCalc, field.length, field.length);
  const disqualified = disqualifiedIn(game.code, rules.adjustments);
  const inPlay = field.filter((p) => !disqualified.has(p.id));
  const scored = { ...scoreFieldGame(game, inPlay, pot, rules), allowancePct: rules.allowancePct, handicaps: rules.handicaps };
  if (disqualified.size === 0) return scored;
  const dqResults = field.flatMap((p) => {
    const reason = disqualified.get(p.id);
    return reason === undefined ? [] : [disqualifiedResult(p.id, reason)];
  });
  return { ...scored, results: sortResults([...scored.results, ...dqResults]) };
}

function scoreFieldGame(game: GameInput, field: readonly ScoredPlayer[], pot: number, rules: GameRules): FieldGameScore {
  const { holes, curves, placeTies } = rules;
  const holeCount = holes.length;
  const common = { code: game.code, potCents: pot, players: field, holeCount };
  const decisions = placeDecisionsIn(game.code, rules.adjustments);
  switch (game.code) {
    case 'STB_V2':
      return scorePlaceGame({ ...common, curves, metric: 'stableford', placeTies, decisions });
    case 'STROKE_PLAY':
      return scorePlaceGame({ ...common, curves, metric: 'net', placeTies, decisions });
    case 'SKINS_GROSS':
      return scoreSkinsGame({ ...common, basis: 'gross' });
    case 'SKINS_NET':
      return scoreSkinsGame({ ...common, basis: 'net' });
    case 'NASSAU':
      return scoreNassauGame(common);
    case 'MATCH_PLAY':
      return scoreMatchPlayGame({ code: game.code, potCents: pot, players: field, holes, teams: game.teams, format: game.format, curves, placeTies, final: rules.final, draw: game.draw });
    case 'FOUR_BALL':
      return scoreFourBallGame({ ...common, teams: game.teams, format: game.format, curves, placeTies });
    case 'TEAM_NASSAU':
      return scoreTeamNassauGame({ ...common, teams: game.teams });
  }
}

/** Throws an Error listing every problem when the input is invalid (see findMatchInputProblems). */
export function scoreMatch(input: MatchInput): MatchScore {
  const problems = findMatchInputProblems(input);
  if (problems.length > 0) throw new Error(problems.join('; '));

  const settings = input.settings ?? {};
  const curves = settings.payoutCurves ?? DEFAULT_PAYOUT_CURVES;
  const context = playerScoringContext(input);
  const { par, stablefordTable } = context;
  const allowanceFor = (code: GameCode): number => gameAllowancePct(settings, code);

  // Every player's card scored once per allowance in use (most matches: one).
  const adjustments = input.adjustments ?? [];
  const sortedPlayers = [...input.players].sort((a, b) => compareIds(a.id, b.id));
  const scoredAt = new Map<number, Map<string, ScoredPlayer>>();
  const playersAt = (allowancePct: number): Map<string, ScoredPlayer> => {
    let byId = scoredAt.get(allowancePct);
    if (!byId) {
      byId = new Map(
        sortedPlayers.map((p) => {
          const { gross, corrections } = correctedCard(p, adjustments);
          return [p.id, { ...scorePlayer({ ...p, gross }, { ...context, allowancePct }), corrections }];
        }),
      );
      scoredAt.set(allowancePct, byId);
    }
    return byId;
  };
  // The card (strokes, net, points, the leaderboard) is the Stableford game's.
  const players = [...playersAt(allowanceFor('STB_V2')).values()];
  const games = input.games.map((game) => {
    const allowancePct = allowanceFor(game.code);
    const playerById = playersAt(allowancePct);
    const field = game.playerIds.flatMap((id) => {
      const player = playerById.get(id);
      return player === undefined ? [] : [player];
    });
    const handicaps: GameHandicap[] = [...field].sort((a, b) => compareIds(a.id, b.id)).map((p) => ({
      playerId: p.id,
      courseHandicap: courseHandicap(p.index, input.slope, input.rating, par).value,
      playingHandicap: p.courseHandicap,
      noIndex: p.noIndex,
    }));
    return scoreGame(game, field, { allowancePct, handicaps, holes: input.holes, curves, placeTies: settings.placeTies ?? 'split', adjustments, final: input.final ?? false });
  });

  const leaderboard: LeaderboardRow[] = rankCompetition(players, (p) => p.stablefordPoints, 'higher').map(
    ({ item, position }) => ({
      rank: position,
      playerId: item.id,
      grossTotal: item.grossTotal,
      netTotal: item.netTotal,
      stablefordPoints: item.stablefordPoints,
      holesPlayed: item.holesPlayed,
    }),
  );

  const sum = (pick: (g: ScoredGame) => number): number => games.reduce((total, g) => total + pick(g), 0);
  return {
    par,
    stablefordTable,
    players,
    games,
    leaderboard,
    totals: { potCents: sum((g) => g.potCents), paidCents: sum((g) => g.paidCents), remainderCents: sum((g) => g.remainderCents) },
  };
}
