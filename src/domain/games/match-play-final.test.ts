/**
 * Match play at the end of play (DESIGN rule 37): final results concede a hole a side has no score on
 * (halved when neither side has one), forfeit a side with no card at all ("W/O"), and the live board still
 * reads "thru N". Seeding ties break on the exact index, then the recorded draw.
 */
import { describe, expect, it } from 'vitest';
import { scoreMatch } from '../score-match';
import { card, game, match, player } from '../test-support';
import type { GameInput, MatchInput, MatchPlayGameExplanation, PlayerInput, ScoredGame } from '../types';
import { matchStatusFor } from './match-play-match';

type MatchPlayGame = ScoredGame & { explanation: MatchPlayGameExplanation };

function matchPlay(input: MatchInput): MatchPlayGame {
  const scored = scoreMatch(input).games.find((g) => g.code === 'MATCH_PLAY');
  if (scored?.explanation.kind !== 'matchplay') throw new Error('not match play');
  return { ...scored, explanation: scored.explanation };
}

function mp(buyInCents: number, players: readonly PlayerInput[], format: string, extra: Partial<GameInput> = {}): GameInput {
  return { ...game('MATCH_PLAY', buyInCents, players.map((p) => p.id)), format, ...extra };
}

const payouts = (g: ScoredGame): Record<string, number> => Object.fromEntries(g.results.map((r) => [r.playerId, r.payoutCents]));
const NO_CARD = Array.from({ length: 18 }, () => null);
/** A card of 4s that stops after `last` holes. */
const stopsAfter = (last: number, changes: Readonly<Record<number, number>> = {}) => card(changes).map((s, i) => (i < last ? s : null));

describe('a walk-off: "1 UP thru 14" is not a win in final results', () => {
  // No strokes (index 0), par 4s. Ann birdies hole 1 and walks off after 14; Bob plays all 18 in par.
  const ann = player('ann', stopsAfter(14, { 1: 3 }), 0);
  const bob = player('bob', card(), 0);
  const input = match([ann, bob], [mp(1000, [ann, bob], 'SINGLES_ROUND_ROBIN')]);

  it('live: Ann 1 UP thru 14, four holes to play, and the board pays her for now', () => {
    const g = matchPlay(input);
    const [only] = g.explanation.matches;
    expect(only?.status).toMatchObject({ state: 'in progress', leader: 0, up: 1, thru: 14, toPlay: 4, text: '1 UP thru 14' });
    expect(payouts(g)).toEqual({ ann: 1200, bob: 800 });
  });

  it('final: Ann concedes 15–18 (Rule 3.2b); Bob is AS after 15, 1 UP after 16, 2 UP with 1 to play: "2 & 1"', () => {
    const g = matchPlay({ ...input, final: true });
    const [only] = g.explanation.matches;
    expect(only?.holes.slice(14).map((h) => [h.hole, h.nets, h.winner, h.conceded, h.up])).toEqual([
      [15, [null, 4], 1, true, 0],
      [16, [null, 4], 1, true, -1],
      [17, [null, 4], 1, true, -2],
    ]);
    expect(only?.status).toMatchObject({ state: 'won', leader: 1, up: 2, thru: 17, toPlay: 1, text: '2 & 1' });
    expect(only && matchStatusFor(only.status, 0)).toBe('Lost 2 & 1');
    expect(only?.winner).toBe(1);
    // Pot 2 × $10; 60/40: the money goes to Bob.
    expect(payouts(g)).toEqual({ bob: 1200, ann: 800 });
    expect(g.results.find((r) => r.playerId === 'bob')?.summary).toBe('1 won, 0 halved, 0 lost: 1 point · 1st · $12.00');
  });

  it('final, both stopped after 14: holes 15–18 are halved and Ann wins 1 UP', () => {
    const bobStops = player('bob', stopsAfter(14), 0);
    const g = matchPlay({ ...match([ann, bobStops], [mp(1000, [ann, bobStops], 'SINGLES_ROUND_ROBIN')]), final: true });
    const [only] = g.explanation.matches;
    expect(only?.holes.slice(14).map((h) => [h.winner, h.conceded])).toEqual([
      [null, false],
      [null, false],
      [null, false],
      [null, false],
    ]);
    expect(only?.status).toMatchObject({ state: 'won', leader: 0, up: 1, thru: 18, toPlay: 0, text: '1 UP' });
    expect(payouts(g)).toEqual({ ann: 1200, bob: 800 });
  });

  it('final, a hole in the middle with no score from either side is halved, not skipped', () => {
    const annGap = player('ann', card({ 1: 3, 5: null }), 0);
    const bobGap = player('bob', card({ 5: null }), 0);
    const [only] = matchPlay({ ...match([annGap, bobGap], [mp(1000, [annGap, bobGap], 'SINGLES_ROUND_ROBIN')]), final: true }).explanation.matches;
    expect(only?.holes).toHaveLength(18);
    expect(only?.holes[4]).toEqual({ hole: 5, nets: [null, null], winner: null, conceded: false, up: 1 });
    expect(only?.status.text).toBe('1 UP');
  });
});

