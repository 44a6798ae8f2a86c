import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { ScoredPlayer } from '@/domain/types';
import { formatIndex } from '@/lib/format';
import { cn } from '@/lib/utils';

export type HoleHint = { par: number; strokeIndex: number };

export type PlayerScorecardProps = {
  playerId: string;
  name: string;
  leagueIndex: number | null;
  /** Par and stroke index per hole; null when the match has no tee set. */
  hints: HoleHint[] | null;
  /** The text in each hole's box (saved, queued or being typed). */
  values: string[];
  /** Holes whose text is not a score from 1 to 12. */
  invalid: ReadonlySet<number>;
  /** The engine's view of this player (strokes, totals); null while it cannot score the match. */
  scored: ScoredPlayer | null;
  readOnly: boolean;
  /** "Playing handicap 15 (90 % of 17) for Stroke Play", per net game, when allowances differ. */
  playingHandicaps?: readonly string[];
  onChange: (hole: number, text: string) => void;
  /** The card's own actions and state (attested, attest, history), shown above the holes. */
  actions?: ReactNode;
  className?: string;
};

export const HOLE_SCORE_MESSAGE = 'Hole scores must be whole numbers from 1 to 12';

const NINES = [
  { label: 'Front 9', total: 'Out', from: 0 },
  { label: 'Back 9', total: 'In', from: 9 },
] as const;

/** A typed score can be followed by a second digit only when it is 1 (10, 11, 12). */
const isComplete = (text: string) => /^([2-9]|1[0-2])$/.test(text);

function StrokeDots({ strokes }: { strokes: number }) {
  if (strokes === 0) return <span className="h-2" aria-hidden="true" />;
  const label = strokes > 0 ? `Receives ${strokes} ${strokes === 1 ? 'stroke' : 'strokes'}` : `Gives back ${-strokes} ${strokes === -1 ? 'stroke' : 'strokes'}`;
  return (
    <span className="flex h-2 items-center justify-center gap-0.5" role="img" aria-label={label} title={label}>
      {strokes > 0
        ? Array.from({ length: strokes }, (_, i) => <span key={i} className="size-1.5 rounded-full bg-gold-ink" />)
        : Array.from({ length: -strokes }, (_, i) => <span key={i} className="size-1.5 rounded-full border border-gold-ink" />)}
    </span>
  );
}

const sumOf = (values: readonly (number | null)[]) => values.reduce<number>((total, v) => total + (v ?? 0), 0);

