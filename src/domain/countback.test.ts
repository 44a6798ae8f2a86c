import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreMatch } from './score-match';
import { card, game, match, player } from './test-support';
import type { Adjustment, GameResult, MatchInput, ScoredGame } from './types';

const byId = (g: ScoredGame, id: string): GameResult => {
  const result = g.results.find((r) => r.playerId === id);
  if (!result) throw new Error(`no result for ${id}`);
  return result;
};
const gameOf = (input: MatchInput, index = 0): ScoredGame => {
  const g = scoreMatch(input).games[index];
  if (!g) throw new Error('no game');
  return g;
};

// Par-4 course, no handicaps: net = gross. Stableford (Modified v2): par 2, birdie 4, bogey 1.
// Ann: birdie on 1, bogey on 18 → 2×16 + 4 + 1 = 37 points; last 9: 2×8 + 1 = 17.
// Bob: birdie on 10, bogey on 1 → 37 points; last 9: 4 + 2×8 = 20 → Bob wins the countback.
const ann = player('ann', card({ 1: 3, 18: 5 }));
const bob = player('bob', card({ 10: 3, 1: 5 }));
const cy = player('cy', card({ 2: 5 }));
const stb = (extra: Partial<MatchInput> = {}) =>
  match([ann, bob, cy], [game('STB_V2', 1000, ['ann', 'bob', 'cy'])], extra);

describe('ties on places: split (rule 6)', () => {
  it('keeps the tie and splits 1st and 2nd: 60% + 40% of $30 = $30, $15 each', () => {
    const g = gameOf(stb());
    expect([byId(g, 'ann').position, byId(g, 'bob').position]).toEqual([1, 1]);
    expect([byId(g, 'ann').payoutCents, byId(g, 'bob').payoutCents]).toEqual([1500, 1500]);
    expect(byId(g, 'ann').explanation).not.toHaveProperty('tieBreak');
  });
});

describe('ties on places: card countback', () => {
  it('gives 1st to the better last 9 (Bob 20 v Ann 17): $18 and $12', () => {
    const g = gameOf(stb({ settings: { placeTies: 'countback' } }));
    expect(byId(g, 'bob').position).toBe(1);
    expect(byId(g, 'ann').position).toBe(2);
    expect([byId(g, 'bob').payoutCents, byId(g, 'ann').payoutCents]).toEqual([1800, 1200]);
    const explanation = byId(g, 'bob').explanation;
    expect(explanation.kind === 'place' && explanation.tieBreak).toEqual({
      method: 'countback',
      tied: [
        { playerId: 'ann', sums: [17, 11, 5, 1] },
        { playerId: 'bob', sums: [20, 12, 6, 2] },
      ],
      stillTied: false,
    });
    expect(byId(g, 'bob').summary).toContain('(on card countback)');
    expect(g.explanation.kind === 'place' && g.explanation.placeTies).toBe('countback');
  });

  it('goes on to the last 6, 3 and 1 when the last 9 are level', () => {
    // Both 37 points and 19 over the last 9; last 6 (holes 13–18): Dee 1 + 10 = 11, Eve 4 + 10 = 14.
    const dee = player('dee', card({ 10: 3, 13: 5 }));
    const eve = player('eve', card({ 13: 3, 10: 5 }));
    const g = gameOf(match([dee, eve], [game('STB_V2', 1000, ['dee', 'eve'])], { settings: { placeTies: 'countback' } }));
    expect(byId(g, 'eve').position).toBe(1);
    expect(byId(g, 'dee').position).toBe(2);
  });

  it('ranks low net first in stroke play and splits when still level after the last hole', () => {
    const dee = player('dee', card({ 1: 3, 2: 5 }));
    const eve = player('eve', card({ 2: 3, 1: 5 }));
    const fay = player('fay', card({ 18: 3, 1: 5 }));
    const g = gameOf(match([dee, eve, fay], [game('STROKE_PLAY', 1000, ['dee', 'eve', 'fay'])], { settings: { placeTies: 'countback' } }));
    // All net 72; Fay's last hole is 3 → 1st; Dee and Eve are level on every segment → tied 2nd.
    expect(byId(g, 'fay').position).toBe(1);
    expect([byId(g, 'dee').position, byId(g, 'eve').position]).toEqual([2, 2]);
    const explanation = byId(g, 'dee').explanation;
    expect(explanation.kind === 'place' && explanation.tieBreak?.method === 'countback' && explanation.tieBreak.stillTied).toBe(true);
    // 60/40 of $30: Fay $18; Dee and Eve pool 40% (+ nothing for 3rd) = $12, $6 each.
    expect([byId(g, 'fay').payoutCents, byId(g, 'dee').payoutCents, byId(g, 'eve').payoutCents]).toEqual([1800, 600, 600]);
  });
});

