/** Query keys of the scorecard import: the matches that still accept scores and one match's entrants. */
export const scorecardImportKeys = {
  all: ['scorecard-import'] as const,
  importableMatches: () => [...scorecardImportKeys.all, 'importable-matches'] as const,
  entrants: (matchId: string) => [...scorecardImportKeys.all, 'entrants', matchId] as const,
};
