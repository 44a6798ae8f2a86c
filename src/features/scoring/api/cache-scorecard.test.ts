import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { MatchScorecardsPoll } from '@/api/matches/get-match-scorecards';
import { matchKeys } from '@/api/matches/keys';
import { scorecardKeys } from '@/api/scorecards/keys';
import { cacheScorecard } from './save-scorecards';

vi.mock('@/lib/supabase', () => ({ supabase: { rpc: vi.fn(), from: vi.fn() }, unwrap: vi.fn() }));

describe('a saved card reaches the attest prompts at once', () => {
  it("puts the card in the match's scorecards poll (the match page's prompt) and marks the home's list stale", () => {
    const queryClient = new QueryClient();
    const poll: MatchScorecardsPoll = { is_final: false, entries_count: 1, entries_latest_at: null, scorecards: [] };
    queryClient.setQueryData(matchKeys.scorecards('m-1'), poll);
    queryClient.setQueryData(scorecardKeys.toAttest('ann'), []);
    const card = { player_id: 'ann', holes: Array<number>(18).fill(4), gross_total: 72, updated_at: 'now', attested_at: null };

    cacheScorecard(queryClient, 'm-1', card);

    expect(queryClient.getQueryData<MatchScorecardsPoll>(matchKeys.scorecards('m-1'))?.scorecards).toEqual([card]);
    expect(queryClient.getQueryState(scorecardKeys.toAttest('ann'))?.isInvalidated).toBe(true);
  });
});