describe('adjustments', () => {
  it('a place decided by playoff breaks the tie whatever the countback says', () => {
    const decided: Adjustment = { kind: 'PLACE', playerId: 'ann', gameCode: 'STB_V2', place: 1, reason: 'Won the playoff on the 1st' };
    const g = gameOf(stb({ adjustments: [decided] }));
    expect(byId(g, 'ann').position).toBe(1);
    expect(byId(g, 'bob').position).toBe(2);
    expect(byId(g, 'ann').payoutCents).toBe(1800);
    expect(byId(g, 'ann').summary).toContain('place decided: Won the playoff on the 1st');
  });

  it('refuses a decided place that does not follow the tie', () => {
    const wrong: Adjustment = { kind: 'PLACE', playerId: 'ann', gameCode: 'STB_V2', place: 2, reason: 'x' };
    expect(() => scoreMatch(stb({ adjustments: [wrong] }))).toThrow(/must be 1st, 2nd/);
    const notTied: Adjustment = { kind: 'PLACE', playerId: 'cy', gameCode: 'STB_V2', place: 1, reason: 'x' };
    expect(() => scoreMatch(stb({ adjustments: [notTied] }))).toThrow(/not tied for 1st/);
  });

  it('a disqualified player keeps the pot whole, is listed unpaid, and the rest are placed without them', () => {
    const dq: Adjustment = { kind: 'DISQUALIFIED', playerId: 'ann', gameCode: null, reason: 'Signed for a wrong score' };
    const g = gameOf(stb({ adjustments: [dq] }));
    expect(g.potCents).toBe(3000);
    expect(byId(g, 'ann')).toMatchObject({ position: null, payoutCents: 0, explanation: { kind: 'disqualified', reason: 'Signed for a wrong score' } });
    expect(byId(g, 'bob')).toMatchObject({ position: 1, payoutCents: 1800 });
    expect(byId(g, 'cy')).toMatchObject({ position: 2, payoutCents: 1200 });
  });

  it('a hole corrected after the card changes the score everywhere and is recorded on the player', () => {
    const fix: Adjustment = { kind: 'HOLE', playerId: 'ann', hole: 18, gross: 4, reason: 'Marker misread the 18th' };
    const score = scoreMatch(stb({ adjustments: [fix] }));
    const g = score.games[0];
    if (!g) throw new Error('no game');
    expect(byId(g, 'ann')).toMatchObject({ position: 1, points: 38, payoutCents: 1800 });
    expect(score.players.find((p) => p.id === 'ann')?.corrections).toEqual([{ hole: 18, from: 5, to: 4, reason: 'Marker misread the 18th' }]);
  });
});

describe('countback (property)', () => {
  const cardArb = fc.array(fc.integer({ min: 3, max: 6 }), { minLength: 18, maxLength: 18 });
  const fieldArb = fc.array(cardArb, { minLength: 2, maxLength: 12 });

  it('never changes the pot or who is paid more than a better score; only reorders players tied on the score', () => {
    fc.assert(
      fc.property(fieldArb, fc.constantFrom('STB_V2' as const, 'STROKE_PLAY' as const), fc.integer({ min: 0, max: 5000 }), (cards, code, buyIn) => {
        const players = cards.map((c, i) => player(`p${String(i).padStart(2, '0')}`, c));
        const ids = players.map((p) => p.id);
        const split = gameOf(match(players, [game(code, buyIn, ids)]));
        const countback = gameOf(match(players, [game(code, buyIn, ids)], { settings: { placeTies: 'countback' } }));
        expect(countback.potCents).toBe(split.potCents);
        expect(countback.paidCents).toBeLessThanOrEqual(countback.potCents);
        for (const result of countback.results) {
          const before = byId(split, result.playerId);
          const position = result.position ?? 0;
          const tiedBefore = split.results.filter((r) => r.position === before.position).length;
          // Countback moves a player only inside the places their tie covered.
          expect(position).toBeGreaterThanOrEqual(before.position ?? 0);
          expect(position).toBeLessThan((before.position ?? 0) + tiedBefore);
        }
        // A strictly better score is never paid less.
        const score = (r: GameResult) => (r.explanation.kind === 'place' ? r.explanation.score : null);
        for (const a of countback.results) {
          for (const b of countback.results) {
            const sa = score(a);
            const sb = score(b);
            if (sa === null || sb === null) continue;
            const better = code === 'STB_V2' ? sa > sb : sa < sb;
            if (better) expect(a.payoutCents).toBeGreaterThanOrEqual(b.payoutCents);
          }
        }
      }),
      { numRuns: 200 },
    );
  });
});
