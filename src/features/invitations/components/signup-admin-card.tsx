import { lazy, Suspense } from 'react';
import { UserRoundPlus } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { useSetOpenSignup } from '../api/set-open-signup';

// The guest form (and its form library) loads with the card, not with the match page's first paint.
const AddGuestDialog = lazy(() => import('./add-guest-dialog').then((module) => ({ default: module.AddGuestDialog })));

type Props = {
  matchId: string;
  openSignup: boolean;
  full: boolean;
  allowWaitlist: boolean;
  /** Final or cancelled: nothing changes any more. */
  closed: boolean;
};

/** Admin, Entries tab: whether members may join without an invitation, and guests. */
export function SignupAdminCard({ matchId, openSignup, full, allowWaitlist, closed }: Props) {
  const setOpenSignup = useSetOpenSignup();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Sign-up and guests</CardTitle>
        <CardDescription>Let members join without an invitation; add a guest who has no account.</CardDescription>
        <CardAction>
          <Suspense
            fallback={
              <Button variant="outline" size="sm" disabled>
                <UserRoundPlus aria-hidden /> Add Guest
              </Button>
            }
          >
            <AddGuestDialog matchId={matchId} full={full} allowWaitlist={allowWaitlist} disabled={closed} />
          </Suspense>
        </CardAction>
      </CardHeader>
      <CardContent>
        <div className="flex items-center justify-between gap-3 rounded-lg border p-3">
          <div className="grid gap-1">
            <Label htmlFor="open-signup">Open for sign-up</Label>
            <p id="open-signup-hint" className="text-sm text-muted-foreground">
              Active members can join from the match page without an invitation.
            </p>
          </div>
          <Switch
            id="open-signup"
            aria-describedby="open-signup-hint"
            checked={openSignup}
            disabled={closed || setOpenSignup.isPending}
            onCheckedChange={(open) =>
              setOpenSignup.mutate({ matchId, open }, { onSuccess: () => toast.success(open ? 'Sign-up opened' : 'Sign-up closed') })
            }
          />
        </div>
      </CardContent>
    </Card>
  );
}
