/**
 * The group's round hole by hole (issue 16): which group the viewer scores and whose cards they may
 * write, the order the group plays the holes in (a shotgun group starts on its own hole), where to
 * open, and what one tap on Par, − or + makes of a score. Pure: the screen and its tests share it.
 */
import type { MatchEntry } from '@/api/matches/get-match-detail';
import type { TeeSheet, TeeSheetGroup } from '@/api/tee-sheet/get-tee-sheet';
import type { Holes } from '@/domain/engine-input';
import { HOLE_COUNT } from '@/domain/scorecard';

export type GroupPlayer = { player_id: string; name: string; league_index: number | null };

/** Who the viewer is for this group: 'admin', its 'marker', a 'player' of it, or only a 'visitor'. */
export type GroupRole = 'admin' | 'marker' | 'player' | 'visitor';

export type GroupChoice = {
  /** The tee sheet group; null when the viewer is not placed yet and scores only their own card. */
  group: TeeSheetGroup | null;
  players: GroupPlayer[];
  role: GroupRole;
};

export type ChooseGroupInput = {
  sheet: TeeSheet | null;
  entries: readonly MatchEntry[];
  isAdmin: boolean;
  viewerId: string | null;
  /** ?group= in the URL (an admin's pick). */
  requestedGroupId: string | null;
};

const asPlayer = (entry: MatchEntry): GroupPlayer => ({ player_id: entry.player_id, name: entry.name, league_index: entry.league_index });

/**
 * The group on screen: the one asked for, else the viewer's own, else (for an admin) the first. An
 * entrant not placed in a group scores their own card alone. Players come in the sheet's order, with
 * the names and indexes of the match's entries.
 */
export function chooseGroup({ sheet, entries, isAdmin, viewerId, requestedGroupId }: ChooseGroupInput): GroupChoice | null {
  const groups = sheet?.groups ?? [];
  const own = viewerId ? groups.find((g) => g.players.some((p) => p.player_id === viewerId)) : undefined;
  const group = groups.find((g) => g.id === requestedGroupId) ?? own ?? (isAdmin ? groups[0] : undefined);
  const byId = new Map(entries.map((entry) => [entry.player_id, entry]));
  if (!group) {
    const me = viewerId ? byId.get(viewerId) : undefined;
    return me ? { group: null, players: [asPlayer(me)], role: 'player' } : null;
  }
  const players = group.players.flatMap((p) => {
    const entry = byId.get(p.player_id);
    return entry ? [asPlayer(entry)] : [];
  });
  const plays = viewerId !== null && players.some((p) => p.player_id === viewerId);
  const role: GroupRole = isAdmin ? 'admin' : plays && group.marker_player_id === viewerId ? 'marker' : plays ? 'player' : 'visitor';
  return { group, players, role };
}

/** Hole indexes (0-based) in the order the group plays them: from its shotgun hole round to the one before it. */
export function playOrder(startHole: number | null | undefined): number[] {
  const start = startHole && startHole >= 1 && startHole <= HOLE_COUNT ? startHole - 1 : 0;
  return Array.from({ length: HOLE_COUNT }, (_, i) => (start + i) % HOLE_COUNT);
}

/** Where the screen opens: the first hole in playing order that a player of the group has no score on. */
export function firstOpenHole(order: readonly number[], cards: readonly Holes[]): number {
  return order.find((hole) => cards.some((card) => card[hole] === null || card[hole] === undefined)) ?? order[0] ?? 0;
}

export type Tap = 'par' | 'minus' | 'plus';

export const MIN_SCORE = 1;
export const MAX_SCORE = 12;

/** One tap: Par sets par; − and + step one from the score, or from par on an empty hole; always 1–12. */
export function tapScore(current: number | null | undefined, par: number, tap: Tap): number {
  const from = current ?? par;
  const next = tap === 'par' ? par : tap === 'plus' ? (current == null ? par + 1 : from + 1) : current == null ? par - 1 : from - 1;
  return Math.min(MAX_SCORE, Math.max(MIN_SCORE, next));
}

/** The next or previous hole in playing order (wrapping), from any hole. */
export function stepHole(order: readonly number[], hole: number, step: 1 | -1): number {
  const at = order.indexOf(hole);
  return order[(at + step + order.length) % order.length] ?? hole;
}

/** The score names golfers say, relative to par. */
export function scoreName(strokes: number, par: number): string {
  const toPar = strokes - par;
  if (strokes === 1) return 'Hole in one';
  if (toPar <= -3) return 'Albatross';
  if (toPar === -2) return 'Eagle';
  if (toPar === -1) return 'Birdie';
  if (toPar === 0) return 'Par';
  if (toPar === 1) return 'Bogey';
  if (toPar === 2) return 'Double bogey';
  return `+${toPar}`;
}
