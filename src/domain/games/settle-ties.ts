/**
 * Settles ties for places in a place game: first the league's tie rule (split, or card countback),
 * then the admin's PLACE adjustments (a countback or playoff decided by hand) for ties still standing.
 */
import { compareCountback, countbackSums, type CountbackMetric } from '../countback';
import { ordinal } from '../format';
import { compareIds, type Ranked } from '../ranking';
import type { GameCode, PlaceTies, ScoredPlayer, TieBreak } from '../types';

export interface PlaceDecision {
  playerId: string;
  place: number;
  reason: string;
}

export interface SettledPlace {
  player: ScoredPlayer;
  position: number;
  tieBreak?: TieBreak | undefined;
}

function groupsByPosition<T extends { position: number }>(items: readonly T[]): T[][] {
  const groups = new Map<number, T[]>();
  for (const item of items) groups.set(item.position, [...(groups.get(item.position) ?? []), item]);
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([, group]) => group);
}

function applyCountback(group: SettledPlace[], metric: CountbackMetric): SettledPlace[] {
  const better = metric === 'stableford' ? 'higher' : 'lower';
  const start = group[0]?.position ?? 1;
  const withSums = group.map((entry) => ({ entry, sums: countbackSums(entry.player, metric) }));
  const tied = [...withSums]
    .sort((a, b) => compareIds(a.entry.player.id, b.entry.player.id))
    .map(({ entry, sums }) => ({ playerId: entry.player.id, sums }));
  const sorted = [...withSums].sort(
    (a, b) => compareCountback(a.sums, b.sums, better) || compareIds(a.entry.player.id, b.entry.player.id),
  );
  const positions: number[] = [];
  sorted.forEach((item, i) => {
    const previous = sorted[i - 1];
    const level = previous !== undefined && compareCountback(previous.sums, item.sums, better) === 0;
    positions.push(level ? (positions[i - 1] ?? start) : start + i);
  });
  return sorted.map(({ entry, sums }, i) => {
    const position = positions[i] ?? start;
    const stillTied = sorted.some((other, j) => j !== i && compareCountback(other.sums, sums, better) === 0);
    return { player: entry.player, position, tieBreak: { method: 'countback', tied, stillTied } };
  });
}

function applyDecisions(group: SettledPlace[], decisions: ReadonlyMap<string, PlaceDecision>, code: GameCode): SettledPlace[] {
  const start = group[0]?.position ?? 1;
  const decided = group
    .flatMap((entry) => {
      const decision = decisions.get(entry.player.id);
      return decision === undefined ? [] : [{ entry, decision }];
    })
    .sort((a, b) => a.decision.place - b.decision.place);
  if (decided.length === 0) return group;
  if (group.length === 1) {
    if (decided[0]?.decision.place === start) return group;
    throw new Error(`${code}: a place decision names a player who is not tied for ${ordinal(decided[0]?.decision.place ?? start)}`);
  }
  decided.forEach(({ decision }, i) => {
    if (decision.place !== start + i) {
      throw new Error(
        `${code}: decided places for the tie at ${ordinal(start)} must be ${ordinal(start)}, ${ordinal(start + 1)} … in order (got ${ordinal(decision.place)})`,
      );
    }
  });
  const decidedIds = new Set(decided.map(({ entry }) => entry.player.id));
  const rest = group.filter((entry) => !decidedIds.has(entry.player.id)).map((entry) => ({ ...entry, position: start + decided.length }));
  return [
    ...decided.map(({ entry, decision }) => ({
      player: entry.player,
      position: decision.place,
      tieBreak: { method: 'decided', reason: decision.reason } as const,
    })),
    ...rest,
  ];
}

/**
 * Positions after the tie rule and the decisions. Competition ranking keeps holding: a tie at
 * position p covering k places becomes single positions and smaller ties inside p … p + k − 1.
 */
export function settleTies(
  ranked: readonly Ranked<ScoredPlayer>[],
  options: { code: GameCode; metric: CountbackMetric; placeTies: PlaceTies; decisions: readonly PlaceDecision[] },
): SettledPlace[] {
  const decisions = new Map(options.decisions.map((d) => [d.playerId, d]));
  const rankedIds = new Set(ranked.map((r) => r.item.id));
  const stray = options.decisions.find((d) => !rankedIds.has(d.playerId));
  if (stray) throw new Error(`${options.code}: a place decision names a player who is not ranked in this game`);

  const initial: SettledPlace[] = ranked.map(({ item, position }) => ({ player: item, position }));
  const afterRule = groupsByPosition(initial).flatMap((group) =>
    group.length > 1 && options.placeTies === 'countback' ? applyCountback(group, options.metric) : group,
  );
  return groupsByPosition(afterRule).flatMap((group) => applyDecisions(group, decisions, options.code));
}
