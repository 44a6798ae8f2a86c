import { lazy, Suspense } from 'react';
import { isMatchOver, type MatchPageDetail, type MatchScorecard } from '@/api/matches/get-match-detail';
import { useMatchScorecards } from '@/api/matches/get-match-scorecards';
import { useCurrentPlayerId } from '@/lib/session';

// The prompt (and its confirm dialog) loads only for a player with a card to attest.
const AttestCardPrompt = lazy(() => import('@/components/attest-card-prompt').then((module) => ({ default: module.AttestCardPrompt })));

/** The viewer's own card is complete and not attested, on a match still open: the round is over for them. */
export function shouldPromptAttest(
  detail: { match: Pick<MatchPageDetail['match'], 'is_final' | 'cancelled_at'>; entries: readonly { player_id: string }[] },
  cards: readonly MatchScorecard[] | undefined,
  viewerId: string | null,
): boolean {
  if (viewerId === null || isMatchOver(detail.match)) return false;
  if (!detail.entries.some((entry) => entry.player_id === viewerId)) return false;
  const card = cards?.find((c) => c.player_id === viewerId);
  return card !== undefined && card.attested_at === null && card.holes.length === 18 && card.holes.every((strokes) => strokes !== null);
}

/** On the match page, every player of the match (not only the group's marker) is asked to attest their finished card. */
export function MatchAttestPrompt({ detail }: { detail: MatchPageDetail }) {
  const viewerId = useCurrentPlayerId();
  const open = !isMatchOver(detail.match);
  const scorecards = useMatchScorecards(detail.match.id, open && viewerId !== null);
  if (!shouldPromptAttest(detail, scorecards.data?.scorecards, viewerId)) return null;
  return (
    <Suspense fallback={null}>
      <AttestCardPrompt matchId={detail.match.id} matchName={detail.match.name} />
    </Suspense>
  );
}
