/**
 * What the viewer may do with one scorecard, as the server decides it (DESIGN rule 16;
 * private.may_write_card, upsert_scorecard, attest_scorecard, get_scorecard_history): from the start of
 * match day (rule 17, admins too) admins write every card until finalize; a player — or the marker of
 * their tee sheet group — writes their card until they attest it,
 * attests it once all 18 holes are saved, and reads its history. The server refuses anything else,
 * so this only keeps the screen from offering what would be refused.
 */
import type { Holes } from '@/domain/engine-input';

export type CardAccessInput = {
  isAdmin: boolean;
  /** The signed-in player, if any. */
  viewerId: string | null;
  playerId: string;
  /** The viewer marks the player's tee sheet group and plays in it. */
  isMarker?: boolean;
  /** The card as saved on the server. */
  savedHoles: Holes;
  attested: boolean;
  isFinal: boolean;
  /** Match day has come (the match is no longer a draft). */
  matchDayReached: boolean;
};

export type CardAccess = { writable: boolean; canAttest: boolean; canSeeHistory: boolean };

export function cardAccess({ isAdmin, viewerId, playerId, isMarker = false, savedHoles, attested, isFinal, matchDayReached }: CardAccessInput): CardAccess {
  const own = viewerId !== null && viewerId === playerId;
  const complete = savedHoles.length === 18 && savedHoles.every((strokes) => strokes !== null);
  return {
    writable: !isFinal && matchDayReached && (isAdmin || ((own || isMarker) && !attested)),
    canAttest: !isFinal && own && complete && !attested,
    canSeeHistory: isAdmin || own,
  };
}
