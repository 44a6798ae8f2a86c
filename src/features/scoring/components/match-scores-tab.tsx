import { useQueryClient } from '@tanstack/react-query';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import type { MatchPageDetail } from '@/api/matches/get-match-detail';
import { useIsAdmin } from '@/lib/session';
import { useLiveMatchDetail } from '../api/get-live-match-detail';
import type { MatchScorecardsPoll } from '@/api/matches/get-match-scorecards';
import { matchKeys } from '@/api/matches/keys';
import { ScoreEntryPanel } from './score-entry-panel';

/**
 * The match page's Scores tab: the page's match and the scorecards it asked for alongside
 * (useMatchScorecards), so score entry works at once and without a signal; the live detail then keeps
 * itself fresh. Loads the scorecards itself when the page has not got them yet.
 */
export function MatchScoresTab({ page }: { page: MatchPageDetail }) {
  const matchId = page.match.id;
  const cards = useQueryClient().getQueryData<MatchScorecardsPoll | null>(matchKeys.scorecards(matchId));
  const live = useLiveMatchDetail(matchId, useIsAdmin(), cards ? { ...page, scorecards: cards.scorecards } : undefined);
  if (live.isPending) return <Skeleton className="h-96" aria-label="Loading score entry" />;
  if (live.isError) return <LoadError title="Could not load the scores" error={live.error} onRetry={() => void live.refetch()} />;
  if (!live.data) return null;
  return <ScoreEntryPanel detail={live.data} />;
}
