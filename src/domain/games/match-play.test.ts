import { describe, expect, it } from 'vitest';
import { scoreMatch } from '../score-match';
import { card, game, match, player } from '../test-support';
import type { GameInput, MatchInput, MatchPlayGameExplanation, MatchPlayResultExplanation, ScoredGame } from '../types';
import { bracketOrder } from './match-play';
import { matchStatus, matchStatusFor } from './match-play-match';

type MatchPlayGame = ScoredGame & { explanation: MatchPlayGameExplanation };

function matchPlay(input: MatchInput): MatchPlayGame {
  const scored = scoreMatch(input).games.find((g) => g.code === 'MATCH_PLAY');
  if (scored?.explanation.kind !== 'matchplay') throw new Error('not match play');
  return { ...scored, explanation: scored.explanation };
}

function mp(buyInCents: number, playerIds: string[], format: string, teams?: GameInput['teams']): GameInput {
  return { ...game('MATCH_PLAY', buyInCents, playerIds), format, teams };
}

const payouts = (g: ScoredGame): Record<string, number> => Object.fromEntries(g.results.map((r) => [r.playerId, r.payoutCents]));
const explanationOf = (g: ScoredGame, id: string): MatchPlayResultExplanation => {
  const e = g.results.find((r) => r.playerId === id)?.explanation;
  if (e?.kind !== 'matchplay') throw new Error(`no match play result for ${id}`);
  return e;
};

describe('match status', () => {
  it('reads holes up and holes to play', () => {
    expect(matchStatus(0, 0, 18)).toMatchObject({ state: 'not started', text: 'Not started' });
    expect(matchStatus(2, 12, 18)).toMatchObject({ state: 'in progress', leader: 0, up: 2, thru: 12, toPlay: 6, text: '2 UP thru 12' });
    expect(matchStatus(0, 7, 18)).toMatchObject({ state: 'in progress', leader: null, text: 'AS thru 7' });
    // Up by exactly the holes left: dormie.
    expect(matchStatus(-2, 16, 18)).toMatchObject({ state: 'dormie', leader: 1, up: 2, text: '2 UP thru 16 (dormie)' });
    // Up by more than the holes left: decided. 3 up after 16 = "3 & 2"; won on the 18th = "1 UP".
    expect(matchStatus(3, 16, 18)).toMatchObject({ state: 'won', leader: 0, text: '3 & 2' });
    expect(matchStatus(-1, 18, 18)).toMatchObject({ state: 'won', leader: 1, text: '1 UP' });
    expect(matchStatus(0, 18, 18)).toMatchObject({ state: 'halved', leader: null, text: 'AS' });
  });

  it('reads from either side', () => {
    expect(matchStatusFor(matchStatus(2, 12, 18), 0)).toBe('2 UP thru 12');
    expect(matchStatusFor(matchStatus(2, 12, 18), 1)).toBe('2 DN thru 12');
    expect(matchStatusFor(matchStatus(3, 16, 18), 0)).toBe('Won 3 & 2');
    expect(matchStatusFor(matchStatus(3, 16, 18), 1)).toBe('Lost 3 & 2');
    expect(matchStatusFor(matchStatus(-2, 16, 18), 0)).toBe('2 DN thru 16 (dormie)');
    expect(matchStatusFor(matchStatus(0, 18, 18), 1)).toBe('Halved');
  });
});