export function PlayerScorecard({ playerId, name, leagueIndex, hints, values, invalid, scored, readOnly, playingHandicaps, onChange, actions, className }: PlayerScorecardProps) {
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  const parsed = values.map((text) => (/^\d+$/.test(text) ? Number(text) : null));
  const focusHole = (hole: number) => {
    const input = inputs.current[hole];
    if (input) {
      input.focus();
      input.select();
    }
  };
  const onKeyDown = (hole: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      focusHole(event.shiftKey ? hole - 1 : hole + 1);
    }
  };
  const totals = [
    { label: 'Out', value: sumOf(parsed.slice(0, 9)) },
    { label: 'In', value: sumOf(parsed.slice(9)) },
    { label: 'Gross', value: sumOf(parsed) },
    { label: 'Net', value: scored ? scored.netTotal : null },
    { label: 'Points', value: scored ? scored.stablefordPoints : null },
  ];
  const index = formatIndex(leagueIndex);
  const headingId = `scorecard-${playerId}`;

  return (
    <Card className={cn('gap-4 py-4', className)} aria-labelledby={headingId} role="group">
      <CardHeader className="gap-1">
        <CardTitle id={headingId} className="text-base">
          {name}
        </CardTitle>
        <CardDescription className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span>{index ?? 'No published index'}</span>
          {scored && <span className="tabular-nums">Course handicap {scored.courseHandicap}</span>}
          {scored?.noIndex && (
            <Badge variant="warning" title={scored.index === null ? 'No index: plays off 0' : "No index: plays off the league's set index"}>
              {scored.index === null ? 'Plays off 0' : `No index: plays off ${formatIndex(scored.index)}`}
            </Badge>
          )}
          {playingHandicaps?.map((line) => (
            <span key={line} className="basis-full tabular-nums" data-testid="playing-handicap">
              {line}
            </span>
          ))}
        </CardDescription>
        <CardAction className="text-right text-sm tabular-nums">
          <span className="font-semibold">{scored ? scored.stablefordPoints : '—'}</span>{' '}
          <span className="text-muted-foreground">pts</span>
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
        {NINES.map((nine) => (
          <fieldset key={nine.label} className="min-w-0">
            <legend className="mb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">{nine.label}</legend>
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-9">
              {Array.from({ length: 9 }, (_, i) => {
                const hole = nine.from + i;
                const hint = hints?.[hole];
                const hintId = `${playerId}-hint-${hole}`;
                const isInvalid = invalid.has(hole);
                return (
                  <div key={hole} className="flex min-w-0 flex-col items-stretch gap-1 rounded-md bg-muted/40 p-1.5 text-center">
                    <div className="flex flex-col leading-tight">
                      <span className="text-sm font-semibold text-foreground">{hole + 1}</span>
                      {hint && (
                        <>
                          <span aria-hidden="true" className="text-[11px] whitespace-nowrap text-muted-foreground tabular-nums">
                            P{hint.par} · SI{hint.strokeIndex}
                          </span>
                          <span id={hintId} className="sr-only">
                            {`Par ${hint.par}, stroke index ${hint.strokeIndex}`}
                          </span>
                        </>
                      )}
                    </div>
                    {readOnly ? (
                      <span
                        className="flex h-11 items-center justify-center rounded-md border border-transparent bg-background text-base font-medium tabular-nums md:h-9"
                        aria-label={`${name}, hole ${hole + 1}: ${values[hole] || 'no score'}`}
                      >
                        {values[hole] || '—'}
                      </span>
                    ) : (
                      <input
                        ref={(element) => {
                          inputs.current[hole] = element;
                        }}
                        type="number"
                        inputMode="numeric"
                        enterKeyHint={hole === 17 ? 'done' : 'next'}
                        min={1}
                        max={12}
                        step={1}
                        value={values[hole] ?? ''}
                        aria-label={`${name}, hole ${hole + 1}`}
                        aria-describedby={hint ? hintId : undefined}
                        aria-invalid={isInvalid || undefined}
                        onFocus={(event) => event.currentTarget.select()}
                        onKeyDown={onKeyDown(hole)}
                        onChange={(event) => {
                          const text = event.currentTarget.value;
                          onChange(hole, text);
                          if (isComplete(text) && hole < 17) focusHole(hole + 1);
                        }}
                        className={cn(
                          'h-11 w-full min-w-0 rounded-md border border-input bg-background text-center text-base font-medium tabular-nums shadow-xs outline-none md:h-9',
                          'focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50',
                          '[appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none',
                          isInvalid && 'border-destructive ring-destructive/20',
                        )}
                      />
                    )}
                    <StrokeDots strokes={scored?.strokes[hole] ?? 0} />
                  </div>
                );
              })}
            </div>
          </fieldset>
        ))}
        {invalid.size > 0 && (
          <p role="alert" className="text-sm text-destructive">
            {HOLE_SCORE_MESSAGE}
          </p>
        )}
        <dl className="grid grid-cols-5 gap-1 rounded-md border bg-muted/30 p-2 text-center">
          {totals.map((total) => (
            <div key={total.label} className="flex flex-col">
              <dt className="text-[11px] font-medium tracking-wide text-muted-foreground uppercase">{total.label}</dt>
              <dd className="text-base font-semibold tabular-nums">{total.value ?? '—'}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
