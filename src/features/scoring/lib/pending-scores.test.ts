// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { allHoles } from '../test/fixtures';
import { addPending, applyPatch, clearPending, countPending, pendingScoresKey, readPending, removePending } from './pending-scores';

afterEach(() => window.localStorage.clear());

describe('pending scores', () => {
  it('queues hole patches per player under fairway.pending-scores.<matchId>', () => {
    addPending('m1', 'p1', { '0': 4, '1': 5 });
    addPending('m1', 'p1', { '1': 6, '2': null });
    addPending('m1', 'p2', { '17': 3 });
    expect(JSON.parse(window.localStorage.getItem(pendingScoresKey('m1')) ?? '{}')).toEqual({
      p1: { '0': 4, '1': 6, '2': null },
      p2: { '17': 3 },
    });
    expect(countPending(readPending('m1'))).toBe(4);
    expect(readPending('other')).toEqual({});
  });

  it('removes only the holes the server received, keeping later edits', () => {
    addPending('m1', 'p1', { '0': 4, '1': 5 });
    const sent = { '0': 4, '1': 5 };
    addPending('m1', 'p1', { '1': 7 });
    removePending('m1', 'p1', sent);
    expect(readPending('m1')).toEqual({ p1: { '1': 7 } });
    removePending('m1', 'p1', { '1': 7 });
    expect(window.localStorage.getItem(pendingScoresKey('m1'))).toBeNull();
  });

  it('ignores damaged storage and clears', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    window.localStorage.setItem(pendingScoresKey('m1'), '{"p1":{"0":44},"p2":{"3":4}}');
    expect(readPending('m1')).toEqual({ p2: { '3': 4 } });
    window.localStorage.setItem(pendingScoresKey('m1'), 'not json');
    expect(readPending('m1')).toEqual({});
    addPending('m1', 'p1', { '0': 4 });
    clearPending('m1');
    expect(readPending('m1')).toEqual({});
  });

  it('applies a patch over a card', () => {
    expect(applyPatch(allHoles(4), { '0': 3, '17': null })).toEqual([3, ...allHoles(4).slice(1, 17), null]);
  });
});
