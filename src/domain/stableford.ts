/** Stableford points tables. One table per league (a setting), used everywhere points appear. */

export type StablefordTableId = 'MODIFIED_V2' | 'STANDARD';

export interface StablefordRow {
  /** Text for the Scoring Rules card, e.g. 'Birdie'. */
  label: string;
  /** Net strokes relative to par covered by this row; null means unbounded on that side. */
  minToPar: number | null;
  maxToPar: number | null;
  points: number;
}

export interface StablefordTable {
  id: StablefordTableId;
  name: string;
  rows: readonly StablefordRow[];
}

export const STABLEFORD_TABLES: Readonly<Record<StablefordTableId, StablefordTable>> = {
  MODIFIED_V2: {
    id: 'MODIFIED_V2',
    name: 'Modified Stableford v2',
    rows: [
      { label: 'Albatross or better', minToPar: null, maxToPar: -3, points: 10 },
      { label: 'Eagle', minToPar: -2, maxToPar: -2, points: 6 },
      { label: 'Birdie', minToPar: -1, maxToPar: -1, points: 4 },
      { label: 'Par', minToPar: 0, maxToPar: 0, points: 2 },
      { label: 'Bogey', minToPar: 1, maxToPar: 1, points: 1 },
      { label: 'Double bogey or worse', minToPar: 2, maxToPar: null, points: 0 },
    ],
  },
  STANDARD: {
    id: 'STANDARD',
    name: 'Standard Stableford',
    rows: [
      { label: '2 or more under par', minToPar: null, maxToPar: -2, points: 4 },
      { label: '1 under par', minToPar: -1, maxToPar: -1, points: 3 },
      { label: 'Par', minToPar: 0, maxToPar: 0, points: 2 },
      { label: '1 over par', minToPar: 1, maxToPar: 1, points: 1 },
      { label: '2 or more over par', minToPar: 2, maxToPar: null, points: 0 },
    ],
  },
};

export const DEFAULT_STABLEFORD_TABLE: StablefordTableId = 'MODIFIED_V2';

/** Points for one hole from its net score; a missing score (null) earns 0. */
export function pointsForHole(net: number | null, par: number, table: StablefordTableId = DEFAULT_STABLEFORD_TABLE): number {
  if (net === null) return 0;
  const toPar = net - par;
  const row = STABLEFORD_TABLES[table].rows.find(
    (r) => (r.minToPar === null || toPar >= r.minToPar) && (r.maxToPar === null || toPar <= r.maxToPar),
  );
  if (row === undefined) throw new Error(`No Stableford row for ${toPar} to par`);
  return row.points;
}
