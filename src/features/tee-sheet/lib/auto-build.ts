// Automatic tee sheets (issue #16 item 1): groups as even as the group size allows, filled by handicap
// (low index first, players without a league index last, flights A, B, … over consecutive groups), at
// random, or keeping requested partners together; tee times at an interval or shotgun holes in turn.
// A team of two (team games: match_teams) is one unit whatever the method: the database refuses a
// tee sheet that splits a team ('A team plays in one group'), so the builder never produces one.
// Pure: the caller passes the random source, and the result is a draft the admin reviews and saves.

export type BuildMethod = 'HANDICAP' | 'RANDOM' | 'PARTNERS';

export type BuildPlayer = {
  id: string;
  name: string;
  /** League index; null when the player has none ("No index"). */
  index: number | null;
  /** The entrant this player asked to play with, if any. */
  partnerId?: string | null;
  /** Their team of two in a team game (match_teams), if any: the two always share a group. */
  teamId?: string | null;
};

export type DraftGroup = {
  /** Stable key while editing (not the database id). */
  key: string;
  /** 'HH:MM' in the club zone; null in a shotgun start. */
  teeTime: string | null;
  /** 1–18 in a shotgun start; null with tee times. */
  startHole: number | null;
  markerId: string | null;
  flight: string | null;
  playerIds: string[];
};

export type StartSlots =
  | { mode: 'TEE_TIMES'; firstTeeTime: string; intervalMinutes: number }
  | { mode: 'SHOTGUN'; firstHole: number };

export type BuildOptions = {
  method: BuildMethod;
  /** Players per group, 1–5. */
  groupSize: number;
  slots: StartSlots;
  /** HANDICAP: how many flights (1 = none). */
  flights?: number;
  /** RANDOM and the free players of PARTNERS; Math.random by default. */
  random?: () => number;
};

export const MAX_GROUP_SIZE = 5;

/** n players in groups of at most `size`, as even as possible: 9 in fours → [3, 3, 3], 10 → [4, 3, 3]. */
export function groupSizes(count: number, size: number): number[] {
  if (count <= 0) return [];
  const groups = Math.ceil(count / Math.max(1, Math.min(MAX_GROUP_SIZE, size)));
  const base = Math.floor(count / groups);
  const extra = count % groups;
  return Array.from({ length: groups }, (_, i) => base + (i < extra ? 1 : 0));
}

/** 'HH:MM' + minutes; null once it runs past 23:59 (tee times stay on the match day). */
export function addMinutes(time: string, minutes: number): string | null {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return null;
  const total = Number(match[1]) * 60 + Number(match[2]) + minutes;
  if (total < 0 || total >= 24 * 60) return null;
  return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
}

/** The start of group i (0-based): a tee time at the interval, or the next hole round the course. */
export function slotFor(slots: StartSlots, i: number): { teeTime: string | null; startHole: number | null } {
  if (slots.mode === 'SHOTGUN') return { teeTime: null, startHole: ((slots.firstHole - 1 + i) % 18) + 1 };
  return { teeTime: addMinutes(slots.firstTeeTime, i * slots.intervalMinutes), startHole: null };
}

/** Low index first; players without an index last (by name), so they are easy to spot and flag. */
export function byHandicap(players: BuildPlayer[]): BuildPlayer[] {
  return [...players].sort((a, b) => {
    if (a.index === null || b.index === null) return a.index === null ? (b.index === null ? a.name.localeCompare(b.name) : 1) : -1;
    return a.index - b.index || a.name.localeCompare(b.name);
  });
}

