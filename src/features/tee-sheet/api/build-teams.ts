import { useMutation, useQueryClient } from '@tanstack/react-query';
import { teeSheetKeys, type TeeSheetTeam } from '@/api/tee-sheet/get-tee-sheet';
import { matchKeys } from '@/api/matches/keys';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';

/** RANDOM: shuffled pairs; BALANCED: best league index with worst (within each tee-sheet group). */
export type TeamBuildMethod = 'RANDOM' | 'BALANCED';

export type BuildTeamsArgs = { matchId: string; method: TeamBuildMethod };

/** rpc build_teams: the server pairs the team-game players and saves the teams; answers them. */
export async function buildTeams({ matchId, method }: BuildTeamsArgs): Promise<TeeSheetTeam[]> {
  return fromJson<TeeSheetTeam[]>(unwrap(await supabase.rpc('build_teams', { p_match_id: matchId, p_method: method })));
}

export function useBuildTeams() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buildTeams,
    meta: { errorMessage: 'Could not build the teams' },
    onSuccess: (_teams, { matchId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teeSheetKeys.match(matchId) }),
        queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) }),
      ]),
  });
}
