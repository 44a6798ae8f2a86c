import { ArrowLeft } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { GroupScorePage } from '@/features/scoring/components/group-score-page';
import { paths } from '@/lib/paths';

/** Round day: "Score my group", one hole at a time (its own chunk, loaded only by those who score). */
export default function GroupScoreRoute() {
  const { id = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const pickGroup = (groupId: string) => setSearchParams({ group: groupId }, { replace: true });
  return (
    <div className="mx-auto max-w-3xl px-4 pt-4 pb-6 sm:px-6 sm:py-8">
      <div className="mb-3 flex items-center justify-between gap-2">
        <Button asChild variant="ghost" size="sm" className="-ml-2">
          <Link to={paths.match(id, 'scores')}>
            <ArrowLeft aria-hidden /> Back to match
          </Link>
        </Button>
        <h1 className="text-lg font-semibold">Score my group</h1>
      </div>
      <GroupScorePage
        matchId={id}
        requestedGroupId={searchParams.get('group')}
        onPickGroup={pickGroup}
        notFound={
          <EmptyState
            title="Match not found"
            description="It may have been removed, or the link is wrong."
            action={
              <Button asChild variant="forest">
                <Link to={paths.matches()}>
                  <ArrowLeft aria-hidden /> Back to Matches
                </Link>
              </Button>
            }
          />
        }
      />
    </div>
  );
}
