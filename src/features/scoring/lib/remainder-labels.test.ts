import { describe, expect, it } from 'vitest';
import { splitRemainder } from '@/domain/remainder';
import { scoreMatch } from '@/domain/score-match';
import { card, game, ids, match, player } from '@/domain/test-support';
import { remainderLine, roundingLabel, undecidedLabel, undecidedReason } from './remainder-labels';

const through = (holes: number, base: (number | null)[]) => base.map((score, i) => (i < holes ? score : null));

describe('remainder labels', () => {
  it('mid-round Nassau: undecided money is called undecided, with the open parts', () => {
    const players = [player('a', through(9, card({ 1: 3 }))), player('b', through(9, card())), player('c', through(9, card()))];
    const nassau = scoreMatch(match(players, [game('NASSAU', 1000, ids(players))])).games[0];
    if (!nassau) throw new Error('no game');
    expect(remainderLine(splitRemainder(nassau), undecidedReason(nassau))).toBe('Undecided: $20.00 (Back 9 and Overall not decided yet).');
  });

  it('skins carrying over are named even when nothing is left in the pot', () => {
    const players = [player('a', through(3, card({ 1: 3 }))), player('b', through(3, card()))];
    const skins = scoreMatch(match(players, [game('SKINS_GROSS', 500, ids(players))])).games[0];
    if (!skins) throw new Error('no game');
    expect(remainderLine(splitRemainder(skins), undecidedReason(skins))).toBe('Everything in the pot is paid out; 2 skins carrying over.');
  });

  it('rounding cents say where they go', () => {
    expect(roundingLabel({ undecidedCents: 0, roundingCents: 4 })).toBe('Rounding: $0.04, kept by the league (the ledger’s rounding remainder)');
    expect(roundingLabel({ undecidedCents: 10, roundingCents: 0 })).toBeNull();
    expect(remainderLine({ undecidedCents: 3000, roundingCents: 4 }, null)).toBe(
      'Undecided: $30.00. Rounding: $0.04, kept by the league (the ledger’s rounding remainder).',
    );
  });

  it('once final, undecided money is "not won" and stays with the league', () => {
    expect(undecidedLabel({ undecidedCents: 1333, roundingCents: 1 }, true)).toBe('Not won: $13.33 (stays with the league)');
    expect(undecidedLabel({ undecidedCents: 0, roundingCents: 1 }, true)).toBeNull();
  });
});