describe('singles: strokes off the low, decided 3 & 2', () => {
  // Par 4s, rating = par, slope 113: playing handicap = index. Ann 10, Bob 6: off the low Ann receives
  // 10 − 6 = 4 strokes, on stroke index 1–4 (holes 1–4); Bob receives none.
  // Ann: 5 on holes 1–4 (net 4 = Bob's 4: halved, where gross would have lost), 3 on 5, 10, 12, 16.
  // Bob: 3 on hole 8 and a 2 on 17 (too late: the match is over).
  // Hole 5 Ann 1 UP · 8 AS · 10 1 UP · 12 2 UP · 16 3 UP with 2 to play: "3 & 2".
  const ann = player('ann', card({ 1: 5, 2: 5, 3: 5, 4: 5, 5: 3, 10: 3, 12: 3, 16: 3 }), 10);
  const bob = player('bob', card({ 8: 3, 17: 2 }), 6);

  it('a round robin of two: Ann wins 3 & 2, 1 point, 60% of the pot', () => {
    const g = matchPlay(match([ann, bob], [mp(1000, ['ann', 'bob'], 'SINGLES_ROUND_ROBIN')]));
    const [only] = g.explanation.matches;
    expect(only?.sides.map((s) => s.players)).toEqual([
      [{ playerId: 'ann', playingHandicap: 10, strokes: 4 }],
      [{ playerId: 'bob', playingHandicap: 6, strokes: 0 }],
    ]);
    expect(only?.holes[0]).toEqual({ hole: 1, nets: [4, 4], winner: null, conceded: false, up: 0 });
    expect(only?.holes.filter((h) => h.winner !== null).map((h) => [h.hole, h.winner, h.up])).toEqual([
      [5, 0, 1],
      [8, 1, 0],
      [10, 0, 1],
      [12, 0, 2],
      [16, 0, 3],
    ]);
    expect(only?.holes).toHaveLength(16);
    expect(only?.status).toMatchObject({ state: 'won', leader: 0, up: 3, thru: 16, toPlay: 2, text: '3 & 2' });
    expect(only?.winner).toBe(0);
    // Pot 2 × $10 = $20; 2 sides: small curve 60/40.
    expect(payouts(g)).toEqual({ ann: 1200, bob: 800 });
    expect(g.results.map((r) => [r.playerId, r.position, r.points])).toEqual([
      ['ann', 1, 1],
      ['bob', 2, 0],
    ]);
    expect(g.results[0]?.summary).toBe('1 won, 0 halved, 0 lost: 1 point · 1st · $12.00');
    expect(explanationOf(g, 'bob').standing).toMatchObject({ points: 0, losses: 1, margin: -3 });
  });

  it('as a bracket of two it is the final: "Won 3 & 2 in the final"', () => {
    const g = matchPlay(match([ann, bob], [mp(1000, ['ann', 'bob'], 'SINGLES_BRACKET')]));
    expect(g.explanation.rounds).toEqual([{ round: 1, label: 'Final', matchIds: ['R1M1'], byeSideIds: [] }]);
    // Bob (6) is seed 1 and the first side.
    expect(g.explanation.matches[0]?.sides[0].sideId).toBe('bob');
    expect(g.results.map((r) => [r.playerId, r.position, r.points, r.payoutCents, r.summary])).toEqual([
      ['ann', 1, null, 1200, 'Won 3 & 2 in the final · 1st · $12.00'],
      ['bob', 2, null, 800, 'Lost 3 & 2 in the final · 2nd · $8.00'],
    ]);
  });

  it('mid-round: dormie when up by the holes left', () => {
    // Both cards stop after hole 16, but Ann's 3 on 16 is not in yet: 2 UP thru 16, 2 to play.
    const partial = (p: typeof ann, extra: Record<number, number | null>) => ({ ...p, gross: p.gross.map((s, i) => (i + 1 in extra ? (extra[i + 1] ?? null) : s)) });
    const g = matchPlay(
      match([partial(ann, { 16: 4, 17: null, 18: null }), partial(bob, { 17: null, 18: null })], [mp(1000, ['ann', 'bob'], 'SINGLES_ROUND_ROBIN')]),
    );
    expect(g.explanation.matches[0]?.status).toMatchObject({ state: 'dormie', leader: 0, up: 2, thru: 16, toPlay: 2, text: '2 UP thru 16 (dormie)' });
    // Only hole 12's score in: 2 UP thru 12 (holes both sides have scores for).
    const early = matchPlay(
      match(
        [partial(ann, Object.fromEntries([13, 14, 15, 16, 17, 18].map((h) => [h, null]))), partial(bob, Object.fromEntries([13, 14, 15, 16, 17, 18].map((h) => [h, null])))],
        [mp(1000, ['ann', 'bob'], 'SINGLES_ROUND_ROBIN')],
      ),
    );
    expect(early.explanation.matches[0]?.status.text).toBe('2 UP thru 12');
  });
});

