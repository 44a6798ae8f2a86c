import { describe, expect, it } from 'vitest';
import { addMinutes, buildTeeSheet, byHandicap, flightOf, groupSizes, partnerClusters, shuffle, type BuildPlayer } from './auto-build';

const player = (id: string, index: number | null, partnerId: string | null = null): BuildPlayer => ({ id, name: `Player ${id}`, index, partnerId });

/** A seeded generator, so "random" tests are repeatable. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const times = { mode: 'TEE_TIMES', firstTeeTime: '08:00', intervalMinutes: 10 } as const;

describe('group sizes', () => {
  it('splits the field as evenly as the group size allows', () => {
    expect(groupSizes(8, 4)).toEqual([4, 4]);
    expect(groupSizes(9, 4)).toEqual([3, 3, 3]);
    expect(groupSizes(10, 4)).toEqual([4, 3, 3]);
    expect(groupSizes(11, 5)).toEqual([4, 4, 3]);
    expect(groupSizes(0, 4)).toEqual([]);
    expect(groupSizes(7, 9)).toEqual([4, 3]);
  });
});

describe('tee times', () => {
  it('adds the interval and refuses to run past midnight', () => {
    expect(addMinutes('08:00', 25)).toBe('08:25');
    expect(addMinutes('23:50', 9)).toBe('23:59');
    expect(addMinutes('23:50', 10)).toBeNull();
  });
});

describe('by handicap', () => {
  const field = [player('a', 12.4), player('b', null), player('c', 3.1), player('d', 20), player('e', 7), player('f', null), player('g', 15), player('h', 1)];

  it('puts low indexes first and players without an index last', () => {
    expect(byHandicap(field).map((p) => p.id)).toEqual(['h', 'c', 'e', 'a', 'g', 'd', 'b', 'f']);
  });

  it('makes groups in that order, with tee times, markers and flights A and B', () => {
    const sheet = buildTeeSheet(field, { method: 'HANDICAP', groupSize: 4, slots: times, flights: 2 });
    expect(sheet.map((g) => g.playerIds)).toEqual([
      ['h', 'c', 'e', 'a'],
      ['g', 'd', 'b', 'f'],
    ]);
    expect(sheet.map((g) => [g.teeTime, g.startHole, g.flight, g.markerId])).toEqual([
      ['08:00', null, 'A', 'h'],
      ['08:10', null, 'B', 'g'],
    ]);
  });

  it('spreads flights over consecutive groups', () => {
    expect([0, 1, 2, 3, 4].map((i) => flightOf(i, 5, 2))).toEqual(['A', 'A', 'A', 'B', 'B']);
    expect([0, 1].map((i) => flightOf(i, 2, 1))).toEqual([null, null]);
    expect([0, 1].map((i) => flightOf(i, 2, 5))).toEqual(['A', 'B']);
  });

  it('gives a shotgun start a hole per group, round the course', () => {
    const sheet = buildTeeSheet(field, { method: 'HANDICAP', groupSize: 2, slots: { mode: 'SHOTGUN', firstHole: 17 } });
    expect(sheet.map((g) => [g.teeTime, g.startHole])).toEqual([
      [null, 17],
      [null, 18],
      [null, 1],
      [null, 2],
    ]);
  });
});

describe('random', () => {
  const field = Array.from({ length: 10 }, (_, i) => player(String(i), i));

  it('places every entrant exactly once, in groups of at most the size', () => {
    const sheet = buildTeeSheet(field, { method: 'RANDOM', groupSize: 4, slots: times, random: seeded(7) });
    expect(sheet.map((g) => g.playerIds.length)).toEqual([4, 3, 3]);
    expect(sheet.flatMap((g) => g.playerIds).sort()).toEqual(field.map((p) => p.id).sort());
    expect(sheet.every((g) => g.flight === null)).toBe(true);
  });

  it('depends on the random source', () => {
    const one = buildTeeSheet(field, { method: 'RANDOM', groupSize: 4, slots: times, random: seeded(1) });
    const two = buildTeeSheet(field, { method: 'RANDOM', groupSize: 4, slots: times, random: seeded(2) });
    expect(one.map((g) => g.playerIds)).not.toEqual(two.map((g) => g.playerIds));
  });
});

describe('keeping requested partners', () => {
  it('links requests either way into clusters and splits one larger than a group', () => {
    const clusters = partnerClusters([player('a', 1, 'b'), player('b', 2), player('c', 3, 'b'), player('d', 4), player('e', 5, 'zz')], 4);
    expect(clusters.map((c) => [...c].sort())).toEqual([['a', 'b', 'c'], ['d'], ['e']]);
    const chain = partnerClusters(['a', 'b', 'c', 'd', 'e', 'f'].map((id, i, all) => player(id, i, all[i + 1] ?? null)), 4);
    expect(chain.map((c) => c.length)).toEqual([4, 2]);
  });

  it('keeps every pair together, whatever the random order', () => {
    const field = [
      player('a', 1, 'b'), player('b', 2), player('c', 3, 'd'), player('d', 4, 'c'),
      player('e', 5), player('f', 6), player('g', 7, 'h'), player('h', 8),
    ];
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const sheet = buildTeeSheet(field, { method: 'PARTNERS', groupSize: 4, slots: times, random: seeded(seed) });
      const groupOf = (id: string) => sheet.findIndex((g) => g.playerIds.includes(id));
      expect(sheet.map((g) => g.playerIds.length)).toEqual([4, 4]);
      expect(groupOf('a')).toBe(groupOf('b'));
      expect(groupOf('c')).toBe(groupOf('d'));
      expect(groupOf('g')).toBe(groupOf('h'));
    }
  });
});

describe('team games: a team of two always shares a group (the database refuses "A team plays in one group")', () => {
  const teamField = (size: number, teams: number, random: () => number): BuildPlayer[] =>
    Array.from({ length: size }, (_, i) => ({
      id: `p${i}`,
      name: `Player ${String(i).padStart(2, '0')}`,
      index: random() < 0.15 ? null : Math.round(random() * 360) / 10,
      partnerId: random() < 0.2 ? `p${Math.floor(random() * size)}` : null,
      teamId: i < teams * 2 ? `t${Math.floor(i / 2)}` : null,
    }));

  it('keeps every team together by handicap, at random and with requested partners, for every field and group size', () => {
    for (const method of ['HANDICAP', 'RANDOM', 'PARTNERS'] as const) {
      for (let seed = 1; seed <= 40; seed += 1) {
        const random = seeded(seed);
        const size = 2 + Math.floor(random() * 23);
        const field = teamField(size, Math.floor(random() * (Math.floor(size / 2) + 1)), random);
        for (const groupSize of [2, 3, 4, 5]) {
          const sheet = buildTeeSheet(shuffle(field, random), { method, groupSize, slots: { mode: 'SHOTGUN', firstHole: 1 }, random });
          const placed = sheet.flatMap((group) => group.playerIds);
          expect([...placed].sort()).toEqual(field.map((p) => p.id).sort());
          expect(sheet.every((group) => group.playerIds.length >= 1 && group.playerIds.length <= groupSize)).toBe(true);
          for (const player of field.filter((p) => p.teamId)) {
            const partner = field.find((p) => p.teamId === player.teamId && p.id !== player.id);
            const groupOf = (id: string | undefined) => sheet.findIndex((group) => group.playerIds.includes(id ?? ''));
            expect(groupOf(player.id), `${method}, ${size} players in ${groupSize}s, ${player.teamId}`).toBe(groupOf(partner?.id));
          }
        }
      }
    }
  });

  it('by handicap, a team tees off where its better player would, and the groups stay as even as before', () => {
    const field: BuildPlayer[] = [
      { id: 'a', name: 'A', index: 1, teamId: 't1' },
      { id: 'b', name: 'B', index: 2 },
      { id: 'c', name: 'C', index: 3, teamId: 't2' },
      { id: 'd', name: 'D', index: 4 },
      { id: 'e', name: 'E', index: 5 },
      { id: 'f', name: 'F', index: 6, teamId: 't2' },
      { id: 'g', name: 'G', index: 7 },
      { id: 'h', name: 'H', index: 8, teamId: 't1' },
    ];
    const sheet = buildTeeSheet(field, { method: 'HANDICAP', groupSize: 4, slots: times });
    expect(sheet.map((group) => group.playerIds)).toEqual([
      ['a', 'h', 'b', 'd'],
      ['c', 'f', 'e', 'g'],
    ]);
    expect(sheet.map((group) => group.markerId)).toEqual(['a', 'c']);
  });

  it('fields of teams only in groups of three: pairs never straddle two groups', () => {
    const field = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, i): BuildPlayer => ({ id, name: id, index: i, teamId: `t${Math.floor(i / 2)}` }));
    const sheet = buildTeeSheet(field, { method: 'HANDICAP', groupSize: 3, slots: times });
    expect(sheet.map((group) => group.playerIds)).toEqual([['a', 'b'], ['c', 'd'], ['e', 'f']]);
    expect(sheet.map((group) => group.teeTime)).toEqual(['08:00', '08:10', '08:20']);
  });
});
