import { describe, expect, it } from 'vitest';
import type { TeeSheet } from '@/api/tee-sheet/get-tee-sheet';
import type { DraftGroup } from './auto-build';
import { addGroup, draftFromSheet, draftProblems, entrantsOf, movePlayer, sameAsSaved, toSavePayload, UNPLACED, unplacedIds, withEntrants } from './draft';

const p = (id: string, index: number | null = 10) => ({ player_id: id, name: `Player ${id}`, league_index: index });

const sheet: TeeSheet = {
  match_id: 'm',
  start_mode: 'TEE_TIMES',
  start_time: '08:00:00',
  groups: [
    { id: 'g1', number: 1, tee_time: '08:00:00', start_hole: null, marker_player_id: 'a', flight: 'A', players: [p('a'), p('b'), p('c'), p('d')] },
    { id: 'g2', number: 2, tee_time: '08:10:00', start_hole: null, marker_player_id: 'e', flight: null, players: [p('e'), p('f', null)] },
  ],
  unplaced: [p('g')],
};

const group = (key: string, playerIds: string[], extra: Partial<DraftGroup> = {}): DraftGroup => ({
  key, teeTime: '08:00', startHole: null, markerId: playerIds[0] ?? null, flight: null, playerIds, ...extra,
});

describe('the draft', () => {
  it('starts from the saved sheet, equal to it', () => {
    const draft = draftFromSheet(sheet);
    expect(draft.map((g) => [g.key, g.teeTime, g.markerId, g.playerIds.length])).toEqual([
      ['g1', '08:00', 'a', 4],
      ['g2', '08:10', 'e', 2],
    ]);
    expect(sameAsSaved(draft, sheet)).toBe(true);
    expect(unplacedIds(draft, entrantsOf(sheet))).toEqual(['g']);
  });

  it('moves a player; the marker follows when the marker leaves', () => {
    const moved = movePlayer(draftFromSheet(sheet), 'a', 'g2');
    expect(moved?.map((g) => [g.playerIds, g.markerId])).toEqual([
      [['b', 'c', 'd'], 'b'],
      [['e', 'f', 'a'], 'e'],
    ]);
    expect(moved && sameAsSaved(moved, sheet)).toBe(false);
    const out = movePlayer(draftFromSheet(sheet), 'e', UNPLACED);
    expect(out?.[1]).toMatchObject({ playerIds: ['f'], markerId: 'f' });
  });

  it('refuses a sixth player in a group', () => {
    const full = [group('x', ['a', 'b', 'c', 'd', 'e']), group('y', ['f'])];
    expect(movePlayer(full, 'f', 'x')).toBeNull();
  });

  it('drops players who withdrew since the draft was made', () => {
    const entrants = new Map([['a', 1], ['b', 1]]);
    expect(withEntrants([group('x', ['a', 'z', 'b'], { markerId: 'z' })], entrants)).toEqual([group('x', ['a', 'b'], { markerId: null })]);
  });

  it('adds a group at the sheet’s interval, or on the next free shotgun hole', () => {
    expect(addGroup(draftFromSheet(sheet), 'TEE_TIMES', '08:00:00').at(-1)).toMatchObject({ teeTime: '08:20', playerIds: [] });
    expect(addGroup([], 'TEE_TIMES', '07:30:00')[0]).toMatchObject({ teeTime: '07:30' });
    const shotgun = [group('x', ['a'], { teeTime: null, startHole: 1 }), group('y', ['b'], { teeTime: null, startHole: 2 })];
    expect(addGroup(shotgun, 'SHOTGUN', '08:00:00').at(-1)).toMatchObject({ teeTime: null, startHole: 3 });
  });

  it('names what keeps it from being saved, and sends only groups with players', () => {
    const draft = [group('x', ['a', 'b', 'c', 'd', 'e', 'f']), group('empty', []), group('y', ['g'], { teeTime: null, markerId: 'a' })];
    expect(draftProblems(draft, 'TEE_TIMES')).toEqual([
      'Group 1 has 6 players: a group has at most 5 players',
      'Group 2 needs a tee time',
      'Group 2: the marker must play in the group',
    ]);
    expect(toSavePayload(draft, 'TEE_TIMES').map((g) => g.player_ids.length)).toEqual([6, 1]);
    expect(toSavePayload([group('s', ['a'], { teeTime: '08:00', startHole: 4 })], 'SHOTGUN')).toEqual([
      { player_ids: ['a'], tee_time: null, start_hole: 4, marker_player_id: 'a', flight: null },
    ]);
  });
});
