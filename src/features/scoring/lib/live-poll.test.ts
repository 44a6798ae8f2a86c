import { describe, expect, it } from 'vitest';
import type { MatchDetail, MatchScorecard } from '@/api/matches/get-match-detail';
import type { MatchScorecardsPoll } from '@/api/matches/get-match-scorecards';
import { entriesChanged, mergeScorecards } from './live-poll';

const holes = (first: number | null): (number | null)[] => [first, ...Array<number | null>(17).fill(null)];
const card = (player_id: string, first: number | null, updated_at: string): MatchScorecard => ({
  player_id,
  holes: holes(first),
  gross_total: first,
  updated_at,
  attested_at: null,
});
const detailWith = (scorecards: MatchScorecard[]) =>
  ({ entries_count: 1, entries_latest_at: '2026-11-20T10:00:00.123456+00:00', scorecards }) as unknown as MatchDetail;
const poll = (over: Partial<MatchScorecardsPoll>): MatchScorecardsPoll => ({
  is_final: false,
  scorecards: [],
  entries_count: 1,
  entries_latest_at: '2026-11-20T10:00:00.123456+00:00',
  ...over,
});

describe('mergeScorecards', () => {
  it('takes newer cards from the poll and adds cards it did not have', () => {
    const detail = detailWith([card('ann', 4, '2026-11-25T10:00:00Z')]);
    const merged = mergeScorecards(detail, [card('ann', 5, '2026-11-25T10:01:00Z'), card('bob', 3, '2026-11-25T10:00:30Z')]);
    expect(merged.scorecards.find((c) => c.player_id === 'ann')?.holes[0]).toBe(5);
    expect(merged.scorecards.find((c) => c.player_id === 'bob')?.holes[0]).toBe(3);
  });

  it('keeps a card saved here more recently than the poll answer, and returns the same object when nothing is newer', () => {
    const detail = detailWith([card('ann', 6, '2026-11-25T10:02:00Z')]);
    const merged = mergeScorecards(detail, [card('ann', 5, '2026-11-25T10:01:00Z')]);
    expect(merged).toBe(detail);
  });
});

describe('entriesChanged', () => {
  it('is false when the count and the latest entry time match (microseconds ignored the same on both sides)', () => {
    expect(entriesChanged(detailWith([]), poll({}))).toBe(false);
  });
  it('notices a new entrant and a removed one', () => {
    expect(entriesChanged(detailWith([]), poll({ entries_count: 2, entries_latest_at: '2026-11-25T10:00:00Z' }))).toBe(true);
    expect(entriesChanged(detailWith([]), poll({ entries_count: 0, entries_latest_at: null }))).toBe(true);
  });
  it('notices a swap (one left, another joined)', () => {
    expect(entriesChanged(detailWith([]), poll({ entries_latest_at: '2026-11-25T10:00:00Z' }))).toBe(true);
  });
});
