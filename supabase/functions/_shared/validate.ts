// Request validation with messages the admin UI can show as they are.
import { HttpError } from './http.ts';

/** One plain address: no spaces, commas, angle brackets or quotes (one recipient, no header tricks). */
const EMAIL = /^[^\s@,;<>"()[\]\\]+@[^\s@,;<>"()[\]\\]+\.[^\s@,;<>"()[\]\\]+$/;

export function isValidEmail(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 254 && EMAIL.test(value);
}

/** Trimmed, lowercased address, or a 400 naming the field. */
export function requireEmail(value: unknown, field: string): string {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) {
    throw new HttpError(400, 'Please enter an email address', { field });
  }
  if (Array.isArray(value)) throw new HttpError(400, 'Send to one recipient per request', { field });
  const email = String(value).trim().toLowerCase();
  if (!isValidEmail(email)) throw new HttpError(400, 'Please enter a valid email address', { field, value: String(value).slice(0, 254) });
  return email;
}

export function requireText(value: unknown, field: string, message: string, max = 10_000): string {
  const text = typeof value === 'string' ? value : '';
  if (!text.trim()) throw new HttpError(400, message, { field });
  if (text.length > max) throw new HttpError(400, `${field} must be ${max} characters or less`, { field });
  return text;
}

export function requireObject(value: unknown, field: string): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new HttpError(400, `${field} must be an object`, { field });
  return value as Record<string, unknown>;
}

export function optionalDate(value: unknown, field: string): Date | null {
  if (value === undefined || value === null || value === '') return null;
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) throw new HttpError(400, `${field} must be an ISO date-time`, { field });
  return date;
}
