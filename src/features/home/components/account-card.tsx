import { Coffee, Download, LogOut, UserCog } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { useSignOutEverywhere } from '@/api/players/sign-out-everywhere';
import { useSignOutPlayer } from '@/api/players/sign-out-player';
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
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { useDownloadMyData } from '../api/export-my-data';
import { useTakeABreak } from '../api/take-a-break';
import { CloseAccountDialog } from './close-account-dialog';

/** Signing out (here or everywhere), a break, a copy of one's data and closing the account. */
export function AccountCard({ playerId, isActive }: { playerId: string; isActive: boolean }) {
  const navigate = useNavigate();
  const signOut = useSignOutPlayer();
  const everywhere = useSignOutEverywhere();
  const leave = () => navigate(paths.home(), { replace: true });
  const pause = useTakeABreak({ onDone: leave });
  const download = useDownloadMyData();
  const signingOut = signOut.isPending || everywhere.isPending;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <UserCog aria-hidden className="size-5 text-gold-ink" /> Your account
        </CardTitle>
        <CardDescription>
          <Link to={paths.player(playerId)} className="underline-offset-4 hover:underline">
            View and edit your profile
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid grid-cols-1 gap-5">
        <section aria-labelledby="sign-in-heading" className="grid gap-2">
          <h2 id="sign-in-heading" className="text-sm font-semibold">
            Sign-in
          </h2>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" disabled={signingOut} onClick={() => signOut.mutate()}>
              <LogOut aria-hidden /> Sign out
            </Button>
            <Button variant="ghost" size="sm" disabled={signingOut} onClick={() => everywhere.mutate()}>
              Sign out everywhere
            </Button>
          </div>
        </section>
        <section aria-labelledby="data-heading" className="grid gap-2">
          <h2 id="data-heading" className="text-sm font-semibold">
            Your data
          </h2>
          <p className="text-sm text-muted-foreground">Your profile, handicap logs, entries, payments and results.</p>
          <div className="flex flex-wrap gap-2">
            <Button variant="outline" size="sm" disabled={download.isPending} onClick={() => download.mutate('json')}>
              <Download aria-hidden /> Download JSON
            </Button>
            <Button variant="outline" size="sm" disabled={download.isPending} onClick={() => download.mutate('csv')}>
              <Download aria-hidden /> Download CSV
            </Button>
          </div>
        </section>
        {isActive && (
          <section aria-labelledby="break-heading" className="grid gap-2">
            <h2 id="break-heading" className="text-sm font-semibold">
              Take a break
            </h2>
            <p className="text-sm text-muted-foreground">
              Set your membership to inactive: no invitations, no entries, your history kept. Any admin makes you active again.{' '}
              <Link to={paths.responsibleGaming()} className="underline underline-offset-4">
                Responsible gaming
              </Link>
            </p>
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button variant="outline" size="sm" className="w-fit" disabled={pause.isPending}>
                  <Coffee aria-hidden /> Take a break
                </Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>Take a break?</AlertDialogTitle>
                  <AlertDialogDescription>
                    Your membership becomes inactive now and you are signed out. Matches you already joined keep your seat: withdraw
                    from them first if you will not play. The admins are told; ask any of them when you want to come back.
                  </AlertDialogDescription>
                </AlertDialogHeader>
                <AlertDialogFooter>
                  <AlertDialogCancel>Not now</AlertDialogCancel>
                  <AlertDialogAction onClick={() => pause.mutate()}>Take a break</AlertDialogAction>
                </AlertDialogFooter>
              </AlertDialogContent>
            </AlertDialog>
          </section>
        )}
        <section aria-labelledby="close-heading" className="grid gap-2">
          <h2 id="close-heading" className="text-sm font-semibold">
            Close your account
          </h2>
          <p className="text-sm text-muted-foreground">Removes your name and contact details for good.</p>
          <div>
            <CloseAccountDialog />
          </div>
        </section>
      </CardContent>
    </Card>
  );
}
