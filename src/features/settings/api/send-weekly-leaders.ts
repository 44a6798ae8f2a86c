import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { invokeFunction } from '@/lib/invoke-function';

export type WeeklyLeadersRun = { recipients: number; leaders: number; sent: number; pending: number; failed: number };

/** Sends the current weekly leaders to every active player now (the Monday e-mail still goes out). */
export async function sendWeeklyLeaders(): Promise<WeeklyLeadersRun> {
  return invokeFunction<WeeklyLeadersRun>('send-weekly-leaders', {});
}

export function useSendWeeklyLeaders() {
  return useMutation({
    mutationFn: sendWeeklyLeaders,
    meta: { errorMessage: 'Failed to send weekly leaders' },
    onSuccess: (run) => {
      const parts = [`${run.sent} sent`, ...(run.pending > 0 ? [`${run.pending} queued`] : []), `${run.failed} failed`];
      const text = `Weekly leaders e-mail: ${parts.join(', ')}`;
      if (run.failed > 0) toast.warning(text);
      else toast.success(text);
    },
  });
}
