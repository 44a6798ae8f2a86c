import { format, parseISO } from 'date-fns';

/** Dates from the database arrive as 'yyyy-MM-dd' (date) or ISO timestamps. */
export function toDate(value: string | Date): Date {
  if (value instanceof Date) return value;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? parseISO(value) : new Date(value);
}

export const formatShortDate = (value: string | Date) => format(toDate(value), 'MMM d');
export const formatDate = (value: string | Date) => format(toDate(value), 'MMM d, yyyy');
export const formatLongDate = (value: string | Date) => format(toDate(value), 'MMMM d, yyyy');

/** 'HI 12.4' or null when no index is published. */
export function formatIndex(index: number | string | null | undefined): string | null {
  if (index === null || index === undefined || index === '') return null;
  const value = Number(index);
  return `HI ${value < 0 ? `+${Math.abs(value).toFixed(1)}` : value.toFixed(1)}`;
}
