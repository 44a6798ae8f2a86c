import { useMutation, useQueryClient } from '@tanstack/react-query';
import { matchKeys } from '@/api/matches/keys';
import { supabase, unwrap } from '@/lib/supabase';
import { ledgerKeys } from './keys';

export type SeasonPayoutArgs = {
  playerId: string;
  season: number;
  amountCents: number;
  method: string;
  /** YYYY-MM-DD; the server refuses a future date. */
  paidOn: string;
  note: string | null;
};

/** rpc record_season_payout (admin): a season's settle-up handed to a player, split over that season's matches, oldest first. */
export async function recordSeasonPayout(args: SeasonPayoutArgs): Promise<void> {
  unwrap(
    await supabase.rpc('record_season_payout', {
      p_player_id: args.playerId,
      p_season: args.season,
      p_amount_cents: args.amountCents,
      p_method: args.method,
      p_paid_on: args.paidOn,
      p_note: args.note ?? '',
    }),
  );
}

export function useRecordSeasonPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordSeasonPayout,
    meta: { errorMessage: 'Failed to record the season payout' },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ledgerKeys.all }),
        queryClient.invalidateQueries({ queryKey: matchKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['player-account'] }),
      ]),
  });
}
