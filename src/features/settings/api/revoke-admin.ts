import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { supabase, unwrap } from '@/lib/supabase';
import { adminsKeys } from './keys';

/** Owner: revokes an admin (never the owner); their sessions end at once and their PIN opens nothing. */
export async function revokeAdmin(id: string): Promise<void> {
  unwrap(await supabase.rpc('revoke_admin', { p_admin_id: id }));
}

export function useRevokeAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAdmin,
    meta: { silentError: true },
    onError: (error) => toast.error('Failed to revoke admin', { description: error.message }),
    onSuccess: () => toast.success('Admin revoked'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminsKeys.list }),
  });
}
