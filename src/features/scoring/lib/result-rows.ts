/**
 * What the results tab shows per game, read-only: the engine's position, points and skins (the server
 * stores exactly these; corrections are adjustments), and the spec's checks before saving.
 */
import type { GameCode, MatchScore, ScoredGame } from '@/domain/types';

export const POINTS_REQUIRED_MESSAGE = 'Please enter points for at least one player';
export const SKINS_REQUIRED_MESSAGE = 'Please enter skins won for at least one player';

export const isSkinsGame = (code: GameCode) => code === 'SKINS_GROSS' || code === 'SKINS_NET';

/** Which columns a game shows: position, Stableford points, skins won. */
export function resultFields(code: GameCode): { position: boolean; points: boolean; skins: boolean } {
  if (code === 'STB_V2') return { position: true, points: true, skins: false };
  if (isSkinsGame(code)) return { position: true, points: false, skins: true };
  return { position: code === 'STROKE_PLAY' || code === 'MATCH_PLAY' || code === 'FOUR_BALL', points: false, skins: false };
}

/** The spec's message when a game has nothing to pay on yet (no points, no skins), or null. */
export function gameProblem(game: ScoredGame): string | null {
  const fields = resultFields(game.code);
  if (fields.points && !game.results.some((r) => (r.points ?? 0) > 0)) return POINTS_REQUIRED_MESSAGE;
  if (fields.skins && !game.results.some((r) => r.skinsWon > 0)) return SKINS_REQUIRED_MESSAGE;
  return null;
}

/** Each game's problem; empty when the results can be saved. */
export function validateResults(score: MatchScore): Partial<Record<GameCode, string>> {
  const problems: Partial<Record<GameCode, string>> = {};
  for (const game of score.games) {
    const problem = gameProblem(game);
    if (problem) problems[game.code] = problem;
  }
  return problems;
}
