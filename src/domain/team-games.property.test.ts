import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resultRowsFromScore } from './result-rows';
import { scoreMatch } from './score-match';
import { FOUR_BALL_FORMATS, MATCH_PLAY_FORMATS, type Adjustment, type GameInput, type MatchInput, type MatchScore, type ScoredGame } from './types';

const RUNS = 200;
const ALL_STROKE_INDEXES = Array.from({ length: 18 }, (_, i) => i + 1);

/** 0–16 players (an even number: teams of two), random cards with gaps, teams by pairing, the three team games. */
const matchArb: fc.Arbitrary<MatchInput> = fc
  .record({
    pairs: fc.integer({ min: 0, max: 8 }),
    scoreRange: fc.constantFrom<[number, number]>([1, 12], [3, 6], [4, 5]),
    holesKnown: fc.integer({ min: 0, max: 18 }),
  })
  .chain(({ pairs, scoreRange: [min, max], holesKnown }) => {
    const ids = Array.from({ length: pairs * 2 }, (_, i) => `p${i}`);
    const gross = fc.array(fc.option(fc.integer({ min, max }), { nil: null, freq: 12 }), { minLength: 18, maxLength: 18 });
    // Cards often stop after the same hole (a round in progress).
    const cut = (card: (number | null)[]) => card.map((s, i) => (i < holesKnown || holesKnown === 0 ? s : null));
    // Now and then a player with no card at all (a no-show).
    const noCard = fc.constant(Array.from({ length: 18 }, (): number | null => null));
    const players = fc.tuple(
      ...ids.map((id) =>
        fc.record({
          id: fc.constant(id),
          index: fc.option(fc.integer({ min: -30, max: 360 }).map((t) => t / 10), { nil: null, freq: 6 }),
          gross: fc.oneof({ weight: 9, arbitrary: gross.map(cut) }, { weight: 1, arbitrary: noCard }),
        }),
      ),
    );
    const sideIds = [...ids, ...Array.from({ length: pairs }, (_, k) => `t${k}`)];
    const teams = fc.shuffledSubarray(ids, { minLength: ids.length, maxLength: ids.length }).map((order) =>
      Array.from({ length: pairs }, (_, k) => ({ id: `t${k}`, playerIds: [order[2 * k] ?? '', order[2 * k + 1] ?? ''] })),
    );
    const buyIn = fc.oneof(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 7 }));
    const potCalc = fc.constantFrom('PER_ENTRY' as const, 'PER_PLAYER' as const, 'FLAT' as const);
    // A draw that holds some of the sides, in any order.
    const draw = fc.option(fc.shuffledSubarray(sideIds), { nil: undefined });
    return fc.record({ players, teams, buyIns: fc.tuple(buyIn, buyIn, buyIn), potCalc, mpFormat: fc.constantFrom(...MATCH_PLAY_FORMATS), fbFormat: fc.constantFrom(...FOUR_BALL_FORMATS), placeTies: fc.constantFrom('split' as const, 'countback' as const), allowance: fc.integer({ min: 0, max: 100 }), dq: fc.subarray(ids, { maxLength: Math.min(3, ids.length) }), final: fc.boolean(), draw });
  })
  .map(({ players, teams, buyIns, potCalc, mpFormat, fbFormat, placeTies, allowance, dq, final, draw }) => {
    const playerIds = players.map((p) => p.id);
    const games: GameInput[] = [
      { code: 'MATCH_PLAY', buyInCents: buyIns[0], potCalc, playerIds, teams, format: mpFormat, draw },
      { code: 'FOUR_BALL', buyInCents: buyIns[1], potCalc, playerIds, teams, format: fbFormat },
      { code: 'TEAM_NASSAU', buyInCents: buyIns[2], potCalc, playerIds, teams },
    ];
    const adjustments: Adjustment[] = dq.map((playerId, i) => ({ kind: 'DISQUALIFIED', playerId, gameCode: i === 0 ? null : 'MATCH_PLAY', reason: 'Signed a wrong card' }));
    return {
      holes: ALL_STROKE_INDEXES.map((strokeIndex, i) => ({ par: 3 + (i % 3), strokeIndex: ((strokeIndex * 7) % 18) + 1 })),
      rating: 71.3,
      slope: 125,
      players,
      games,
      settings: { placeTies, allowanceByGame: { MATCH_PLAY: allowance, FOUR_BALL: 85 } },
      adjustments,
      final,
    };
  });

function eachGame(check: (game: ScoredGame, input: MatchInput, score: MatchScore) => void): void {
  fc.assert(
    fc.property(matchArb, (input) => {
      const score = scoreMatch(input);
      for (const game of score.games) check(game, input, score);
    }),
    { numRuns: RUNS },
  );
}

