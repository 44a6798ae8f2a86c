import type { MatchDetail } from '@/api/matches/get-match-detail';
import { mayChangeCardPhoto } from '@/api/card-photos/card-photo-access';
import { useCardPhotos } from '@/api/card-photos/card-photos';
import { CardPhotoControl } from '@/components/card-photo';
import { useCurrentPlayerId } from '@/lib/session';

/**
 * The card-photo control of each scorecard (Scan Scorecard, issue 16): for admins on every card, for a
 * signed-in entrant on their own; null on the cards this viewer may not see a photo of.
 */
export function useCardPhotoSlot(detail: MatchDetail) {
  const viewerId = useCurrentPlayerId();
  const entered = viewerId !== null && detail.entries.some((entry) => entry.player_id === viewerId);
  const viewer = detail.is_admin ? 'admin' : entered ? viewerId : null;
  const photos = useCardPhotos(detail.match.id, viewer);

  return (playerId: string, name: string) => {
    const own = playerId === viewerId;
    if (!detail.is_admin && !own) return null;
    const photo = photos.data?.find((item) => item.player_id === playerId);
    const canChange = mayChangeCardPhoto({
      isAdmin: detail.is_admin,
      own,
      isFinal: detail.match.is_final,
      calledOff: detail.match.cancelled_at !== null,
      matchDayReached: detail.match.status !== 'DRAFT',
      attested: detail.scorecards.some((card) => card.player_id === playerId && card.attested_at !== null),
      hasPhoto: photo !== undefined,
    });
    if (!photo && (!canChange || photos.isPending)) return null;
    return <CardPhotoControl matchId={detail.match.id} playerId={playerId} name={name} photo={photo} canChange={canChange} />;
  };
}
