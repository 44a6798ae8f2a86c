import type { MatchScore } from '@/domain/types';
import { GAME_LABELS } from './explain';

/**
 * The scorecard's "Playing handicap 15 (90 % of 17) for Stroke Play", one per net game the player
 * plays, when any of those games plays less than the full course handicap; nothing when every game
 * plays 100 % (the card's course handicap says it all) or the player has no index.
 */
export function playingHandicapLines(score: MatchScore, playerId: string): string[] {
  const games = score.games.flatMap((game) => {
    if (game.code === 'SKINS_GROSS') return [];
    const handicap = game.handicaps.find((h) => h.playerId === playerId);
    return handicap && !handicap.noIndex ? [{ game, handicap }] : [];
  });
  if (games.every(({ game }) => game.allowancePct === 100)) return [];
  return games.map(
    ({ game, handicap }) =>
      `Playing handicap ${handicap.playingHandicap} (${game.allowancePct} % of ${handicap.courseHandicap}) for ${GAME_LABELS[game.code]}`,
  );
}