describe('team games: money', () => {
  it('paid + remainder = pot; payouts whole, not negative, adding up to paid', () => {
    eachGame((game) => {
      const paid = game.results.reduce((sum, r) => sum + r.payoutCents, 0);
      expect(paid).toBe(game.paidCents);
      expect(game.paidCents + game.remainderCents).toBe(game.potCents);
      expect(game.remainderCents).toBeGreaterThanOrEqual(0);
      for (const r of game.results) {
        expect(Number.isSafeInteger(r.payoutCents) && r.payoutCents >= 0).toBe(true);
      }
    });
  });

  it('partners still in the game get equal shares (within a cent), a disqualified player nothing', () => {
    eachGame((game, input) => {
      const teams = input.games.find((g) => g.code === game.code)?.teams ?? [];
      const pays = new Map(game.results.map((r) => [r.playerId, r]));
      const paired = game.code !== 'MATCH_PLAY' || game.explanation.kind !== 'matchplay' || game.explanation.format.startsWith('PAIRS');
      if (!paired) return;
      for (const team of teams) {
        const inPlay = team.playerIds.map((id) => pays.get(id)).filter((r) => r !== undefined && r.explanation.kind !== 'disqualified');
        const amounts = inPlay.map((r) => r?.payoutCents ?? 0);
        if (amounts.length === 2) expect(Math.abs((amounts[0] ?? 0) - (amounts[1] ?? 0))).toBeLessThanOrEqual(1);
      }
      for (const r of game.results) if (r.explanation.kind === 'disqualified') expect(r.payoutCents).toBe(0);
    });
  });

  it('result rows: one per player per game', () => {
    fc.assert(
      fc.property(matchArb, (input) => {
        const rows = resultRowsFromScore(scoreMatch(input));
        const expected = input.games.flatMap((g) => g.playerIds.map((id) => `${g.code}:${id}`)).sort();
        expect(rows.map((r) => `${r.game_code}:${r.player_id}`).sort()).toEqual(expected);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('team games: match play', () => {
  it('every match’s status agrees with its holes up', () => {
    eachGame((game, input) => {
      if (game.explanation.kind !== 'matchplay') return;
      const holeCount = input.holes.length;
      for (const m of game.explanation.matches) {
        let up = 0;
        m.holes.forEach((hole, i) => {
          expect(hole.hole).toBe(i + 1);
          // Nobody plays on after the match is decided.
          expect(Math.abs(up)).toBeLessThanOrEqual(holeCount - i);
          up += hole.winner === 0 ? 1 : hole.winner === 1 ? -1 : 0;
          expect(hole.up).toBe(up);
          if (hole.conceded) expect(hole.nets.filter((n) => n === null)).toHaveLength(1);
        });
        const { status } = m;
        expect(status.thru).toBe(m.holes.length);
        expect(status.up).toBe(Math.abs(up));
        if (status.state === 'walkover') {
          // Only in final results: no holes, nothing to play, the side with a card (if any) wins.
          expect(input.final).toBe(true);
          expect([m.holes.length, status.toPlay]).toEqual([0, 0]);
          if (m.round === null) expect(m.winner).toBe(status.leader);
          continue;
        }
        expect(status.leader).toBe(up > 0 ? 0 : up < 0 ? 1 : null);
        expect(status.toPlay).toBe(holeCount - status.thru);
        const expectedState =
          status.thru === 0 ? 'not started' : status.up > status.toPlay ? 'won' : status.toPlay === 0 ? 'halved' : status.up > 0 && status.up === status.toPlay ? 'dormie' : 'in progress';
        expect(status.state).toBe(expectedState);
        if (m.round !== null) expect(m.winner).not.toBeNull();
        else expect(m.winner).toBe(status.leader);
      }
    });
  });

  it('round robin: one point per started match; bracket: sides − 1 matches and one champion', () => {
    eachGame((game) => {
      const e = game.explanation;
      if (e.kind !== 'matchplay') return;
      if (e.format.endsWith('ROUND_ROBIN')) {
        const n = e.sides.length;
        expect(e.matches).toHaveLength((n * (n - 1)) / 2);
        // A double forfeit (no card on either side) gives nobody a point.
        const started = e.matches.filter((m) => m.status.state !== 'not started' && !(m.status.state === 'walkover' && m.status.leader === null)).length;
        expect(e.standings.reduce((sum, s) => sum + (s.points ?? 0), 0)).toBe(started);
      } else {
        expect(e.matches).toHaveLength(Math.max(0, e.sides.length - 1));
        if (e.sides.length > 0) expect(e.standings.filter((s) => s.money.position === 1)).toHaveLength(1);
      }
    });
  });
});

describe('team games: match play at the end of play (rule 37)', () => {
  it('final results never leave a hole "to play": every match is won, halved or a walkover, and every hole to the end counts', () => {
    fc.assert(
      fc.property(matchArb, (generated) => {
        const input = { ...generated, final: true };
        const game = scoreMatch(input).games.find((g) => g.code === 'MATCH_PLAY');
        if (game?.explanation.kind !== 'matchplay') return;
        const holeCount = input.holes.length;
        for (const m of game.explanation.matches) {
          expect(['won', 'halved', 'walkover']).toContain(m.status.state);
          if (m.status.state === 'walkover') continue;
          // Played to the 18th, or stopped only when the match was decided (up by more than the holes left).
          if (m.status.thru < holeCount) expect(m.status.up).toBeGreaterThan(holeCount - m.status.thru);
          // Every hole counted has a result: a hole one side has no score on is that side's loss.
          for (const hole of m.holes) {
            const [a, b] = hole.nets;
            if (a === null && b !== null) expect(hole.winner).toBe(1);
            if (b === null && a !== null) expect(hole.winner).toBe(0);
            if (a === null && b === null) expect(hole.winner).toBeNull();
          }
        }
        // Nobody without a card takes a point, a place or money by it.
        const noCard = new Set(input.players.filter((p) => p.gross.every((s) => s === null)).map((p) => p.id));
        for (const standing of game.explanation.standings) {
          const side = game.explanation.sides.find((s) => s.id === standing.sideId);
          if (side && side.playerIds.every((id) => noCard.has(id))) {
            expect(standing.points ?? 0).toBe(0);
            expect(standing.wins).toBe(0);
          }
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('the live board still reads "thru N" while play goes on: the same cards, not final, are never a walkover', () => {
    fc.assert(
      fc.property(matchArb, (generated) => {
        const game = scoreMatch({ ...generated, final: false }).games.find((g) => g.code === 'MATCH_PLAY');
        if (game?.explanation.kind !== 'matchplay') return;
        for (const m of game.explanation.matches) expect(m.status.state).not.toBe('walkover');
      }),
      { numRuns: RUNS },
    );
  });
});
