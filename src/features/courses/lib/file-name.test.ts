import { describe, expect, it } from 'vitest';
import { slugify, teeSetFileName } from './file-name';

describe('slugify', () => {
  it.each([
    ['Pebble Beach Golf Links', 'pebble-beach-golf-links'],
    ['  Oak Hills (Copy) ', 'oak-hills-copy'],
    ['Château Élan', 'chateau-elan'],
    ['Bob & Ray\'s', 'bob-and-ray-s'],
    ['Blue/White', 'blue-white'],
    ['***', 'untitled'],
  ])('%s → %s', (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });
});

describe('teeSetFileName', () => {
  it('joins the course and the tee label', () => {
    expect(teeSetFileName('Oak Hills CC', 'Blue', 'csv')).toBe('oak-hills-cc-blue-tees.csv');
  });
});
