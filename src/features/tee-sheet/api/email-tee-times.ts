import { useMutation } from '@tanstack/react-query';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';

export type EmailTeeTimesResult = { queued: number; unplaced: number; without_email: number };

/** rpc email_tee_times: one e-mail per placed entrant with their group, partners and time (.ics attached). */
export async function emailTeeTimes(matchId: string): Promise<EmailTeeTimesResult> {
  return fromJson<EmailTeeTimesResult>(unwrap(await supabase.rpc('email_tee_times', { p_match_id: matchId })));
}

export function useEmailTeeTimes() {
  return useMutation({ mutationFn: emailTeeTimes, meta: { errorMessage: 'Could not e-mail the tee times' } });
}
