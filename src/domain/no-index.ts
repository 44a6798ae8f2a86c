/**
 * What a player without a handicap index plays off in net games (issue 18 item 3): the league's
 * setting noIndexPlaysOff, applied where engine input is built (server finalize, browser preview,
 * printed cards, live board). A published, provisional or manual index always wins over it.
 */
import type { GameCode, NoIndexPlaysOff } from './types';

export const NO_INDEX_SETTING_KEY = 'noIndexPlaysOff';

/** Every game but gross skins gives handicap strokes. */
export const NET_GAME_CODES: readonly GameCode[] = ['STB_V2', 'SKINS_NET', 'NASSAU', 'STROKE_PLAY', 'MATCH_PLAY', 'FOUR_BALL', 'TEAM_NASSAU'];

/** The setting's text: 'ZERO' (default), 'NOT_ALLOWED' or a handicap index such as '24.0'. */
export function parseNoIndexPlaysOff(text: string | undefined | null): NoIndexPlaysOff {
  if (text === 'NOT_ALLOWED') return 'NOT_ALLOWED';
  if (text !== undefined && text !== null && /^-?\d{1,2}(\.\d)?$/.test(text.trim())) return Number(text.trim());
  return 'ZERO';
}

/** The index a player plays off; `noIndex` marks the league's stand-in for a missing one. */
export function playingIndex(index: number | null, rule: NoIndexPlaysOff | undefined): { index: number | null; noIndex?: true } {
  if (index === null && typeof rule === 'number') return { index: rule, noIndex: true };
  return { index };
}

/** Names when the source has them (the match page), else a count (the server's engine source). */
export function noIndexNotAllowedProblem(names: readonly (string | undefined)[]): string {
  const named = names.filter((name): name is string => name !== undefined);
  const who =
    named.length === names.length
      ? `${named.join(', ')} ${names.length === 1 ? 'has' : 'have'}`
      : `${names.length} ${names.length === 1 ? 'player has' : 'players have'}`;
  return `${who} no handicap index and the league does not allow net games without one: give them a provisional index or take them out of the net games.`;
}
