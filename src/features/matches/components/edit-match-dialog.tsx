import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { usePlayableCourses } from '@/api/courses/get-courses';
import { useTeesets } from '@/api/courses/get-teesets';
import type { MatchRecord } from '@/api/matches/get-match-detail';
import { START_MODE_LABEL, type StartMode } from '@/lib/match-time';
import { useUpdateMatch, type MatchChanges } from '../api/update-match';
import { matchEditChanges, type MatchEditValues, matchEditProblems, matchEditValues } from '../lib/match-edit';
import { MATCH_FORMATS } from '../lib/match-status';

type Props = { match: MatchRecord; open: boolean; onOpenChange: (open: boolean) => void };

/** Admin: change a match's details. Entrants and invitees hear about a new date, start or course. */
export function EditMatchDialog({ match, open, onOpenChange }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Edit match</DialogTitle>
          <DialogDescription>
            Entrants and pending invitees get one e-mail with a new calendar entry when the date, start time or course changes.
          </DialogDescription>
        </DialogHeader>
        {open && <EditMatchForm match={match} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function EditMatchForm({ match, onDone }: { match: MatchRecord; onDone: () => void }) {
  const initial = matchEditValues(match);
  const [values, setValues] = useState<MatchEditValues>(initial);
  const [shown, setShown] = useState(false);
  const update = useUpdateMatch({ silentError: true });
  const courses = usePlayableCourses();
  const teesets = useTeesets(values.courseId);
  const ids = { name: useId(), date: useId(), time: useId(), mode: useId(), format: useId(), course: useId(), tees: useId(), capacity: useId(), notes: useId() };
  const problems = matchEditProblems(values);
  const set = (patch: Partial<MatchEditValues>) => setValues((current) => ({ ...current, ...patch }));
  // A course that is archived since the match was made stays choosable for this match.
  const courseOptions = [...(courses.data ?? [])];
  if (match.course_id && !courseOptions.some((course) => course.id === match.course_id)) {
    courseOptions.unshift({ id: match.course_id, name: match.course_name ?? 'Current course' } as (typeof courseOptions)[number]);
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setShown(true);
    if (Object.keys(problems).length > 0) return;
    const changes: MatchChanges = matchEditChanges(initial, values);
    if (Object.keys(changes).length === 0) return onDone();
    update.mutate(
      { matchId: match.id, changes },
      {
        onSuccess: () => {
          toast.success('Match updated');
          onDone();
        },
      },
    );
  };

  const problem = (key: keyof MatchEditValues) =>
    shown && problems[key] ? (
      <p className="text-sm text-destructive" role="alert">
        {problems[key]}
      </p>
    ) : null;

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
      <div className="grid gap-2 sm:col-span-2">
        <Label htmlFor={ids.name}>Match name</Label>
        <Input id={ids.name} value={values.name} maxLength={100} onChange={(event) => set({ name: event.target.value })} />
        {problem('name')}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.date}>Date</Label>
        <Input id={ids.date} type="date" value={values.date} onChange={(event) => set({ date: event.target.value })} />
        {problem('date')}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.time}>Start time</Label>
        <Input id={ids.time} type="time" step={300} className="num" value={values.startTime} onChange={(event) => set({ startTime: event.target.value })} />
        {problem('startTime')}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.mode}>Start</Label>
        <Select value={values.startMode} onValueChange={(value) => set({ startMode: value as StartMode })}>
          <SelectTrigger id={ids.mode} className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {(Object.keys(START_MODE_LABEL) as StartMode[]).map((mode) => (
              <SelectItem key={mode} value={mode}>
                {START_MODE_LABEL[mode]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.format}>Format</Label>
        <Select value={values.format} onValueChange={(value) => set({ format: value })}>
          <SelectTrigger id={ids.format} className="w-full">
            <SelectValue placeholder="No format" />
          </SelectTrigger>
          <SelectContent>
            {[...new Set([...MATCH_FORMATS, values.format].filter(Boolean))].map((format) => (
              <SelectItem key={format} value={format}>
                {format}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.course}>Course</Label>
        <Select value={values.courseId} onValueChange={(value) => set({ courseId: value, teesetId: '' })} disabled={courses.isPending}>
          <SelectTrigger id={ids.course} className="w-full">
            <SelectValue placeholder={courses.isPending ? 'Loading courses…' : 'Choose a course'} />
          </SelectTrigger>
          <SelectContent>
            {courseOptions.map((course) => (
              <SelectItem key={course.id} value={course.id}>
                {course.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={ids.tees}>Tee set</Label>
        <Select value={values.teesetId} onValueChange={(value) => set({ teesetId: value })} disabled={teesets.isPending}>
          <SelectTrigger id={ids.tees} className="w-full">
            <SelectValue placeholder={teesets.isPending ? 'Loading tees…' : 'Choose a tee set'} />
          </SelectTrigger>
          <SelectContent>
            {(teesets.data ?? []).map((teeset) => (
              <SelectItem key={teeset.id} value={teeset.id}>
                {teeset.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        {problem('teesetId')}
      </div>
      <div className="grid gap-2 sm:col-span-2">
        <Label htmlFor={ids.capacity}>Capacity</Label>
        <Input
          id={ids.capacity}
          type="number"
          inputMode="numeric"
          min={1}
          placeholder="Unlimited"
          className="num"
          value={values.capacity}
          onChange={(event) => set({ capacity: event.target.value })}
        />
        {problem('capacity')}
      </div>
      <div className="grid gap-2 sm:col-span-2">
        <Label htmlFor={ids.notes}>Notes</Label>
        <Textarea id={ids.notes} rows={3} maxLength={2000} value={values.notes} onChange={(event) => set({ notes: event.target.value })} />
      </div>
      <SwitchRow label="Require payment before play" checked={values.requirePayment} onChange={(requirePayment) => set({ requirePayment })} />
      <SwitchRow label="Allow waitlist" checked={values.allowWaitlist} onChange={(allowWaitlist) => set({ allowWaitlist })} />
      {update.error && (
        <Alert variant="destructive" className="sm:col-span-2">
          <AlertDescription>{update.error.message}</AlertDescription>
        </Alert>
      )}
      <DialogFooter className="sm:col-span-2">
        <Button type="button" variant="outline" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="forest" disabled={update.isPending}>
          {update.isPending ? 'Saving…' : 'Save changes'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function SwitchRow({ label, checked, onChange }: { label: string; checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center justify-between gap-3 rounded-lg border p-3">
      <Label htmlFor={id}>{label}</Label>
      <Switch id={id} checked={checked} onCheckedChange={onChange} />
    </div>
  );
}
