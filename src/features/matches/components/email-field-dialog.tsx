import { Info, Send, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { useEmailMatchField, useMatchFieldCounts, type FieldAudience, type FieldCounts } from '../api/email-match-field';

const AUDIENCES: { value: FieldAudience; label: string; count: (counts: FieldCounts) => number }[] = [
  { value: 'ENTRANTS', label: 'Entrants', count: (counts) => counts.entrants },
  { value: 'INVITEES', label: 'Invitees waiting for an answer', count: (counts) => counts.invitees },
  { value: 'WAITLIST', label: 'Waitlist', count: (counts) => counts.waitlist },
];

/** Admin: one message to the match's entrants, pending invitees or waitlist, sent by the server. */
export function EmailFieldDialog({ matchId, matchName }: { matchId: string; matchName: string }) {
  const [open, setOpen] = useState(false);
  const [audience, setAudience] = useState<FieldAudience>('ENTRANTS');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const counts = useMatchFieldCounts(matchId, open);
  const send = useEmailMatchField();
  const ids = { subject: useId(), message: useId(), hint: useId(), audience: useId() };
  const missing = subject.trim() === '' ? 'Please enter a subject' : message.trim() === '' ? 'Please enter a message' : null;

  const reset = () => {
    setSubject('');
    setMessage('');
    setAudience('ENTRANTS');
    send.reset();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Users aria-hidden /> E-mail the Field
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>E-mail the field</DialogTitle>
          <DialogDescription>One e-mail per person about {matchName}, with the match&apos;s date, start and a link to it.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid grid-cols-1 gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (missing || send.isPending) return;
            send.mutate({ matchId, audience, subject: subject.trim(), message }, { onSuccess: () => setOpen(false) });
          }}
        >
          <fieldset className="grid grid-cols-1 gap-2">
            <legend id={ids.audience} className="mb-1 text-sm font-medium">
              Send to
            </legend>
            <RadioGroup
              aria-labelledby={ids.audience}
              value={audience}
              onValueChange={(value) => {
                setAudience(value as FieldAudience);
                send.reset();
              }}
            >
              {AUDIENCES.map((option) => (
                <Label key={option.value} className="flex min-h-11 items-center gap-3 rounded-md border px-3 py-2 font-normal">
                  <RadioGroupItem value={option.value} />
                  <span className="flex-1">{option.label}</span>
                  <span className="num text-muted-foreground">{counts.data ? option.count(counts.data) : '…'}</span>
                </Label>
              ))}
            </RadioGroup>
          </fieldset>
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor={ids.subject}>Subject</Label>
            <Input id={ids.subject} value={subject} maxLength={200} onChange={(event) => setSubject(event.target.value)} />
          </div>
          <div className="grid grid-cols-1 gap-1.5">
            <Label htmlFor={ids.message}>Message</Label>
            <Textarea id={ids.message} rows={6} value={message} aria-describedby={ids.hint} onChange={(event) => setMessage(event.target.value)} />
            <p id={ids.hint} className="text-sm text-muted-foreground">
              Use <code>**bold**</code> for bold, <code>[link text](https://example.com)</code> for links; line breaks are kept.
            </p>
          </div>
          {send.error && (
            <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
              <Info aria-hidden className="mt-0.5 size-4 shrink-0" /> {send.error.message}
            </p>
          )}
          <DialogFooter>
            <Button type="submit" variant="forest" disabled={missing !== null || send.isPending} title={missing ?? undefined}>
              <Send aria-hidden /> {send.isPending ? 'Sending...' : 'Send E-mail'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
