// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MatchScorecard } from '@/api/matches/get-match-detail';
import { MATCH_FINALIZED_MESSAGE } from '@/domain/scorecard';
import { addPending, readPending } from './pending-scores';
import { drainPendingHoles, pendingByHole, type HoleScore, type HoleServer } from './score-queue';

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

const NOT_MARKER = 'Only the player, their marker or an admin can change this card';

/** A server storing holes per player; a player in `refuse` is refused (the whole call, as the RPC is all or nothing). */
function fakeServer({ refuse = {} as Record<string, Error>, down = false } = {}) {
  const stored = new Map<string, (number | null)[]>();
  const saveHole = vi.fn(async (_matchId: string, hole: number, scores: HoleScore[]): Promise<MatchScorecard[]> => {
    if (down) throw new TypeError('Failed to fetch');
    const refusal = scores.map((s) => refuse[s.player_id]).find(Boolean);
    if (refusal) throw refusal;
    return scores.map((score) => {
      const holes = stored.get(score.player_id) ?? Array.from({ length: 18 }, () => null);
      holes[hole - 1] = score.strokes;
      stored.set(score.player_id, holes);
      return { player_id: score.player_id, holes: [...holes], gross_total: null, attested_at: null, updated_at: '2026-11-29T10:00:00Z' };
    });
  });
  const server: HoleServer = { saveHole, onSaved: vi.fn() };
  return { server, saveHole, stored };
}

describe('the hole-by-hole score queue', () => {
  it('regroups the queue by hole, in hole order', () => {
    expect(pendingByHole({ p1: { '3': 5, '0': 4 }, p2: { '0': null } })).toEqual(
      new Map([
        [0, [{ player_id: 'p1', strokes: 4 }, { player_id: 'p2', strokes: null }]],
        [3, [{ player_id: 'p1', strokes: 5 }]],
      ]),
    );
  });

  it('sends one call per hole for the whole group and empties the queue', async () => {
    const { server, saveHole, stored } = fakeServer();
    for (const [player, strokes] of [['p1', 4], ['p2', 5], ['p3', 3], ['p4', 6]] as const) addPending('m1', player, { '0': strokes });
    addPending('m1', 'p1', { '1': 5 });
    const report = await drainPendingHoles('m1', server);
    expect(saveHole).toHaveBeenCalledTimes(2);
    expect(saveHole).toHaveBeenNthCalledWith(1, 'm1', 1, [
      { player_id: 'p1', strokes: 4 },
      { player_id: 'p2', strokes: 5 },
      { player_id: 'p3', strokes: 3 },
      { player_id: 'p4', strokes: 6 },
    ]);
    expect(saveHole).toHaveBeenNthCalledWith(2, 'm1', 2, [{ player_id: 'p1', strokes: 5 }]);
    expect(report).toEqual({ saved: ['p1', 'p2', 'p3', 'p4'], failed: [], finalized: false, offline: false });
    expect(stored.get('p1')?.slice(0, 2)).toEqual([4, 5]);
    expect(server.onSaved).toHaveBeenCalledTimes(5);
    expect(readPending('m1')).toEqual({});
  });

  it('keeps every hole queued offline, and sends each exactly once when back, even with two syncs at once', async () => {
    const { server, saveHole } = fakeServer();
    addPending('m1', 'p1', { '4': 4, '5': 3, '6': 5 });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect((await drainPendingHoles('m1', server)).offline).toBe(true);
    expect(saveHole).not.toHaveBeenCalled();
    expect(readPending('m1')).toEqual({ p1: { '4': 4, '5': 3, '6': 5 } });
    online.mockReturnValue(true);
    await Promise.all([drainPendingHoles('m1', server), drainPendingHoles('m1', server)]);
    expect(saveHole.mock.calls.map(([, hole]) => hole)).toEqual([5, 6, 7]);
  });

  it('keeps a hole queued when the request never reached the server', async () => {
    const { server } = fakeServer({ down: true });
    addPending('m1', 'p1', { '0': 5 });
    expect((await drainPendingHoles('m1', server)).offline).toBe(true);
    expect(readPending('m1')).toEqual({ p1: { '0': 5 } });
  });

  it('keeps a score typed again while its hole was being sent', async () => {
    const { server, saveHole } = fakeServer();
    addPending('m1', 'p1', { '0': 5 });
    saveHole.mockImplementationOnce(async (_m, _h, scores) => {
      addPending('m1', 'p1', { '0': 6 });
      return scores.map((s) => ({ player_id: s.player_id, holes: [], gross_total: null, attested_at: null, updated_at: '' }));
    });
    await drainPendingHoles('m1', server);
    expect(readPending('m1')).toEqual({ p1: { '0': 6 } });
  });

  it('saves the rest of the hole when one player is refused, and reports that one', async () => {
    const { server, saveHole, stored } = fakeServer({ refuse: { p9: new Error(NOT_MARKER) } });
    addPending('m1', 'p1', { '2': 4 });
    addPending('m1', 'p9', { '2': 5 });
    addPending('m1', 'p2', { '2': 6 });
    const report = await drainPendingHoles('m1', server);
    expect(saveHole).toHaveBeenCalledTimes(4); // the group, then each player alone
    expect(report.saved).toEqual(['p1', 'p2']);
    expect(report.failed).toEqual([{ playerId: 'p9', patch: { '2': 5 }, message: NOT_MARKER }]);
    expect(stored.get('p2')?.[2]).toBe(6);
    expect(readPending('m1')).toEqual({});
  });

  it('drops the queue once the match is final: the server wins', async () => {
    const { server } = fakeServer({ refuse: { p1: new Error(MATCH_FINALIZED_MESSAGE) } });
    addPending('m1', 'p1', { '0': 9, '1': 4 });
    const report = await drainPendingHoles('m1', server);
    expect(report.finalized).toBe(true);
    expect(readPending('m1')).toEqual({});
  });
});
