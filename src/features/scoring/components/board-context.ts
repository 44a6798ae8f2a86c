import { cn } from '@/lib/utils';

/** What every board panel needs to show a player: names, who the filter keeps, page or club-house TV. */
export type BoardLook = {
  names: ReadonlyMap<string, string>;
  /** Null shows everyone. */
  shown: ReadonlySet<string> | null;
  tv: boolean;
  /** Final: money is the stored results; otherwise the engine's preview, marked provisional. */
  isFinal: boolean;
  /** How many player rows a table shows on the TV (see tvRows). */
  tvRows: number;
};

/**
 * Player rows the TV's screen holds under its title and the games: 9 rows of 44 px at 1280×720, 11 of
 * 60 px at 1920×1080 (measured by the live-board e2e).
 */
export const tvRows = (screenHeight: number) => (screenHeight >= 1000 ? 11 : 9);

export const nameOf = (look: BoardLook, playerId: string) => look.names.get(playerId) ?? 'Unknown player';

/** The rows the filter keeps, cut to what the TV screen holds. */
export function visibleRows<T extends { playerId: string }>(look: BoardLook, rows: readonly T[]): T[] {
  const kept = look.shown ? rows.filter((row) => look.shown?.has(row.playerId)) : [...rows];
  return look.tv ? kept.slice(0, look.tvRows) : kept;
}

/** Large type on the TV; compact and tabular on a phone. */
export const tableClass = (look: BoardLook) =>
  cn('tabular-nums [&_td]:px-1.5 [&_th]:px-1.5 sm:[&_td]:px-2 sm:[&_th]:px-2', look.tv && 'text-xl xl:text-2xl 2xl:text-3xl [&_td]:py-1.5 [&_th]:py-1.5 2xl:[&_td]:py-3 2xl:[&_th]:py-3 [&_thead_th]:h-auto');

/** The heading of a money column: what was won, or the provisional amount if the round ended now. */
export const moneyHeading = (look: BoardLook) => (look.isFinal ? 'Won' : 'Provisional');

/** On a phone a table shows only the column it is ranked by; the page and the TV show both. */
export const phoneHidden = (hidden: boolean) => (hidden ? 'hidden sm:table-cell' : undefined);

/**
 * A player's (or team's) name cell: on a phone it may truncate to keep the numbers in view; on the
 * club-house TV (1920 px and down to 1280) a name always reads whole.
 */
export const nameCellClass = (look: BoardLook, phone: string) => (look.tv ? 'font-medium whitespace-nowrap' : phone);
