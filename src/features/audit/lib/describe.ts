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
