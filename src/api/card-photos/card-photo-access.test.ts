import { describe, expect, it } from 'vitest';
import { mayChangeCardPhoto, type CardPhotoAccessInput } from './card-photo-access';

const player: CardPhotoAccessInput = { isAdmin: false, own: true, isFinal: false, calledOff: false, matchDayReached: true, attested: false, hasPhoto: false };

describe('mayChangeCardPhoto', () => {
  it('lets the player attach a photo of their card on match day', () => {
    expect(mayChangeCardPhoto(player)).toBe(true);
  });
  it('not of someone else\'s card', () => {
    expect(mayChangeCardPhoto({ ...player, own: false })).toBe(false);
  });
  it('not before match day nor after finalize', () => {
    expect(mayChangeCardPhoto({ ...player, matchDayReached: false })).toBe(false);
    expect(mayChangeCardPhoto({ ...player, isFinal: true })).toBe(false);
  });
  it('after attesting: a first photo, but no replacing one', () => {
    expect(mayChangeCardPhoto({ ...player, attested: true })).toBe(true);
    expect(mayChangeCardPhoto({ ...player, attested: true, hasPhoto: true })).toBe(false);
  });
  it('lets an admin change any card, even final and attested, but not on a called-off match', () => {
    const admin = { ...player, isAdmin: true, own: false, isFinal: true, attested: true, hasPhoto: true };
    expect(mayChangeCardPhoto(admin)).toBe(true);
    expect(mayChangeCardPhoto({ ...admin, calledOff: true })).toBe(false);
  });
});
