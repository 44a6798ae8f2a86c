import { cn } from '@/lib/utils';

/** What every board panel needs to show a player: names, who the filter keeps, page or club-house TV. */
export type BoardLook = {
  names: ReadonlyMap<string, string>;
  /** Null shows everyone. */
  shown: ReadonlySet<string> | null;
  tv: boolean;
  /** Final: money is the stored results; otherwise the engine's preview, marked provisional. */
  isFinal: boolean;
};

/** The TV shows as many rows as a 720 px screen holds at its type size. */
export const TV_ROWS = 10;

export const nameOf = (look: BoardLook, playerId: string) => look.names.get(playerId) ?? 'Unknown player';

/** The rows the filter keeps, cut to what the TV screen holds. */
export function visibleRows<T extends { playerId: string }>(look: BoardLook, rows: readonly T[]): T[] {
  const kept = look.shown ? rows.filter((row) => look.shown?.has(row.playerId)) : [...rows];
  return look.tv ? kept.slice(0, TV_ROWS) : kept;
}

/** Large type on the TV; compact and tabular on a phone. */
export const tableClass = (look: BoardLook) => cn('tabular-nums', look.tv && 'text-xl xl:text-2xl [&_td]:py-2 [&_th]:h-12 [&_th]:text-lg xl:[&_th]:text-xl');

export const moneyHeading = (look: BoardLook) => (look.isFinal ? 'Won' : 'If it ended now');
