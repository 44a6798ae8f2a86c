import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { clearPlayerSession } from '@/lib/session';
import { supabase, unwrap } from '@/lib/supabase';

/** The member goes inactive at once; an admin reactivates them when they want to play again. */
export async function takeABreak(): Promise<void> {
  unwrap(await supabase.rpc('take_a_break'));
}

/** `onDone` runs even though the page that asked unmounts once the session is gone. */
export function useTakeABreak({ onDone }: { onDone?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeABreak,
    meta: { errorMessage: 'Could not set your membership to inactive' },
    onSuccess: () => {
      // An inactive member's session no longer works: this device forgets it.
      clearPlayerSession();
      queryClient.clear();
      toast.success('Your membership is inactive. Enjoy your break.');
      onDone?.();
    },
  });
}
