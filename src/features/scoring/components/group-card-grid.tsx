import { memo, useEffect, useRef } from 'react';
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

type RowProps = {
  name: string;
  holes: readonly (number | null)[];
  unsaved: ReadonlySet<number>;
  points: number;
  pars: readonly number[];
  onJump: (hole: number) => void;
};

const sameRow = (a: RowProps, b: RowProps) =>
  a.name === b.name &&
  a.points === b.points &&
  a.pars === b.pars &&
  a.onJump === b.onJump &&
  a.unsaved.size === b.unsaved.size &&
  [...a.unsaved].every((hole) => b.unsaved.has(hole)) &&
  HOLES.every((hole) => a.holes[hole] === b.holes[hole]);

/**
 * One player's line of the card; a tap on another player's score leaves it alone (compared by value), and
 * so does turning the hole (the hole on screen is marked by its column, not by the cells).
 */
const GridRow = memo(function GridRow({ name, holes, unsaved, points, pars, onJump }: RowProps) {
  return (
    <tr className="border-t">
      <th scope="row" className="sticky left-0 z-10 max-w-28 truncate bg-background px-2 py-1 text-left font-medium">
        {name}
      </th>
      {HOLES.map((hole) => {
        const strokes = holes[hole] ?? null;
        const waiting = unsaved.has(hole);
        return (
          <td key={hole} className="p-0">
            <button
              type="button"
              className={cn(
                'relative h-9 w-9 rounded-sm hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                strokes !== null && strokes < (pars[hole] ?? 0) && 'font-bold text-forest dark:text-gold',
              )}
              aria-label={`${name}, hole ${hole + 1}: ${strokes ?? 'no score'}${waiting ? ', not yet saved' : ''}`}
              onClick={() => onJump(hole)}
            >
              {strokes ?? '·'}
              {waiting && <span aria-hidden="true" className="absolute top-1 right-1 size-1.5 rounded-full bg-warning" />}
            </button>
          </td>
        );
      })}
      <td className="px-2 font-semibold">{points}</td>
    </tr>
  );
}, sameRow);

/** The group's whole card at a glance: a cell per player and hole; tapping one opens that hole. */
export function GroupCardGrid({ rows, pars, current, onJump }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  // Keep the hole on screen in view on a phone (the card is wider than the screen).
  useEffect(() => {
    const box = scroller.current;
    const cell = box?.querySelector<HTMLElement>(`[data-hole="${current}"]`);
    if (box && cell) box.scrollLeft = Math.max(0, cell.offsetLeft - box.clientWidth / 2 + cell.offsetWidth / 2);
  }, [current]);
  return (
    <section aria-labelledby="group-card-title" className="flex flex-col gap-2">
      <h2 id="group-card-title" className="text-base font-semibold">
        Group card
      </h2>
      <div ref={scroller} className="overflow-x-auto rounded-lg border">
        <table className="w-max min-w-full border-collapse text-center text-sm tabular-nums">
          <colgroup>
            <col />
            {HOLES.map((hole) => (
              <col key={hole} className={hole === current ? 'bg-forest/10' : undefined} />
            ))}
            <col />
          </colgroup>
          <thead>
            <tr className="bg-muted/60">
              <th scope="col" className="sticky left-0 z-10 bg-muted px-2 py-1 text-left font-medium">
                Hole
              </th>
              {HOLES.map((hole) => (
                <th key={hole} scope="col" data-hole={hole} className={cn('w-9 px-0 py-1 font-medium', hole === current && 'bg-forest text-forest-foreground')}>
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
              <GridRow
                key={row.player.player_id}
                name={row.player.name}
                holes={row.holes}
                unsaved={row.unsaved}
                points={row.stablefordPoints}
                pars={pars}
                onJump={onJump}
              />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
