import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fromJson } from '@/lib/database';
import { toast } from '@/lib/toast';
import { supabase, unwrap } from '@/lib/supabase';
import { leagueKeys } from '@/api/leagues/keys';

export type MyLeague = {
  id: string;
  name: string;
  slug: string;
  /** Null when the player has never asked to join. */
  membership: 'ACTIVE' | 'PENDING' | 'INACTIVE' | null;
  role: 'REGULAR' | 'SUB' | null;
  joined_at: string | null;
  season: { name: string; first_day: string; last_day: string } | null;
  next_match: { id: string; name: string; date: string } | null;
};

/** The club's active leagues (and any archived one the player plays in) with their place in each. */
export async function getMyLeagues(): Promise<MyLeague[]> {
  return fromJson<MyLeague[] | null>(unwrap(await supabase.rpc('get_my_leagues'))) ?? [];
}

export const useMyLeagues = (enabled: boolean) =>
  useQuery(queryOptions({ queryKey: leagueKeys.mine(), queryFn: getMyLeagues, enabled }));

async function askToJoin({ leagueId }: { leagueId: string; name: string }): Promise<void> {
  unwrap(await supabase.rpc('request_to_join_league', { p_league_id: leagueId }));
}

async function leave({ leagueId }: { leagueId: string; name: string; asking: boolean }): Promise<void> {
  unwrap(await supabase.rpc('leave_league', { p_league_id: leagueId }));
}

export function useAskToJoinLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askToJoin,
    meta: { errorMessage: 'Could not send your request' },
    onSuccess: (_void, { name }) => toast.success(`Request sent to the admins of ${name}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leagueKeys.mine() }),
  });
}

export function useLeaveLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leave,
    meta: { errorMessage: 'Could not leave the league' },
    onSuccess: (_void, { name, asking }) => toast.success(asking ? `Request to join ${name} withdrawn` : `You left ${name}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leagueKeys.mine() }),
  });
}
