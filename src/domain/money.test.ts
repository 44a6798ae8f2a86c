import { describe, expect, it } from 'vitest';
import { formatCents, parseDollarsToCents, paymentRate } from './money';

describe('formatCents', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [1000, '$10.00'],
    [123456, '$1,234.56'],
    [100000000, '$1,000,000.00'],
    [-5, '-$0.05'],
    [-123456, '-$1,234.56'],
  ])('%i cents -> %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  it('refuses fractions of a cent', () => {
    expect(() => formatCents(1.5)).toThrow('whole number of cents');
  });
});

describe('parseDollarsToCents', () => {
  it.each([
    ['10', 1000],
    ['$1,234.56', 123456],
    ['12.5', 1250],
    ['.75', 75],
    ['19.99', 1999],
    ['0.1', 10],
    ['$ 15 dollars', 1500],
    ['10.004', 1000],
    ['10.005', 1001],
    ['-5', 500],
    ['5.', 500],
  ])('%s -> %i', (text, cents) => {
    expect(parseDollarsToCents(text)).toBe(cents);
  });

  it.each(['', 'abc', '$', '.', '1.2.3'])('%j is not an amount', (text) => {
    expect(parseDollarsToCents(text)).toBeNull();
  });
});

describe('paymentRate', () => {
  it.each([
    [0, 0, 0],
    [0, 4, 0],
    [1, 3, 33],
    [2, 3, 67],
    [1, 8, 13],
    [3, 3, 100],
  ])('%i of %i paid -> %i%', (paid, total, pct) => {
    expect(paymentRate(paid, total)).toBe(pct);
  });
});
