import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { supabase, unwrap } from '@/lib/supabase';
import { leagueKeys } from '@/api/leagues/keys';
import type { LeagueStatus } from '@/api/leagues/get-leagues';
import type { LeagueMembership, LeagueRole } from '@/api/leagues/get-league-members';

export type LeagueInput = { leagueId?: string; name: string; slug: string };
export type SeasonInput = { leagueId: string; seasonId?: string; name: string; firstDay: string; lastDay: string };
export type MemberInput = { leagueId: string; playerId: string; status: LeagueMembership; role: LeagueRole };

/** Every league write refreshes every league read (lists, counts, members, my leagues). */
function useLeagueMutation<T>(mutationFn: (input: T) => Promise<unknown>, success: (input: T) => string, failure: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    meta: { errorMessage: failure },
    onSuccess: (_data, input) => toast.success(success(input)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leagueKeys.all }),
  });
}

export async function saveLeague({ leagueId, name, slug }: LeagueInput): Promise<void> {
  unwrap(
    leagueId
      ? await supabase.rpc('update_league', { p_league_id: leagueId, p_name: name.trim(), p_slug: slug.trim() })
      : await supabase.rpc('create_league', { p_name: name.trim(), p_slug: slug.trim() }),
  );
}

export const useSaveLeague = () =>
  useLeagueMutation(saveLeague, ({ leagueId }) => (leagueId ? 'League saved' : 'League created'), 'Failed to save league');

export async function setLeagueStatus({ leagueId, status }: { leagueId: string; status: LeagueStatus }): Promise<void> {
  unwrap(await supabase.rpc('set_league_status', { p_league_id: leagueId, p_status: status }));
}

export const useSetLeagueStatus = () =>
  useLeagueMutation(setLeagueStatus, ({ status }) => (status === 'ARCHIVED' ? 'League archived' : 'League restored'), 'Failed to save league');

export async function deleteLeague({ leagueId }: { leagueId: string }): Promise<void> {
  unwrap(await supabase.rpc('delete_league', { p_league_id: leagueId }));
}

export const useDeleteLeague = () => useLeagueMutation(deleteLeague, () => 'League deleted', 'Failed to delete league');

export async function saveSeason({ leagueId, seasonId, name, firstDay, lastDay }: SeasonInput): Promise<void> {
  const days = { p_name: name.trim(), p_first_day: firstDay, p_last_day: lastDay };
  unwrap(
    seasonId
      ? await supabase.rpc('update_season', { p_season_id: seasonId, ...days })
      : await supabase.rpc('create_season', { p_league_id: leagueId, ...days }),
  );
}

export const useSaveSeason = () =>
  useLeagueMutation(saveSeason, ({ seasonId }) => (seasonId ? 'Season saved' : 'Season opened'), 'Failed to save season');

export async function deleteSeason({ seasonId }: { seasonId: string }): Promise<void> {
  unwrap(await supabase.rpc('delete_season', { p_season_id: seasonId }));
}

export const useDeleteSeason = () => useLeagueMutation(deleteSeason, () => 'Season deleted', 'Failed to delete season');

/** Close a season whose matches are all final or called off (they stay so), or reopen it. */
export async function setSeasonClosed({ seasonId, closed }: { seasonId: string; name: string; closed: boolean }): Promise<void> {
  unwrap(await supabase.rpc(closed ? 'close_season' : 'reopen_season', { p_season_id: seasonId }));
}

export const useSetSeasonClosed = () =>
  useLeagueMutation(
    setSeasonClosed,
    ({ name, closed }) => (closed ? `Season ${name} closed` : `Season ${name} reopened`),
    'Failed to save season',
  );

export async function setLeagueMember({ leagueId, playerId, status, role }: MemberInput): Promise<void> {
  unwrap(await supabase.rpc('set_league_member', { p_league_id: leagueId, p_player_id: playerId, p_status: status, p_role: role }));
}

const MEMBER_TOASTS: Record<LeagueMembership, string> = {
  ACTIVE: 'Member saved',
  PENDING: 'Request reopened',
  INACTIVE: 'Member removed from the league',
};

export const useSetLeagueMember = () =>
  useLeagueMutation(setLeagueMember, ({ status }) => MEMBER_TOASTS[status], 'Failed to save member');
