import { describe, expect, it } from 'vitest';
import type { RecentResult } from '../api/get-player-full-details';
import { groupRecentResults } from './group-recent-results';

const result = (matchId: string, gameCode: string, payoutCents: number): RecentResult => ({
  date: matchId === 'm1' ? '2026-11-21' : '2026-11-07',
  matchId,
  matchName: matchId === 'm1' ? 'Pine Hollow Shootout' : 'Cedar Ridge Medal',
  gameCode,
  points: null,
  skinsWon: null,
  position: null,
  payoutCents,
  explanation: null,
});

describe('groupRecentResults', () => {
  it('makes one entry per match with its games and their total payout, in the order received', () => {
    const grouped = groupRecentResults([result('m1', 'NASSAU', 0), result('m1', 'SKINS_GROSS', 1500), result('m1', 'STB_V2', 2000), result('m2', 'STB_V2', 500)]);
    expect(grouped.map((match) => [match.matchName, match.games.map((game) => game.gameCode), match.payoutCents])).toEqual([
      ['Pine Hollow Shootout', ['NASSAU', 'SKINS_GROSS', 'STB_V2'], 3500],
      ['Cedar Ridge Medal', ['STB_V2'], 500],
    ]);
  });

  it('is empty without results', () => {
    expect(groupRecentResults([])).toEqual([]);
  });
});
