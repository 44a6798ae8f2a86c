import { ClipboardPenIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import type { MatchShell } from '@/api/matches/get-match-detail';
import { paths } from '@/lib/paths';

/** On round day, the way into the group's hole-by-hole scoring, for its players, markers and admins. */
export function ScoreMyGroupButton({ detail }: { detail: Pick<MatchShell, 'match' | 'can_enter_scores'> }) {
  if (!detail.can_enter_scores || detail.match.status !== 'IN_PROGRESS') return null;
  return (
    <Button asChild variant="forest" size="lg" className="h-12 w-full text-base sm:w-fit">
      <Link to={paths.groupScore(detail.match.id)}>
        <ClipboardPenIcon aria-hidden /> Score my group
      </Link>
    </Button>
  );
}
