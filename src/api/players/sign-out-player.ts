import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { clearPlayerSession } from '@/lib/session';
import { supabase, unwrap } from '@/lib/supabase';

/** Ends this device's player session on the server. */
export async function signOutPlayer(): Promise<void> {
  unwrap(await supabase.rpc('sign_out_player'));
}

export function useSignOutPlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutPlayer,
    meta: { silentError: true },
    onError: (error) => toast.error('Could not sign out', { description: error.message }),
    onSuccess: () => {
      clearPlayerSession();
      queryClient.clear();
      toast.success('Signed out');
    },
  });
}
