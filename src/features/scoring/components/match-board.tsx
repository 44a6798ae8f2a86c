import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowRightIcon, MonitorIcon } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/load-error';
import type { MatchDetail, MatchPageDetail } from '@/api/matches/get-match-detail';
import { matchScorecardsQueryOptions, type MatchScorecardsPoll } from '@/api/matches/get-match-scorecards';
import { matchKeys } from '@/api/matches/keys';
import { useTeeSheet } from '@/api/tee-sheet/get-tee-sheet';
import { formatLongDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useIsAdmin } from '@/lib/session';
import { cn } from '@/lib/utils';
import { useLiveMatchDetail } from '../api/get-live-match-detail';
import { useMatchScore } from '../lib/use-match-score';
import { BoardShareButton } from './board-share-button';
import { BOARD_SHOW_PARAM, BoardView } from './board-view';

export type MatchBoardProps = {
  matchId: string;
  /** The match page's copy, so its Live tab opens at once. */
  page?: MatchPageDetail | undefined;
  /** The club-house screen: large type, rotating games, no controls. */
  tv?: boolean;
  /** The board's own page names the match; the match page's tab does not repeat it. */
  showTitle?: boolean;
};

/** When the poll last answered: the board says how fresh it is. */
function useLastUpdate(matchId: string): number {
  const { dataUpdatedAt } = useQuery({ ...matchScorecardsQueryOptions(matchId, false), enabled: false });
  return dataUpdatedAt;
}

const clock = (time: number) => new Date(time).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/**
 * The live board of one match, kept fresh by the light scorecards poll (every 10 s while the tab is
 * visible, stopped once final), scored by the same engine as the results; groups and flights from the
 * tee sheet. Used by the match page's Live tab, the shareable board page and the TV.
 */
export function MatchBoard({ matchId, page, tv = false, showTitle = false }: MatchBoardProps) {
  const cards = useQueryClient().getQueryData<MatchScorecardsPoll | null>(matchKeys.scorecards(matchId));
  const live = useLiveMatchDetail(matchId, useIsAdmin(), page && cards ? { ...page, scorecards: cards.scorecards } : undefined);
  const sheet = useTeeSheet(matchId);
  if (live.isPending) return <Skeleton className="h-96" aria-label="Loading the board" />;
  if (live.isError) return <LoadError title="Could not load the board" error={live.error} onRetry={() => void live.refetch()} />;
  if (!live.data) {
    return <EmptyState title="Match not found" description="It may have been removed, or the link is wrong." />;
  }
  return <ScoredBoard detail={live.data} sheet={sheet.data} tv={tv} showTitle={showTitle} />;
}

function ScoredBoard({ detail, sheet, tv, showTitle }: { detail: MatchDetail; sheet: Parameters<typeof BoardView>[0]['sheet']; tv: boolean; showTitle: boolean }) {
  const state = useMatchScore(detail);
  const updatedAt = useLastUpdate(detail.match.id);
  const [searchParams] = useSearchParams();
  const { match } = detail;
  const status = match.is_final ? (
    <Badge variant="success" className={cn(tv && 'px-3 py-1 text-lg 2xl:text-2xl')}>Final results</Badge>
  ) : (
    <Badge variant="warning" className={cn(tv && 'px-3 py-1 text-lg 2xl:text-2xl')}>Live · provisional</Badge>
  );
  const freshness = !match.is_final && updatedAt > 0 && (
    <span className={cn('text-sm text-muted-foreground', tv && 'text-lg 2xl:text-2xl')} data-testid="board-updated">
      Updated {clock(updatedAt)}
    </span>
  );

  // The TV shows whom the board shows (?show=flight:A): one screen per flight in the club house.
  const show = searchParams.get(BOARD_SHOW_PARAM);
  const tvLink = show ? `${paths.matchBoardTv(match.id)}?${new URLSearchParams({ [BOARD_SHOW_PARAM]: show }).toString()}` : paths.matchBoardTv(match.id);
  const header = tv ? (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="text-4xl font-bold tracking-tight 2xl:text-6xl">{match.name}</h1>
        <p className="text-xl text-muted-foreground 2xl:text-2xl">{[formatLongDate(match.date), match.course_name].filter(Boolean).join(' · ')}</p>
      </div>
      <div className="flex items-center gap-4">
        {status}
        {freshness}
      </div>
    </header>
  ) : (
    <div className="flex flex-col gap-3">
      {showTitle && (
        <div>
          <h1 className="text-2xl font-semibold tracking-tight sm:text-3xl">{match.name}</h1>
          <p className="text-sm text-muted-foreground">{[formatLongDate(match.date), match.course_name, 'Live board'].filter(Boolean).join(' · ')}</p>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        {status}
        {freshness}
        <div className="ml-auto flex flex-wrap gap-2">
          <BoardShareButton matchId={match.id} matchName={match.name} />
          <Button asChild variant="outline" size="sm">
            <Link to={tvLink}>
              <MonitorIcon aria-hidden="true" /> TV mode
            </Link>
          </Button>
          {match.is_final && (
            <Button asChild variant="forest" size="sm">
              <Link to={paths.match(match.id)}>
                See the results <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
          )}
        </div>
      </div>
    </div>
  );

  return <BoardView detail={detail} state={state} sheet={sheet} tv={tv} header={header} />;
}
