import { ArrowUpCircle, Hourglass, X } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useMatchWaitlist } from '../api/get-match-waitlist';
import { usePromoteWaitlist } from '../api/promote-waitlist';
import { useRemoveWaitlist } from '../api/remove-waitlist';
import { useLeagueTimeZone } from '@/api/settings/use-league-time-zone';
import { formatDeadline } from '@/lib/match-time';
import { LoadError } from '@/components/load-error';

type Props = {
  matchId: string;
  /** null = unlimited capacity */
  seatsLeft: number | null;
  /** A promotion creates a match entry: the page refreshes the match. */
  onPromoted: () => void;
};

/** Admin: unpromoted waitlist, oldest first; Promote only while seats remain. */
export function WaitlistPanel({ matchId, seatsLeft, onPromoted }: Props) {
  const waitlist = useMatchWaitlist(matchId);
  const timeZone = useLeagueTimeZone();
  const promote = usePromoteWaitlist();
  const remove = useRemoveWaitlist();
  const seatsRemain = seatsLeft === null || seatsLeft > 0;

  const body = () => {
    if (waitlist.isPending) return <Skeleton className="h-14" aria-label="Loading waitlist" />;
    if (waitlist.isError) return <LoadError title="Could not load the waitlist" error={waitlist.error} onRetry={() => void waitlist.refetch()} />;
    if (waitlist.data.length === 0) return <EmptyState icon={Hourglass} title="Nobody is on the waitlist." />;
    return (
      <ol className="divide-y" aria-label="Waitlist">
        {waitlist.data.map((entry, index) => {
          const name = entry.name ?? entry.email ?? 'Guest';
          return (
            <li key={entry.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex min-w-0 items-start gap-3">
                <span className="num mt-0.5 text-sm text-muted-foreground">{index + 1}.</span>
                <div className="min-w-0">
                  <div className="font-medium">{name}</div>
                  <div className="text-xs text-muted-foreground">
                    {[entry.name ? entry.email : null, `Joined ${formatDeadline(entry.created_at, timeZone)}`].filter(Boolean).join(' · ')}
                  </div>
                </div>
              </div>
              <div className="flex shrink-0 gap-2">
                {seatsRemain && (
                  <Button
                    size="sm"
                    variant="forest"
                    disabled={promote.isPending}
                    aria-label={`Promote ${name}`}
                    onClick={() =>
                      promote.mutate(
                        { matchId, waitlistId: entry.id },
                        {
                          onSuccess: () => {
                            toast.success(`${name} promoted into the match`);
                            onPromoted();
                          },
                        },
                      )
                    }
                  >
                    <ArrowUpCircle aria-hidden /> Promote
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={remove.isPending}
                  aria-label={`Remove ${name} from the waitlist`}
                  onClick={() =>
                    remove.mutate({ matchId, waitlistId: entry.id }, { onSuccess: () => toast.success(`${name} removed from the waitlist`) })
                  }
                >
                  <X aria-hidden /> Remove
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Waitlist</CardTitle>
        <CardDescription>{seatsRemain ? 'Seats are open: promote players in order.' : 'The match is full: promote when a seat opens.'}</CardDescription>
      </CardHeader>
      <CardContent>{body()}</CardContent>
    </Card>
  );
}
