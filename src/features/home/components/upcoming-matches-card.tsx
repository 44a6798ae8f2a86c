import { CalendarDays, LogOut } from 'lucide-react';
import { Link } from 'react-router-dom';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { formatCents } from '@/domain/money';
import { paths } from '@/lib/paths';
import type { UpcomingEntry, WaitlistedMatch } from '../api/get-my-home';
import { useWithdrawFromMatch } from '../api/withdraw-from-match';
import { formatMatchWhen } from '@/lib/match-time';

function OwedBadge({ entry }: { entry: UpcomingEntry }) {
  if (entry.charges_cents === 0) return <Badge variant="secondary">Nothing due</Badge>;
  if (entry.owed_cents === 0) return <Badge variant="success">Paid</Badge>;
  return <Badge variant="warning">You owe {formatCents(entry.owed_cents)}</Badge>;
}

function WithdrawButton({ entry }: { entry: UpcomingEntry }) {
  const withdraw = useWithdrawFromMatch();
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={withdraw.isPending} aria-label={`Withdraw from ${entry.name}`}>
          <LogOut aria-hidden /> Withdraw
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Withdraw from {entry.name}?</AlertDialogTitle>
          <AlertDialogDescription>
            Your seat goes to the next player on the waitlist.
            {entry.paid_cents > 0 && ` The ${formatCents(entry.paid_cents)} you paid stays with the league as credit.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Keep my seat</AlertDialogCancel>
          <AlertDialogAction onClick={() => withdraw.mutate(entry.match_id)}>Withdraw</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

type Props = { upcoming: UpcomingEntry[]; waitlisted: WaitlistedMatch[]; timezone: string };

/** The player's next matches: when, where, what they owe, and Withdraw until the start. */
export function UpcomingMatchesCard({ upcoming, waitlisted, timezone }: Props) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarDays aria-hidden className="size-5 text-gold-ink" /> Upcoming matches
        </CardTitle>
        <CardDescription>Matches you are entered in.</CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-3">
        {upcoming.length === 0 && waitlisted.length === 0 ? (
          <EmptyState
            icon={CalendarDays}
            title="No upcoming matches"
            description="Accept an invitation to see your next match here."
            action={
              <Button asChild variant="outline" size="sm">
                <Link to={paths.matches()}>Browse matches</Link>
              </Button>
            }
          />
        ) : (
          <ul className="grid grid-cols-1 gap-3" aria-label="Upcoming matches">
            {upcoming.map((entry) => (
              <li key={entry.match_id} className="grid grid-cols-1 gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_auto] sm:items-center">
                <div className="grid min-w-0 gap-1">
                  <Link to={paths.match(entry.match_id)} className="font-medium hover:underline">
                    {entry.name}
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    {formatMatchWhen(entry.date, entry.start_time, timezone)} · {entry.course_name}
                  </p>
                  <div className="flex flex-wrap gap-2">
                    {entry.cancelled ? <Badge variant="destructive">Cancelled</Badge> : <OwedBadge entry={entry} />}
                  </div>
                </div>
                {entry.can_withdraw && <WithdrawButton entry={entry} />}
              </li>
            ))}
            {waitlisted.map((match) => (
              <li key={match.match_id} className="grid grid-cols-1 gap-1 rounded-lg border border-dashed p-3">
                <Link to={paths.match(match.match_id)} className="font-medium hover:underline">
                  {match.name}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {formatMatchWhen(match.date, match.start_time, timezone)} · {match.course_name}
                </p>
                <Badge variant="outline">Waitlist #{match.position}</Badge>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
