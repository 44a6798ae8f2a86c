/**
 * Whether the viewer may attach, replace or remove a card's photo, as private.card_photo_refusal decides
 * it: an admin (not on a called-off match); the player from match day until finalize, and once the card
 * is attested only the first photo. The server refuses anything else; this only avoids offering it.
 */
export type CardPhotoAccessInput = {
  isAdmin: boolean;
  own: boolean;
  isFinal: boolean;
  calledOff: boolean;
  matchDayReached: boolean;
  attested: boolean;
  hasPhoto: boolean;
};

export function mayChangeCardPhoto({ isAdmin, own, isFinal, calledOff, matchDayReached, attested, hasPhoto }: CardPhotoAccessInput): boolean {
  if (calledOff) return false;
  if (isAdmin) return true;
  return own && !isFinal && matchDayReached && !(attested && hasPhoto);
}
