import { LogOut } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useSignOutEverywhere } from '@/api/players/sign-out-everywhere';
import { useSignOutPlayer } from '@/api/players/sign-out-player';

/** The signed-in player's own sessions: sign out here, or on every device (a lost phone). */
export function PlayerSessionsCard() {
  const navigate = useNavigate();
  const signOut = useSignOutPlayer();
  const everywhere = useSignOutEverywhere();
  const busy = signOut.isPending || everywhere.isPending;
  const home = () => navigate('/', { replace: true });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Sign-in</CardTitle>
        <CardDescription>You stay signed in on a device until you sign out or don&apos;t use it for 90 days.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={busy} onClick={() => signOut.mutate(undefined, { onSuccess: home })}>
          <LogOut aria-hidden /> Sign out
        </Button>
        <Button variant="ghost" size="sm" disabled={busy} onClick={() => everywhere.mutate(undefined, { onSuccess: home })}>
          Sign out everywhere
        </Button>
      </CardContent>
    </Card>
  );
}
