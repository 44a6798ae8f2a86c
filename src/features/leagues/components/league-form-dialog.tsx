import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useSaveLeague } from '../api/league-mutations';
import { leagueFormProblems, slugFromName } from '../lib/league-form';

type LeagueFormDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The league to edit; absent for Add League. */
  league?: { id: string; name: string; slug: string };
};

/** Add or edit a league: its name and the slug its URLs use (/l/<slug>/…). */
export function LeagueFormDialog({ open, onOpenChange, league }: LeagueFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open && <LeagueFormContent league={league} onDone={() => onOpenChange(false)} />}
    </Dialog>
  );
}

function LeagueFormContent({ league, onDone }: { league?: LeagueFormDialogProps['league']; onDone: () => void }) {
  const save = useSaveLeague();
  const [name, setName] = useState(league?.name ?? '');
  const [slug, setSlug] = useState(league?.slug ?? '');
  // A new league's slug follows its name until the admin types one.
  const [slugTouched, setSlugTouched] = useState(Boolean(league));
  const [submitted, setSubmitted] = useState(false);
  const problems = leagueFormProblems(name, slug);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problems.name || problems.slug) return;
    save.mutate({ leagueId: league?.id, name, slug }, { onSuccess: onDone });
  };

  return (
    <DialogContent className="sm:max-w-md">
      <DialogHeader>
        <DialogTitle>{league ? 'Edit League' : 'Add League'}</DialogTitle>
        <DialogDescription>
          {league
            ? 'Rename the league or change the address its pages use.'
            : 'A league has its own members, seasons, matches and settings; people, handicaps and courses stay the club’s.'}
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={submit} className="grid gap-4">
        <div className="grid gap-2">
          <Label htmlFor="league-name">League name</Label>
          <Input
            id="league-name"
            autoComplete="off"
            placeholder="e.g. Tuesday Nines"
            value={name}
            aria-invalid={submitted && Boolean(problems.name)}
            aria-describedby={submitted && problems.name ? 'league-name-error' : undefined}
            onChange={(event) => {
              setName(event.target.value);
              if (!slugTouched) setSlug(slugFromName(event.target.value));
            }}
          />
          {submitted && problems.name && (
            <p id="league-name-error" className="text-sm text-destructive">
              {problems.name}
            </p>
          )}
        </div>
        <div className="grid gap-2">
          <Label htmlFor="league-slug">Address</Label>
          <div className="flex items-center gap-1 text-sm text-muted-foreground">
            <span aria-hidden="true">/l/</span>
            <Input
              id="league-slug"
              autoComplete="off"
              spellCheck={false}
              value={slug}
              aria-invalid={submitted && Boolean(problems.slug)}
              aria-describedby={submitted && problems.slug ? 'league-slug-error' : 'league-slug-hint'}
              onChange={(event) => {
                setSlugTouched(true);
                setSlug(event.target.value.toLowerCase());
              }}
            />
          </div>
          {submitted && problems.slug ? (
            <p id="league-slug-error" className="text-sm text-destructive">
              {problems.slug}
            </p>
          ) : (
            <p id="league-slug-hint" className="text-sm text-muted-foreground">
              3–40 lower-case letters, digits and hyphens.
            </p>
          )}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <Spinner />}
            {league ? 'Save League' : 'Create League'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
