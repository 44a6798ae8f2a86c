import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { syncPendingScores } from '../api/save-scorecards';
import { isOffline } from './network';
import { readPending } from './pending-scores';
import { FINALIZED_BEFORE_SYNC_MESSAGE, type SyncReport } from './score-queue';

/** Toasts for a background sync (coming back online, or queued scores found on load). */
export function announceSync(report: SyncReport) {
  if (report.finalized) toast.warning(FINALIZED_BEFORE_SYNC_MESSAGE);
  else if (report.saved.length > 0) toast.success('Scorecard updated successfully');
  for (const failure of report.failed) toast.error(`Failed to save scorecard: ${failure.message}`);
}

/** How often queued scores are retried: a weak signal can fail requests without an 'online' event. */
export const PENDING_RETRY_MS = 15_000;

/** How a screen sends the queue: card by card (the Scores tab) or hole by hole (the group's screen). */
export type PendingSync = (matchId: string, queryClient: QueryClient) => Promise<SyncReport>;

/**
 * Sends queued scores on mount (when online), whenever the browser's 'online' event fires, when the
 * tab becomes visible again, and every 15 s while anything is queued.
 */
export function usePendingScoresSync(matchId: string, sync: PendingSync = syncPendingScores, announce: (report: SyncReport) => void = announceSync) {
  const queryClient = useQueryClient();
  useEffect(() => {
    const send = () => {
      if (isOffline() || Object.keys(readPending(matchId)).length === 0) return;
      sync(matchId, queryClient)
        .then(announce)
        .catch((error: unknown) => toast.error(`Failed to save scorecard: ${error instanceof Error ? error.message : String(error)}`));
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') send();
    };
    send();
    const timer = window.setInterval(send, PENDING_RETRY_MS);
    window.addEventListener('online', send);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('online', send);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [matchId, queryClient, sync, announce]);
}
