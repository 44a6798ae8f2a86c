/** Where a player's index came from (players.index_source): published from the record, or set by an admin. */
export type IndexSource = 'LEAGUE' | 'PROVISIONAL' | 'MANUAL';

export const INDEX_SOURCE_LABELS: Record<IndexSource, string> = { LEAGUE: 'League', PROVISIONAL: 'Provisional', MANUAL: 'Manual' };
