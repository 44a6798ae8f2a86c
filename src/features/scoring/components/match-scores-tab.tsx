import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import { useIsAdmin } from '@/lib/session';
import { useLiveMatchDetail } from '../api/get-live-match-detail';
import { ScoreEntryPanel } from './score-entry-panel';

/**
 * The match page's Scores tab: loads the match with its scorecards when the tab is first opened (the
 * page itself does not carry scorecards), then the score entry and live leaderboard.
 */
export function MatchScoresTab({ matchId }: { matchId: string }) {
  const live = useLiveMatchDetail(matchId, useIsAdmin());
  if (live.isPending) return <Skeleton className="h-96" aria-label="Loading score entry" />;
  if (live.isError) return <LoadError title="Could not load the scores" error={live.error} onRetry={() => void live.refetch()} />;
  if (!live.data) return null;
  return <ScoreEntryPanel detail={live.data} />;
}
