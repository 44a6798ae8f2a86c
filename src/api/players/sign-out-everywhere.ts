import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { clearPlayerSession } from '@/lib/session';
import { supabase, unwrap } from '@/lib/supabase';

/** Ends every session of the signed-in player, on every device, this one included. */
export async function signOutEverywhere(): Promise<number> {
  return unwrap(await supabase.rpc('sign_out_everywhere'));
}

export function useSignOutEverywhere() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutEverywhere,
    meta: { silentError: true },
    onError: (error) => toast.error('Could not sign out everywhere', { description: error.message }),
    onSuccess: () => {
      clearPlayerSession();
      queryClient.clear();
      toast.success('Signed out on every device');
    },
  });
}
