import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PotCalc } from '@/domain/pots';
import { supabase, unwrap } from '@/lib/supabase';
import { matchKeys } from '@/api/matches/keys';

export type MatchGameChange = { game_code: string; enabled: boolean; buy_in: number; pot_calc: PotCalc; format?: string };
export type SaveMatchGamesArgs = { matchId: string; games: MatchGameChange[] };

/** Upserts the match's games (enable/disable, buy-ins, formats); the server refuses once the match is final. */
export async function saveMatchGames({ matchId, games }: SaveMatchGamesArgs): Promise<void> {
  unwrap(await supabase.rpc('save_match_games', { p_match_id: matchId, p_games: games }));
}

export function useSaveMatchGames() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMatchGames,
    // The server's refusal is a sentence the admin can act on: shown alone, not behind "Failed to create".
    meta: { errorMessage: 'Games not saved' },
    onSuccess: (_void, { matchId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: matchKeys.detail(matchId) }),
        queryClient.invalidateQueries({ queryKey: matchKeys.lists() }),
      ]),
  });
}
