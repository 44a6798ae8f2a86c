import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teeSheetKeys, type TeeSheetTeam } from '@/api/tee-sheet/get-tee-sheet';
import { matchKeys } from '@/api/matches/keys';
import { fromJson, toJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import type { SaveTeam } from '../lib/teams';

export type SaveTeamsArgs = { matchId: string; teams: SaveTeam[] };

/** rpc save_teams: the match's whole list of teams in one call (all or nothing); answers the saved teams. */
export async function saveTeams({ matchId, teams }: SaveTeamsArgs): Promise<TeeSheetTeam[]> {
  return fromJson<TeeSheetTeam[]>(unwrap(await supabase.rpc('save_teams', { p_match_id: matchId, p_teams: toJson(teams) })));
}

export function useSaveTeams() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTeams,
    meta: { errorMessage: 'Could not save the teams' },
    onSuccess: (_teams, { matchId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teeSheetKeys.match(matchId) }),
        queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) }),
      ]),
  });
}
