import { Gauge } from 'lucide-react';
import { useId, useState } from 'react';
import { IndexSourceBadge } from '@/components/index-source-badge';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Spinner } from '@/components/ui/spinner';
import { formatIndex } from '@/lib/format';
import type { IndexSource } from '@/lib/index-source';
import { startingIndexSchema, useSetPlayerIndex, type StartingIndexSource } from '../api/set-player-index';

const SOURCES: { value: StartingIndexSource; label: string; hint: string }[] = [
  { value: 'PROVISIONAL', label: 'Provisional', hint: 'A starting estimate for a new member' },
  { value: 'MANUAL', label: 'Manual', hint: 'Taken from another record, e.g. their GHIN card' },
];

type Props = {
  playerName: string;
  playerId: string;
  index: number | null;
  source: IndexSource | null;
  /** Refreshes the profile and rosters once saved. */
  onSaved: () => unknown;
};

/** Admin: a fair start — a provisional or manual index that net games use until the league index is published. */
export function StartingIndexCard({ playerName, playerId, index, source, onSaved }: Props) {
  const text = formatIndex(index);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Gauge aria-hidden className="size-5 text-gold-ink" /> Playing index
        </CardTitle>
        <CardDescription>Net games use this index. A provisional or manual one holds until the league index is published.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <p className="flex items-center gap-2 text-sm">
          {text ? (
            <>
              <span className="text-2xl font-semibold tabular-nums">{text}</span>
              <IndexSourceBadge source={source} />
            </>
          ) : (
            <Badge variant="outline">No index</Badge>
          )}
        </p>
        <SetIndexDialog playerName={playerName} playerId={playerId} index={index} onSaved={onSaved} />
      </CardContent>
    </Card>
  );
}

function SetIndexDialog({ playerName, playerId, index, onSaved }: Omit<Props, 'source'>) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  const [source, setSource] = useState<StartingIndexSource>('PROVISIONAL');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetPlayerIndex({ onSaved });
  const ids = { index: useId(), error: useId(), source: useId() };

  const openDialog = (next: boolean) => {
    setOpen(next);
    if (next) {
      setValue(index === null ? '' : Number(index).toFixed(1));
      setProblem(null);
      save.reset();
    }
  };

  return (
    <Dialog open={open} onOpenChange={openDialog}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="w-fit">
          Set index
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Set index for {playerName}</DialogTitle>
          <DialogDescription>
            Net games use it until the league publishes an index from the handicap record. A plus index is entered as a negative number.
          </DialogDescription>
        </DialogHeader>
        <form
          className="grid gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const parsed = startingIndexSchema.safeParse({ index: value, source });
            if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Check the index');
            setProblem(null);
            save.mutate({ ...parsed.data, playerId }, { onSuccess: () => setOpen(false) });
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor={ids.index}>Index</Label>
            <Input
              id={ids.index}
              inputMode="decimal"
              value={value}
              aria-invalid={problem !== null || undefined}
              aria-describedby={problem ? ids.error : undefined}
              onChange={(event) => setValue(event.target.value)}
            />
            {problem ? (
              <p id={ids.error} className="text-sm text-destructive">
                {problem}
              </p>
            ) : null}
          </div>
          <fieldset className="grid gap-2">
            <legend id={ids.source} className="mb-1 text-sm font-medium">
              Source
            </legend>
            <RadioGroup aria-labelledby={ids.source} value={source} onValueChange={(next) => setSource(next as StartingIndexSource)}>
              {SOURCES.map((option) => (
                <Label key={option.value} className="flex min-h-11 items-center gap-3 rounded-md border px-3 py-2 font-normal">
                  <RadioGroupItem value={option.value} />
                  <span className="flex flex-col">
                    <span className="font-medium">{option.label}</span>
                    <span className="text-xs text-muted-foreground">{option.hint}</span>
                  </span>
                </Label>
              ))}
            </RadioGroup>
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="forest" disabled={save.isPending}>
              {save.isPending ? <Spinner aria-hidden /> : null} Save index
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
