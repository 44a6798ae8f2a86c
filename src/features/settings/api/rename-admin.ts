import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { supabase, unwrap } from '@/lib/supabase';
import { adminsKeys } from './keys';

/** Owner: renames an admin; the audit log shows the new name on all their rows. */
export async function renameAdmin({ id, name }: { id: string; name: string }): Promise<void> {
  unwrap(await supabase.rpc('rename_admin', { p_admin_id: id, p_name: name.trim() }));
}

export function useRenameAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameAdmin,
    meta: { silentError: true },
    onError: (error) => toast.error('Failed to rename admin', { description: error.message }),
    onSuccess: () => toast.success('Admin renamed'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminsKeys.list }),
  });
}
