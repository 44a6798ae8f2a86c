import { describe, expect, it } from 'vitest';
import type { TeeSheet, TeeSheetGroup } from '@/api/tee-sheet/get-tee-sheet';
import { entry } from '../test/fixtures';
import { chooseGroup, firstOpenHole, playOrder, scoreName, stepHole, tapScore } from './group-round';

const group = (id: string, number: number, playerIds: string[], marker: string | null, startHole: number | null = null): TeeSheetGroup => ({
  id,
  number,
  tee_time: startHole === null ? '08:00:00' : null,
  start_hole: startHole,
  marker_player_id: marker,
  flight: null,
  players: playerIds.map((player_id) => ({ player_id, name: player_id, league_index: null })),
});
const sheet: TeeSheet = {
  match_id: 'm1',
  start_mode: 'TEE_TIMES',
  start_time: '08:00:00',
  groups: [group('g1', 1, ['ann', 'mark', 'pia'], 'mark'), group('g2', 2, ['oscar', 'greta'], 'greta')],
  unplaced: [{ player_id: 'una', name: 'Una', league_index: null }],
};
const entries = ['ann', 'mark', 'pia', 'oscar', 'greta', 'una'].map((id) => entry(id, `Name ${id}`, { league_index: 10 }));
const choose = (viewerId: string | null, isAdmin = false, requestedGroupId: string | null = null) =>
  chooseGroup({ sheet, entries, isAdmin, viewerId, requestedGroupId });

describe('chooseGroup', () => {
  it("opens the marker's own group as its marker, with the entries' names and indexes in the sheet's order", () => {
    const choice = choose('mark');
    expect(choice?.group?.id).toBe('g1');
    expect(choice?.role).toBe('marker');
    expect(choice?.players).toEqual([
      { player_id: 'ann', name: 'Name ann', league_index: 10 },
      { player_id: 'mark', name: 'Name mark', league_index: 10 },
      { player_id: 'pia', name: 'Name pia', league_index: 10 },
    ]);
  });

  it('opens a player on their own group as a player, and another group (asked for) as a visitor', () => {
    expect(choose('ann')?.role).toBe('player');
    expect(choose('ann', false, 'g2')).toMatchObject({ group: { id: 'g2' }, role: 'visitor' });
  });

  it("opens an admin on the group they pick, else the first, as admin", () => {
    expect(choose(null, true)).toMatchObject({ group: { id: 'g1' }, role: 'admin' });
    expect(choose(null, true, 'g2')).toMatchObject({ group: { id: 'g2' }, role: 'admin' });
  });

  it('lets an entrant not placed yet score their own card alone; nobody else gets a group', () => {
    expect(choose('una')).toEqual({ group: null, players: [{ player_id: 'una', name: 'Name una', league_index: 10 }], role: 'player' });
    expect(choose(null)).toBeNull();
    expect(choose('stranger')).toBeNull();
  });

  it('is not the marker who was moved out of the group', () => {
    const moved: TeeSheet = { ...sheet, groups: [group('g1', 1, ['ann', 'pia'], 'mark'), group('g2', 2, ['mark'], null)] };
    expect(chooseGroup({ sheet: moved, entries, isAdmin: false, viewerId: 'mark', requestedGroupId: 'g1' })?.role).toBe('visitor');
  });
});

describe('playing order', () => {
  it('runs 1 to 18 with tee times, and from the shotgun hole round to the one before it', () => {
    expect(playOrder(null)).toEqual(Array.from({ length: 18 }, (_, i) => i));
    expect(playOrder(10).map((i) => i + 1)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('steps forward and back, wrapping', () => {
    const order = playOrder(10);
    expect(stepHole(order, 17, 1)).toBe(0);
    expect(stepHole(order, 9, -1)).toBe(8);
    expect(stepHole(order, 8, 1)).toBe(9);
  });

  it('opens on the first hole in playing order that someone has no score on', () => {
    const order = playOrder(10);
    const done = Array.from({ length: 18 }, () => 4);
    expect(firstOpenHole(order, [done, done])).toBe(9);
    const partly = done.map((s, i) => (i === 12 ? null : s));
    expect(firstOpenHole(order, [done, partly])).toBe(12);
    expect(firstOpenHole(playOrder(null), [Array.from({ length: 18 }, () => null)])).toBe(0);
  });
});

describe('tapScore', () => {
  it('makes par in one tap, and a birdie or a bogey in one tap on an empty hole', () => {
    expect(tapScore(null, 4, 'par')).toBe(4);
    expect(tapScore(null, 4, 'minus')).toBe(3);
    expect(tapScore(null, 4, 'plus')).toBe(5);
  });

  it('steps a score one at a time and sets par again', () => {
    expect(tapScore(5, 4, 'plus')).toBe(6);
    expect(tapScore(5, 4, 'minus')).toBe(4);
    expect(tapScore(7, 4, 'par')).toBe(4);
  });

  it('never leaves 1–12', () => {
    expect(tapScore(1, 3, 'minus')).toBe(1);
    expect(tapScore(12, 5, 'plus')).toBe(12);
  });

  it('names the score', () => {
    expect([scoreName(1, 3), scoreName(3, 5), scoreName(3, 4), scoreName(4, 4), scoreName(5, 4), scoreName(6, 4), scoreName(8, 4)]).toEqual([
      'Hole in one',
      'Eagle',
      'Birdie',
      'Par',
      'Bogey',
      'Double bogey',
      '+4',
    ]);
  });
});
