import { useId } from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

type Props = {
  subject: string;
  message: string;
  onSubjectChange: (subject: string) => void;
  onMessageChange: (message: string) => void;
  disabled: boolean;
};

/** Subject and message, with the markup the message supports. */
export function MessageFields({ subject, message, onSubjectChange, onMessageChange, disabled }: Props) {
  const ids = { subject: useId(), message: useId(), hint: useId() };
  return (
    <>
      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor={ids.subject}>Subject</Label>
        <Input id={ids.subject} value={subject} maxLength={200} disabled={disabled} onChange={(event) => onSubjectChange(event.target.value)} />
      </div>

      <div className="grid grid-cols-1 gap-1.5">
        <Label htmlFor={ids.message}>Message</Label>
        <Textarea
          id={ids.message}
          rows={10}
          className="min-h-48"
          value={message}
          disabled={disabled}
          aria-describedby={ids.hint}
          onChange={(event) => onMessageChange(event.target.value)}
        />
        <p id={ids.hint} className="text-sm text-muted-foreground">
          Use <code>**bold**</code> for bold, <code>[link text](https://example.com)</code> for links; line breaks are kept.
        </p>
      </div>
    </>
  );
}
