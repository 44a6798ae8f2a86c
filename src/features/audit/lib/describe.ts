/** 'PLAYER_APPROVED' → 'Player approved'. */
export function actionLabel(action: string): string {
  const words = action.toLowerCase().split('_').filter(Boolean).join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function valueText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** The details object as 'key: value' pairs in one line ('' when there are none). */
export function detailsText(details: Record<string, unknown> | null | undefined): string {
  if (!details) return '';
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${valueText(value)}`)
    .join('; ');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isId = (key: string, value: unknown) =>
  /(^|_)ids?$/.test(key) || (typeof value === 'string' && UUID.test(value)) || (Array.isArray(value) && value.every((item) => typeof item === 'string' && UUID.test(item)));

function money(cents: unknown): string | null {
  const value = Number(cents);
  if (!Number.isSafeInteger(value)) return null;
  const abs = Math.abs(value);
  return `${value < 0 ? '-' : ''}$${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The details for people: ids left out (the target column names the thing), `*_cents` as dollars,
 * keys in words. The CSV keeps the full details.
 */
export function detailsSummary(details: Record<string, unknown> | null | undefined): string {
  if (!details) return '';
  return Object.entries(details)
    .filter(([key, value]) => !isId(key, value))
    .map(([key, value]) => {
      const cents = key.endsWith('_cents') ? money(value) : null;
      const label = key.replace(/_cents$/, '').replace(/_/g, ' ');
      return `${label}: ${cents ?? valueText(value)}`;
    })
    .join('; ');
}
