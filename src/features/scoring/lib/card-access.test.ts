import { describe, expect, it } from 'vitest';
import { cardAccess, type CardAccessInput } from './card-access';

const full = Array.from({ length: 18 }, () => 4);
const base: CardAccessInput = {
  isAdmin: false,
  viewerId: 'ann',
  playerId: 'ann',
  savedHoles: full,
  attested: false,
  isFinal: false,
  matchDayReached: true,
};

describe('cardAccess', () => {
  it('lets a player write, attest and read the history of their own card on match day', () => {
    expect(cardAccess(base)).toEqual({ writable: true, canAttest: true, canSeeHistory: true });
  });

  it("keeps another player's card read-only and its history closed", () => {
    expect(cardAccess({ ...base, viewerId: 'bob' })).toEqual({ writable: false, canAttest: false, canSeeHistory: false });
    expect(cardAccess({ ...base, viewerId: null })).toEqual({ writable: false, canAttest: false, canSeeHistory: false });
  });

  it('locks an attested card for its player but not for an admin', () => {
    expect(cardAccess({ ...base, attested: true })).toEqual({ writable: false, canAttest: false, canSeeHistory: true });
    expect(cardAccess({ ...base, attested: true, isAdmin: true, viewerId: null })).toEqual({ writable: true, canAttest: false, canSeeHistory: true });
  });

  it('offers attestation only for a complete card', () => {
    expect(cardAccess({ ...base, savedHoles: [...full.slice(1), null] }).canAttest).toBe(false);
  });

  it('opens every card only from match day, an admin\'s too (DESIGN rule 17), until finalize', () => {
    expect(cardAccess({ ...base, matchDayReached: false }).writable).toBe(false);
    expect(cardAccess({ ...base, matchDayReached: false, isAdmin: true }).writable).toBe(false);
    expect(cardAccess({ ...base, isAdmin: true }).writable).toBe(true);
    expect(cardAccess({ ...base, isAdmin: true, isFinal: true })).toEqual({ writable: false, canAttest: false, canSeeHistory: true });
  });

  it("lets the marker of the player's group write the card (not attest it, not read its history) until it is attested", () => {
    expect(cardAccess({ ...base, viewerId: 'mark', isMarker: true })).toEqual({ writable: true, canAttest: false, canSeeHistory: false });
    expect(cardAccess({ ...base, viewerId: 'mark', isMarker: true, attested: true }).writable).toBe(false);
    expect(cardAccess({ ...base, viewerId: 'mark', isMarker: true, matchDayReached: false }).writable).toBe(false);
  });
});
