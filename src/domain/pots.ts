/** Pot sizes and what each player owes (rule 4 of DESIGN.md). All amounts are integer cents. */

export type PotCalc = 'PER_ENTRY' | 'PER_PLAYER' | 'FLAT';

/**
 * PER_ENTRY: optional game, each opted-in player pays the buy-in. PER_PLAYER: every entrant pays.
 * FLAT: a league-funded pot equal to the buy-in; players pay nothing for it.
 */
export function potCents(buyInCents: number, potCalc: PotCalc, entrantCount: number, optedInCount: number): number {
  switch (potCalc) {
    case 'PER_ENTRY':
      return buyInCents * optedInCount;
    case 'PER_PLAYER':
      return buyInCents * entrantCount;
    case 'FLAT':
      return buyInCents;
  }
}

export interface PlayerGameCharge {
  buyInCents: number;
  potCalc: PotCalc;
  /** Whether this player opted into the game (only matters for PER_ENTRY). */
  optedIn: boolean;
}

/** What the player owes before payments: every PER_PLAYER buy-in plus opted-in PER_ENTRY ones. */
export function entryChargesCents(games: readonly PlayerGameCharge[]): number {
  return games.reduce((sum, g) => {
    const charged = g.potCalc === 'PER_PLAYER' || (g.potCalc === 'PER_ENTRY' && g.optedIn);
    return sum + (charged ? g.buyInCents : 0);
  }, 0);
}

/** Charges minus payments; negative when the player has paid more than they owe (a credit). */
export function playerBalanceCents(games: readonly PlayerGameCharge[], paidCents: number): number {
  return entryChargesCents(games) - paidCents;
}

/** Still to pay, never below 0 (the Record Payment dialog's "full balance"). */
export function playerDueCents(games: readonly PlayerGameCharge[], paidCents: number): number {
  return Math.max(0, playerBalanceCents(games, paidCents));
}

/** Paid in full when payments cover the charges (chargesCents is the amount before payments). */
export function isPaidInFull(chargesCents: number, paidCents: number): boolean {
  return paidCents >= chargesCents;
}

export const PROJECTED_PLAYER_COUNT = 4;

export interface ProjectedPots<G> {
  games: (G & { projectedPotCents: number })[];
  totalCents: number;
}

/**
 * Projected pots on match creation assume the match's capacity (4 when it has none): ×players for PER_ENTRY and
 * PER_PLAYER, ×1 for FLAT.
 */
export function projectedPots<G extends { buyInCents: number; potCalc: PotCalc }>(
  games: readonly G[],
  players: number = PROJECTED_PLAYER_COUNT,
): ProjectedPots<G> {
  const projected = games.map((g) => ({
    ...g,
    projectedPotCents: potCents(g.buyInCents, g.potCalc, players, players),
  }));
  return { games: projected, totalCents: projected.reduce((sum, g) => sum + g.projectedPotCents, 0) };
}
