import { formatCents } from '@/domain/money';

/** A league figure as text: money to the cent, counts with separators; an en dash while it is not known. */
export function figureText(value: number | undefined, kind: 'count' | 'cents'): string {
  if (value === undefined) return '–';
  return kind === 'cents' ? formatCents(value) : value.toLocaleString('en-US');
}
