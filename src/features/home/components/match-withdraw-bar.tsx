import { LogOut } from 'lucide-react';
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
import { Button } from '@/components/ui/button';
import { useCurrentPlayerId } from '@/lib/session';
import { useWithdrawFromMatch } from '../api/withdraw-from-match';

type Props = { matchId: string; matchName: string; upcoming: boolean; entrantIds: string[] };

/** On a match page: the signed-in entrant's "Withdraw" while the match has not begun (the server checks the start). */
export function MatchWithdrawBar({ matchId, matchName, upcoming, entrantIds }: Props) {
  const playerId = useCurrentPlayerId();
  const withdraw = useWithdrawFromMatch();
  if (!upcoming || !playerId || !entrantIds.includes(playerId)) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/40 p-3 text-sm">
      <span>You are entered in this match.</span>
      <AlertDialog>
        <AlertDialogTrigger asChild>
          <Button variant="outline" size="sm" disabled={withdraw.isPending}>
            <LogOut aria-hidden /> Withdraw
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Withdraw from {matchName}?</AlertDialogTitle>
            <AlertDialogDescription>
              Your seat goes to the next player on the waitlist. Anything you paid stays with the league as credit.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Keep my seat</AlertDialogCancel>
            <AlertDialogAction onClick={() => withdraw.mutate(matchId)}>Withdraw</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
