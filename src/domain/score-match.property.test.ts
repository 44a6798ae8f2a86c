import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scoreMatch } from './score-match';
import type { GameCode, GameInput, HoleInput, MatchInput, MatchScore, PlayerInput, ScoredGame } from './types';
import type { PayoutCurves } from './payout-curves';

const RUNS = 300;
const ALL_STROKE_INDEXES = Array.from({ length: 18 }, (_, i) => i + 1);
const SCORABLE_GAMES: GameCode[] = ['STB_V2', 'SKINS_GROSS', 'SKINS_NET', 'NASSAU', 'STROKE_PLAY'];

const indexArb = fc.option(fc.integer({ min: -80, max: 540 }).map((tenths) => tenths / 10), { nil: null, freq: 4 });
/** Narrow score ranges make ties (and carried skins) common, wide ones make outright wins common. */
const scoreRangeArb = fc.constantFrom<[number, number]>([1, 12], [3, 7], [4, 5]);
const grossArb = ([min, max]: [number, number]): fc.Arbitrary<number | null> =>
  fc.option(fc.integer({ min, max }), { nil: null, freq: 10 });

/** A curve adding up to exactly 100%, 1–5 places, in whole hundredths of a percent. */
const curveArb = fc
  .integer({ min: 1, max: 5 })
  .chain((places) => fc.uniqueArray(fc.integer({ min: 1, max: 9999 }), { minLength: places - 1, maxLength: places - 1 }))
  .map((cuts) => {
    const bounds = [0, ...[...cuts].sort((a, b) => a - b), 10_000];
    return bounds.slice(1).map((bound, i) => (bound - (bounds[i] ?? 0)) / 100);
  });
const curvesArb: fc.Arbitrary<PayoutCurves> = fc.record({ small: curveArb, medium: curveArb, large: curveArb });

const matchArb: fc.Arbitrary<MatchInput> = fc
  .record({
    holeCount: fc.oneof(fc.constant(18), fc.integer({ min: 1, max: 18 })),
    playerIds: fc
      .integer({ min: 1, max: 40 })
      .chain((count) => fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { minLength: count, maxLength: count })),
    scoreRange: scoreRangeArb,
  })
  .chain(({ holeCount, playerIds, scoreRange }) => {
    const holes: fc.Arbitrary<HoleInput[]> = fc
      .tuple(
        fc.shuffledSubarray(ALL_STROKE_INDEXES, { minLength: holeCount, maxLength: holeCount }),
        fc.array(fc.integer({ min: 3, max: 6 }), { minLength: holeCount, maxLength: holeCount }),
      )
      .map(([strokeIndexes, pars]) => strokeIndexes.map((strokeIndex, i) => ({ par: pars[i] ?? 4, strokeIndex })));
    const players: fc.Arbitrary<PlayerInput[]> = fc.tuple(
      ...playerIds.map((id) =>
        fc.record({ id: fc.constant(id), index: indexArb, gross: fc.array(grossArb(scoreRange), { minLength: holeCount, maxLength: holeCount }) }),
      ),
    );
    const codes = SCORABLE_GAMES.filter((code) => code !== 'NASSAU' || holeCount === 18);
    const games: fc.Arbitrary<GameInput[]> = fc.subarray(codes).chain((chosen) =>
      fc.tuple(
        ...chosen.map((code) =>
          fc.record({
            code: fc.constant(code),
            buyInCents: fc.oneof(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 0, max: 50 })),
            potCalc: fc.constantFrom('PER_ENTRY' as const, 'PER_PLAYER' as const, 'FLAT' as const),
            playerIds: fc.subarray(playerIds),
          }),
        ),
      ),
    );
    const settings = fc.option(
      fc.record(
        {
          stablefordTable: fc.constantFrom('MODIFIED_V2' as const, 'STANDARD' as const),
          allowancePct: fc.integer({ min: 0, max: 100 }),
          payoutCurves: curvesArb,
        },
        { requiredKeys: [] },
      ),
      { nil: undefined },
    );
    return fc.record({
      holes,
      // Far from par on purpose at times: that is what produces big and plus course handicaps.
      rating: fc.integer({ min: 300, max: 800 }).map((tenths) => tenths / 10),
      slope: fc.integer({ min: 55, max: 155 }),
      players,
      games,
      settings,
    });
  });

function eachGame(check: (game: ScoredGame, input: MatchInput, result: MatchScore) => void): void {
  fc.assert(
    fc.property(matchArb, (input) => {
      const result = scoreMatch(input);
      for (const game of result.games) check(game, input, result);
    }),
    { numRuns: RUNS },
  );
}

function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

