// The weekly leaders e-mail's one send path (settings' "Send now" and the e-mail centre's Weekly
// Leaders template): the server queues it for every active player, at most once per week.
import { useMutation } from '@tanstack/react-query';
import { fromJson } from '@/lib/database';
import { supabase, unwrap } from '@/lib/supabase';

export type WeeklyLeadersSend = { id: string; total: number; week: string; resend: boolean };

/** The code the server refuses a second send in the same week with (it names when the first went). */
export const ALREADY_SENT_THIS_WEEK = '23505';

export const isAlreadySentThisWeek = (error: unknown) => (error as { code?: string } | null)?.code === ALREADY_SENT_THIS_WEEK;

export async function sendWeeklyLeaders(confirmResend: boolean): Promise<WeeklyLeadersSend> {
  return fromJson<WeeklyLeadersSend>(unwrap(await supabase.rpc('send_weekly_leaders', { p_confirm_resend: confirmResend })));
}

/** The caller decides what an "already sent this week" refusal leads to (a confirmation); other errors toast. */
export function useSendWeeklyLeaders() {
  return useMutation({
    mutationFn: (confirmResend: boolean) => sendWeeklyLeaders(confirmResend),
    meta: { silentError: true },
  });
}
