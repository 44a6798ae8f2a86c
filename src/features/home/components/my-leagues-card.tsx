import { TrophyIcon } from 'lucide-react';
import { useState } from 'react';
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
} from '@/components/ui/alert-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { useAskToJoinLeague, useLeaveLeague, type MyLeague } from '../api/my-leagues';

/**
 * The club's leagues on a member's home (DESIGN rule 25): the ones they play in with their season and next
 * match, the ones they asked to join, and the others they may ask to join. Shown only in a club of several
 * leagues (a club of one shows no league chrome).
 */
export function MyLeaguesCard({ leagues, canJoin }: { leagues: MyLeague[]; canJoin: boolean }) {
  const ask = useAskToJoinLeague();
  const leave = useLeaveLeague();
  // Leaving takes the league's admins to undo: it is asked first (withdrawing a request is not).
  const [leaving, setLeaving] = useState<MyLeague | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <TrophyIcon aria-hidden="true" className="size-5 text-gold" />
          Your leagues
        </CardTitle>
        <CardDescription>The club runs {leagues.length} leagues. Your handicap and account are the same in all of them.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y" aria-label="Leagues">
          {leagues.map((league) => (
            <li key={league.id} className="flex flex-wrap items-start justify-between gap-3 py-3 first:pt-0 last:pb-0">
              <div className="grid min-w-0 gap-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  {league.name}
                  {league.membership === 'ACTIVE' && <Badge variant="success">{league.role === 'SUB' ? 'Sub' : 'Playing'}</Badge>}
                  {league.membership === 'PENDING' && <Badge variant="warning">Asked to join</Badge>}
                </p>
                {league.membership === 'ACTIVE' && (
                  <p className="text-sm text-muted-foreground">
                    {league.season ? `Season ${league.season.name} · ` : ''}
                    {league.next_match ? (
                      <>
                        Next:{' '}
                        <Link to={paths.match(league.next_match.id)} className="font-medium text-foreground underline-offset-4 hover:underline">
                          {league.next_match.name}
                        </Link>{' '}
                        on {formatDate(league.next_match.date)}
                      </>
                    ) : (
                      'No match scheduled yet'
                    )}
                    {' · '}
                    <Link to={paths.leagueStandings(league.slug)} className="underline-offset-4 hover:underline">
                      Standings
                    </Link>
                  </p>
                )}
              </div>
              {league.membership === 'ACTIVE' || league.membership === 'PENDING' ? (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={leave.isPending}
                  onClick={() =>
                    league.membership === 'PENDING'
                      ? leave.mutate({ leagueId: league.id, name: league.name, asking: true })
                      : setLeaving(league)
                  }
                >
                  {league.membership === 'PENDING' ? 'Withdraw request' : 'Leave'}
                </Button>
              ) : canJoin ? (
                <Button size="sm" variant="outline" disabled={ask.isPending} onClick={() => ask.mutate({ leagueId: league.id, name: league.name })}>
                  Ask to Join
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      </CardContent>
      <AlertDialog open={leaving !== null} onOpenChange={(open) => !open && setLeaving(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Leave {leaving?.name}?</AlertDialogTitle>
            <AlertDialogDescription>
              You stop being on its roster. Your matches, money and handicap stay. To come back you ask to join
              again and its admins let you in.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Stay</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              onClick={() => {
                if (leaving) leave.mutate({ leagueId: leaving.id, name: leaving.name, asking: false });
                setLeaving(null);
              }}
            >
              Leave
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
