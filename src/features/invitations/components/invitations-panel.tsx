import { Ban, Mail, RefreshCw, Send } from 'lucide-react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useCancelInvitation } from '../api/cancel-invitation';
import { useMatchInvitations, type MatchInvitation } from '../api/get-match-invitations';
import { useResendInvitation } from '../api/resend-invitation';
import { useLeagueTimeZone } from '@/api/settings/use-league-time-zone';
import { formatDeadline } from '@/lib/match-time';
import { InvitationStatusBadge } from './invitation-status-badge';
import { LoadError } from '@/components/load-error';

/** closed: the match is final or called off, so no invitation is offered (the server refuses one too). */
type Props = { matchId: string; onInvite: () => void; closed?: boolean };

/** Admin: the match's invitations, newest first, with resend and cancel. */
export function InvitationsPanel({ matchId, onInvite, closed = false }: Props) {
  const invitations = useMatchInvitations(matchId);
  const resend = useResendInvitation();
  const cancel = useCancelInvitation();

  const body = () => {
    if (invitations.isPending) {
      return (
        <div className="grid gap-2" aria-busy="true" aria-label="Loading invitations">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      );
    }
    if (invitations.isError) {
      return <LoadError title="Could not load invitations" error={invitations.error} onRetry={() => void invitations.refetch()} />;
    }
    if (invitations.data.length === 0) return <EmptyState icon={Mail} title="No invitations sent yet." />;
    return (
      <ul className="divide-y" aria-label="Invitations">
        {invitations.data.map((invite) => (
          <InvitationRow
            key={invite.id}
            invite={invite}
            busy={resend.isPending || cancel.isPending}
            onResend={
              closed
                ? undefined
                : () => resend.mutate({ matchId, inviteId: invite.id }, { onSuccess: () => toast.success(`Invitation resent to ${invite.name}`) })
            }
            onCancel={() =>
              cancel.mutate({ matchId, inviteId: invite.id }, { onSuccess: () => toast.success(`Invitation to ${invite.name} cancelled`) })
            }
          />
        ))}
      </ul>
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Invitations</CardTitle>
        <CardDescription>Invite links are e-mailed; players answer without signing in.</CardDescription>
        {!closed && (
          <CardAction>
            <Button variant="forest" size="sm" onClick={onInvite}>
              <Send aria-hidden /> Send Invitations
            </Button>
          </CardAction>
        )}
      </CardHeader>
      <CardContent>{body()}</CardContent>
    </Card>
  );
}

function InvitationRow({
  invite,
  busy,
  onResend,
  onCancel,
}: {
  invite: MatchInvitation;
  busy: boolean;
  /** Absent when the match is over: no resend is offered. */
  onResend?: () => void;
  onCancel: () => void;
}) {
  const timeZone = useLeagueTimeZone();
  const formatDateTime = (value: string) => formatDeadline(value, timeZone);
  const pending = invite.status === 'PENDING';
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium">{invite.nickname ? `${invite.name} "${invite.nickname}"` : invite.name}</span>
          <InvitationStatusBadge status={invite.status} />
        </div>
        <div className="mt-0.5 text-xs text-muted-foreground">
          {[
            invite.email,
            invite.sent_at ? `Sent ${formatDateTime(invite.sent_at)}` : 'Not sent yet',
            invite.responded_at ? `Responded ${formatDateTime(invite.responded_at)}` : null,
            pending && invite.expires_at ? `RSVP by ${formatDateTime(invite.expires_at)}` : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </div>
      </div>
      {pending && (
        <div className="flex shrink-0 gap-2">
          {onResend && (
            <Button variant="outline" size="sm" disabled={busy} onClick={onResend} aria-label={`Resend invitation to ${invite.name}`}>
              <RefreshCw aria-hidden /> Resend
            </Button>
          )}
          <Button variant="ghost" size="sm" disabled={busy} onClick={onCancel} aria-label={`Cancel invitation to ${invite.name}`}>
            <Ban aria-hidden /> Cancel
          </Button>
        </div>
      )}
    </li>
  );
}
