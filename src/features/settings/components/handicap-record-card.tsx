import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import type { AdminSettings } from '@/api/settings/get-admin-settings';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { useUpsertAdminSettings } from '../api/upsert-admin-setting';

type NoIndexChoice = 'ZERO' | 'INDEX' | 'NOT_ALLOWED';

const INDEX_PATTERN = /^-?\d{1,2}(\.\d)?$/;
const STROKES_PATTERN = /^\d{1,2}(\.\d)?$/;
const INDEX_MESSAGE = 'Enter an index between -10.0 and 54.0';
const STROKES_MESSAGE = 'Enter strokes between 0.1 and 54.0, with at most one decimal';

const validIndex = (text: string) => INDEX_PATTERN.test(text) && Number(text) >= -10 && Number(text) <= 54;
const validStrokes = (text: string) => STROKES_PATTERN.test(text) && Number(text) >= 0.1 && Number(text) <= 54;

/** Settings noIndexPlaysOff, indexRiseAlert and selfVsLeagueAlert: the fair start and the record's watchmen. */
export function HandicapRecordCard({ settings }: { settings: AdminSettings }) {
  const save = useUpsertAdminSettings();
  const stored = settings.noIndexPlaysOff;
  const [choice, setChoice] = useState<NoIndexChoice>(stored === 'ZERO' || stored === 'NOT_ALLOWED' ? stored : 'INDEX');
  const [index, setIndex] = useState(stored === 'ZERO' || stored === 'NOT_ALLOWED' ? '' : stored);
  const [rise, setRise] = useState(settings.indexRiseAlert);
  const [gap, setGap] = useState(settings.selfVsLeagueAlert);
  const [submitted, setSubmitted] = useState(false);
  const ids = { choice: useId(), index: useId(), rise: useId(), gap: useId() };

  const problems = {
    index: choice === 'INDEX' && !validIndex(index.trim()) ? INDEX_MESSAGE : null,
    rise: validStrokes(rise.trim()) ? null : STROKES_MESSAGE,
    gap: validStrokes(gap.trim()) ? null : STROKES_MESSAGE,
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <ShieldCheck aria-hidden className="size-5 text-gold-ink" /> Handicap Record
        </CardTitle>
        <CardDescription>
          League rounds post themselves at finalize. Members delete their own rounds within 24 hours of posting; anything else only an admin
          removes, with a reason. Admins are flagged when an index rises suspiciously.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          className="grid grid-cols-1 gap-5"
          onSubmit={(event) => {
            event.preventDefault();
            setSubmitted(true);
            if (problems.index || problems.rise || problems.gap) return;
            save.mutate([
              { key: 'noIndexPlaysOff', value: choice === 'INDEX' ? Number(index).toFixed(1) : choice },
              { key: 'indexRiseAlert', value: Number(rise).toFixed(1) },
              { key: 'selfVsLeagueAlert', value: Number(gap).toFixed(1) },
            ]);
          }}
        >
          <fieldset className="grid gap-2">
            <legend id={ids.choice} className="mb-1 text-sm font-medium">
              A player with no index in net games
            </legend>
            <RadioGroup aria-labelledby={ids.choice} value={choice} onValueChange={(value) => setChoice(value as NoIndexChoice)}>
              <Label className="flex min-h-11 items-center gap-3 rounded-md border px-3 py-2 font-normal">
                <RadioGroupItem value="ZERO" /> Plays off 0 (no strokes)
              </Label>
              <Label className="flex min-h-11 items-center gap-3 rounded-md border px-3 py-2 font-normal">
                <RadioGroupItem value="INDEX" /> Plays off a set index
              </Label>
              <Label className="flex min-h-11 items-center gap-3 rounded-md border px-3 py-2 font-normal">
                <RadioGroupItem value="NOT_ALLOWED" /> Not allowed: the match cannot be finalized until they have an index
              </Label>
            </RadioGroup>
            {choice === 'INDEX' ? (
              <Field id={ids.index} label="Index they play off" value={index} onChange={setIndex} problem={submitted ? problems.index : null} />
            ) : null}
          </fieldset>
          <Field
            id={ids.rise}
            label="Flag an index rise of more than (strokes)"
            hint="After a round is added or removed, the suggested index is compared with the one before."
            value={rise}
            onChange={setRise}
            problem={submitted ? problems.rise : null}
          />
          <Field
            id={ids.gap}
            label="Flag self-posted rounds above league rounds by more than (strokes)"
            hint="Average differentials among the 20 most recent rounds, with at least 3 of each kind."
            value={gap}
            onChange={setGap}
            problem={submitted ? problems.gap : null}
          />
          <Button type="submit" variant="forest" className="w-fit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save Handicap Record'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

type FieldProps = { id: string; label: string; hint?: string; value: string; onChange: (value: string) => void; problem: string | null };

function Field({ id, label, hint, value, onChange, problem }: FieldProps) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        inputMode="decimal"
        className="sm:w-32"
        value={value}
        aria-invalid={problem !== null || undefined}
        aria-describedby={problem ? `${id}-problem` : hint ? `${id}-hint` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {problem ? (
        <p id={`${id}-problem`} className="text-sm text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
