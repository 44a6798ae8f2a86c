/** Checks a scoreMatch input; money is at stake, so bad input is reported, never guessed around. */
import { plural } from './format';
import { NASSAU_HOLES } from './games/nassau';
import { toBasisPoints, type PayoutCurves } from './payout-curves';
import { STABLEFORD_TABLES } from './stableford';
import { playsInTeams, TEAM_PROBLEMS, unknownFormat } from './teams';
import { GAME_CODES, PLACE_TIES, type GameInput, type MatchInput } from './types';

const POT_CALCS: readonly string[] = ['PER_ENTRY', 'PER_PLAYER', 'FLAT'];

function isIntegerIn(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

function curveProblems(curves: PayoutCurves): string[] {
  const problems: string[] = [];
  for (const band of ['small', 'medium', 'large'] as const) {
    const curve: unknown = curves[band];
    if (!Array.isArray(curve)) {
      problems.push(`Payout curve ${band} is missing`);
      continue;
    }
    const basisPoints = curve.map((pct) => (typeof pct === 'number' ? toBasisPoints(pct) : null));
    if (basisPoints.some((bp) => bp === null)) {
      problems.push(`Payout curve ${band}: percentages must be numbers from 0 to 100 with at most 2 decimals`);
    } else if (basisPoints.reduce<number>((sum, bp) => sum + (bp ?? 0), 0) > 10_000) {
      problems.push(`Payout curve ${band}: percentages must not add up to more than 100%`);
    }
  }
  return problems;
}

/** A team game's teams: an even field, every player in exactly one team of two who both play the game. */
export function teamProblems(game: GameInput): string[] {
  const problems: string[] = [];
  const teams = game.teams ?? [];
  if (game.playerIds.length % 2 !== 0) problems.push(TEAM_PROBLEMS.odd);
  const teamOf = new Map<string, string>();
  for (const team of teams) {
    for (const id of team.playerIds) {
      if (teamOf.has(id)) problems.push(TEAM_PROBLEMS.twoTeams);
      teamOf.set(id, team.id);
    }
  }
  if (teams.some((team) => team.playerIds.length !== 2)) problems.push(TEAM_PROBLEMS.teamSize);
  if (game.playerIds.some((id) => !teamOf.has(id))) problems.push(TEAM_PROBLEMS.noTeam);
  const inGame = new Set(game.playerIds);
  for (const team of teams) {
    for (const id of team.playerIds) {
      if (!inGame.has(id)) problems.push(`Game ${game.code}: team ${team.id} has player ${id}, who does not play this game`);
    }
  }
  const teamIds = new Set<string>();
  for (const team of teams) {
    if (teamIds.has(team.id)) problems.push(`Game ${game.code}: team ${team.id} is listed twice`);
    teamIds.add(team.id);
  }
  return problems;
}

/** Every problem found, in reading order; empty when the input can be scored. */
export function findMatchInputProblems(input: MatchInput): string[] {
  const problems: string[] = [];
  const holeCount = input.holes.length;
  if (holeCount < 1 || holeCount > 18) problems.push(`A match has 1 to 18 holes, got ${holeCount}`);
  input.holes.forEach((h, i) => {
    if (!isIntegerIn(h.par, 3, 6)) problems.push(`Hole ${i + 1}: par must be 3 to 6`);
    if (!isIntegerIn(h.strokeIndex, 1, 18)) problems.push(`Hole ${i + 1}: stroke index must be 1 to 18`);
  });
  if (!Number.isFinite(input.rating)) problems.push('Course rating must be a number');
  if (!isIntegerIn(input.slope, 55, 155)) problems.push('Slope must be an integer between 55 and 155');

  const playerIds = new Set<string>();
  for (const player of input.players) {
    if (player.id === '') problems.push('Player id is required');
    if (playerIds.has(player.id)) problems.push(`Player ${player.id} is listed twice`);
    playerIds.add(player.id);
    if (player.index !== null && !Number.isFinite(player.index)) problems.push(`Player ${player.id}: index must be a number`);
    if (player.gross.length !== holeCount) {
      problems.push(`Player ${player.id}: ${plural(player.gross.length, 'score')} for ${plural(holeCount, 'hole')}`);
    }
    player.gross.forEach((score, i) => {
      if (score !== null && !isIntegerIn(score, 1, 12)) problems.push(`Player ${player.id}, hole ${i + 1}: score must be 1 to 12`);
    });
  }

  const gameCodes = new Set<string>();
  const teamMessages = new Set<string>();
  for (const game of input.games) {
    if (!GAME_CODES.includes(game.code)) problems.push(`Unknown game ${String(game.code)}`);
    if (game.code === 'NASSAU' && holeCount !== NASSAU_HOLES) problems.push('Nassau requires 18 holes');
    if (game.code === 'TEAM_NASSAU' && holeCount !== NASSAU_HOLES) problems.push('Two-Man Nassau requires 18 holes');
    const format = unknownFormat(game);
    if (format !== null) problems.push(`Game ${game.code}: unknown format ${format}`);
    if (gameCodes.has(game.code)) problems.push(`Game ${game.code} is listed twice`);
    gameCodes.add(game.code);
    if (!Number.isSafeInteger(game.buyInCents) || game.buyInCents < 0) {
      problems.push(`Game ${game.code}: buy-in must be a whole number of cents, 0 or more`);
    }
    if (!POT_CALCS.includes(game.potCalc)) problems.push(`Game ${game.code}: unknown pot calculation ${String(game.potCalc)}`);
    const inGame = new Set<string>();
    for (const id of game.playerIds) {
      if (!playerIds.has(id)) problems.push(`Game ${game.code}: unknown player ${id}`);
      if (inGame.has(id)) problems.push(`Game ${game.code}: player ${id} is listed twice`);
      inGame.add(id);
    }
    if (playsInTeams(game)) teamProblems(game).forEach((problem) => teamMessages.add(problem));
  }
  problems.push(...teamMessages);

  for (const adjustment of input.adjustments ?? []) {
    if (!playerIds.has(adjustment.playerId)) problems.push(`Adjustment for unknown player ${adjustment.playerId}`);
    if (adjustment.reason.trim() === '') problems.push('Every adjustment needs a reason');
    if (adjustment.kind === 'HOLE') {
      if (!isIntegerIn(adjustment.hole, 1, holeCount)) problems.push(`Hole correction: hole must be 1 to ${holeCount}`);
      if (adjustment.gross !== null && !isIntegerIn(adjustment.gross, 1, 12)) problems.push('Hole correction: score must be 1 to 12');
    } else if (adjustment.kind === 'PLACE') {
      if (adjustment.gameCode !== 'STB_V2' && adjustment.gameCode !== 'STROKE_PLAY') {
        problems.push(`Places can be decided only in Stableford and stroke play, not ${String(adjustment.gameCode)}`);
      }
      if (!Number.isInteger(adjustment.place) || adjustment.place < 1) problems.push('A decided place must be 1 or more');
    } else if (adjustment.gameCode !== null && !gameCodes.has(adjustment.gameCode)) {
      problems.push(`Disqualification from ${adjustment.gameCode}, which this match does not play`);
    }
  }

  const settings = input.settings ?? {};
  if (settings.placeTies !== undefined && !PLACE_TIES.includes(settings.placeTies)) {
    problems.push(`Unknown rule for ties on places ${String(settings.placeTies)}`);
  }
  if (settings.stablefordTable !== undefined && !Object.hasOwn(STABLEFORD_TABLES, settings.stablefordTable)) {
    problems.push(`Unknown Stableford table ${String(settings.stablefordTable)}`);
  }
  if (settings.allowancePct !== undefined && !(settings.allowancePct >= 0 && settings.allowancePct <= 100)) {
    problems.push('Handicap allowance must be 0 to 100%');
  }
  for (const [code, pct] of Object.entries(settings.allowanceByGame ?? {})) {
    if (!(pct !== undefined && Number.isInteger(pct) && pct >= 0 && pct <= 100)) problems.push(`Handicap allowance for ${code} must be a whole number from 0 to 100%`);
  }
  if (settings.payoutCurves !== undefined) problems.push(...curveProblems(settings.payoutCurves));
  return problems;
}
