import { describe, expect, it } from 'vitest';
import { parseAllowanceByGame, scoringSettingsFrom } from './engine-input';
import { scoreMatch } from './score-match';
import { card, game, match, player } from './test-support';
import type { MatchInput, ScoredGame } from './types';

// Rating = par and slope 113: course handicap = round(index).
// Ann: index 20, 5 on every hole (90); Bob: index 10, 5 on holes 1–10 and 4 on the rest (82).
const ann = player('ann', card({}, 5), 20);
const bob = player('bob', card({ 1: 5, 2: 5, 3: 5, 4: 5, 5: 5, 6: 5, 7: 5, 8: 5, 9: 5, 10: 5 }), 10);
const both = ['ann', 'bob'];

function scored(settings: MatchInput['settings']) {
  return scoreMatch(match([ann, bob], [game('STB_V2', 1000, both), game('STROKE_PLAY', 1000, both), game('SKINS_NET', 1000, both)], { settings }));
}
const gameOf = (score: ReturnType<typeof scored>, code: ScoredGame['code']) => {
  const g = score.games.find((x) => x.code === code);
  if (!g) throw new Error(`no ${code}`);
  return g;
};
const winner = (g: ScoredGame) => g.results.find((r) => r.position === 1)?.playerId;

describe('handicap allowance per game', () => {
  it('every game uses the league-wide allowance when none is set per game', () => {
    const score = scored({ allowancePct: 100 });
    expect(score.games.map((g) => g.allowancePct)).toEqual([100, 100, 100]);
    expect(gameOf(score, 'STROKE_PLAY').handicaps).toEqual([
      { playerId: 'ann', courseHandicap: 20, playingHandicap: 20, noIndex: false },
      { playerId: 'bob', courseHandicap: 10, playingHandicap: 10, noIndex: false },
    ]);
    // Net: Ann 90 − 20 = 70, Bob 82 − 10 = 72.
    expect(winner(gameOf(score, 'STROKE_PLAY'))).toBe('ann');
  });

  it('one match, three allowances: Stableford 100%, stroke play 50%, net skins 90%', () => {
    const score = scored({ allowancePct: 100, allowanceByGame: { STB_V2: 100, STROKE_PLAY: 50, SKINS_NET: 90 } });
    const stroke = gameOf(score, 'STROKE_PLAY');
    expect(stroke.allowancePct).toBe(50);
    expect(stroke.handicaps.map((h) => [h.playerId, h.playingHandicap, h.courseHandicap])).toEqual([
      ['ann', 10, 20],
      ['bob', 5, 10],
    ]);
    // Net at 50%: Ann 90 − 10 = 80, Bob 82 − 5 = 77: the allowance changes the winner.
    expect(winner(stroke)).toBe('bob');
    expect(stroke.results.map((r) => [r.playerId, r.explanation.kind === 'place' ? r.explanation.score : null])).toEqual([
      ['bob', 77],
      ['ann', 80],
    ]);
    // Stableford at 100%: Ann nets birdies on stroke indexes 1–2 and par elsewhere; Bob nets par everywhere.
    const stb = gameOf(score, 'STB_V2');
    expect(stb.allowancePct).toBe(100);
    expect(winner(stb)).toBe('ann');
    expect(gameOf(score, 'SKINS_NET').handicaps.map((h) => h.playingHandicap)).toEqual([18, 9]);
    // The card and the leaderboard are the Stableford game's.
    expect(score.players.map((p) => p.courseHandicap)).toEqual([20, 10]);
    expect(score.leaderboard[0]?.playerId).toBe('ann');
  });

  it('the card follows the Stableford allowance', () => {
    const score = scored({ allowancePct: 100, allowanceByGame: { STB_V2: 80 } });
    expect(score.players.map((p) => p.courseHandicap)).toEqual([16, 8]);
    expect(gameOf(score, 'STROKE_PLAY').allowancePct).toBe(100);
    expect(score.players[0]?.strokes.reduce((a, b) => a + b, 0)).toBe(16);
  });

  it('refuses an allowance outside 0–100 or not whole', () => {
    expect(() => scored({ allowanceByGame: { STROKE_PLAY: 101 } })).toThrow('Handicap allowance for STROKE_PLAY must be a whole number from 0 to 100%');
    expect(() => scored({ allowanceByGame: { NASSAU: 92.5 } })).toThrow('Handicap allowance for NASSAU must be a whole number from 0 to 100%');
  });

  it('reads the setting from get_public_settings().extra', () => {
    expect(parseAllowanceByGame('{"STROKE_PLAY": 90, "BINGO": 5}')).toEqual({ STROKE_PLAY: 90 });
    expect(parseAllowanceByGame(undefined)).toEqual({});
    expect(parseAllowanceByGame('not json')).toEqual({});
    const settings = scoringSettingsFrom({
      stablefordTable: 'MODIFIED_V2',
      allowancePct: '100',
      payoutCurves: { small: '60,40', medium: '50,30,20', large: '40,30,20,10' },
      extra: { allowanceByGame: '{"STB_V2": 100, "STROKE_PLAY": 90}' },
    });
    expect(settings.allowanceByGame).toEqual({ STB_V2: 100, STROKE_PLAY: 90 });
  });
});
