import { queryOptions, useQuery } from '@tanstack/react-query';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { matchKeys } from './keys';

/** rpc get_finalize_readiness (admin): the reason the finalize write would refuse with, before anyone confirms. */
export type FinalizeReadiness = {
  can_finalize: boolean;
  /** The server's message (e.g. "All entries must be paid before results can be finalized"); null when it can be finalized. */
  problem: string | null;
  entries: number;
  unpaid_entries: number;
  /** Entrants whose card is not attested yet (informs the confirmation; does not block). */
  unattested_cards: number;
};

export async function getFinalizeReadiness(matchId: string): Promise<FinalizeReadiness> {
  return fromJson<FinalizeReadiness>(unwrap(await supabase.rpc('get_finalize_readiness', { p_match_id: matchId })));
}

export const finalizeReadinessQueryOptions = (matchId: string) =>
  queryOptions({ queryKey: matchKeys.finalizeReadiness(matchId), queryFn: () => getFinalizeReadiness(matchId) });

/** Admins only (the RPC refuses everyone else): pass enabled = false for visitors. */
export const useFinalizeReadiness = (matchId: string, enabled: boolean) =>
  useQuery({ ...finalizeReadinessQueryOptions(matchId), enabled });
