import { describe, expect, it } from 'vitest';
import { splitRemainder, splitStoredRemainder } from './remainder';
import { scoreMatch } from './score-match';
import { card, game, ids, match, player } from './test-support';
import type { GameCode, ScoredGame } from './types';

function scored(code: GameCode, players: Parameters<typeof match>[0], buyInCents: number): ScoredGame {
  const result = scoreMatch(match(players, [game(code, buyInCents, ids(players))])).games[0];
  if (!result) throw new Error('no game');
  return result;
}

/** Only the first `holes` holes played so far (mid-round). */
const through = (holes: number, base: (number | null)[]) => base.map((score, i) => (i < holes ? score : null));

describe('splitRemainder (live preview)', () => {
  it('mid-round Nassau: the back 9 and the overall are undecided, not rounding', () => {
    // Three players at $10 = 3000¢ → parts of 1000¢. Through 9 holes only the front can be decided.
    const nassau = scored('NASSAU', [player('a', through(9, card({ 1: 3 }))), player('b', through(9, card())), player('c', through(9, card({ 2: 3 })))], 1000);
    // Front: a and c tie on 35 → 500¢ each; back and overall: nobody has a complete card yet.
    expect(nassau.remainderCents).toBe(2000);
    expect(splitRemainder(nassau)).toEqual({ undecidedCents: 2000, roundingCents: 0 });
  });

  it('Nassau with every part won: the rest is the split and flooring cents', () => {
    // 4 × $10 = 4000¢ → parts of 1333¢ (1¢ left); front tied 3 ways → 444¢ each (1¢ left).
    const nassau = scored('NASSAU', [player('a', card()), player('b', card()), player('c', card()), player('d', card({ 1: 5, 10: 3 }))], 1000);
    expect(splitRemainder(nassau)).toEqual({ undecidedCents: 0, roundingCents: nassau.remainderCents });
    expect(nassau.remainderCents).toBeGreaterThan(0);
  });

  it('skins with no hole won outright yet: the whole pot is undecided', () => {
    const skins = scored('SKINS_GROSS', [player('a', through(3, card())), player('b', through(3, card()))], 500);
    expect(splitRemainder(skins)).toEqual({ undecidedCents: 1000, roundingCents: 0 });
  });

  it('skins once some are won: only flooring cents remain', () => {
    // 3 × $5 = 1500¢, 7 skins won → 214¢ a skin, 2¢ left.
    const skins = scored('SKINS_GROSS', [player('a', card({ 1: 3, 2: 3, 3: 3, 4: 3 })), player('b', card({ 5: 3, 6: 3, 7: 3 })), player('c', card())], 500);
    expect(skins.remainderCents).toBe(2);
    expect(splitRemainder(skins)).toEqual({ undecidedCents: 0, roundingCents: 2 });
  });

  it('stroke play with no complete card is undecided; a ranked field leaves only rounding', () => {
    expect(splitRemainder(scored('STROKE_PLAY', [player('a', through(4, card())), player('b', through(4, card()))], 1000))).toEqual({
      undecidedCents: 2000,
      roundingCents: 0,
    });
    const done = scored('STB_V2', [player('a', card({ 1: 3 })), player('b', card()), player('c', card())], 333);
    expect(splitRemainder(done)).toEqual({ undecidedCents: 0, roundingCents: done.remainderCents });
  });
});

describe('splitStoredRemainder (final results)', () => {
  it('Nassau: a part nobody won is its third of the pot; the rest is rounding', () => {
    expect(splitStoredRemainder({ code: 'NASSAU', potCents: 4000, paidCents: 2664, nassauPartsWon: 2 })).toEqual({
      undecidedCents: 1333,
      roundingCents: 3,
    });
  });

  it('other games: nothing paid means nobody won; otherwise rounding', () => {
    expect(splitStoredRemainder({ code: 'SKINS_NET', potCents: 1000, paidCents: 0 })).toEqual({ undecidedCents: 1000, roundingCents: 0 });
    expect(splitStoredRemainder({ code: 'STB_V2', potCents: 1000, paidCents: 998 })).toEqual({ undecidedCents: 0, roundingCents: 2 });
  });

  it('refuses payouts above the pot', () => {
    expect(() => splitStoredRemainder({ code: 'STB_V2', potCents: 1000, paidCents: 1001 })).toThrow('Payouts exceed the pot of STB_V2');
  });

  it('agrees with the live split on a finished Nassau', () => {
    const players = [player('a', card({ 1: 3 })), player('b', card({ 10: 3 })), player('c', card({ 18: null }))];
    const live = scored('NASSAU', players, 1000);
    const partsWon = live.explanation.kind === 'nassau' ? live.explanation.parts.filter((p) => p.winnerIds.length > 0).length : 0;
    expect(splitStoredRemainder({ code: 'NASSAU', potCents: live.potCents, paidCents: live.paidCents, nassauPartsWon: partsWon })).toEqual(
      splitRemainder(live),
    );
  });
});