export function shuffle<T>(items: T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Units that never split: a team's two players (in the order of its first player), everyone else alone.
 * Keeps the order of `players`, so a sorted or shuffled field stays sorted or shuffled.
 */
export function teamUnits(players: BuildPlayer[]): string[][] {
  const units: string[][] = [];
  const teamUnit = new Map<string, string[]>();
  for (const player of players) {
    const unit = player.teamId ? teamUnit.get(player.teamId) : undefined;
    if (unit) {
      unit.push(player.id);
      continue;
    }
    const fresh = [player.id];
    if (player.teamId) teamUnit.set(player.teamId, fresh);
    units.push(fresh);
  }
  return units;
}

/**
 * Requested partners as clusters: players linked by a request (either way) or by a team play
 * together; a cluster larger than a group is split in request order, never inside a team. Players
 * without a request or team come back as clusters of one.
 */
export function partnerClusters(players: BuildPlayer[], groupSize: number): string[][] {
  const ids = new Set(players.map((player) => player.id));
  const parent = new Map(players.map((player) => [player.id, player.id]));
  const find = (id: string): string => {
    let root = id;
    while (parent.get(root) !== root) root = parent.get(root) ?? root;
    return root;
  };
  const teamFirst = new Map<string, string>();
  for (const player of players) {
    if (player.partnerId && ids.has(player.partnerId) && player.partnerId !== player.id) parent.set(find(player.id), find(player.partnerId));
    if (player.teamId) {
      const first = teamFirst.get(player.teamId);
      if (first) parent.set(find(player.id), find(first));
      else teamFirst.set(player.teamId, player.id);
    }
  }
  const clusters = new Map<string, BuildPlayer[]>();
  for (const player of players) {
    const root = find(player.id);
    clusters.set(root, [...(clusters.get(root) ?? []), player]);
  }
  const size = Math.max(1, Math.min(MAX_GROUP_SIZE, groupSize));
  return [...clusters.values()].flatMap((cluster) => {
    const chunks: string[][] = [];
    let current: string[] = [];
    for (const unit of teamUnits(cluster)) {
      if (current.length > 0 && current.length + unit.length > size) {
        chunks.push(current);
        current = [];
      }
      current.push(...unit);
    }
    if (current.length > 0) chunks.push(current);
    return chunks;
  });
}

/**
 * Puts one unit (a team, a player) where it fits: the group with the most room for it, else a group
 * that can still grow to the largest size (another group ends a player short), else a new group.
 */
function placeUnit(unit: string[], groups: string[][], targets: number[], maxSize: number) {
  const room = (g: number) => targets[g] - groups[g].length;
  let best = -1;
  for (let g = 0; g < groups.length; g += 1) if (room(g) >= unit.length && (best < 0 || room(g) > room(best))) best = g;
  if (best < 0) {
    for (let g = 0; g < groups.length; g += 1) if (groups[g].length + unit.length <= maxSize && (best < 0 || room(g) > room(best))) best = g;
    // The sizes stay the guide, not a promise: the players run out a place early in some other group.
    if (best >= 0) targets[best] = groups[best].length + unit.length;
  }
  if (best < 0) {
    groups.push([]);
    targets.push(unit.length);
    best = groups.length - 1;
  }
  groups[best].push(...unit);
}

/** Fills groups of the given sizes with whole clusters where they fit (largest first), splitting one only between its units when none does. */
function packClusters(clusters: string[][][], sizes: number[], maxSize: number): string[][] {
  const groups: string[][] = sizes.map(() => []);
  const targets = [...sizes];
  const room = (g: number) => targets[g] - groups[g].length;
  const ordered = [...clusters].sort((a, b) => b.flat().length - a.flat().length);
  for (const cluster of ordered) {
    const players = cluster.flat();
    let best = -1;
    for (let g = 0; g < groups.length; g += 1) if (room(g) >= players.length && (best < 0 || room(g) > room(best))) best = g;
    if (best >= 0) groups[best].push(...players);
    else for (const unit of cluster) placeUnit(unit, groups, targets, maxSize);
  }
  return groups.filter((group) => group.length > 0);
}

/**
 * Fills groups in turn with units in the given order (handicap, random). A team that does not fit the
 * group's last place lets the next single player in first; with none left, the group ends a player
 * short and a later group takes one more (up to the largest size), or one more group starts.
 */
function packInOrder(units: string[][], sizes: number[], maxSize: number): string[][] {
  const targets = [...sizes];
  const groups: string[][] = [];
  const queue = [...units];
  let g = 0;
  while (queue.length > 0) {
    if (g >= targets.length) targets.push(Math.min(maxSize, queue.flat().length));
    groups[g] ??= [];
    let room = targets[g] - groups[g].length;
    const next = room > 0 ? queue.findIndex((unit) => unit.length <= room) : -1;
    if (next < 0) {
      for (let later = g + 1; later < targets.length && room > 0; later += 1) {
        const grow = Math.min(room, maxSize - targets[later]);
        targets[later] += grow;
        room -= grow;
      }
      g += 1;
      continue;
    }
    groups[g].push(...queue[next]);
    queue.splice(next, 1);
  }
  return groups.filter((group) => group.length > 0);
}

/** Flight letters over consecutive groups: 5 groups in 2 flights → A A A B B. */
export function flightOf(groupIndex: number, groupCount: number, flights: number): string | null {
  const count = Math.max(1, Math.min(26, Math.min(flights, groupCount)));
  if (count <= 1) return null;
  const base = Math.floor(groupCount / count);
  const extra = groupCount % count;
  let end = 0;
  for (let f = 0; f < count; f += 1) {
    end += base + (f < extra ? 1 : 0);
    if (groupIndex < end) return String.fromCharCode(65 + f);
  }
  return String.fromCharCode(64 + count);
}

/** Builds the whole sheet for these entrants; the marker of each group is its first player. */
export function buildTeeSheet(players: BuildPlayer[], options: BuildOptions): DraftGroup[] {
  const random = options.random ?? Math.random;
  const maxSize = Math.max(1, Math.min(MAX_GROUP_SIZE, options.groupSize));
  const sizes = groupSizes(players.length, options.groupSize);
  let groups: string[][];
  if (options.method === 'HANDICAP') groups = packInOrder(teamUnits(byHandicap(players)), sizes, maxSize);
  else if (options.method === 'RANDOM') groups = packInOrder(shuffle(teamUnits(players), random), sizes, maxSize);
  else {
    const byId = new Map(players.map((player) => [player.id, player]));
    const clusters = shuffle(partnerClusters(players, options.groupSize), random).map((cluster) =>
      teamUnits(cluster.map((id) => byId.get(id)).filter((player): player is BuildPlayer => player !== undefined)),
    );
    groups = packClusters(clusters, sizes, maxSize);
  }
  return groups.map((playerIds, i) => ({
    key: `auto-${i + 1}`,
    ...slotFor(options.slots, i),
    markerId: playerIds[0] ?? null,
    flight: options.method === 'HANDICAP' ? flightOf(i, groups.length, options.flights ?? 1) : null,
    playerIds,
  }));
}
