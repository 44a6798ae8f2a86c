/** Small text helpers for the human-readable summaries that accompany every outcome. */

export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][n % 10] ?? 'th';
  return `${n}${suffix}`;
}

/** [2, 3] -> "holes 2–3", [5] -> "hole 5"; the list is consecutive by construction. */
export function holeRange(holes: readonly number[]): string {
  const first = holes[0];
  const last = holes[holes.length - 1];
  if (first === undefined || last === undefined) return 'no holes';
  return first === last ? `hole ${first}` : `holes ${first}–${last}`;
}

/** [2, 3] -> "places 2–3", [1] -> "place 1". */
export function placeRange(places: readonly number[]): string {
  const first = places[0];
  const last = places[places.length - 1];
  if (first === undefined || last === undefined) return 'no places';
  return first === last ? `place ${first}` : `places ${first}–${last}`;
}

export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}
