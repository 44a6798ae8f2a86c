import { describe, expect, it } from 'vitest';
import { formatMethod } from './payment-methods';

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
