/** The index methods in words: the settings card, the Scoring Rules card and the player's profile. */
import type { HandicapMethod } from '@/domain/handicap';

export const HANDICAP_METHOD_NAMES: Record<HandicapMethod, string> = {
  TABLE: 'League table (best rounds)',
  WHS: 'World Handicap System (WHS)',
};

export const HANDICAP_METHOD_RULES: Record<HandicapMethod, string> = {
  TABLE: 'The average of the best differentials of all your rounds: best 4 of 12 or more rounds, best 3 of 8–11, best 2 of 6–7, all of fewer than 6.',
  WHS:
    'The average of the best 8 of your most recent 20 differentials (with fewer rounds: 3 → lowest 1 − 2.0, 4 → lowest 1 − 1.0, 5 → lowest 1, 6 → lowest 2 − 1.0, 7–8 → lowest 2, 9–11 → 3, 12–14 → 4, 15–16 → 5, 17–18 → 6, 19 → 7; fewer than 3 rounds: no index). A round 7.0 or more below your index lowers your last 20 rounds by 1.0 (10.0 or more: by 2.0). Once you have 20 rounds, a rise of more than 3.0 above your lowest index of the 12 months up to your previous round is halved (soft cap) and stops at 5.0 (hard cap). The maximum is 54.0.',
};

/** The games whose strokes depend on the allowance, as the allowance card lists them. */
export const ALLOWANCE_GAMES = [
  { code: 'STB_V2', label: 'Stableford' },
  { code: 'STROKE_PLAY', label: 'Stroke Play' },
  { code: 'SKINS_NET', label: 'Skins (Net)' },
  { code: 'NASSAU', label: 'Nassau' },
  { code: 'MATCH_PLAY', label: 'Match Play' },
  { code: 'FOUR_BALL', label: 'Four-Ball Better Ball' },
  { code: 'TEAM_NASSAU', label: 'Two-Man Nassau' },
] as const;
