import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IndexSource } from '@/lib/index-source';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import type { ProfileStatus } from '@/api/players/get-players-public';
import { playerKeys } from '@/api/players/keys';

export type RecentResult = {
  date: string;
  matchId: string;
  matchName: string;
  gameCode: string;
  points: number | null;
  skinsWon: number | null;
  position: number | null;
  payoutCents: number;
  explanation: unknown;
};

/** A player's profile; email, ghin and consent_at are null unless the caller is the owner or an admin. */
export type PlayerDetails = {
  id: string;
  name: string;
  nickname: string | null;
  status: ProfileStatus;
  join_date: string | null;
  created_at: string;
  league_index: number | null;
  index_source: IndexSource | null;
  email: string | null;
  ghin: string | null;
  consent_at: string | null;
  is_owner: boolean;
  career_earnings_cents: number;
  career_wins: number;
  career_top3: number;
  last5_results: RecentResult[] | null;
};

/** Null when no such player exists. */
export async function getPlayerFullDetails(playerId: string): Promise<PlayerDetails | null> {
  return fromJson<PlayerDetails | null>(unwrap(await supabase.rpc('get_player_full_details', { player_id: playerId })));
}

export const playerDetailsQueryOptions = (playerId: string) =>
  queryOptions({ queryKey: playerKeys.detail(playerId), queryFn: () => getPlayerFullDetails(playerId) });

export const usePlayerDetails = (playerId: string) => useQuery(playerDetailsQueryOptions(playerId));