describe('pairs: a halved match with a conceded hole', () => {
  // Playing handicaps a 8, b 12 (team T1) v c 10, d 14 (team T2); off the low (8): a 0, b 4 (holes 1–4),
  // c 2 (holes 1–2), d 6 (holes 1–6). Gross 4 everywhere except:
  // holes 1–6: those with a stroke shoot 5 (net 4), so the better nets are 4 v 4, halved — except
  // hole 3, where b and d shoot 4 with a stroke: net 3 v 3, halved.
  // hole 7: a 3: T1 1 UP · hole 9: c 3: AS · hole 11: neither a nor b has a score: conceded, T1 1 DN ·
  // hole 14: b 3: AS. All square after 18: halved, ½ point each.
  const players = [
    player('a', card({ 7: 3, 11: null }), 8),
    player('b', card({ 1: 5, 2: 5, 4: 5, 11: null, 14: 3 }), 12),
    player('c', card({ 1: 5, 2: 5, 9: 3 }), 10),
    player('d', card({ 1: 5, 2: 5, 4: 5, 5: 5, 6: 5 }), 14),
  ];
  const teams = [
    { id: 'T1', playerIds: ['a', 'b'] },
    { id: 'T2', playerIds: ['c', 'd'] },
  ];
  const g = matchPlay(match(players, [mp(1000, ['a', 'b', 'c', 'd'], 'PAIRS_ROUND_ROBIN', teams)]));
  const [only] = g.explanation.matches;

  it('plays the better net of each team, off the low of the four', () => {
    expect(only?.sides.flatMap((s) => s.players.map((p) => [p.playerId, p.strokes]))).toEqual([
      ['a', 0],
      ['b', 4],
      ['c', 2],
      ['d', 6],
    ]);
    expect(only?.holes[2]).toEqual({ hole: 3, nets: [3, 3], winner: null, conceded: false, up: 0 });
    expect(only?.holes[10]).toEqual({ hole: 11, nets: [null, 4], winner: 1, conceded: true, up: -1 });
    expect(only?.status).toMatchObject({ state: 'halved', text: 'AS', thru: 18 });
    expect(only?.winner).toBeNull();
  });

  it('both teams ½ point, tied 1st: places 1–2 pooled (100% of $40), $20 a team, $10 each', () => {
    expect(g.explanation.standings.map((s) => [s.sideId, s.points, s.halves, s.margin, s.money.position, s.money.sideShareCents])).toEqual([
      ['T1', 0.5, 1, 0, 1, 2000],
      ['T2', 0.5, 1, 0, 1, 2000],
    ]);
    expect(payouts(g)).toEqual({ a: 1000, b: 1000, c: 1000, d: 1000 });
    expect(g.results.find((r) => r.playerId === 'a')?.summary).toBe('0 won, 1 halved, 0 lost: ½ point · Tied 1st · $20.00 for the team, $10.00 each');
    expect(explanationOf(g, 'a')).toMatchObject({ sideId: 'T1', partnerIds: ['b'], format: 'PAIRS_ROUND_ROBIN' });
  });
});

