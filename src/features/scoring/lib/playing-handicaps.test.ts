import { describe, expect, it } from 'vitest';
import { scoreMatch } from '@/domain/score-match';
import { card, game, match, player } from '@/domain/test-support';
import { playingHandicapLines } from './playing-handicaps';

const ann = player('ann', card({}, 5), 16.8);
const newcomer = player('new', card({}, 5), null);
const games = [game('STB_V2', 1000, ['ann', 'new']), game('STROKE_PLAY', 1000, ['ann', 'new']), game('SKINS_GROSS', 500, ['ann', 'new'])];

describe('playingHandicapLines', () => {
  it('one line per net game when an allowance is below 100 %', () => {
    const score = scoreMatch(match([ann, newcomer], games, { settings: { allowanceByGame: { STB_V2: 100, STROKE_PLAY: 90 } } }));
    // 16.8 → 17 at 100 %; 16.8 × 0.9 = 15.12 → 15 (rounded once).
    expect(playingHandicapLines(score, 'ann')).toEqual([
      'Playing handicap 17 (100 % of 17) for Stableford v2',
      'Playing handicap 15 (90 % of 17) for Stroke Play',
    ]);
    expect(playingHandicapLines(score, 'new')).toEqual([]);
  });

  it('nothing when every game plays the full handicap', () => {
    const score = scoreMatch(match([ann, newcomer], games));
    expect(playingHandicapLines(score, 'ann')).toEqual([]);
  });
});
