import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';
import { handicapKeys } from './keys';

/**
 * An open handicap flag (get_handicap_alerts): INDEX_RISE — a change to the record raised the suggested
 * index by more than the league's indexRiseAlert; SELF_ABOVE_LEAGUE — self-posted rounds average more than
 * selfVsLeagueAlert above league rounds (a sandbagging signal; live, not dismissable).
 */
export type HandicapAlert = {
  id: string | null;
  kind: 'INDEX_RISE' | 'SELF_ABOVE_LEAGUE';
  player_id: string;
  player_name: string;
  from_index: number | null;
  to_index: number | null;
  self_average: number | null;
  league_average: number | null;
  self_rounds: number | null;
  league_rounds: number | null;
  created_at: string | null;
};

export async function getHandicapAlerts(playerId?: string): Promise<HandicapAlert[]> {
  return fromJson<HandicapAlert[]>(unwrap(await supabase.rpc('get_handicap_alerts', { p_player_id: playerId ?? null })));
}

export const handicapAlertsQueryOptions = (playerId?: string) =>
  queryOptions({ queryKey: handicapKeys.alerts(playerId), queryFn: () => getHandicapAlerts(playerId) });

/** Admins only: the server refuses everyone else, so the query waits for an admin session. */
export const useHandicapAlerts = ({ playerId, enabled }: { playerId?: string; enabled: boolean }) =>
  useQuery({ ...handicapAlertsQueryOptions(playerId), enabled });

export function useDismissHandicapAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (alertId: string) => unwrap(await supabase.rpc('dismiss_handicap_alert', { p_id: alertId })),
    meta: { errorMessage: 'Failed to dismiss the flag' },
    onSuccess: async () => {
      toast.success('Flag dismissed');
      await queryClient.invalidateQueries({ queryKey: handicapKeys.alerts() });
    },
  });
}

/** One line for a flag, e.g. "Suggested index rose from 20.7 to 21.5 after a change to the record". */
export function describeHandicapAlert(alert: HandicapAlert): string {
  const one = (n: number | null) => (n === null ? '—' : Number(n).toFixed(1));
  if (alert.kind === 'INDEX_RISE') {
    return `Suggested index rose from ${one(alert.from_index)} to ${one(alert.to_index)} after a change to the record`;
  }
  return `Self-posted rounds average ${one(alert.self_average)}, league rounds ${one(alert.league_average)} (${alert.self_rounds} and ${alert.league_rounds} of the last 20)`;
}
