/** Query keys of the admin dashboard and its Import Scorecards dialog. */
export const adminDashboardKeys = {
  all: ['admin-dashboard'] as const,
  summary: () => [...adminDashboardKeys.all, 'summary'] as const,
  importableMatches: () => [...adminDashboardKeys.all, 'importable-matches'] as const,
  matchEntrants: (matchId: string) => [...adminDashboardKeys.all, 'match-entrants', matchId] as const,
};
