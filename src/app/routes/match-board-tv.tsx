import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { matchKeys } from '@/api/matches/keys';
import { teeSheetKeys } from '@/api/tee-sheet/get-tee-sheet';
import { MatchBoard } from '@/features/scoring/components/match-board';

/** Besides the 10 s scores poll, the TV reloads the match itself (entrants, games, groups) this often. */
const TV_FULL_REFRESH_MS = 5 * 60_000;

/**
 * The board on the club-house screen: no header, footer or controls; large type; rotates through the
 * games and keeps itself fresh for as long as it is on.
 */
export default function MatchBoardTvPage() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  useEffect(() => {
    const timer = window.setInterval(() => {
      void queryClient.invalidateQueries({ queryKey: matchKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: teeSheetKeys.match(id) });
    }, TV_FULL_REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [id, queryClient]);
  return (
    <main className="min-h-dvh cursor-none bg-background px-8 py-6 xl:px-12 xl:py-10">
      <MatchBoard matchId={id} tv />
    </main>
  );
}
