import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clearAdminSession } from '@/lib/session';
import { supabase } from '@/lib/supabase';

/** Revokes the session on the server; the tab forgets it either way. */
export async function adminLogout() {
  const { error } = await supabase.rpc('admin_logout');
  clearAdminSession();
  if (error) throw new Error(error.message);
}

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogout,
    meta: { silentError: true },
    onSettled: () => {
      queryClient.clear();
      // sonner stays out of the first page's JavaScript (the header's Logout is part of it).
      void import('sonner').then(({ toast }) => toast.success('Logged out of admin session'));
    },
  });
}
