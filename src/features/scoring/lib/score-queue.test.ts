// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MatchScorecard } from '@/api/matches/get-match-detail';
import { readPending } from './pending-scores';
import { drainPendingScores, FINALIZED_MESSAGE, queueScores, type ScoreServer } from './score-queue';

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

const blank = () => Array.from({ length: 18 }, () => null as number | null);
const card = (playerId: string, holes: (number | null)[]): MatchScorecard => ({
  player_id: playerId,
  holes,
  gross_total: null,
  attested_at: null,
  updated_at: '2026-11-25T10:00:00Z',
});

/** A server holding p1's card with hole 1 = 4; `refuse` answers an error for a player. */
function fakeServer({ isFinal = false, refuse = {} as Record<string, Error> } = {}) {
  const stored = new Map<string, (number | null)[]>([['p1', [4, ...blank().slice(1)]]]);
  const upsert = vi.fn(async (_matchId: string, playerId: string, holes: (number | null)[]) => {
    const refusal = refuse[playerId];
    if (refusal) throw refusal;
    stored.set(playerId, holes);
    return card(playerId, holes);
  });
  const server: ScoreServer = {
    currentCards: async () => ({ is_final: isFinal, scorecards: [...stored].map(([id, holes]) => card(id, holes)) }),
    upsert,
    onSaved: vi.fn(),
  };
  return { server, upsert, stored };
}

describe('the offline score queue', () => {
  it('merges the queued holes into the server card and empties the queue', async () => {
    const { server, stored } = fakeServer();
    queueScores('m1', { p1: { '1': 5 }, p2: { '0': 3 } });
    const report = await drainPendingScores('m1', server);
    expect(report).toEqual({ saved: ['p1', 'p2'], failed: [], finalized: false, offline: false });
    expect(stored.get('p1')?.slice(0, 3)).toEqual([4, 5, null]);
    expect(stored.get('p2')?.[0]).toBe(3);
    expect(server.onSaved).toHaveBeenCalledTimes(2);
    expect(readPending('m1')).toEqual({});
  });

  it('keeps everything queued while offline, and sends each hole once when back', async () => {
    const { server, upsert } = fakeServer();
    queueScores('m1', { p1: { '2': 6 } });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect((await drainPendingScores('m1', server)).offline).toBe(true);
    expect(upsert).not.toHaveBeenCalled();
    expect(readPending('m1')).toEqual({ p1: { '2': 6 } });
    online.mockReturnValue(true);
    await Promise.all([drainPendingScores('m1', server), drainPendingScores('m1', server)]);
    expect(upsert).toHaveBeenCalledTimes(1);
  });

  it('keeps a card queued when the request never reached the server', async () => {
    const { server } = fakeServer({ refuse: { p1: new TypeError('Failed to fetch') } });
    queueScores('m1', { p1: { '0': 5 } });
    expect((await drainPendingScores('m1', server)).offline).toBe(true);
    expect(readPending('m1')).toEqual({ p1: { '0': 5 } });
  });

  it('drops the queue once the match is final, keeping the official card', async () => {
    const { server, upsert } = fakeServer({ isFinal: true });
    queueScores('m1', { p1: { '0': 9 } });
    expect((await drainPendingScores('m1', server)).finalized).toBe(true);
    expect(upsert).not.toHaveBeenCalled();
    expect(readPending('m1')).toEqual({});

    const refused = fakeServer({ refuse: { p1: new Error(FINALIZED_MESSAGE) } });
    queueScores('m1', { p1: { '0': 9 } });
    expect((await drainPendingScores('m1', refused.server)).finalized).toBe(true);
    expect(readPending('m1')).toEqual({});
  });

  it('reports a refused card with its edits and stops retrying it', async () => {
    const { server } = fakeServer({ refuse: { p2: new Error('Player is not entered in this match') } });
    queueScores('m1', { p1: { '0': 5 }, p2: { '0': 3 } });
    const report = await drainPendingScores('m1', server);
    expect(report.saved).toEqual(['p1']);
    expect(report.failed).toEqual([{ playerId: 'p2', patch: { '0': 3 }, message: 'Player is not entered in this match' }]);
    expect(readPending('m1')).toEqual({});
  });
});
