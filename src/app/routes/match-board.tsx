import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { MatchBoard } from '@/features/scoring/components/match-board';
import { paths } from '@/lib/paths';

/** The public, shareable live board of a match. */
export default function MatchBoardPage() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <Button asChild variant="ghost" size="sm" className="mb-3 -ml-2">
        <Link to={paths.match(id)}>
          <ArrowLeft aria-hidden /> Match page
        </Link>
      </Button>
      <MatchBoard matchId={id} showTitle />
    </div>
  );
}
