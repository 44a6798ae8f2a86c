// Formatting for e-mail text: money from cents, dates in the club's time zone, absolute links.

/** Money is integer cents everywhere (DESIGN); shown as dollars with 2 decimals. */
export function formatMoney(cents: unknown): string {
  const value = Number(cents ?? 0);
  if (!Number.isFinite(value)) return '$0.00';
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(Math.round(value));
  const dollars = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Cents from a payload: the SQL side sends integer `*Cents` fields next to the spec's dollar fields
 * ('25.50'); the cents field wins, the dollar text is the fallback. Null when neither is usable.
 */
export function centsFrom(cents: unknown, dollars: unknown): number | null {
  if (cents !== undefined && cents !== null && cents !== '' && Number.isFinite(Number(cents))) return Math.round(Number(cents));
  if (dollars === undefined || dollars === null || dollars === '') return null;
  const value = Number(String(dollars).replace(/[$,\s]/g, ''));
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'Saturday, November 28, 2026' for a date, or with ' at 8:00 AM' for a timestamp (club time). */
export function formatMatchDate(value: unknown, timeZone: string): string {
  const text = String(value ?? '').trim();
  if (!text) return '';
  const dateOnly = DATE_ONLY.exec(text);
  if (dateOnly) {
    const date = new Date(Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])));
    return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(date);
  }
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return text;
  const day = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(date);
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(date);
  return `${day} at ${time}`;
}

/** 'November 27, 2026 at 6:00 PM EST' in the club's time zone. */
export function formatDateTime(value: unknown, timeZone: string): string {
  const text = String(value ?? '').trim();
  if (!text) return '';
  if (DATE_ONLY.test(text)) return formatMatchDate(text, timeZone);
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return text;
  const day = new Intl.DateTimeFormat('en-US', { timeZone, month: 'long', day: 'numeric', year: 'numeric' }).format(date);
  const time = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(date);
  return `${day} at ${time}`;
}

/** Absolute link: payload URLs are usually absolute already; a path is resolved against the app URL. */
export function absoluteUrl(pathOrUrl: unknown, appUrl: string): string | null {
  const text = String(pathOrUrl ?? '').trim();
  if (!text) return null;
  if (/^https?:\/\//i.test(text) || /^mailto:/i.test(text)) return text;
  if (!text.startsWith('/')) return null;
  return `${appUrl.replace(/\/+$/, '')}${text}`;
}

export function text(value: unknown): string {
  return value === null || value === undefined ? '' : String(value).trim();
}

export function bool(value: unknown, fallback = false): boolean {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return fallback;
}

/** The credit line, or '' when the payload does not carry the credit. */
export function creditLine(payload: Record<string, unknown>): string {
  const credit = centsFrom(payload.creditCents, undefined);
  if (credit === null) return '';
  return credit > 0
    ? `Your credit with the league is now ${formatMoney(credit)}. It can be applied to another match or refunded.`
    : 'You hold no credit with the league.';
}

const METHOD_LABEL: Record<string, string> = { CASH: 'Cash', VENMO: 'Venmo', ZELLE: 'Zelle', CARD: 'Card', OTHER: 'Other' };

/** 'VENMO' → 'Venmo'; anything else as sent. */
export function methodLabel(value: unknown): string {
  const method = text(value);
  return METHOD_LABEL[method.toUpperCase()] ?? method;
}