describe('a no-show forfeits ("W/O")', () => {
  // Round robin of three, no strokes. Ann beats Bob 1 UP (birdie on 18); Cy never turns up (no card at all).
  const ann = player('ann', card({ 18: 3 }), 0);
  const bob = player('bob', card(), 0);
  const cy = player('cy', NO_CARD, 0);
  const input = match([ann, bob, cy], [mp(1000, [ann, bob, cy], 'SINGLES_ROUND_ROBIN')]);

  it('live: Cy’s matches read "Not started" and count nothing — Cy, never seen, takes 2nd and its money', () => {
    const g = matchPlay(input);
    expect(g.explanation.matches.map((m) => [m.sides.map((s) => s.sideId), m.status.text])).toEqual([
      [['ann', 'bob'], '1 UP'],
      [['ann', 'cy'], 'Not started'],
      [['bob', 'cy'], 'Not started'],
    ]);
    // Pot $30, 60/40. Bob and Cy have 0 points; Cy's margin 0 beats Bob's −1: 2nd (40% = $12.00) to Cy.
    expect(payouts(g)).toEqual({ ann: 1800, cy: 1200, bob: 0 });
  });

  it('final: Cy forfeits both matches (Rule 5.3a: not starting is disqualification, a lost match); Bob is 2nd alone', () => {
    const g = matchPlay({ ...input, final: true });
    expect(g.explanation.matches.map((m) => [m.sides.map((s) => s.sideId), m.status.state, m.status.text, m.winner, m.decidedBy])).toEqual([
      [['ann', 'bob'], 'won', '1 UP', 0, 'holes'],
      [['ann', 'cy'], 'walkover', 'W/O', 0, 'walkover'],
      [['bob', 'cy'], 'walkover', 'W/O', 0, 'walkover'],
    ]);
    const cyMatch = g.explanation.matches[1];
    expect(cyMatch && matchStatusFor(cyMatch.status, 1)).toBe('Lost W/O (no card)');
    expect(g.explanation.standings.map((s) => [s.sideId, s.points, s.wins, s.losses, s.margin])).toEqual([
      ['ann', 2, 2, 0, 1],
      ['bob', 1, 1, 1, -1],
      ['cy', 0, 0, 2, 0],
    ]);
    expect(payouts(g)).toEqual({ ann: 1800, bob: 1200, cy: 0 });
  });

  it('final: when neither side has a card, neither wins (both forfeit: a loss each, no points)', () => {
    const dee = player('dee', NO_CARD, 0);
    const g = matchPlay({ ...match([cy, dee], [mp(1000, [cy, dee], 'SINGLES_ROUND_ROBIN')]), final: true });
    expect(g.explanation.matches[0]?.status).toMatchObject({ state: 'walkover', leader: null, text: 'W/O (no cards)' });
    expect(g.explanation.standings.map((s) => [s.sideId, s.points, s.losses])).toEqual([
      ['cy', 0, 1],
      ['dee', 0, 1],
    ]);
  });

  it('pairs: a team with no card forfeits; a team with one partner’s card plays on', () => {
    // Team A (ann, bob) both play; team B (cy, dee) neither; team C (eve, fay): only eve plays, in par.
    const eve = player('eve', card(), 0);
    const fay = player('fay', NO_CARD, 0);
    const dee = player('dee', NO_CARD, 0);
    const field = [ann, bob, cy, dee, eve, fay];
    const teams = [
      { id: 'A', playerIds: ['ann', 'bob'] },
      { id: 'B', playerIds: ['cy', 'dee'] },
      { id: 'C', playerIds: ['eve', 'fay'] },
    ];
    const g = matchPlay({ ...match(field, [mp(1000, field, 'PAIRS_ROUND_ROBIN', { teams })]), final: true });
    expect(g.explanation.matches.map((m) => [m.sides.map((s) => s.sideId), m.status.text, m.winner])).toEqual([
      [['A', 'B'], 'W/O', 0],
      [['A', 'C'], '1 UP', 0],
      [['B', 'C'], 'W/O', 1],
    ]);
    // Pot 6 × $10 = $60; 60/40: A $36.00 ($18.00 each), C $24.00 ($12.00 each).
    expect(payouts(g)).toEqual({ ann: 1800, bob: 1800, eve: 1200, fay: 1200, cy: 0, dee: 0 });
  });

  it('bracket: the better seed without a card loses by walkover', () => {
    // Ann (index 2) is seed 1 but has no card; Bob (index 8) plays: Bob goes through W/O and takes 1st.
    const annAway = player('ann', NO_CARD, 2);
    const bobPlays = player('bob', card(), 8);
    const g = matchPlay({ ...match([annAway, bobPlays], [mp(1000, [annAway, bobPlays], 'SINGLES_BRACKET')]), final: true });
    const [final] = g.explanation.matches;
    expect(final).toMatchObject({ winner: 1, decidedBy: 'walkover', status: { state: 'walkover', text: 'W/O' } });
    expect(payouts(g)).toEqual({ bob: 1200, ann: 800 });
    expect(g.results.find((r) => r.playerId === 'bob')?.summary).toBe('Won W/O (no card from the other side) in the final · 1st · $12.00');
  });
});

