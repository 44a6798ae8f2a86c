import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { supabase, unwrap } from '@/lib/supabase';
import { settingsKeys } from '@/api/settings/keys';

export type SettingChange = { key: string; value: string };

/** Saves one or more settings (text values), one call per key; stops at the first failure. */
export async function upsertAdminSettings(changes: SettingChange[]): Promise<void> {
  for (const { key, value } of changes) {
    unwrap(await supabase.rpc('upsert_admin_setting', { p_key: key, p_value: value }));
  }
}

/**
 * Save settings. Failures toast `errorMessage` (a card's own message from spec §8) with the server's
 * reason underneath, or 'Failed to update setting: {message}' when the card has none.
 */
export function useUpsertAdminSettings({ errorMessage }: { errorMessage?: string } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upsertAdminSettings,
    meta: { silentError: true },
    onError: (error) => {
      if (errorMessage) toast.error(errorMessage, { description: error.message });
      else toast.error(`Failed to update setting: ${error.message}`);
    },
    onSuccess: () => toast.success('Setting updated successfully'),
    // Refresh after failures too: part of a multi-key save may have gone through.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: settingsKeys.admin }),
        queryClient.invalidateQueries({ queryKey: settingsKeys.public }),
      ]),
  });
}
