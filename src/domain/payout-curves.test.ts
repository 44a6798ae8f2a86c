import { describe, expect, it } from 'vitest';
import { parsePayoutCurve, payoutBandFor, validatePayoutCurve } from './payout-curves';

describe('payoutBandFor', () => {
  it.each([
    [1, 'small'],
    [8, 'small'],
    [9, 'medium'],
    [16, 'medium'],
    [17, 'large'],
    [120, 'large'],
  ])('%i players -> %s', (count, band) => {
    expect(payoutBandFor(count)).toBe(band);
  });
});

describe('parsePayoutCurve', () => {
  it.each([
    ['50, 30, 20', [50, 30, 20]],
    ['60%,40%', [60, 40]],
    ['33.33,33.33,33.34', [33.33, 33.33, 33.34]],
    ['', []],
    ['  ', []],
  ])('%j -> %j', (text, curve) => {
    expect(parsePayoutCurve(text)).toEqual(curve);
  });

  it('keeps unreadable entries as NaN so validation reports them', () => {
    expect(parsePayoutCurve('60,,40')).toEqual([60, Number.NaN, 40]);
    expect(parsePayoutCurve('sixty,40')).toEqual([Number.NaN, 40]);
  });
});

describe('validatePayoutCurve', () => {
  it.each([[[60, 40]], [[50, 30, 20]], [[40, 30, 20, 10]], [[100]], [[33.33, 33.33, 33.34]], [[60, 40, 0]]])(
    '%j is valid',
    (curve) => {
      expect(validatePayoutCurve(curve)).toBeNull();
    },
  );

  it.each([
    [[60, 30], 'Payout percentages must add up to 100%'],
    [[60, 50], 'Payout percentages must add up to 100%'],
    [[], 'Enter at least one payout percentage'],
    [[Number.NaN, 40], 'Payout percentages must be numbers from 0 to 100 with at most 2 decimals'],
    [[-10, 110], 'Payout percentages must be numbers from 0 to 100 with at most 2 decimals'],
    [[33.333, 66.667], 'Payout percentages must be numbers from 0 to 100 with at most 2 decimals'],
  ])('%j -> %s', (curve, message) => {
    expect(validatePayoutCurve(curve)).toBe(message);
  });
});
