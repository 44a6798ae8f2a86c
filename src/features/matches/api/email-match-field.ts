import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';

export type FieldAudience = 'ENTRANTS' | 'INVITEES' | 'WAITLIST';
export type FieldCounts = { entrants: number; invitees: number; waitlist: number };

/** How many addresses each audience of the match reaches (admin). */
export async function getMatchFieldCounts(matchId: string): Promise<FieldCounts> {
  return fromJson<FieldCounts>(unwrap(await supabase.rpc('get_match_field_counts', { p_match_id: matchId })));
}

export const useMatchFieldCounts = (matchId: string, enabled: boolean) =>
  useQuery({ queryKey: ['matches', matchId, 'field-counts'], queryFn: () => getMatchFieldCounts(matchId), enabled });

export type FieldEmail = { matchId: string; audience: FieldAudience; subject: string; message: string };

/** The server queues one e-mail per address of the audience and sends them; refused when nobody can be reached. */
export async function emailMatchField({ matchId, audience, subject, message }: FieldEmail): Promise<{ id: string; total: number }> {
  return fromJson<{ id: string; total: number }>(
    unwrap(await supabase.rpc('send_match_field_email', { p_match_id: matchId, p_audience: audience, p_subject: subject, p_message: message })),
  );
}

export function useEmailMatchField() {
  return useMutation({
    mutationFn: emailMatchField,
    meta: { silentError: true },
    onSuccess: ({ total }) => toast.success(`E-mail on its way to ${total} ${total === 1 ? 'recipient' : 'recipients'}`),
  });
}
