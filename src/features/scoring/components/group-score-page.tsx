import { useQueryClient } from '@tanstack/react-query';
import { memo } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import type { MatchPageDetail } from '@/api/matches/get-match-detail';
import type { MatchScorecardsPoll } from '@/api/matches/get-match-scorecards';
import { matchKeys } from '@/api/matches/keys';
import { useTeeSheet } from '@/api/tee-sheet/get-tee-sheet';
import { useIsAdmin } from '@/lib/session';
import { useLiveMatchDetail } from '../api/get-live-match-detail';
import { countPending, notYetSavedLabel, usePendingScores } from '../lib/pending-scores';
import { GroupScoreScreen } from './group-score-screen';

type Props = {
  matchId: string;
  requestedGroupId: string | null;
  onPickGroup: (groupId: string) => void;
  /** Shown when there is no such match. */
  notFound: React.ReactNode;
};

/**
 * Loads what the group's screen needs: the match with its scorecards, kept live (polled every 8 s),
 * and its tee sheet. Opened from the match page, it starts from that page's copies at once.
 */
export function GroupScorePage({ matchId, requestedGroupId, onPickGroup, notFound }: Props) {
  const asAdmin = useIsAdmin();
  const queryClient = useQueryClient();
  const page = queryClient.getQueryData<MatchPageDetail | null>(matchKeys.detailFor(matchId, asAdmin));
  const cards = queryClient.getQueryData<MatchScorecardsPoll | null>(matchKeys.scorecards(matchId));
  const live = useLiveMatchDetail(matchId, asAdmin, page && cards ? { ...page, scorecards: cards.scorecards } : undefined);
  const sheet = useTeeSheet(matchId);

  if (live.isPending || sheet.isPending) {
    // Offline, the queries wait for the connection: the typed scores are still said to be kept.
    return (
      <div className="flex flex-col gap-3">
        <KeptScores matchId={matchId} />
        <Skeleton className="h-[28rem]" aria-label="Loading the group" />
      </div>
    );
  }
  if (live.isError || sheet.isError) {
    return (
      <div className="flex flex-col gap-3">
        <KeptScores matchId={matchId} />
        {live.isError && <LoadError title="Could not load the match" error={live.error} onRetry={() => void live.refetch()} />}
        {sheet.isError && <LoadError title="Could not load the tee sheet" error={sheet.error} onRetry={() => void sheet.refetch()} />}
      </div>
    );
  }
  if (!live.data) return notFound;
  return <GroupScoreScreenMemo detail={live.data} sheet={sheet.data} requestedGroupId={requestedGroupId} onPickGroup={onPickGroup} />;
}

/**
 * Memoized: the live poll's answer (every 8 s) re-renders this page even when it changes nothing (this device's
 * own saves are already in the cache); the group's screen then stays as it is, so a tap at that moment is not
 * held up behind a re-render of the whole group (INP).
 */
const GroupScoreScreenMemo = memo(GroupScoreScreen);

/** Opened without a connection (e.g. reloaded offline): the typed scores are still on the phone, and say so. */
function KeptScores({ matchId }: { matchId: string }) {
  const count = countPending(usePendingScores(matchId));
  if (count === 0) return null;
  return (
    <p className="rounded-md bg-warning/30 px-3 py-2 text-sm font-medium text-warning-foreground" role="status">
      {`${notYetSavedLabel(count)}, kept on this phone: they are sent as soon as the match loads again.`}
    </p>
  );
}
