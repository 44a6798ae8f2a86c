import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { outboxKeys } from './keys';

export type ResendOutcome = { id: string; copy: boolean };

/** A failed or retrying message is due again now; a sent one goes again as a copy. */
export async function resendEmail(id: string): Promise<ResendOutcome> {
  return fromJson<ResendOutcome>(unwrap(await supabase.rpc('resend_email', { p_id: id })));
}

export function useResendEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendEmail,
    meta: { errorMessage: 'Failed to resend e-mail' },
    onSuccess: (outcome) => {
      toast.success(outcome.copy ? 'A copy is on its way' : 'E-mail queued to be sent again');
      return queryClient.invalidateQueries({ queryKey: outboxKeys.all });
    },
  });
}
