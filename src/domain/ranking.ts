/** Plain code-unit comparison: the same order in every runtime and locale. */
export function compareIds(a: string, b: string): number {
  if (a < b) return -1;
  return a > b ? 1 : 0;
}

export interface Ranked<T> {
  item: T;
  position: number;
}

/**
 * Competition ranking (1, 2, 2, 4): equal scores share a position and the next position skips the
 * places they took. Output is ordered by position, then id, whatever the input order.
 */
export function rankCompetition<T extends { id: string }>(
  items: readonly T[],
  score: (item: T) => number,
  better: 'higher' | 'lower',
): Ranked<T>[] {
  const direction = better === 'higher' ? -1 : 1;
  const sorted = [...items].sort((a, b) => direction * (score(a) - score(b)) || compareIds(a.id, b.id));
  const ranked: Ranked<T>[] = [];
  sorted.forEach((item, i) => {
    const previous = ranked[i - 1];
    const tiedWithPrevious = previous !== undefined && score(previous.item) === score(item);
    ranked.push({ item, position: tiedWithPrevious ? previous.position : i + 1 });
  });
  return ranked;
}
