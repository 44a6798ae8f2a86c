/**
 * Places and money for sides (players or teams): competition ranking on any comparison, the league's
 * tie rule (split, or countback on the side's per-hole metric), payout by place with the curves, and
 * each side's share split between its players.
 */
import { compareCountback } from '../countback';
import { ordinal } from '../format';
import { formatCents } from '../money';
import { payoutBandFor, type PayoutBand, type PayoutCurves } from '../payout-curves';
import { placePayouts, type PlaceGroup } from '../payouts';
import { compareIds } from '../ranking';
import { splitBetweenPartners } from '../teams';
import type { CountbackSums, PlaceTies, SideMoney, SideTieBreak } from '../types';

export interface PlacedSide<T> {
  item: T;
  position: number;
  tieBreak?: SideTieBreak | undefined;
}

/** Competition ranking (1, 2, 2, 4) by a comparison (negative = a is better); ties ordered by id. */
export function rankBy<T extends { id: string }>(items: readonly T[], compare: (a: T, b: T) => number): PlacedSide<T>[] {
  const sorted = [...items].sort((a, b) => compare(a, b) || compareIds(a.id, b.id));
  const placed: PlacedSide<T>[] = [];
  sorted.forEach((item, i) => {
    const previous = placed[i - 1];
    const level = previous !== undefined && compare(previous.item, item) === 0;
    placed.push({ item, position: level ? previous.position : i + 1 });
  });
  return placed;
}

/** placeTies 'countback': sides tied on a position are separated by their sums over the last 9, 6, 3, 1 holes. */
export function settleSideTies<T extends { id: string }>(
  placed: readonly PlacedSide<T>[],
  rule: { placeTies: PlaceTies; metric: 'net' | 'stableford'; sums: (item: T) => CountbackSums },
): PlacedSide<T>[] {
  if (rule.placeTies !== 'countback') return [...placed];
  const better = rule.metric === 'stableford' ? 'higher' : 'lower';
  const byPosition = new Map<number, PlacedSide<T>[]>();
  for (const p of placed) byPosition.set(p.position, [...(byPosition.get(p.position) ?? []), p]);
  return [...byPosition.entries()]
    .sort(([a], [b]) => a - b)
    .flatMap(([start, group]) => {
      if (group.length === 1) return group;
      const withSums = group.map((p) => ({ p, sums: rule.sums(p.item) }));
      const tied = [...withSums].sort((a, b) => compareIds(a.p.item.id, b.p.item.id)).map(({ p, sums }) => ({ sideId: p.item.id, sums }));
      const sorted = [...withSums].sort((a, b) => compareCountback(a.sums, b.sums, better) || compareIds(a.p.item.id, b.p.item.id));
      const positions: number[] = [];
      sorted.forEach((entry, i) => {
        const previous = sorted[i - 1];
        const level = previous !== undefined && compareCountback(previous.sums, entry.sums, better) === 0;
        positions.push(level ? (positions[i - 1] ?? start) : start + i);
      });
      return sorted.map(({ p, sums }, i) => ({
        item: p.item,
        position: positions[i] ?? start,
        tieBreak: {
          method: 'countback' as const,
          metric: rule.metric,
          tied,
          stillTied: sorted.some((other, j) => j !== i && compareCountback(other.sums, sums, better) === 0),
        },
      }));
    });
}

export interface SidePayouts {
  band: PayoutBand;
  curve: number[];
  groups: PlaceGroup[];
  unclaimedPct: number;
  /** Every side's money, ranked or not. */
  moneyBySide: Map<string, SideMoney>;
  /** Σ of every player's share. */
  paidCents: number;
}

export const UNPAID_SIDE: SideMoney = {
  position: null,
  tiedWith: [],
  placesCovered: [],
  pooledPct: 0,
  groupPoolCents: 0,
  sideShareCents: 0,
  shareCents: 0,
  splitRemainderCents: 0,
};

/**
 * Pays the placed sides by the curve of the band for `sideCount` sides (tied sides pool their places),
 * then splits each side's share between its players.
 */
export function payPlacedSides(
  potCents: number,
  placed: readonly { id: string; position: number }[],
  sides: readonly { id: string; playerIds: readonly string[] }[],
  curves: PayoutCurves,
): SidePayouts {
  const band = payoutBandFor(sides.length);
  const curve = [...curves[band]];
  const payouts = placePayouts(potCents, placed, curve);
  const groupOf = new Map(payouts.groups.flatMap((g) => g.playerIds.map((id) => [id, g] as const)));
  const moneyBySide = new Map<string, SideMoney>();
  let paidCents = 0;
  for (const side of sides) {
    const group = groupOf.get(side.id);
    if (group === undefined) {
      moneyBySide.set(side.id, UNPAID_SIDE);
      continue;
    }
    const split = splitBetweenPartners(group.shareCents, side.playerIds.length);
    paidCents += split.shareCents * side.playerIds.length;
    moneyBySide.set(side.id, {
      position: group.position,
      tiedWith: group.playerIds.filter((id) => id !== side.id),
      placesCovered: group.placesCovered,
      pooledPct: group.pooledPct,
      groupPoolCents: group.poolCents,
      sideShareCents: group.shareCents,
      ...split,
    });
  }
  return { band, curve, groups: payouts.groups, unclaimedPct: payouts.unclaimedPct, moneyBySide, paidCents };
}

/** '1st · $60.00', 'Tied 3rd · $40.00 for the team, $20.00 each', '5th · outside the paid places'. */
export function sideMoneyText(money: SideMoney, teamSize: number): string {
  const place = `${money.tiedWith.length > 0 ? 'Tied ' : ''}${money.position === null ? 'unplaced' : ordinal(money.position)}`;
  if (money.sideShareCents === 0) return `${place} · outside the paid places`;
  if (teamSize === 1) return `${place} · ${formatCents(money.shareCents)}`;
  return `${place} · ${formatCents(money.sideShareCents)} for the team, ${formatCents(money.shareCents)} each`;
}
