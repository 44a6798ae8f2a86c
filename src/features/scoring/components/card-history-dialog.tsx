import { format } from 'date-fns';
import { HistoryIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { useScorecardHistory, type CardChange } from '../api/get-scorecard-history';

const strokes = (value: number | null) => (value === null ? '–' : String(value));

function ChangeRow({ change }: { change: CardChange }) {
  return (
    <li className="flex items-baseline justify-between gap-3 border-b py-2 text-sm last:border-b-0">
      <span className="shrink-0 font-medium whitespace-nowrap">
        Hole {change.hole}: <span className="num">{strokes(change.old_strokes)}</span> → <span className="num font-semibold">{strokes(change.new_strokes)}</span>
      </span>
      <span className="text-right text-xs text-muted-foreground">
        {change.actor_name ?? 'Unknown'} · {format(new Date(change.changed_at), 'MMM d, h:mm a')}
      </span>
    </li>
  );
}

/** "History" on a scorecard: every hole change (old → new, who, when), newest first; for admins and the card's player. */
export function CardHistoryDialog({ matchId, playerId, name }: { matchId: string; playerId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const history = useScorecardHistory(matchId, playerId, open);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`History of ${name}'s card`}>
          <HistoryIcon aria-hidden="true" />
          History
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Card history</DialogTitle>
          <DialogDescription>Every change to {name}&apos;s card, newest first.</DialogDescription>
        </DialogHeader>
        {history.isPending ? (
          <Skeleton className="h-24" aria-label="Loading history" />
        ) : history.isError ? (
          <p className="text-sm text-destructive">{history.error.message}</p>
        ) : history.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">No scores entered yet.</p>
        ) : (
          <ul className="max-h-[60vh] overflow-y-auto" aria-label="Changes">
            {history.data.map((change, i) => (
              <ChangeRow key={`${change.changed_at}-${change.hole}-${i}`} change={change} />
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
