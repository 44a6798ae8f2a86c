/**
 * Rounding helpers. Golf numbers such as 1.005 or 10.45 are not exact in binary floating point
 * (1.005 * 100 === 100.49999999999999), so values are first cut to 12 significant digits: that
 * removes representation noise without touching any real digit a rating, slope or score can have.
 */
function withoutFloatNoise(x: number): number {
  return Number(x.toPrecision(12));
}

function positiveZero(x: number): number {
  return x === 0 ? 0 : x;
}

/** Rounds to `decimals` places; halves go away from zero (2.25 -> 2.3, -2.25 -> -2.3). */
export function roundHalfAwayFromZero(x: number, decimals: number): number {
  const scale = 10 ** decimals;
  const magnitude = Math.round(withoutFloatNoise(Math.abs(x) * scale)) / scale;
  return positiveZero(x < 0 ? -magnitude : magnitude);
}

/** Rounds to a whole number; halves go up (2.5 -> 3, -2.5 -> -2). */
export function roundHalfUp(x: number): number {
  return positiveZero(Math.floor(withoutFloatNoise(x) + 0.5));
}
