/** Query keys of the treasurer ledger, per season (null = all seasons). */
export const ledgerKeys = {
  all: ['ledger'] as const,
  season: (season: number | null) => [...ledgerKeys.all, season ?? 'all'] as const,
};
