import { useMemo } from 'react';
import type { MatchDetail } from '@/api/matches/get-match-detail';
import { buildEngineInput, matchSettings, type CardOverrides, type SourceAdjustment } from '@/domain/engine-input';
import { scoreMatch } from '@/domain/score-match';
import { playsInTeams } from '@/domain/teams';
import { teamProblems } from '@/domain/validate-match';
import type { MatchScore, ScoringSettings } from '@/domain/types';
import { usePublicSettings } from '@/api/settings/get-public-settings';

export type MatchScoreState =
  | { status: 'loading' }
  | { status: 'problem'; problem: string }
  /** `teamGamesLeftOut`: why the team games are not scored yet (no teams formed, an odd field); the rest are. */
  | { status: 'ready'; score: MatchScore; teamGamesLeftOut?: string | undefined };

/**
 * `final`: settle as final results (DESIGN rule 37: no hole left "to play"; a side with no card forfeits) —
 * the admin's preview of what finalize stores. Default: final once the match is, else live ("thru N").
 */
export type ScoreOptions = { cards?: CardOverrides | undefined; adjustments?: readonly SourceAdjustment[] | undefined; final?: boolean | undefined };

/** Scores a match with the engine; bad input (no tee set, bad settings) is reported, never guessed. */
export function scoreDetail(detail: MatchDetail, settings: ScoringSettings, options: ScoreOptions = {}): MatchScoreState {
  const built = buildEngineInput(detail, { ...options, settings, final: options.final ?? detail.match.is_final });
  if (!built.ok) return { status: 'problem', problem: built.problem };
  // Team games without their teams yet are left out of the preview (finalize refuses them on the server), so
  // the Stableford, skins and Nassau boards go on while the admin forms the teams.
  const teamProblem = built.input.games.flatMap((game) => (playsInTeams(game) ? teamProblems(game) : []))[0];
  const input = teamProblem === undefined ? built.input : { ...built.input, games: built.input.games.filter((game) => !playsInTeams(game)) };
  try {
    return { status: 'ready', score: scoreMatch(input), teamGamesLeftOut: teamProblem };
  } catch (error) {
    return { status: 'problem', problem: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * scoreMatch over the match and the current card values, with the league's settings (a finished match's
 * recorded ones) — the preview;
 * the stored results come from the same engine on the server (finalize-match).
 */
export function useMatchScore(detail: MatchDetail, options: ScoreOptions = {}): MatchScoreState {
  const settingsQuery = usePublicSettings();
  const settings = matchSettings(detail.match, settingsQuery.data);
  const { cards, adjustments, final } = options;
  return useMemo(() => {
    if (settings) return scoreDetail(detail, settings, { cards, adjustments, final });
    if (settingsQuery.isError) return { status: 'problem', problem: "Could not load the league's scoring settings." };
    return { status: 'loading' };
  }, [detail, cards, adjustments, final, settings, settingsQuery.isError]);
}
