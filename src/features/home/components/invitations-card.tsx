import { MailOpen } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { formatCents } from '@/domain/money';
import { useAnswerMyInvitation } from '../api/answer-my-invitation';
import type { PendingInvitation } from '../api/get-my-home';
import { formatMatchWhen } from '@/lib/match-time';

function AcceptDialog({ invitation, open, onOpenChange }: { invitation: PendingInvitation; open: boolean; onOpenChange: (open: boolean) => void }) {
  const answer = useAnswerMyInvitation();
  const optional = invitation.games.filter((game) => game.optional);
  const [chosen, setChosen] = useState<string[]>(() => optional.map((game) => game.id));
  const total = invitation.games
    .filter((game) => !game.optional || chosen.includes(game.id))
    .reduce((sum, game) => sum + game.buy_in_cents, 0);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Accept: {invitation.name}</DialogTitle>
          <DialogDescription>{invitation.full ? 'The match is full: you will join the waitlist.' : 'Choose the games you play.'}</DialogDescription>
        </DialogHeader>
        <fieldset className="grid gap-3">
          <legend className="sr-only">Games</legend>
          {invitation.games.map((game) => (
            <div key={game.id} className="flex items-center justify-between gap-3">
              <div className="flex items-center gap-2">
                <Checkbox
                  id={`game-${game.id}`}
                  checked={!game.optional || chosen.includes(game.id)}
                  disabled={!game.optional}
                  onCheckedChange={(on) => setChosen((ids) => (on === true ? [...ids, game.id] : ids.filter((id) => id !== game.id)))}
                />
                <Label htmlFor={`game-${game.id}`}>{game.name}</Label>
              </div>
              <span className="num text-sm">{formatCents(game.buy_in_cents)}</span>
            </div>
          ))}
          <p className="flex justify-between border-t pt-2 font-medium">
            <span>Total</span>
            <span className="num">{formatCents(total)}</span>
          </p>
        </fieldset>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button
            variant="forest"
            disabled={answer.isPending}
            onClick={() =>
              answer.mutate({ inviteId: invitation.invite_id, accept: true, gameIds: chosen }, { onSuccess: () => onOpenChange(false) })
            }
          >
            {answer.isPending ? 'Accepting...' : 'Accept invitation'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function InvitationRow({ invitation, timezone }: { invitation: PendingInvitation; timezone: string }) {
  const [accepting, setAccepting] = useState(false);
  const answer = useAnswerMyInvitation();
  return (
    <li className="grid grid-cols-1 gap-2 rounded-lg border p-3 sm:grid-cols-[1fr_auto] sm:items-center">
      <div className="grid min-w-0 gap-1">
        <p className="font-medium">{invitation.name}</p>
        <p className="text-sm text-muted-foreground">
          {formatMatchWhen(invitation.date, invitation.start_time, timezone)} · {invitation.course_name}
        </p>
        {invitation.full && <Badge variant="outline">Full: accepting joins the waitlist</Badge>}
      </div>
      <div className="flex gap-2">
        <Button variant="forest" size="sm" aria-label={`Accept ${invitation.name}`} onClick={() => setAccepting(true)}>
          Accept
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-label={`Decline ${invitation.name}`}
          disabled={answer.isPending}
          onClick={() => answer.mutate({ inviteId: invitation.invite_id, accept: false, gameIds: [] })}
        >
          Decline
        </Button>
      </div>
      {accepting && <AcceptDialog invitation={invitation} open={accepting} onOpenChange={setAccepting} />}
    </li>
  );
}

/** Invitations waiting for an answer, answered right here. */
export function InvitationsCard({ invitations, timezone }: { invitations: PendingInvitation[]; timezone: string }) {
  if (invitations.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <MailOpen aria-hidden className="size-5 text-gold-ink" /> Invitations
        </CardTitle>
        <CardDescription>Waiting for your answer.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-1 gap-3" aria-label="Invitations">
          {invitations.map((invitation) => (
            <InvitationRow key={invitation.invite_id} invitation={invitation} timezone={timezone} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
