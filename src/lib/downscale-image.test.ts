import { describe, expect, it } from 'vitest';
import { fitWithin } from './downscale-image';

describe('fitWithin', () => {
  it('shrinks a portrait phone photo to the longest edge, keeping its shape', () => {
    expect(fitWithin(3024, 4032, 1600)).toEqual({ width: 1200, height: 1600 });
  });
  it('shrinks a landscape photo by its width', () => {
    expect(fitWithin(4000, 3000, 1600)).toEqual({ width: 1600, height: 1200 });
  });
  it('never enlarges a small photo', () => {
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 });
  });
  it('keeps at least one pixel on each side', () => {
    expect(fitWithin(10000, 2, 1600)).toEqual({ width: 1600, height: 1 });
  });
});
