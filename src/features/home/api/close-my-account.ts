import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { clearPlayerSession } from '@/lib/session';
import { supabase, unwrap } from '@/lib/supabase';

/** The word the member types to confirm; the server checks it too. */
export const CLOSE_CONFIRMATION = 'CLOSE';

/** Anonymises the member (name → "Former member", contact details removed, sessions ended). */
export async function closeMyAccount(confirmation: string): Promise<void> {
  unwrap(await supabase.rpc('close_my_account', { p_confirmation: confirmation }));
}

/** `onClosed` runs even though the page that asked unmounts once the session is gone. */
export function useCloseMyAccount({ onClosed }: { onClosed?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeMyAccount,
    meta: { silentError: true },
    onSuccess: () => {
      clearPlayerSession();
      queryClient.clear();
      toast.success('Your account is closed.');
      onClosed?.();
    },
  });
}
