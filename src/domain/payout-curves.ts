/** Place-payout curves: percentages by finishing place, chosen by the number of players in a game. */

export interface PayoutCurves {
  small: readonly number[];
  medium: readonly number[];
  large: readonly number[];
}

export type PayoutBand = keyof PayoutCurves;

export const DEFAULT_PAYOUT_CURVES: PayoutCurves = {
  small: [60, 40],
  medium: [50, 30, 20],
  large: [40, 30, 20, 10],
};

export function payoutBandFor(playerCount: number): PayoutBand {
  if (playerCount <= 8) return 'small';
  return playerCount <= 16 ? 'medium' : 'large';
}

/**
 * Settings keep a curve as text ("50, 30, 20"). Blank text is an empty curve; anything that is not
 * a number becomes NaN so validatePayoutCurve reports it instead of it vanishing.
 */
export function parsePayoutCurve(text: string): number[] {
  if (text.trim() === '') return [];
  return text.split(',').map((token) => {
    const cleaned = token.trim().replace(/%$/, '').trim();
    return cleaned === '' ? Number.NaN : Number(cleaned);
  });
}

/** A percentage in hundredths of a percent, or null if it is not 0–100 with at most 2 decimals. */
export function toBasisPoints(pct: number): number | null {
  if (!Number.isFinite(pct) || pct < 0 || pct > 100) return null;
  const basisPoints = Math.round(pct * 100);
  return Math.abs(pct * 100 - basisPoints) < 1e-6 ? basisPoints : null;
}

export const PAYOUT_TOTAL_MESSAGE = 'Payout percentages must add up to 100%';

/** Error message for a curve the settings card must not save, or null when it is valid. */
export function validatePayoutCurve(percentages: readonly number[]): string | null {
  if (percentages.length === 0) return 'Enter at least one payout percentage';
  let total = 0;
  for (const pct of percentages) {
    const basisPoints = toBasisPoints(pct);
    if (basisPoints === null) return 'Payout percentages must be numbers from 0 to 100 with at most 2 decimals';
    total += basisPoints;
  }
  return total === 10_000 ? null : PAYOUT_TOTAL_MESSAGE;
}
