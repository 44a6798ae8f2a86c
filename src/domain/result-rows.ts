/**
 * The rows stored in public.results for a scored match: one per player per game, straight from the
 * engine — position, points, skins, payout, the summary as notes and the explanation. The
 * finalize-match edge function writes exactly these; tests compare stored results with them.
 */
import type { GameCode, MatchScore, ResultExplanation } from './types';

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

export function resultRowsFromScore(score: MatchScore): ResultRow[] {
  return score.games.flatMap((game) =>
    game.results.map((result) => ({
      player_id: result.playerId,
      game_code: game.code,
      position: result.position,
      points: result.points,
      skins_won: result.skinsWon,
      payout_cents: result.payoutCents,
      notes: result.summary,
      explanation: result.explanation,
    })),
  );
}
