/** Holes on a scorecard, a tee set and a scorecard CSV row. */
export const HOLE_COUNT = 18;

/**
 * What a final match's scorecards answer to any edit: the database raises this text (upsert_scorecard,
 * import_scorecards), the score queue recognises it, and the screens show it.
 */
export const MATCH_FINALIZED_MESSAGE = 'This match has been finalized. Results are locked and can only be viewed.';
