/** Builders for tests and the bench only: a course where the numbers are easy to check by hand. */
import type { GameCode, GameInput, HoleInput, MatchInput, PlayerInput } from './types';
import type { PotCalc } from './pots';

/** n holes, all par 4, hole k has stroke index k. */
export function par4Holes(count: number): HoleInput[] {
  return Array.from({ length: count }, (_, i) => ({ par: 4, strokeIndex: i + 1 }));
}

export function player(id: string, gross: readonly (number | null)[], index: number | null = null): PlayerInput {
  return { id, index, gross };
}

export function game(code: GameCode, buyInCents: number, playerIds: readonly string[], potCalc: PotCalc = 'PER_ENTRY'): GameInput {
  return { code, buyInCents, potCalc, playerIds };
}

/** A par-4 course with rating = par and slope 113, so course handicap = round(index). */
export function match(players: readonly PlayerInput[], games: readonly GameInput[], extra: Partial<MatchInput> = {}): MatchInput {
  const holeCount = players[0]?.gross.length ?? 18;
  return { holes: par4Holes(holeCount), rating: 4 * holeCount, slope: 113, players, games, ...extra };
}

export function ids(players: readonly PlayerInput[]): string[] {
  return players.map((p) => p.id);
}

/** The same 18-hole score repeated with a few holes changed: `{ 1: 3 }` means 3 on hole 1. */
export function card(changes: Readonly<Record<number, number | null>> = {}, base = 4): (number | null)[] {
  return Array.from({ length: 18 }, (_, i) => (i + 1 in changes ? (changes[i + 1] ?? null) : base));
}
