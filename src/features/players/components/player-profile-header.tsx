import { Clock } from 'lucide-react';
import { Alert, AlertDescription } from '@/components/ui/alert';
import type { PlayerDetails } from '../api/get-player-full-details';
import { PlayerStatusIcon } from './player-status';

export function PlayerProfileHeader({ player }: { player: PlayerDetails }) {
  return (
    <header className="flex flex-col gap-1">
      <h1 className="flex items-center gap-2.5 font-serif text-3xl font-semibold tracking-tight sm:text-4xl">
        <PlayerStatusIcon status={player.status} className="size-6" />
        <span className="min-w-0 break-words">{player.name}</span>
      </h1>
      {player.nickname ? <p className="text-lg text-muted-foreground">&quot;{player.nickname}&quot;</p> : null}
    </header>
  );
}

export function PendingApprovalBanner() {
  return (
    <Alert variant="warning">
      <Clock aria-hidden />
      <AlertDescription className="text-current">
        Your account is pending approval by an admin. You&apos;ll be notified once approved.
      </AlertDescription>
    </Alert>
  );
}
