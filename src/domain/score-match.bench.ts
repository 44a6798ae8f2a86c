import { bench, describe } from 'vitest';
import { scoreMatch } from './score-match';
import type { GameCode, MatchInput } from './types';

/** Small deterministic generator so every run scores the same field. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

function field120(): MatchInput {
  const random = seededRandom(20_240_601);
  const pick = (min: number, max: number): number => min + Math.floor(random() * (max - min + 1));
  const pars = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 5, 4];
  const strokeIndexes = [7, 13, 17, 1, 9, 3, 15, 11, 5, 8, 18, 2, 10, 14, 4, 16, 6, 12];
  const players = Array.from({ length: 120 }, (_, i) => ({
    id: `player-${String(i).padStart(3, '0')}`,
    index: random() < 0.1 ? null : pick(-30, 360) / 10,
    gross: pars.map((par) => (random() < 0.02 ? null : Math.min(12, Math.max(1, par + pick(-2, 4))))),
  }));
  const everyone = players.map((p) => p.id);
  const games: { code: GameCode; buyInCents: number }[] = [
    { code: 'STB_V2', buyInCents: 1000 },
    { code: 'SKINS_GROSS', buyInCents: 500 },
    { code: 'SKINS_NET', buyInCents: 500 },
    { code: 'NASSAU', buyInCents: 1500 },
    { code: 'STROKE_PLAY', buyInCents: 2000 },
  ];
  return {
    holes: pars.map((par, i) => ({ par, strokeIndex: strokeIndexes[i] ?? i + 1 })),
    rating: 72.4,
    slope: 131,
    players,
    games: games.map((g) => ({ ...g, potCalc: 'PER_ENTRY', playerIds: everyone })),
  };
}

describe('scoreMatch', () => {
  const input = field120();
  bench('120 players, 18 holes, 5 games, end to end', () => {
    scoreMatch(input);
  });
});
