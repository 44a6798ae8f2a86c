import { memo } from 'react';
import { cn } from '@/lib/utils';
import type { GroupRow } from '../hooks/use-group-round';

type Props = {
  rows: readonly GroupRow[];
  pars: readonly number[];
  /** The hole on screen (0-based). */
  current: number;
  onJump: (hole: number) => void;
};

const HOLES = Array.from({ length: 18 }, (_, i) => i);

/** The group's whole card at a glance: a cell per player and hole; tapping one opens that hole. */
export const GroupCardGrid = memo(function GroupCardGrid({ rows, pars, current, onJump }: Props) {
  return (
    <section aria-labelledby="group-card-title" className="flex flex-col gap-2">
      <h2 id="group-card-title" className="text-base font-semibold">
        Group card
      </h2>
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-max min-w-full border-collapse text-center text-sm tabular-nums">
          <thead>
            <tr className="bg-muted/60">
              <th scope="col" className="sticky left-0 z-10 bg-muted px-2 py-1 text-left font-medium">
                Hole
              </th>
              {HOLES.map((hole) => (
                <th key={hole} scope="col" className={cn('w-9 px-0 py-1 font-medium', hole === current && 'bg-forest text-forest-foreground')}>
                  {hole + 1}
                </th>
              ))}
              <th scope="col" className="px-2 py-1 font-medium">
                Pts
              </th>
            </tr>
            <tr className="text-xs text-muted-foreground">
              <th scope="row" className="sticky left-0 z-10 bg-background px-2 py-1 text-left font-normal">
                Par
              </th>
              {HOLES.map((hole) => (
                <td key={hole} className="py-1">
                  {pars[hole]}
                </td>
              ))}
              <td />
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.player.player_id} className="border-t">
                <th scope="row" className="sticky left-0 z-10 max-w-28 truncate bg-background px-2 py-1 text-left font-medium">
                  {row.player.name}
                </th>
                {HOLES.map((hole) => {
                  const strokes = row.holes[hole] ?? null;
                  const unsaved = row.unsaved.has(hole);
                  return (
                    <td key={hole} className={cn('p-0', hole === current && 'bg-forest/10')}>
                      <button
                        type="button"
                        className={cn(
                          'relative h-9 w-9 rounded-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                          strokes !== null && strokes < (pars[hole] ?? 0) && 'font-bold text-forest dark:text-gold',
                        )}
                        aria-label={`${row.player.name}, hole ${hole + 1}: ${strokes ?? 'no score'}${unsaved ? ', not yet saved' : ''}`}
                        onClick={() => onJump(hole)}
                      >
                        {strokes ?? '·'}
                        {unsaved && <span aria-hidden="true" className="absolute top-1 right-1 size-1.5 rounded-full bg-warning" />}
                      </button>
                    </td>
                  );
                })}
                <td className="px-2 font-semibold">{row.stablefordPoints}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
});
