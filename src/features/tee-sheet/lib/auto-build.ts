// Automatic tee sheets (issue #16 item 1): groups as even as the group size allows, filled by handicap
// (low index first, players without a league index last, flights A, B, … over consecutive groups), at
// random, or keeping requested partners together; tee times at an interval or shotgun holes in turn.
// Pure: the caller passes the random source, and the result is a draft the admin reviews and saves.

export type BuildMethod = 'HANDICAP' | 'RANDOM' | 'PARTNERS';

export type BuildPlayer = {
  id: string;
  name: string;
  /** League index; null when the player has none ("No index"). */
  index: number | null;
  /** The entrant this player asked to play with, if any. */
  partnerId?: string | null;
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
 * Requested partners as clusters: players linked by a request (either way) play together; a cluster
 * larger than a group is split in request order. Players without a request come back as clusters of one.
 */
export function partnerClusters(players: BuildPlayer[], groupSize: number): string[][] {
  const ids = new Set(players.map((player) => player.id));
  const parent = new Map(players.map((player) => [player.id, player.id]));
  const find = (id: string): string => {
    let root = id;
    while (parent.get(root) !== root) root = parent.get(root) ?? root;
    return root;
  };
  for (const player of players) {
    if (player.partnerId && ids.has(player.partnerId) && player.partnerId !== player.id) parent.set(find(player.id), find(player.partnerId));
  }
  const clusters = new Map<string, string[]>();
  for (const player of players) {
    const root = find(player.id);
    clusters.set(root, [...(clusters.get(root) ?? []), player.id]);
  }
  const size = Math.max(1, Math.min(MAX_GROUP_SIZE, groupSize));
  return [...clusters.values()].flatMap((cluster) => {
    const chunks: string[][] = [];
    for (let i = 0; i < cluster.length; i += size) chunks.push(cluster.slice(i, i + size));
    return chunks;
  });
}

/** Fills groups of the given sizes with whole clusters where they fit (largest first), splitting only when none does. */
function packClusters(clusters: string[][], sizes: number[]): string[][] {
  const groups: string[][] = sizes.map(() => []);
  const room = (g: number) => sizes[g] - groups[g].length;
  const ordered = [...clusters].sort((a, b) => b.length - a.length);
  for (const cluster of ordered) {
    let best = -1;
    for (let g = 0; g < groups.length; g += 1) if (room(g) >= cluster.length && (best < 0 || room(g) > room(best))) best = g;
    if (best >= 0) {
      groups[best].push(...cluster);
      continue;
    }
    let rest = cluster;
    for (let g = 0; g < groups.length && rest.length > 0; g += 1) {
      const take = rest.slice(0, room(g));
      groups[g].push(...take);
      rest = rest.slice(take.length);
    }
  }
  return groups;
}

function chunk(ids: string[], sizes: number[]): string[][] {
  let at = 0;
  return sizes.map((size) => {
    const group = ids.slice(at, at + size);
    at += size;
    return group;
  });
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
  const sizes = groupSizes(players.length, options.groupSize);
  let groups: string[][];
  if (options.method === 'HANDICAP') groups = chunk(byHandicap(players).map((player) => player.id), sizes);
  else if (options.method === 'RANDOM') groups = chunk(shuffle(players, random).map((player) => player.id), sizes);
  else groups = packClusters(shuffle(partnerClusters(players, options.groupSize), random), sizes);
  return groups.map((playerIds, i) => ({
    key: `auto-${i + 1}`,
    ...slotFor(options.slots, i),
    markerId: playerIds[0] ?? null,
    flight: options.method === 'HANDICAP' ? flightOf(i, groups.length, options.flights ?? 1) : null,
    playerIds,
  }));
}
