import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { TeeSheet, TeeSheetPlayer } from '@/api/tee-sheet/get-tee-sheet';
import { addMinutes, buildTeeSheet, groupSizes, type BuildMethod, type DraftGroup } from '../lib/auto-build';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  players: (TeeSheetPlayer & { partner_player_id?: string | null })[];
  startMode: TeeSheet['start_mode'];
  /** The match's start 'HH:MM:SS': the first tee time (or the shotgun time) by default. */
  startTime: string;
  /** The draft has groups already: building replaces them. */
  replacing: boolean;
  onBuilt: (groups: DraftGroup[], method: BuildMethod) => void;
};

const METHODS: { value: BuildMethod; title: string; hint: string }[] = [
  { value: 'HANDICAP', title: 'By handicap', hint: 'Low index first; flights A, B, … over the groups. Players with no index go last.' },
  { value: 'RANDOM', title: 'Random', hint: 'A fresh draw each time you build.' },
  { value: 'PARTNERS', title: 'Keep requested partners', hint: 'Team partners and players who asked to play together share a group; the rest are drawn.' },
];

/** Admin: fill the tee sheet automatically (a draft: nothing is saved until "Save tee sheet"). */
export function AutoBuildDialog({ open, onOpenChange, ...props }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Auto-build tee sheet</DialogTitle>
          <DialogDescription>
            {props.players.length} {props.players.length === 1 ? 'player' : 'players'} in the field.
            {props.replacing ? ' This replaces the groups on the sheet below; nothing is saved until you save the tee sheet.' : ''}
          </DialogDescription>
        </DialogHeader>
        {open && <AutoBuildForm {...props} onCancel={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function AutoBuildForm({ players, startMode, startTime, onBuilt, onCancel }: Omit<Props, 'open' | 'onOpenChange' | 'replacing'> & { onCancel: () => void }) {
  const [method, setMethod] = useState<BuildMethod>('HANDICAP');
  const [groupSize, setGroupSize] = useState('4');
  const [firstTeeTime, setFirstTeeTime] = useState(startTime.slice(0, 5));
  const [interval, setIntervalText] = useState('10');
  const [firstHole, setFirstHole] = useState('1');
  const [flights, setFlights] = useState('1');
  const ids = { size: useId(), time: useId(), interval: useId(), hole: useId(), flights: useId() };

  const groupCount = groupSizes(players.length, Number(groupSize)).length;
  const minutes = Number(interval);
  const intervalProblem = startMode === 'TEE_TIMES' && !(Number.isInteger(minutes) && minutes >= 1 && minutes <= 60) ? 'The interval is 1 to 60 minutes' : null;
  const timeProblem =
    startMode === 'TEE_TIMES' && !intervalProblem
      ? !/^\d{2}:\d{2}$/.test(firstTeeTime)
        ? 'Enter the first tee time'
        : addMinutes(firstTeeTime, (groupCount - 1) * minutes) === null
          ? 'The last group would tee off after midnight: start earlier or shorten the interval'
          : null
      : null;
  const problem = intervalProblem ?? timeProblem;
  const hasTeams = players.some((player) => player.team_id);
  const lastTee = startMode === 'TEE_TIMES' && !problem ? addMinutes(firstTeeTime, (groupCount - 1) * minutes) : null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (problem) return;
    const built = buildTeeSheet(
      players.map((player) => ({ id: player.player_id, name: player.name, index: player.league_index, partnerId: player.partner_player_id ?? null, teamId: player.team_id ?? null })),
      {
        method,
        groupSize: Number(groupSize),
        flights: Number(flights),
        slots: startMode === 'SHOTGUN' ? { mode: 'SHOTGUN', firstHole: Number(firstHole) } : { mode: 'TEE_TIMES', firstTeeTime, intervalMinutes: minutes },
      },
    );
    onBuilt(built, method);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4">
      <RadioGroup value={method} onValueChange={(value) => setMethod(value as BuildMethod)} aria-label="How to build the groups" className="grid gap-2">
        {METHODS.map((option) => (
          <Label key={option.value} className="flex items-start gap-3 rounded-lg border p-3 font-normal has-[[data-state=checked]]:border-forest/60">
            <RadioGroupItem value={option.value} className="mt-0.5" />
            <span className="grid gap-0.5">
              <span className="font-medium">{option.title}</span>
              <span className="text-sm text-muted-foreground">{option.hint}</span>
            </span>
          </Label>
        ))}
      </RadioGroup>
      <div className="grid grid-cols-2 gap-3">
        <div className="grid gap-2">
          <Label htmlFor={ids.size}>Group size</Label>
          <Select value={groupSize} onValueChange={setGroupSize}>
            <SelectTrigger id={ids.size} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {[2, 3, 4, 5].map((size) => (
                <SelectItem key={size} value={String(size)}>
                  {size} players
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {method === 'HANDICAP' && (
          <div className="grid gap-2">
            <Label htmlFor={ids.flights}>Flights</Label>
            <Select value={flights} onValueChange={setFlights}>
              <SelectTrigger id={ids.flights} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="1">No flights</SelectItem>
                {[2, 3, 4].map((count) => (
                  <SelectItem key={count} value={String(count)}>
                    {count} flights
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
        {startMode === 'SHOTGUN' ? (
          <div className="grid gap-2">
            <Label htmlFor={ids.hole}>First hole</Label>
            <Select value={firstHole} onValueChange={setFirstHole}>
              <SelectTrigger id={ids.hole} className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {Array.from({ length: 18 }, (_, i) => (
                  <SelectItem key={i + 1} value={String(i + 1)}>
                    Hole {i + 1}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        ) : (
          <>
            <div className="grid gap-2">
              <Label htmlFor={ids.time}>First tee time</Label>
              <Input id={ids.time} type="time" step={60} className="num" value={firstTeeTime} onChange={(event) => setFirstTeeTime(event.target.value)} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={ids.interval}>Interval (minutes)</Label>
              <Input
                id={ids.interval}
                type="number"
                inputMode="numeric"
                min={1}
                max={60}
                className="num"
                value={interval}
                onChange={(event) => setIntervalText(event.target.value)}
              />
            </div>
          </>
        )}
      </div>
      {hasTeams && <p className="text-sm text-muted-foreground">Team partners always share a group, whichever way you build.</p>}
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {groupCount} {groupCount === 1 ? 'group' : 'groups'}
        {lastTee ? `, last tee time ${lastTee}` : ''}
        {startMode === 'SHOTGUN' ? ', one hole each in turn' : ''}.
      </p>
      {problem && (
        <p className="text-sm text-destructive" role="alert">
          {problem}
        </p>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="forest" disabled={problem !== null || players.length === 0}>
          Build groups
        </Button>
      </DialogFooter>
    </form>
  );
}
