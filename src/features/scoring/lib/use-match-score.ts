import { useMemo } from 'react';
import type { MatchDetail } from '@/api/matches/get-match-detail';
import { scoreMatch } from '@/domain/score-match';
import type { MatchScore, ScoringSettings } from '@/domain/types';
import { payoutCurvesFromSettings, usePublicSettings, type PublicSettings } from '@/api/settings/get-public-settings';
import { buildEngineInput, type CardOverrides } from './engine-input';

/** The league's scoring settings: one Stableford table, the handicap allowance, the payout curves. */
export function scoringSettingsFrom(settings: PublicSettings): ScoringSettings {
  return {
    stablefordTable: settings.stablefordTable,
    allowancePct: Number(settings.allowancePct),
    payoutCurves: payoutCurvesFromSettings(settings),
  };
}

export type MatchScoreState =
  | { status: 'loading' }
  | { status: 'problem'; problem: string }
  | { status: 'ready'; score: MatchScore };

/** Scores a match with the engine; bad input (no tee set, bad settings) is reported, never guessed. */
export function scoreDetail(detail: MatchDetail, settings: ScoringSettings, cards?: CardOverrides): MatchScoreState {
  const built = buildEngineInput(detail, { cards, settings });
  if (!built.ok) return { status: 'problem', problem: built.problem };
  try {
    return { status: 'ready', score: scoreMatch(built.input) };
  } catch (error) {
    return { status: 'problem', problem: error instanceof Error ? error.message : String(error) };
  }
}

/** scoreMatch over the match and the current card values, with the league's settings. */
export function useMatchScore(detail: MatchDetail, cards?: CardOverrides): MatchScoreState {
  const settingsQuery = usePublicSettings();
  const settings = settingsQuery.data;
  return useMemo(() => {
    if (settings) return scoreDetail(detail, scoringSettingsFrom(settings), cards);
    if (settingsQuery.isError) return { status: 'problem', problem: "Could not load the league's scoring settings." };
    return { status: 'loading' };
  }, [detail, cards, settings, settingsQuery.isError]);
}