describe('an 8-player singles round robin', () => {
  // No strokes (all index 0). Player k makes birdies (3) on holes 1…b: b = 7, 6, 5, 4, 4, 2, 1, 0 for p1…p8.
  // p_i v p_j (b_i > b_j): holes 1…b_j halved, b_j+1…b_i won by p_i: p_i wins (b_i − b_j) UP after 18
  // (never more up than holes left). p4 and p5 have the same card: halved.
  // Points: p1 7, p2 6, p3 5, p4 3½, p5 3½, p6 2, p7 1, p8 0.
  // Margin p4 (= p5): −3 −2 −1 0 +2 +3 +4 = +3: still tied → split places 4–5.
  const birdies = [7, 6, 5, 4, 4, 2, 1, 0];
  const players = birdies.map((b, i) => player(`p${i + 1}`, card(Object.fromEntries(Array.from({ length: b }, (_, h) => [h + 1, 3]))), 0));
  const curves = { small: [40, 25, 15, 10, 10], medium: [50, 30, 20], large: [40, 30, 20, 10] };
  const ids = players.map((p) => p.id);

  it('28 matches; points, margins and places', () => {
    const g = matchPlay(match(players, [mp(1000, ids, 'SINGLES_ROUND_ROBIN')], { settings: { payoutCurves: curves } }));
    expect(g.explanation.matches).toHaveLength(28);
    expect(g.explanation.standings.map((s) => [s.sideId, s.points, s.margin, s.money.position])).toEqual([
      ['p1', 7, 1 + 2 + 3 + 3 + 5 + 6 + 7, 1],
      ['p2', 6, -1 + 1 + 2 + 2 + 4 + 5 + 6, 2],
      ['p3', 5, -2 - 1 + 1 + 1 + 3 + 4 + 5, 3],
      ['p4', 3.5, 3, 4],
      ['p5', 3.5, 3, 4],
      ['p6', 2, -5 - 4 - 3 - 2 - 2 + 1 + 2, 6],
      ['p7', 1, -6 - 5 - 4 - 3 - 3 - 1 + 1, 7],
      ['p8', 0, -7 - 6 - 5 - 4 - 4 - 2 - 1, 8],
    ]);
    // Pot 8 × $10 = $80: 40% $32, 25% $20, 15% $12, places 4–5 pool 20% = $16, $8 each.
    expect(payouts(g)).toEqual({ p1: 3200, p2: 2000, p3: 1200, p4: 800, p5: 800, p6: 0, p7: 0, p8: 0 });
    expect(g.remainderCents).toBe(0);
  });

  it('countback cannot separate identical cards: the tie stands', () => {
    const g = matchPlay(match(players, [mp(1000, ids, 'SINGLES_ROUND_ROBIN')], { settings: { payoutCurves: curves, placeTies: 'countback' } }));
    const p4 = g.explanation.standings.find((s) => s.sideId === 'p4');
    expect(p4?.tieBreak).toEqual({
      method: 'countback',
      metric: 'net',
      tied: [
        { sideId: 'p4', sums: [36, 24, 12, 4] },
        { sideId: 'p5', sums: [36, 24, 12, 4] },
      ],
      stillTied: true,
    });
    expect(payouts(g).p4).toBe(800);
  });
});

