import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { MatchDetail } from '@/api/matches/get-match-detail';
import { matchKeys } from '@/api/matches/keys';
import { useIsAdmin } from '@/lib/session';
import { useLiveMatchDetail } from '../api/get-live-match-detail';

/** The match as score entry sees it: the page's copy, kept live (polled scorecards, saves merged in). */
export function useScoringDetail(given: MatchDetail): MatchDetail {
  const matchId = given.match.id;
  const asAdmin = useIsAdmin();
  const queryClient = useQueryClient();
  const live = useLiveMatchDetail(matchId, asAdmin, given);

  // The page refetched its own copy (or changed the match): that copy is at least as fresh.
  const lastGiven = useRef(given);
  useEffect(() => {
    if (lastGiven.current === given) return;
    lastGiven.current = given;
    queryClient.setQueryData(matchKeys.live(matchId, asAdmin), given);
  }, [given, matchId, asAdmin, queryClient]);

  return live.data ?? given;
}
