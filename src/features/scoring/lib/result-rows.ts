/**
 * Result rows for save_results / finalize_match: one per player per game, straight from the
 * engine. The admin may correct position (not Stableford's, which is computed), points and skins
 * won; payouts and their explanations always come from the engine, never from typed numbers.
 */
import type { GameCode, MatchScore, ResultExplanation, ScoredGame } from '@/domain/types';

export type ResultRow = {
  player_id: string;
  game_code: GameCode;
  position: number | null;
  points: number | null;
  skins_won: number;
  payout_cents: number;
  notes: string | null;
  explanation: ResultExplanation;
};

export type ResultField = 'position' | 'points' | 'skinsWon';
/** Typed text per game, player and field; absent = the engine's value. */
export type ResultOverrides = Partial<Record<GameCode, Record<string, Partial<Record<ResultField, string>>>>>;

export const POINTS_REQUIRED_MESSAGE = 'Please enter points for at least one player';
export const SKINS_REQUIRED_MESSAGE = 'Please enter skins won for at least one player';

export const isSkinsGame = (code: GameCode) => code === 'SKINS_GROSS' || code === 'SKINS_NET';

/** Which inputs a game shows: Stableford points, skins won, and whether position can be typed. */
export function resultFields(code: GameCode): { position: 'edit' | 'read' | 'none'; points: boolean; skins: boolean } {
  if (code === 'STB_V2') return { position: 'read', points: true, skins: false };
  if (isSkinsGame(code)) return { position: 'edit', points: false, skins: true };
  if (code === 'STROKE_PLAY') return { position: 'edit', points: false, skins: false };
  return { position: 'none', points: false, skins: false };
}

const text = (value: number | null) => (value === null ? '' : String(value));

/** The text an input shows: the admin's correction, or the engine's value. */
export function resultValue(game: ScoredGame, playerId: string, field: ResultField, overrides: ResultOverrides): string {
  const typed = overrides[game.code]?.[playerId]?.[field];
  if (typed !== undefined) return typed;
  const result = game.results.find((r) => r.playerId === playerId);
  if (!result) return '';
  if (field === 'position') return text(result.position);
  if (field === 'points') return text(result.points);
  return text(result.skinsWon);
}

function fieldError(field: ResultField, value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const n = Number(trimmed);
  if (field === 'position') return Number.isInteger(n) && n >= 1 ? null : 'Position must be a whole number of 1 or more';
  if (field === 'points') return Number.isFinite(n) && n >= 0 && Number.isInteger(n * 2) ? null : 'Points must be 0 or more in steps of 0.5';
  return Number.isInteger(n) && n >= 0 ? null : 'Skins won must be a whole number of 0 or more';
}

export type GameValidation = { message: string | null; fieldErrors: Record<string, Partial<Record<ResultField, string>>> };

export function validateGame(game: ScoredGame, overrides: ResultOverrides): GameValidation {
  const fields = resultFields(game.code);
  const fieldErrors: GameValidation['fieldErrors'] = {};
  const editable: ResultField[] = [
    ...(fields.position === 'edit' ? (['position'] as const) : []),
    ...(fields.points ? (['points'] as const) : []),
    ...(fields.skins ? (['skinsWon'] as const) : []),
  ];
  for (const result of game.results) {
    for (const field of editable) {
      const error = fieldError(field, resultValue(game, result.playerId, field, overrides));
      if (error) fieldErrors[result.playerId] = { ...fieldErrors[result.playerId], [field]: error };
    }
  }
  const anyAbove = (field: ResultField) =>
    game.results.some((r) => Number(resultValue(game, r.playerId, field, overrides).trim() || 0) > 0);
  let message: string | null = null;
  if (fields.points && !anyAbove('points')) message = POINTS_REQUIRED_MESSAGE;
  if (fields.skins && !anyAbove('skinsWon')) message = SKINS_REQUIRED_MESSAGE;
  return { message, fieldErrors };
}

/** Every game's validation; empty when the results can be saved. */
export function validateResults(score: MatchScore, overrides: ResultOverrides): Partial<Record<GameCode, GameValidation>> {
  const problems: Partial<Record<GameCode, GameValidation>> = {};
  for (const game of score.games) {
    const validation = validateGame(game, overrides);
    if (validation.message || Object.keys(validation.fieldErrors).length > 0) problems[game.code] = validation;
  }
  return problems;
}

const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));

export function buildResultRows(score: MatchScore, overrides: ResultOverrides): ResultRow[] {
  return score.games.flatMap((game) => {
    const fields = resultFields(game.code);
    return game.results.map((result) => ({
      player_id: result.playerId,
      game_code: game.code,
      position: fields.position === 'edit' ? numberOrNull(resultValue(game, result.playerId, 'position', overrides)) : result.position,
      points: fields.points ? numberOrNull(resultValue(game, result.playerId, 'points', overrides)) : result.points,
      skins_won: fields.skins ? (numberOrNull(resultValue(game, result.playerId, 'skinsWon', overrides)) ?? 0) : result.skinsWon,
      payout_cents: result.payoutCents,
      notes: result.summary,
      explanation: result.explanation,
    }));
  });
}
