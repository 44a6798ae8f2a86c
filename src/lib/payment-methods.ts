import { zonedDay } from './match-time';
/** How money changes hands (the database's match_payments.method values) and their labels. */
export const PAYMENT_METHODS = ['CASH', 'VENMO', 'ZELLE', 'CARD', 'OTHER'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const METHOD_LABEL: Record<PaymentMethod, string> = { CASH: 'Cash', VENMO: 'Venmo', ZELLE: 'Zelle', CARD: 'Card', OTHER: 'Other' };

/**
 * How a method is shown wherever money is listed ("Venmo", not "VENMO"): the one formatter of the app.
 * An unknown value is shown as the server sent it, capitalised; none is a dash.
 */
export function formatMethod(method: string | null | undefined): string {
  if (!method) return '—';
  const known = (PAYMENT_METHODS as readonly string[]).includes(method) ? METHOD_LABEL[method as PaymentMethod] : null;
  return known ?? method.charAt(0).toUpperCase() + method.slice(1).toLowerCase();
}

/**
 * Today as YYYY-MM-DD in the club's time zone (DESIGN rule 22): a refund's or payout's default date and the
 * latest one the date field offers; the server refuses a date after the club's today. Without a zone, the
 * device's own day (only where no club is concerned). At 23:58 in New York a phone on UTC is already on the
 * next day: the club's zone is what decides.
 */
export function todayIso(now: Date = new Date(), timeZone?: string): string {
  if (timeZone) return zonedDay(now, timeZone);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
