// The one-off report of DESIGN rule 37 (team games settle by the rules), its pure part: every final match with a
// match-play or team game, as private.team_settlement_sources reads it, recomputed by the engine as final results
// (scoreSource: a hole one side has no score on is conceded, a side with no card forfeits, a Two-Man Nassau team's
// winnings are added before the split, bracket ties seed by the exact index and the recorded draw) and compared
// with the results stored at its finalize. It lists the differences (match, player, game, stored → recomputed);
// it never writes: the admin decides whether to reopen and finalize a listed match again.
import { resultRowsFromScore } from './domain/result-rows.ts';
import type { GameCode } from './domain/types.ts';
import { HttpError } from './http.ts';
import { scoreSource, type EngineSource } from './match-results.ts';

const TEAM_RULE_GAMES: readonly string[] = ['MATCH_PLAY', 'FOUR_BALL', 'TEAM_NASSAU'];

/** A results row of a match-play or team game as stored (points is numeric: text from the driver). */
export interface StoredTeamResult {
  player_id: string;
  player_name: string;
  game_code: GameCode;
  position: number | null;
  points: number | string | null;
  payout_cents: number;
}

export interface TeamSettlementSource {
  match_id: string;
  name: string;
  date: string;
  source: EngineSource;
  stored: StoredTeamResult[];
}

/** What a result says: the place, the round-robin or team points, the money. */
export interface SettledFigures {
  position: number | null;
  points: number | null;
  payout_cents: number;
}

export interface TeamSettlementChange {
  player_id: string;
  player_name: string;
  game_code: GameCode;
  /** null: no stored row (or no recomputed one) for this player and game. */
  stored: SettledFigures | null;
  recomputed: SettledFigures | null;
}

export interface TeamSettlementMatch {
  match_id: string;
  name: string;
  date: string;
  changes: TeamSettlementChange[];
  /** The bracket had sides level on handicap and exact index and no recorded draw (finalized before draws). */
  seeding_tie_without_draw: boolean;
  /** Why the match could not be recomputed (the engine's refusal), else null. */
  problem: string | null;
}

export interface TeamSettlementReport {
  /** Final matches with a match-play or team game that were recomputed. */
  checked: number;
  /** Only the matches with a difference, a seeding tie without a draw, or a problem; oldest first. */
  matches: TeamSettlementMatch[];
}

const figures = (row: { position: number | null; points: number | string | null; payout_cents: number }): SettledFigures => ({
  position: row.position === null ? null : Number(row.position),
  points: row.points === null ? null : Number(row.points),
  payout_cents: Number(row.payout_cents),
});

const same = (a: SettledFigures | null, b: SettledFigures | null) =>
  a !== null && b !== null && a.position === b.position && a.points === b.points && a.payout_cents === b.payout_cents;

/** One match: the stored rows of its match-play and team games against the engine's final results. */
export function settleMatch(entry: TeamSettlementSource): TeamSettlementMatch {
  const base = { match_id: entry.match_id, name: entry.name, date: entry.date };
  let score;
  try {
    score = scoreSource(entry.source);
  } catch (error) {
    const problem = error instanceof HttpError || error instanceof Error ? error.message : String(error);
    return { ...base, changes: [], seeding_tie_without_draw: false, problem };
  }
  const recomputed = resultRowsFromScore(score).filter((r) => TEAM_RULE_GAMES.includes(r.game_code));
  const key = (r: { player_id: string; game_code: string }) => `${r.game_code}:${r.player_id}`;
  const storedByKey = new Map(entry.stored.map((r) => [key(r), r]));
  const recomputedByKey = new Map(recomputed.map((r) => [key(r), r]));
  const nameOf = new Map(entry.stored.map((r) => [r.player_id, r.player_name]));

  const keys = [...new Set([...storedByKey.keys(), ...recomputedByKey.keys()])];
  const changes: TeamSettlementChange[] = keys.flatMap((k) => {
    const stored = storedByKey.get(k);
    const fresh = recomputedByKey.get(k);
    const before = stored ? figures(stored) : null;
    const after = fresh ? figures(fresh) : null;
    if (same(before, after)) return [];
    const playerId = (stored ?? fresh)?.player_id ?? '';
    const gameCode = (stored ?? fresh)?.game_code ?? 'MATCH_PLAY';
    return [{ player_id: playerId, player_name: nameOf.get(playerId) ?? 'A player', game_code: gameCode, stored: before, recomputed: after }];
  });
  changes.sort((a, b) => a.game_code.localeCompare(b.game_code) || a.player_name.localeCompare(b.player_name) || a.player_id.localeCompare(b.player_id));

  const seedingTie = score.games.some(
    (g) => g.explanation.kind === 'matchplay' && g.explanation.standings.some((s) => s.seedTieBreak === 'to be drawn'),
  );
  return { ...base, changes, seeding_tie_without_draw: seedingTie, problem: null };
}

export function teamSettlementReport(sources: readonly TeamSettlementSource[]): TeamSettlementReport {
  const matches = sources.map(settleMatch).filter((m) => m.changes.length > 0 || m.seeding_tie_without_draw || m.problem !== null);
  return { checked: sources.length, matches };
}
