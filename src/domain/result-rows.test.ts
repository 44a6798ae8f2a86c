import { describe, expect, it } from 'vitest';
import { resultRowsFromScore } from './result-rows';
import { scoreMatch } from './score-match';
import { card, game, match, player } from './test-support';

describe('resultRowsFromScore', () => {
  it('makes one row per player per game straight from the engine, with its summary and explanation', () => {
    const players = [player('a', card({ 1: 3 })), player('b', card()), player('c', card({ 2: 5 }))];
    const score = scoreMatch(match(players, [game('STB_V2', 1000, ['a', 'b', 'c']), game('SKINS_GROSS', 500, ['a', 'b'])]));
    const rows = resultRowsFromScore(score);
    expect(rows).toHaveLength(5);
    const stb = rows.filter((r) => r.game_code === 'STB_V2');
    expect(stb.map((r) => [r.player_id, r.position, r.payout_cents])).toEqual([
      ['a', 1, 1800],
      ['b', 2, 1200],
      ['c', 3, 0],
    ]);
    expect(stb[0]).toMatchObject({ points: 38, skins_won: 0, notes: score.games[0]?.results[0]?.summary, explanation: { kind: 'place' } });
    expect(rows.find((r) => r.game_code === 'SKINS_GROSS' && r.player_id === 'a')).toMatchObject({ skins_won: 1, payout_cents: 1000 });
  });
});
