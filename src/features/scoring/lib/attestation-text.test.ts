import { describe, expect, it } from 'vitest';
import { unattestedCardsText } from './attestation-text';

describe('unattestedCardsText (Finalize says how many cards are unattested)', () => {
  it('counts the unattested cards of the entries', () => {
    expect(unattestedCardsText(3, 12)).toBe('3 of 12 cards are not attested yet.');
    expect(unattestedCardsText(1, 12)).toBe('1 of 12 cards is not attested yet.');
  });
  it('says when none or all are attested', () => {
    expect(unattestedCardsText(0, 12)).toBe('Every card is attested.');
    expect(unattestedCardsText(12, 12)).toBe('None of the 12 cards is attested yet.');
    expect(unattestedCardsText(1, 1)).toBe('The card is not attested yet.');
  });
  it('says nothing until the readiness has loaded or without entries', () => {
    expect(unattestedCardsText(undefined, undefined)).toBeNull();
    expect(unattestedCardsText(0, 0)).toBeNull();
  });
});