describe('money invariants over random fields', () => {
  it('Σ payouts + remainder = pot; no payout negative or fractional', () => {
    eachGame((game, _input, result) => {
      const paid = game.results.reduce((sum, r) => sum + r.payoutCents, 0);
      expect(paid).toBe(game.paidCents);
      expect(paid + game.remainderCents).toBe(game.potCents);
      expect(game.remainderCents).toBeGreaterThanOrEqual(0);
      for (const r of game.results) {
        expect(Number.isSafeInteger(r.payoutCents)).toBe(true);
        expect(r.payoutCents).toBeGreaterThanOrEqual(0);
      }
      expect(result.totals.paidCents + result.totals.remainderCents).toBe(result.totals.potCents);
    });
  });

  it('one result per player in the game', () => {
    eachGame((game, input) => {
      const gameInput = input.games.find((g) => g.code === game.code);
      expect(game.results.map((r) => r.playerId).sort()).toEqual([...(gameInput?.playerIds ?? [])].sort());
    });
  });

  it('tied players get equal amounts (same position in a place game, same skins in skins)', () => {
    eachGame((game) => {
      if (game.explanation.kind === 'place') {
        for (const [position, tied] of groupBy(game.results, (r) => r.position)) {
          if (position === null) {
            expect(tied.every((r) => r.payoutCents === 0)).toBe(true);
          } else {
            expect(new Set(tied.map((r) => r.payoutCents)).size).toBe(1);
          }
        }
      }
      if (game.explanation.kind === 'skins') {
        for (const tied of groupBy(game.results, (r) => r.skinsWon).values()) {
          expect(new Set(tied.map((r) => r.payoutCents)).size).toBe(1);
        }
      }
    });
  });

  it('place games: remainder < players holding a paid place, or the whole pot when nobody does', () => {
    eachGame((game) => {
      if (game.explanation.kind !== 'place') return;
      const prizeHolders = game.explanation.groups
        .filter((g) => g.pooledPct > 0)
        .reduce((sum, g) => sum + g.playerIds.length, 0);
      if (prizeHolders === 0) expect(game.remainderCents).toBe(game.potCents);
      else expect(game.remainderCents).toBeLessThan(prizeHolders);
    });
  });

  it('skins: every hole’s skin is won or left tied at the end; remainder < skins won, or the pot when none', () => {
    eachGame((game, input) => {
      if (game.explanation.kind !== 'skins') return;
      const won = game.results.reduce((sum, r) => sum + r.skinsWon, 0);
      expect(won).toBe(game.explanation.totalSkinsWon);
      expect(won).toBeLessThanOrEqual(input.holes.length);
      expect(won + game.explanation.unawardedSkins).toBe(input.holes.length);
      if (won === 0) expect(game.remainderCents).toBe(game.potCents);
      else expect(game.remainderCents).toBeLessThan(won);
    });
  });

  it('Nassau: remainder = split cents + each part’s flooring (< its winners) or its whole pot when nobody is eligible', () => {
    eachGame((game) => {
      if (game.explanation.kind !== 'nassau') return;
      const { parts, splitRemainderCents, partPotCents } = game.explanation;
      expect(splitRemainderCents).toBeLessThanOrEqual(2);
      expect(3 * partPotCents + splitRemainderCents).toBe(game.potCents);
      for (const part of parts) {
        if (part.winnerIds.length === 0) expect(part.remainderCents).toBe(partPotCents);
        else expect(part.remainderCents).toBeLessThan(part.winnerIds.length);
      }
      expect(game.remainderCents).toBe(splitRemainderCents + parts.reduce((sum, p) => sum + p.remainderCents, 0));
    });
  });
});

describe('scoring invariants over random fields', () => {
  it('shuffling the players (and each game’s player list) changes nothing', () => {
    const shuffledArb = matchArb.chain((input) =>
      fc.record({
        input: fc.constant(input),
        players: fc.shuffledSubarray([...input.players], { minLength: input.players.length, maxLength: input.players.length }),
        gamePlayers: fc.tuple(
          ...input.games.map((g) => fc.shuffledSubarray([...g.playerIds], { minLength: g.playerIds.length, maxLength: g.playerIds.length })),
        ),
      }),
    );
    fc.assert(
      fc.property(shuffledArb, ({ input, players, gamePlayers }) => {
        const shuffled: MatchInput = {
          ...input,
          players,
          games: input.games.map((g, i) => ({ ...g, playerIds: gamePlayers[i] ?? [] })),
        };
        expect(scoreMatch(shuffled)).toEqual(scoreMatch(input));
      }),
      { numRuns: RUNS },
    );
  });

  it('net = gross − strokes; strokes add up to the course handicap on a full 18', () => {
    fc.assert(
      fc.property(matchArb, (input) => {
        for (const p of scoreMatch(input).players) {
          p.gross.forEach((gross, i) => expect(p.net[i]).toBe(gross === null ? null : gross - (p.strokes[i] ?? 0)));
          if (input.holes.length === 18) expect(p.strokes.reduce((a, b) => a + b, 0)).toBe(p.courseHandicap);
          if (p.noIndex) expect(p.courseHandicap).toBe(0);
        }
      }),
      { numRuns: RUNS },
    );
  });

  it('the leaderboard is in Stableford order with competition ranks', () => {
    fc.assert(
      fc.property(matchArb, (input) => {
        const rows = scoreMatch(input).leaderboard;
        rows.forEach((row, i) => {
          const previous = rows[i - 1];
          if (previous === undefined) return expect(row.rank).toBe(1);
          expect(row.stablefordPoints).toBeLessThanOrEqual(previous.stablefordPoints);
          expect(row.rank).toBe(row.stablefordPoints === previous.stablefordPoints ? previous.rank : i + 1);
        });
      }),
      { numRuns: RUNS },
    );
  });

  it('stroke play pays only complete cards', () => {
    eachGame((game, _input, result) => {
      if (game.code !== 'STROKE_PLAY') return;
      for (const r of game.results) {
        const complete = result.players.find((p) => p.id === r.playerId)?.complete;
        if (!complete) expect([r.position, r.payoutCents]).toEqual([null, 0]);
        else expect(r.position).not.toBeNull();
      }
    });
  });
});
