import { useEffect, useRef, useState } from 'react';
import { formatShortDate } from '@/lib/format';
import type { HandicapLog } from '../api/get-handicap-logs';
import { chronological } from '../utils/suggestion';

type Props = {
  logs: readonly HandicapLog[];
  usedIds: ReadonlySet<string>;
  suggested: number | null;
  published: number | null;
};

const H = 220;
const PAD = { top: 16, right: 16, bottom: 28, left: 40 };

/** Nice round gridline values between min and max. */
function ticks(min: number, max: number): number[] {
  const span = max - min;
  const step = [1, 2, 5, 10, 20].find((s) => span / s <= 5) ?? 50;
  const values: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max; v += step) values.push(v);
  return values;
}

/**
 * Differentials over time (oldest left) with the suggested index and the published index as
 * horizontal lines. Plain SVG: no chart library in the bundle.
 */
export default function DifferentialChart({ logs, usedIds, suggested, published }: Props) {
  // Drawn at the container's real width so labels keep their size on a phone.
  const figure = useRef<HTMLElement>(null);
  const [W, setW] = useState(640);
  useEffect(() => {
    const element = figure.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => entry && setW(Math.max(240, Math.round(entry.contentRect.width))));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const rounds = chronological(logs);
  if (rounds.length === 0) return null;
  const values = [...rounds.map((log) => log.differential), ...(suggested !== null ? [suggested] : []), ...(published !== null ? [published] : [])];
  const lo = Math.floor(Math.min(...values) - 1);
  const hi = Math.ceil(Math.max(...values) + 1);
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (rounds.length === 1 ? innerW / 2 : (i * innerW) / (rounds.length - 1));
  const y = (v: number) => PAD.top + ((hi - v) * innerH) / (hi - lo);
  const path = rounds.map((log, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(log.differential).toFixed(1)}`).join(' ');
  const first = rounds[0];
  const last = rounds[rounds.length - 1];

  const summary =
    `Differentials of ${rounds.length} round${rounds.length === 1 ? '' : 's'} from ${first ? formatShortDate(first.date) : ''} to ` +
    `${last ? formatShortDate(last.date) : ''}, lowest ${Math.min(...rounds.map((l) => l.differential)).toFixed(2)}` +
    (suggested !== null ? `; suggested index ${suggested.toFixed(1)}` : '') +
    (published !== null ? `; published index ${Number(published).toFixed(1)}` : '');

  return (
    <figure ref={figure} className="grid gap-2">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={summary} className="h-auto w-full overflow-visible text-muted-foreground">
        {ticks(lo, hi).map((v) => (
          <g key={v}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="currentColor" strokeOpacity={0.15} />
            <text x={PAD.left - 8} y={y(v)} dy="0.32em" textAnchor="end" fontSize={11} fill="currentColor">
              {v}
            </text>
          </g>
        ))}
        {published !== null ? (
          <line x1={PAD.left} x2={W - PAD.right} y1={y(Number(published))} y2={y(Number(published))} className="stroke-primary" strokeWidth={1.5} strokeDasharray="2 4" />
        ) : null}
        {suggested !== null ? (
          <line x1={PAD.left} x2={W - PAD.right} y1={y(suggested)} y2={y(suggested)} className="stroke-gold" strokeWidth={2} strokeDasharray="6 4" />
        ) : null}
        <path d={path} fill="none" className="stroke-forest dark:stroke-primary" strokeWidth={2} strokeLinejoin="round" />
        {rounds.map((log, i) => (
          <circle
            key={log.id}
            cx={x(i)}
            cy={y(log.differential)}
            r={usedIds.has(log.id) ? 5.5 : 4}
            className={usedIds.has(log.id) ? 'fill-gold stroke-forest dark:stroke-background' : 'fill-background stroke-forest dark:stroke-primary'}
            strokeWidth={2}
          >
            <title>{`${formatShortDate(log.date)} · ${log.course_name}: ${log.differential.toFixed(2)}${usedIds.has(log.id) ? ' (counted)' : ''}`}</title>
          </circle>
        ))}
        {first ? (
          <text x={x(0)} y={H - 6} textAnchor={rounds.length === 1 ? 'middle' : 'start'} fontSize={11} fill="currentColor">
            {formatShortDate(first.date)}
          </text>
        ) : null}
        {last && rounds.length > 1 ? (
          <text x={x(rounds.length - 1)} y={H - 6} textAnchor="end" fontSize={11} fill="currentColor">
            {formatShortDate(last.date)}
          </text>
        ) : null}
      </svg>
      <figcaption className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-full border-2 border-forest bg-gold" aria-hidden /> Counted round
        </span>
        <span className="inline-flex items-center gap-1.5">
          <span className="size-2.5 rounded-full border-2 border-forest bg-background" aria-hidden /> Other round
        </span>
        {suggested !== null ? (
          <span className="inline-flex items-center gap-1.5">
            <span className="h-0.5 w-4 border-t-2 border-dashed border-gold" aria-hidden /> Suggested index {suggested.toFixed(1)}
          </span>
        ) : null}
        {published !== null ? (
          <span className="inline-flex items-center gap-1.5">
            <span className="h-0.5 w-4 border-t-2 border-dotted border-primary" aria-hidden /> Published index {Number(published).toFixed(1)}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}
