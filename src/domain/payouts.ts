import { toBasisPoints } from './payout-curves';
import { compareIds } from './ranking';

export interface PlacedPlayer {
  id: string;
  position: number;
}

/** Players sharing one position, the places they cover, and what they are paid. */
export interface PlaceGroup {
  position: number;
  /** Sorted by id. */
  playerIds: string[];
  /** Places taken by the group: position … position + size − 1. */
  placesCovered: number[];
  /** Sum of the curve's percentages for the covered places (places past the curve add 0). */
  pooledPct: number;
  /** The group's share of the pot, floored to the cent. */
  poolCents: number;
  /** What each member gets: poolCents / members, floored. */
  shareCents: number;
}

export interface PlacePayouts {
  groups: PlaceGroup[];
  payoutByPlayer: Map<string, number>;
  paidCents: number;
  remainderCents: number;
  /**
   * Percent of paid places that no ranked player reaches (fewer players than places). It is
   * shared among the reached places in proportion to their percentages, so nobody's buy-in is
   * stranded in the remainder because the field was small.
   */
  unclaimedPct: number;
}

function curveInBasisPoints(curve: readonly number[]): number[] {
  const basisPoints = curve.map((pct) => {
    const bp = toBasisPoints(pct);
    if (bp === null) throw new Error(`Invalid payout percentage ${pct}`);
    return bp;
  });
  if (basisPoints.reduce((a, b) => a + b, 0) > 10_000) {
    throw new Error('Payout percentages must not add up to more than 100%');
  }
  return basisPoints;
}

/**
 * Splits a place game's pot. Tied players pool the percentages of the places they cover and split
 * the pool equally; every amount is floored to the cent, so Σ payouts ≤ pot and the rest is the
 * remainder. The remainder is below the number of players in groups that cover a paid place
 * (each such group loses under one cent per member to flooring), or the whole pot when no one
 * covers a paid place.
 */
export function placePayouts(potCents: number, placed: readonly PlacedPlayer[], curve: readonly number[]): PlacePayouts {
  const curveBp = curveInBasisPoints(curve);
  const unclaimedBp = curveBp.slice(placed.length).reduce((a, b) => a + b, 0);
  // Unclaimed places are dropped from the whole the pot is measured against (see unclaimedPct).
  const wholeBp = 10_000 - unclaimedBp;

  const byPosition = new Map<number, string[]>();
  for (const p of placed) {
    byPosition.set(p.position, [...(byPosition.get(p.position) ?? []), p.id]);
  }

  const groups: PlaceGroup[] = [...byPosition.entries()]
    .sort(([a], [b]) => a - b)
    .map(([position, ids]) => {
      const playerIds = [...ids].sort(compareIds);
      const placesCovered = playerIds.map((_, i) => position + i);
      const pooledBp = placesCovered.reduce((sum, place) => sum + (curveBp[place - 1] ?? 0), 0);
      const poolCents = wholeBp > 0 ? Math.floor((potCents * pooledBp) / wholeBp) : 0;
      return {
        position,
        playerIds,
        placesCovered,
        pooledPct: pooledBp / 100,
        poolCents,
        shareCents: Math.floor(poolCents / playerIds.length),
      };
    });

  const payoutByPlayer = new Map<string, number>();
  let paidCents = 0;
  for (const group of groups) {
    for (const id of group.playerIds) {
      payoutByPlayer.set(id, group.shareCents);
      paidCents += group.shareCents;
    }
  }
  return { groups, payoutByPlayer, paidCents, remainderCents: potCents - paidCents, unclaimedPct: unclaimedBp / 100 };
}
