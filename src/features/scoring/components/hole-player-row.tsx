import { BadgeCheckIcon, MinusIcon, PlusIcon } from 'lucide-react';
import { memo } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { scoreName, type Tap } from '../lib/group-round';

type Props = {
  playerId: string;
  name: string;
  /** 1–18, for the accessible names. */
  holeNumber: number;
  par: number;
  strokes: number | null;
  /** Handicap strokes received on this hole (negative: a plus handicap gives one back). */
  received: number;
  net: number | null;
  points: number;
  totalPoints: number;
  thru: number;
  unsaved: boolean;
  writable: boolean;
  attested: boolean;
  onTap: (playerId: string, tap: Tap) => void;
};

/**
 * The score buttons (this one, and Par below) change at once, without the buttons' colour transition: a
 * scorer taps a foursome's scores in quick succession, and each 150 ms transition keeps the phone painting
 * frames between the taps.
 */
const TAP_BUTTON = 'size-12 shrink-0 text-lg transition-none md:size-12';

const receivedText = (received: number) =>
  received === 0 ? null : received > 0 ? `${received} ${received === 1 ? 'stroke' : 'strokes'}` : `Gives ${-received} back`;

/**
 * One player on the hole: their strokes received, the score with one tap for par and one for ±1,
 * net and Stableford points at once. Memoised: a tap re-renders only the row it changed.
 */
export const HolePlayerRow = memo(function HolePlayerRow({
  playerId,
  name,
  holeNumber,
  par,
  strokes,
  received,
  net,
  points,
  totalPoints,
  thru,
  unsaved,
  writable,
  attested,
  onTap,
}: Props) {
  const label = `${name}, hole ${holeNumber}`;
  const given = receivedText(received);
  return (
    <li className="flex flex-col gap-2 rounded-lg border bg-card p-3" aria-label={name} data-testid="hole-player">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-semibold">{name}</p>
          <p className="text-xs text-muted-foreground">
            {given && (
              <span className="mr-2 font-medium text-forest dark:text-gold">
                <span aria-hidden="true">{'●'.repeat(Math.min(Math.abs(received), 3))} </span>
                {given}
              </span>
            )}
            {totalPoints} pts thru {thru}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1 text-right">
          {attested && (
            <Badge variant="success">
              <BadgeCheckIcon aria-hidden="true" />
              Attested
            </Badge>
          )}
          {unsaved && (
            <Badge variant="warning">
              Not yet saved
            </Badge>
          )}
        </div>
      </div>

      <div className="flex items-center gap-2">
        {writable && (
          <Button type="button" variant="outline" className={TAP_BUTTON} aria-label={`${label}: one less`} onClick={() => onTap(playerId, 'minus')}>
            <MinusIcon className="size-5" />
          </Button>
        )}
        <output
          aria-label={`${label} score`}
          aria-live="polite"
          className={cn(
            'flex h-12 min-w-14 flex-1 flex-col items-center justify-center rounded-md border text-center leading-none sm:w-28 sm:flex-none',
            strokes === null && 'text-muted-foreground',
          )}
        >
          <span className="text-2xl font-bold tabular-nums">{strokes ?? '–'}</span>
          <span className="text-[0.7rem] text-muted-foreground">{strokes === null ? 'No score' : scoreName(strokes, par)}</span>
        </output>
        {writable && (
          <Button type="button" variant="outline" className={TAP_BUTTON} aria-label={`${label}: one more`} onClick={() => onTap(playerId, 'plus')}>
            <PlusIcon className="size-5" />
          </Button>
        )}
        {writable && (
          <Button
            type="button"
            variant={strokes === par ? 'forest' : 'outline'}
            className="h-12 shrink-0 px-4 text-base font-semibold transition-none md:h-12"
            aria-label={`${label}: par`}
            onClick={() => onTap(playerId, 'par')}
          >
            Par
          </Button>
        )}
        <div className="ml-auto w-16 shrink-0 text-right text-sm" data-testid="hole-net-points">
          <p>
            Net <span className="font-semibold tabular-nums">{net ?? '–'}</span>
          </p>
          <p>
            <span className="font-semibold tabular-nums">{strokes === null ? '–' : points}</span> pts
          </p>
        </div>
      </div>
    </li>
  );
});
