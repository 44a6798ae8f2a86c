import { useMutation } from '@tanstack/react-query';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';

/** `leagueId`: one league's players (all of them, or those picked); null: the whole club. */
export type CampaignInput = { subject: string; message: string; leagueId: string | null } & ({ all: true } | { all: false; playerIds: string[] });
export type CreatedCampaign = { id: string; total: number };

/** The server queues one e-mail per recipient and delivers them; closing the page stops nothing. */
export async function createCampaign(input: CampaignInput): Promise<CreatedCampaign> {
  return fromJson<CreatedCampaign>(
    unwrap(
      await supabase.rpc('create_email_campaign', {
        p_subject: input.subject,
        p_message: input.message,
        p_player_ids: input.all ? [] : input.playerIds,
        p_all_active: input.all,
        ...(input.leagueId ? { p_league_id: input.leagueId } : {}),
      }),
    ),
  );
}

export function useCreateCampaign() {
  return useMutation({ mutationFn: createCampaign, meta: { errorMessage: 'Failed to send email' } });
}
