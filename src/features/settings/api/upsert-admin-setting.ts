import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { supabase, unwrap } from '@/lib/supabase';
import { settingsKeys } from '@/api/settings/keys';
import { leagueKeys } from '@/api/leagues/keys';
import { useSettingsLeague } from '../lib/settings-scope';

/** A value null (a league's only) goes back to the club's value. */
export type SettingChange = { key: string; value: string | null };

/**
 * Saves one or more settings (text values), one call per key; stops at the first failure. With a league, the
 * league's own values (upsert_league_setting); else the club's (upsert_admin_setting).
 */
export async function upsertAdminSettings(changes: SettingChange[], leagueId: string | null = null): Promise<void> {
  for (const { key, value } of changes) {
    unwrap(
      leagueId
        ? await supabase.rpc('upsert_league_setting', { p_league_id: leagueId, p_key: key, p_value: value as string })
        : await supabase.rpc('upsert_admin_setting', { p_key: key, p_value: value ?? '' }),
    );
  }
}

/**
 * Save settings. Failures toast `errorMessage` (a card's own message from spec §8) with the server's
 * reason underneath, or 'Failed to update setting: {message}' when the card has none.
 */
export function useUpsertAdminSettings({ errorMessage }: { errorMessage?: string } = {}) {
  const queryClient = useQueryClient();
  const leagueId = useSettingsLeague();
  return useMutation({
    mutationFn: (changes: SettingChange[]) => upsertAdminSettings(changes, leagueId),
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
        queryClient.invalidateQueries({ queryKey: leagueKeys.all }),
      ]),
  });
}