describe('a 4-team bracket seeded by handicap', () => {
  // Teams A (a1 0, a2 0) = 0, B (b1 0, b2 1) = 1, C (c1 0, c2 2) = 2, D (d1 0, d2 3) = 3: seeds 1–4.
  // Semifinals 1 v 4 (A v D) and 2 v 3 (B v C). The second partners shoot 6 everywhere (net 5 at best),
  // so each team's better ball is its first partner's 4s, with birdies (3):
  // a1 on 10, 11, 18; b1 on 5, 15; c1 on 6, 16; d1 on 12.
  // A v D: 10 1 UP · 11 2 UP · 12 1 UP · (17: dormie) · 18 2 UP: A wins "2 UP".
  // B v C: 5 B · 6 AS · 15 B · 16 AS: all square → countback over the last 9 (35 v 35), 6 (23 v 23),
  //   3 (B 12, C 11): C wins.
  // Final A v C: 6 C · 10 AS · 11 A · 16 AS · 18 A: A wins "1 UP".
  // Places: A 1st, C 2nd, B and D (semifinal losers) tied 3rd.
  const firsts = { a1: { 10: 3, 11: 3, 18: 3 }, b1: { 5: 3, 15: 3 }, c1: { 6: 3, 16: 3 }, d1: { 12: 3 } };
  const players = [
    ...Object.entries(firsts).map(([id, birdies]) => player(id, card(birdies), 0)),
    player('a2', card({}, 6), 0),
    player('b2', card({}, 6), 1),
    player('c2', card({}, 6), 2),
    player('d2', card({}, 6), 3),
  ];
  const teams = ['A', 'B', 'C', 'D'].map((t) => ({ id: t, playerIds: [`${t.toLowerCase()}1`, `${t.toLowerCase()}2`] }));
  const curves = { small: [50, 30, 20], medium: [50, 30, 20], large: [40, 30, 20, 10] };
  // $10.01 a player: pot 8008.
  const g = matchPlay(match(players, [mp(1001, players.map((p) => p.id), 'PAIRS_BRACKET', teams)], { settings: { payoutCurves: curves } }));

  it('seeds, rounds and results', () => {
    expect(g.explanation.standings.map((s) => [s.sideId, s.seed, s.handicap])).toEqual([
      ['A', 1, 0],
      ['C', 3, 2],
      ['B', 2, 1],
      ['D', 4, 3],
    ]);
    expect(g.explanation.rounds).toEqual([
      { round: 1, label: 'Semifinals', matchIds: ['R1M1', 'R1M2'], byeSideIds: [] },
      { round: 2, label: 'Final', matchIds: ['R2M1'], byeSideIds: [] },
    ]);
    expect(g.explanation.matches.map((m) => [m.id, m.sides[0].sideId, m.sides[1].sideId, m.status.text, m.winner, m.decidedBy])).toEqual([
      ['R1M1', 'A', 'D', '2 UP', 0, 'holes'],
      ['R1M2', 'B', 'C', 'AS', 1, 'countback'],
      ['R2M1', 'A', 'C', '1 UP', 0, 'holes'],
    ]);
    expect(g.explanation.matches[1]?.countback).toEqual([
      [35, 23, 12, 4],
      [35, 23, 11, 4],
    ]);
  });

  it('pays by place, semifinal losers share 3rd–4th, each team split between partners', () => {
    // A 50% of 8008 = 4004 → 2002 each. C 30% = 2402.4 → 2402 → 1201 each.
    // B and D pool places 3–4: 20% + 0% = 1601.6 → 1601, 800 a team (1¢ left), 400 each.
    expect(payouts(g)).toEqual({ a1: 2002, a2: 2002, c1: 1201, c2: 1201, b1: 400, b2: 400, d1: 400, d2: 400 });
    expect(g.paidCents).toBe(8006);
    expect(g.remainderCents).toBe(2);
    expect(g.results.map((r) => [r.playerId, r.position, r.summary])).toEqual([
      ['a1', 1, 'Won 1 UP in the final · 1st · $40.04 for the team, $20.02 each'],
      ['a2', 1, 'Won 1 UP in the final · 1st · $40.04 for the team, $20.02 each'],
      ['c1', 2, 'Lost 1 UP in the final · 2nd · $24.02 for the team, $12.01 each'],
      ['c2', 2, 'Lost 1 UP in the final · 2nd · $24.02 for the team, $12.01 each'],
      ['b1', 3, 'Lost on countback (AS) in the semifinal · Tied 3rd · $8.00 for the team, $4.00 each'],
      ['b2', 3, 'Lost on countback (AS) in the semifinal · Tied 3rd · $8.00 for the team, $4.00 each'],
      ['d1', 3, 'Lost 2 UP in the semifinal · Tied 3rd · $8.00 for the team, $4.00 each'],
      ['d2', 3, 'Lost 2 UP in the semifinal · Tied 3rd · $8.00 for the team, $4.00 each'],
    ]);
  });

  it('byes go to the top seeds', () => {
    expect(bracketOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    // 6 singles: seeds 1 and 2 have byes; 4 v 5 and 3 v 6 play the first round.
    const six = [0, 1, 2, 3, 4, 5].map((i) => player(`s${i}`, card(), i));
    const b = matchPlay(match(six, [mp(1000, six.map((p) => p.id), 'SINGLES_BRACKET')]));
    expect(b.explanation.rounds.map((r) => [r.label, r.byeSideIds, r.matchIds.length])).toEqual([
      ['Quarterfinals', ['s0', 's1'], 2],
      ['Semifinals', [], 2],
      ['Final', [], 1],
    ]);
    expect(b.explanation.matches.slice(0, 2).map((m) => [m.sides[0].sideId, m.sides[1].sideId])).toEqual([
      ['s3', 's4'],
      ['s2', 's5'],
    ]);
    // Places: champion 1, runner-up 2, semifinal losers 3, first-round losers 5.
    expect(b.results.map((r) => r.position).sort()).toEqual([1, 2, 3, 3, 5, 5]);
  });
});
