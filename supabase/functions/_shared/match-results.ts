// The money path's pure part: a match as private.engine_source reads it → the engine's result rows.
// Same assembly (engine-input) and engine (score-match) as the browser's preview: the generated copy
// of src/domain in ./domain (npm run sync:domain).
import { buildEngineInput, scoringSettingsFrom, type MatchSource, type SettingsSource, type SourceAdjustment } from './domain/engine-input.ts';
import { leagueRoundPostings } from './domain/handicap-posting.ts';
import { resultRowsFromScore, type ResultRow } from './domain/result-rows.ts';
import { scoreMatch } from './domain/score-match.ts';
import type { MatchScore } from './domain/types.ts';
import { HttpError } from './http.ts';

export type EngineSource = MatchSource & { settings: SettingsSource; adjustments: SourceAdjustment[] };

/** Request fields that would carry results: refused by name, so an old or forged client learns why. */
const RESULT_FIELDS = /result|payout|position|points|skins/i;

export const CLIENT_RESULTS_REFUSED = 'Results and payouts sent by a client are refused: the server computes them from the scorecards.';

/** {matchId, finalize?}; anything else is refused with the reason. */
export function parseFinalizeRequest(body: Record<string, unknown>): { matchId: string; finalize: boolean } {
  for (const key of Object.keys(body)) {
    if (key === 'matchId' || key === 'finalize') continue;
    throw new HttpError(400, RESULT_FIELDS.test(key) ? CLIENT_RESULTS_REFUSED : `Unknown field: ${key}`, { field: key });
  }
  const matchId = body.matchId;
  if (typeof matchId !== 'string' || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(matchId)) {
    throw new HttpError(400, 'matchId must be a match id', { field: 'matchId' });
  }
  if (body.finalize !== undefined && typeof body.finalize !== 'boolean') {
    throw new HttpError(400, 'finalize must be true or false', { field: 'finalize' });
  }
  return { matchId, finalize: body.finalize !== false };
}

/**
 * Stored results are final results (DESIGN rule 37), saved or finalized: in match play a hole a side has no
 * score on is conceded by it and a side with no card forfeits; "thru N" is for the live board only.
 */
function engineInput(source: EngineSource) {
  const built = buildEngineInput(source, { settings: scoringSettingsFrom(source.settings), adjustments: source.adjustments, final: true });
  if (!built.ok) throw new HttpError(422, built.problem);
  return built.input;
}

/** The engine's score of the match; input the engine cannot score is a 422 with its reason. */
export function scoreSource(source: EngineSource): MatchScore {
  const input = engineInput(source);
  try {
    return scoreMatch(input);
  } catch (error) {
    throw new HttpError(422, error instanceof Error ? error.message : String(error));
  }
}

export function engineResultRows(source: EngineSource): ResultRow[] {
  return resultRowsFromScore(scoreSource(source));
}

/** The handicap record's rounds of the match: each complete card's adjusted gross (net double bogey per hole). */
export function leagueRounds(source: EngineSource): { player_id: string; adjusted_gross: number }[] {
  return leagueRoundPostings(engineInput(source)).map((r) => ({ player_id: r.playerId, adjusted_gross: r.adjustedGross }));
}
