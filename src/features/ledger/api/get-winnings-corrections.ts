import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { ledgerKeys } from './keys';

/**
 * After a correction of a match whose winnings had been handed over: one player's difference between what was
 * handed over and what they win now (rpc get_winnings_corrections). REOPENED: the match waits to be finalized again.
 */
export type WinningsCorrection = {
  match_id: string;
  match_name: string;
  date: string;
  status: 'FINAL' | 'REOPENED';
  player_id: string;
  player_name: string;
  won_cents: number;
  handed_over_cents: number;
  still_owed_cents: number;
  owed_back_cents: number;
};

export async function getWinningsCorrections(season: number | null): Promise<WinningsCorrection[]> {
  const rows = fromJson<WinningsCorrection[]>(unwrap(await supabase.rpc('get_winnings_corrections', { p_season: season ?? undefined })));
  return rows.map((row) => ({
    ...row,
    won_cents: Number(row.won_cents),
    handed_over_cents: Number(row.handed_over_cents),
    still_owed_cents: Number(row.still_owed_cents),
    owed_back_cents: Number(row.owed_back_cents),
  }));
}

/** Under the ledger's keys: every money write that invalidates the ledger refreshes it too. */
export const winningsCorrectionsQueryOptions = (season: number | null) =>
  queryOptions({ queryKey: [...ledgerKeys.season(season), 'corrections'] as const, queryFn: () => getWinningsCorrections(season) });

export const useWinningsCorrections = (season: number | null) => useQuery(winningsCorrectionsQueryOptions(season));
