import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { invokeFunction } from './invoke-function';

type WeeklyLeadersResult = { sent?: number; queued?: number; skipped?: boolean; reason?: string } | null;

/** Runs the weekly leaders e-mail now (the scheduled function, on demand). */
export async function sendWeeklyLeaders(): Promise<WeeklyLeadersResult> {
  return invokeFunction<WeeklyLeadersResult>('send-weekly-leaders', {});
}

export function useSendWeeklyLeaders() {
  return useMutation({
    mutationFn: sendWeeklyLeaders,
    meta: { errorMessage: 'Failed to send weekly leaders' },
    onSuccess: (result) => {
      const count = result?.sent ?? result?.queued;
      toast.success(count === undefined ? 'Weekly leaders e-mail sent' : `Weekly leaders e-mail sent to ${count} ${count === 1 ? 'player' : 'players'}`);
    },
  });
}
