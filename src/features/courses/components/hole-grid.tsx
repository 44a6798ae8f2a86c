import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { HOLE_COUNT, holesWithErrors } from '@/api/courses/validate-tee-set';

export type HoleField = 'par' | 'strokeIndex';

type HoleGridProps = {
  /** Prefix for element ids (two grids can live on one page). */
  idPrefix: string;
  /** Current text of every hole, used for the nine-hole par subtotals. */
  par: string[];
  /** The props of one input: `register('par.3')` in a form, or value/onChange. */
  inputProps: (field: HoleField, hole: number) => ComponentProps<'input'>;
  /** Per-hole errors to show now (the caller decides when an error is shown). */
  parErrors: (string | undefined)[];
  strokeIndexErrors: (string | undefined)[];
  /** The one stroke index message under the grid (unique / exactly 1-18), when shown. */
  strokeIndexesMessage?: string;
  /** The par message under the grid, when shown. */
  parMessage?: string;
};

const NINES = [
  { title: 'Front 9', subtotal: 'Out', first: 0 },
  { title: 'Back 9', subtotal: 'In', first: 9 },
] as const;

function parSum(par: string[], first: number) {
  const values = par.slice(first, first + 9).map((text) => (/^\d+$/.test(text.trim()) ? Number(text) : null));
  return values.every((value) => value !== null) ? values.reduce<number>((total, value) => total + (value ?? 0), 0) : null;
}

/** The 18-hole entry grid: par and stroke index per hole, front and back nine with par subtotals. */
export function HoleGrid({ idPrefix, par, inputProps, parErrors, strokeIndexErrors, strokeIndexesMessage, parMessage }: HoleGridProps) {
  const parMessageId = `${idPrefix}-par-message`;
  const indexMessageId = `${idPrefix}-si-message`;
  const out = parSum(par, 0);
  const back = parSum(par, 9);
  const holesNote = (holes: number[]) =>
    holes.length === 0 ? null : holes.length === HOLE_COUNT ? ' (every hole)' : ` (${holes.length === 1 ? 'hole' : 'holes'} ${holes.join(', ')})`;
  const parNote = holesNote(holesWithErrors(parErrors));
  const indexNote = holesNote(holesWithErrors(strokeIndexErrors));

  return (
    // grid-cols-1 is minmax(0, 1fr): the column keeps the dialog's width on a phone.
    <div className="grid grid-cols-1 gap-4">
      {NINES.map((nine) => {
        const subtotal = parSum(par, nine.first);
        return (
          <fieldset key={nine.title} className="grid min-w-0 grid-cols-1 gap-2">
            <legend className="mb-2 flex w-full items-baseline justify-between text-sm font-medium">
              <span>
                {nine.title} <span className="font-normal text-muted-foreground">(holes {nine.first + 1}-{nine.first + 9})</span>
              </span>
              <span className="num text-muted-foreground">
                {nine.subtotal} {subtotal ?? '–'}
              </span>
            </legend>
            <div className="grid grid-cols-3 gap-2 sm:grid-cols-9">
              {Array.from({ length: 9 }, (_, offset) => {
                const hole = nine.first + offset;
                const parError = parErrors[hole];
                const indexError = strokeIndexErrors[hole];
                return (
                  <div
                    key={hole}
                    className={cn(
                      'grid gap-1 rounded-md border bg-card p-1.5',
                      (parError || indexError) && 'border-destructive/70',
                    )}
                  >
                    <div className="text-center text-xs font-semibold text-muted-foreground">Hole {hole + 1}</div>
                    <HoleInput
                      id={`${idPrefix}-par-${hole}`}
                      caption="Par"
                      label={`Hole ${hole + 1} par`}
                      invalid={Boolean(parError)}
                      describedBy={parError ? parMessageId : undefined}
                      {...inputProps('par', hole)}
                    />
                    <HoleInput
                      id={`${idPrefix}-si-${hole}`}
                      caption="SI"
                      label={`Hole ${hole + 1} stroke index`}
                      invalid={Boolean(indexError)}
                      describedBy={indexError ? indexMessageId : undefined}
                      {...inputProps('strokeIndex', hole)}
                    />
                  </div>
                );
              })}
            </div>
          </fieldset>
        );
      })}
      <p className="text-sm text-muted-foreground tabular-nums">
        Total par {out !== null && back !== null ? out + back : '–'} · SI = stroke index (1 = hardest hole)
      </p>
      {parMessage && (
        <p id={parMessageId} className="text-sm text-destructive" role="alert">
          <span>{parMessage}</span>
          {parNote && <span className="text-destructive/80">{parNote}</span>}
        </p>
      )}
      {strokeIndexesMessage && (
        <p id={indexMessageId} className="text-sm text-destructive" role="alert">
          <span>{strokeIndexesMessage}</span>
          {indexNote && <span className="text-destructive/80">{indexNote}</span>}
        </p>
      )}
    </div>
  );
}

type HoleInputProps = ComponentProps<'input'> & { caption: string; label: string; invalid: boolean; describedBy?: string };

function HoleInput({ caption, label, invalid, describedBy, className, ...props }: HoleInputProps) {
  return (
    <label className="flex items-center gap-1.5">
      <span aria-hidden="true" className="w-5 shrink-0 text-[11px] font-medium text-muted-foreground">
        {caption}
      </span>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={2}
        aria-label={label}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        className={cn(
          'num h-10 w-full min-w-0 rounded-md border border-input bg-background px-1 text-center text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:h-9 md:text-sm',
          className,
        )}
        {...props}
      />
    </label>
  );
}