describe('bracket seeding ties: the exact index, then the recorded draw', () => {
  // Rating = par, slope 113: course handicap = round(index). All four play off 10.
  const field = [player('p1', card(), 10.4), player('p2', card(), 9.6), player('p3', card(), 10.0), player('p4', card(), 10.0)];
  const bracket = (draw?: string[]) => matchPlay(match(field, [mp(1000, field, 'SINGLES_BRACKET', { draw })]));
  const seeds = (g: MatchPlayGame) => g.explanation.standings.map((s) => [s.sideId, s.seed, s.exactIndex, s.drawPosition, s.seedTieBreak]).sort((a, b) => Number(a[1]) - Number(b[1]));

  it('9.6 is seed 1 and 10.4 seed 4 on the exact index; the two 10.0s by the draw', () => {
    expect(seeds(bracket(['p4', 'p1', 'p3', 'p2']))).toEqual([
      ['p2', 1, 9.6, 4, 'index'],
      ['p4', 2, 10, 1, 'draw'],
      ['p3', 3, 10, 3, 'draw'],
      ['p1', 4, 10.4, 2, 'index'],
    ]);
  });

  it('the draw, not the internal id, decides: reversing the draw reverses seeds 2 and 3', () => {
    expect(seeds(bracket(['p3', 'p4'])).map((s) => s.slice(0, 2))).toEqual([
      ['p2', 1],
      ['p3', 2],
      ['p4', 3],
      ['p1', 4],
    ]);
  });

  it('before the draw is made (a live board), the tied sides are marked "to be drawn"', () => {
    expect(seeds(bracket()).map((s) => [s[0], s[4]])).toEqual([
      ['p2', 'index'],
      ['p3', 'to be drawn'],
      ['p4', 'to be drawn'],
      ['p1', 'index'],
    ]);
  });

  it('pairs: the partners’ exact indexes added', () => {
    // A 9.6 + 10.4 = 20.0 and B 10.0 + 10.0 = 20.0: level on both (20 v 20); the draw puts B first.
    const teams = [
      { id: 'A', playerIds: ['p1', 'p2'] },
      { id: 'B', playerIds: ['p3', 'p4'] },
    ];
    const g = matchPlay(match(field, [mp(1000, field, 'PAIRS_BRACKET', { teams, draw: ['B', 'A'] })]));
    expect(seeds(g)).toEqual([
      ['B', 1, 20, 1, 'draw'],
      ['A', 2, 20, 2, 'draw'],
    ]);
  });
});
