import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useSaveSeason } from '../api/league-mutations';
import { seasonFormProblem } from '../lib/league-form';
import type { SeasonDraft } from '../lib/next-season';

type SeasonFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  league: { id: string; name: string };
  /** The season to edit, or the proposal Open Season starts from. */
  season: SeasonDraft & { id?: string };
};

/** Open a league's next season, or change a season's name and days (matches must stay inside them). */
export function SeasonFormDialog({ open, onOpenChange, league, season }: SeasonFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <SeasonFormContent league={league} season={season} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function SeasonFormContent({ league, season, onDone }: Omit<SeasonFormDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const save = useSaveSeason();
  const [name, setName] = useState(season.name);
  const [firstDay, setFirstDay] = useState(season.firstDay);
  const [lastDay, setLastDay] = useState(season.lastDay);
  const [submitted, setSubmitted] = useState(false);
  const problem = seasonFormProblem(name, firstDay, lastDay);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem) return;
    save.mutate({ leagueId: league.id, seasonId: season.id, name, firstDay, lastDay }, { onSuccess: onDone });
  };

  return (
    <DialogContent className="sm:max-w-md">
      <DialogHeader>
        <DialogTitle>{season.id ? 'Edit Season' : 'Open Season'}</DialogTitle>
        <DialogDescription>
          {season.id
            ? `A season of ${league.name}. Its matches must stay inside its days.`
            : `The next season of ${league.name}: its matches, ledger and standings start here. Seasons of a league never overlap.`}
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor="season-name">Season name</Label>
          <Input id="season-name" autoComplete="off" value={name} onChange={(event) => setName(event.target.value)} />
        </div>
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-2">
            <Label htmlFor="season-first-day">First day</Label>
            <Input id="season-first-day" type="date" value={firstDay} onChange={(event) => setFirstDay(event.target.value)} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="season-last-day">Last day</Label>
            <Input id="season-last-day" type="date" value={lastDay} onChange={(event) => setLastDay(event.target.value)} />
          </div>
        </div>
        {submitted && problem && (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        )}
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <Spinner />}
            {season.id ? 'Save Season' : 'Open Season'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
