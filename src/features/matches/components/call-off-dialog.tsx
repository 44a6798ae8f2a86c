import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import type { MatchRecord } from '@/api/matches/get-match-detail';
import { plural } from '../lib/match-status';
import { useCancelMatch, usePostponeMatch } from '../api/call-off-match';

type Props = { match: MatchRecord; open: boolean; onOpenChange: (open: boolean) => void };
type Choice = 'CANCEL' | 'POSTPONE';

/** Admin: call a match off (rain-out, course closed) or move it to a new date, with a reason. */
export function CallOffDialog({ match, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Call off match</DialogTitle>
          <DialogDescription>Entrants and pending invitees are e-mailed with your reason.</DialogDescription>
        </DialogHeader>
        {open && <CallOffForm match={match} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function CallOffForm({ match, onDone }: { match: MatchRecord; onDone: () => void }) {
  const [choice, setChoice] = useState<Choice>('CANCEL');
  const [reason, setReason] = useState('');
  const [date, setDate] = useState('');
  const [startTime, setStartTime] = useState(match.start_time.slice(0, 5));
  const [shown, setShown] = useState(false);
  const cancel = useCancelMatch();
  const postpone = usePostponeMatch();
  const pending = cancel.isPending || postpone.isPending;
  const error = choice === 'CANCEL' ? cancel.error : postpone.error;
  const ids = { reason: useId(), date: useId(), time: useId() };
  const reasonProblem = reason.trim() === '' ? (choice === 'CANCEL' ? 'Say why the match is called off' : 'Say why the match is postponed') : null;
  const dateProblem = choice === 'POSTPONE' && date === '' ? 'Choose the new date' : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (reasonProblem || dateProblem) return;
    const told = (count: number) => `${plural(count, 'player')} e-mailed.`;
    if (choice === 'CANCEL') {
      cancel.mutate(
        { matchId: match.id, reason: reason.trim() },
        {
          onSuccess: (count) => {
            toast.success(`Match cancelled. ${told(count)}`);
            onDone();
          },
        },
      );
    } else {
      postpone.mutate(
        { matchId: match.id, reason: reason.trim(), date, startTime },
        {
          onSuccess: (count) => {
            toast.success(`Match postponed. ${told(count)}`);
            onDone();
          },
        },
      );
    }
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <RadioGroup value={choice} onValueChange={(value) => setChoice(value as Choice)} aria-label="What happens to the match" className="grid gap-2">
        <Label className="flex items-start gap-3 rounded-lg border p-3 font-normal has-[[data-state=checked]]:border-destructive/60">
          <RadioGroupItem value="CANCEL" className="mt-0.5" />
          <span className="grid gap-0.5">
            <span className="font-medium">Cancel the match</span>
            <span className="text-sm text-muted-foreground">Rain-out, course closed. No more scores, entries or payments; the treasurer settles what was paid.</span>
          </span>
        </Label>
        <Label className="flex items-start gap-3 rounded-lg border p-3 font-normal has-[[data-state=checked]]:border-forest/60">
          <RadioGroupItem value="POSTPONE" className="mt-0.5" />
          <span className="grid gap-0.5">
            <span className="font-medium">Postpone to a new date</span>
            <span className="text-sm text-muted-foreground">Entries and payments stay; everyone gets the new date and a calendar entry.</span>
          </span>
        </Label>
      </RadioGroup>
      {choice === 'POSTPONE' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor={ids.date}>New date</Label>
            <Input id={ids.date} type="date" value={date} onChange={(event) => setDate(event.target.value)} />
            {shown && dateProblem && (
              <p className="text-sm text-destructive" role="alert">
                {dateProblem}
              </p>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor={ids.time}>Start time</Label>
            <Input id={ids.time} type="time" step={300} className="num" value={startTime} onChange={(event) => setStartTime(event.target.value)} />
          </div>
        </div>
      )}
      <div className="grid gap-2">
        <Label htmlFor={ids.reason}>Reason</Label>
        <Textarea
          id={ids.reason}
          rows={3}
          maxLength={500}
          placeholder={choice === 'CANCEL' ? 'e.g. Course closed after overnight rain' : 'e.g. Frost delay: moved a week'}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {shown && reasonProblem && (
          <p className="text-sm text-destructive" role="alert">
            {reasonProblem}
          </p>
        )}
      </div>
      {error && (
        <Alert variant="destructive">
          <AlertDescription>{error.message}</AlertDescription>
        </Alert>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Keep the match
        </Button>
        <Button type="submit" variant={choice === 'CANCEL' ? 'destructive' : 'forest'} disabled={pending}>
          {pending ? 'Saving…' : choice === 'CANCEL' ? 'Cancel match' : 'Postpone match'}
        </Button>
      </DialogFooter>
    </form>
  );
}
