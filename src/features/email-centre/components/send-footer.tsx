import { Info, Send } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { CAMPAIGN_MESSAGES } from '../lib/campaign';

/** Problems that block sending whatever else is filled in; the others are to-dos. */
const isBlocking = (problem: string) => problem === CAMPAIGN_MESSAGES.tooMany || problem === CAMPAIGN_MESSAGES.disabled;

type Props = {
  /** Every reason the campaign cannot go yet (campaignProblems). */
  problems: string[];
  chosenCount: number;
  sending: boolean;
};

/** Why Send is disabled, and the Send button itself. */
export function SendFooter({ problems, chosenCount, sending }: Props) {
  const problemsId = useId();
  return (
    <div className="grid grid-cols-1 gap-3">
      {problems.length > 0 && (
        <ul id={problemsId} className="grid grid-cols-1 gap-1 text-sm" aria-live="polite">
          {problems.map((problem) => (
            <li key={problem} className={`flex items-start gap-2 ${isBlocking(problem) ? 'text-destructive' : 'text-muted-foreground'}`}>
              <Info aria-hidden className="mt-0.5 size-4 shrink-0" /> {problem}
            </li>
          ))}
        </ul>
      )}
      <div>
        <Button
          type="submit"
          variant="forest"
          size="lg"
          disabled={sending || problems.length > 0}
          aria-describedby={problems.length > 0 ? problemsId : undefined}
        >
          <Send aria-hidden /> {sending ? 'Sending...' : chosenCount > 0 ? `Send Email (${chosenCount})` : 'Send Email'}
        </Button>
      </div>
    </div>
  );
}
