/** Money is always integer cents; these helpers are the only way cents become text and back. */

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new Error(`Amount must be a whole number of cents, got ${cents}`);
}

/** 123456 -> "$1,234.56"; -5 -> "-$0.05". */
export function formatCents(cents: number): string {
  assertCents(cents);
  const magnitude = Math.abs(cents);
  const dollars = Math.floor(magnitude / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const rest = (magnitude % 100).toString().padStart(2, '0');
  return `${cents < 0 ? '-' : ''}$${dollars}.${rest}`;
}

/**
 * Buy-in text to cents: every character except digits and '.' is dropped ("$1,234.5" -> 123450).
 * Digits past the cents are rounded half up ("10.005" -> 1001), using the digits themselves so no
 * floating point is involved. Returns null when nothing usable is left (no digit, or several '.').
 */
export function parseDollarsToCents(text: string): number | null {
  const kept = text.replace(/[^0-9.]/g, '');
  if (!/\d/.test(kept)) return null;
  const parts = kept.split('.');
  if (parts.length > 2) return null;
  const [wholeText = '', fractionText = ''] = parts;
  const whole = wholeText === '' ? 0 : Number(wholeText);
  const fractionDigits = fractionText.padEnd(3, '0');
  const firstTwo = Number(fractionDigits.slice(0, 2));
  const roundsUp = Number(fractionDigits.charAt(2)) >= 5;
  const cents = whole * 100 + firstTwo + (roundsUp ? 1 : 0);
  return Number.isSafeInteger(cents) ? cents : null;
}

/** Share of paid entries as a rounded whole percent; 0 when there are no entries. */
export function paymentRate(paidCount: number, total: number): number {
  if (total <= 0) return 0;
  return Math.round((paidCount * 100) / total);
}
