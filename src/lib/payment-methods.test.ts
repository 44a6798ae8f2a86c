import { describe, expect, it } from 'vitest';
import { formatMethod, todayIso } from './payment-methods';

describe('formatMethod: one label per money method wherever money is listed', () => {
  it('shows the label, not the stored code', () => {
    expect(['CASH', 'VENMO', 'ZELLE', 'CARD', 'OTHER'].map(formatMethod)).toEqual(['Cash', 'Venmo', 'Zelle', 'Card', 'Other']);
  });
  it('capitalises an unknown code and shows a dash for none', () => {
    expect(formatMethod('PAYPAL')).toBe('Paypal');
    expect(formatMethod(null)).toBe('—');
    expect(formatMethod(undefined)).toBe('—');
  });
});

describe('todayIso', () => {
  it("is the club's day, not the device's: 23:58 in New York is already tomorrow in UTC", () => {
    const lateEvening = new Date('2026-12-08T04:58:00Z'); // 23:58 on Dec 7 in New York (EST)
    expect(todayIso(lateEvening, 'America/New_York')).toBe('2026-12-07');
    expect(todayIso(lateEvening, 'UTC')).toBe('2026-12-08');
  });

  it('follows daylight saving time and zones ahead of UTC', () => {
    expect(todayIso(new Date('2026-07-01T03:30:00Z'), 'America/New_York')).toBe('2026-06-30'); // 23:30 EDT
    expect(todayIso(new Date('2026-12-07T20:00:00Z'), 'Australia/Sydney')).toBe('2026-12-08');
  });
});
