// The tee sheet being edited: the saved sheet as draft groups, moves between groups, the problems that
// keep it from being saved, and the payload of rpc save_tee_sheet.
import type { TeeSheet, TeeSheetPlayer } from '@/api/tee-sheet/get-tee-sheet';
import { addMinutes, MAX_GROUP_SIZE, type DraftGroup } from './auto-build';

export type StartMode = TeeSheet['start_mode'];

/** Every entrant of the sheet, placed or not, by id. */
export function entrantsOf(sheet: TeeSheet): Map<string, TeeSheetPlayer> {
  return new Map([...sheet.groups.flatMap((group) => group.players), ...sheet.unplaced].map((player) => [player.player_id, player]));
}

export function draftFromSheet(sheet: TeeSheet): DraftGroup[] {
  return sheet.groups.map((group) => ({
    key: group.id,
    teeTime: group.tee_time ? group.tee_time.slice(0, 5) : null,
    startHole: group.start_hole,
    markerId: group.marker_player_id,
    flight: group.flight,
    playerIds: group.players.map((player) => player.player_id),
  }));
}

/** The draft without players who have left the match since it was made. */
export function withEntrants(groups: DraftGroup[], entrants: Map<string, unknown>): DraftGroup[] {
  return groups.map((group) => {
    const playerIds = group.playerIds.filter((id) => entrants.has(id));
    return { ...group, playerIds, markerId: group.markerId && playerIds.includes(group.markerId) ? group.markerId : null };
  });
}

export function unplacedIds(groups: DraftGroup[], entrants: Map<string, unknown>): string[] {
  const placed = new Set(groups.flatMap((group) => group.playerIds));
  return [...entrants.keys()].filter((id) => !placed.has(id));
}

export const UNPLACED = 'unplaced';

/** Moves a player to a group (by key) or out of every group; null when the group is full. */
export function movePlayer(groups: DraftGroup[], playerId: string, target: string): DraftGroup[] | null {
  const destination = groups.find((group) => group.key === target);
  if (destination && !destination.playerIds.includes(playerId) && destination.playerIds.length >= MAX_GROUP_SIZE) return null;
  return groups.map((group) => {
    if (group.key === target) {
      if (group.playerIds.includes(playerId)) return group;
      return { ...group, playerIds: [...group.playerIds, playerId], markerId: group.markerId ?? playerId };
    }
    if (!group.playerIds.includes(playerId)) return group;
    const playerIds = group.playerIds.filter((id) => id !== playerId);
    return { ...group, playerIds, markerId: group.markerId === playerId ? (playerIds[0] ?? null) : group.markerId };
  });
}

/** Keys of groups not saved yet: unique for the page's lifetime, which is all a draft needs. */
let newGroupCount = 0;

/** A new empty group after the last: the next tee time at the sheet's interval (10 minutes by default), or the next hole. */
export function addGroup(groups: DraftGroup[], mode: StartMode, startTime: string): DraftGroup[] {
  const last = groups.at(-1);
  const before = groups.at(-2);
  const key = `new-${(newGroupCount += 1)}`;
  if (mode === 'SHOTGUN') {
    const used = new Set(groups.map((group) => group.startHole));
    const hole = Array.from({ length: 18 }, (_, i) => i + 1).find((h) => !used.has(h)) ?? last?.startHole ?? 1;
    return [...groups, { key, teeTime: null, startHole: hole, markerId: null, flight: null, playerIds: [] }];
  }
  const minutes = (time: string | null | undefined) => (time ? Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) : null);
  const gap = minutes(last?.teeTime) !== null && minutes(before?.teeTime) !== null ? (minutes(last?.teeTime) ?? 0) - (minutes(before?.teeTime) ?? 0) : 10;
  const teeTime = last?.teeTime ? (addMinutes(last.teeTime, gap > 0 ? gap : 10) ?? last.teeTime) : startTime.slice(0, 5);
  return [...groups, { key, teeTime, startHole: null, markerId: null, flight: last?.flight ?? null, playerIds: [] }];
}

export function updateGroup(groups: DraftGroup[], key: string, change: Partial<Omit<DraftGroup, 'key' | 'playerIds'>>): DraftGroup[] {
  return groups.map((group) => (group.key === key ? { ...group, ...change } : group));
}

export function removeGroup(groups: DraftGroup[], key: string): DraftGroup[] {
  return groups.filter((group) => group.key !== key);
}

/** What keeps the draft from being saved, in the words the server would use (it checks again). */
export function draftProblems(groups: DraftGroup[], mode: StartMode): string[] {
  const problems: string[] = [];
  groups
    .filter((group) => group.playerIds.length > 0)
    .forEach((group, i) => {
      const number = i + 1;
      if (group.playerIds.length > MAX_GROUP_SIZE) problems.push(`Group ${number} has ${group.playerIds.length} players: a group has at most 5 players`);
      if (mode === 'TEE_TIMES' && !/^\d{2}:\d{2}$/.test(group.teeTime ?? '')) problems.push(`Group ${number} needs a tee time`);
      if (mode === 'SHOTGUN' && !(group.startHole && group.startHole >= 1 && group.startHole <= 18)) problems.push(`Group ${number} needs a starting hole from 1 to 18`);
      if (group.markerId && !group.playerIds.includes(group.markerId)) problems.push(`Group ${number}: the marker must play in the group`);
    });
  return problems;
}

export type SaveGroup = {
  player_ids: string[];
  tee_time: string | null;
  start_hole: number | null;
  marker_player_id: string | null;
  flight: string | null;
};

/** The groups with players, in order (empty ones are dropped; the server numbers them 1, 2, …). */
export function toSavePayload(groups: DraftGroup[], mode: StartMode): SaveGroup[] {
  return groups
    .filter((group) => group.playerIds.length > 0)
    .map((group) => ({
      player_ids: group.playerIds,
      tee_time: mode === 'TEE_TIMES' ? group.teeTime : null,
      start_hole: mode === 'SHOTGUN' ? group.startHole : null,
      marker_player_id: group.markerId,
      flight: group.flight,
    }));
}

/** True when the draft says the same as the saved sheet. */
export function sameAsSaved(groups: DraftGroup[], sheet: TeeSheet): boolean {
  return JSON.stringify(toSavePayload(groups, sheet.start_mode)) === JSON.stringify(toSavePayload(draftFromSheet(sheet), sheet.start_mode));
}
