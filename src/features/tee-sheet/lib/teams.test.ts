import { describe, expect, it } from 'vitest';
import type { TeeSheetPlayer, TeeSheetTeam } from '@/api/tee-sheet/get-tee-sheet';
import { playersWithoutTeam, splitTeamProblems, teamLabel, withTeamAdded, withTeamRemoved } from './teams';

const names: Record<string, string> = { ann: 'Ann', bob: 'Bob', cy: 'Cy', di: 'Di', ed: 'Ed' };
const nameOf = (id: string) => names[id];
const team = (id: string, number: number, player_ids: string[], name: string | null = null): TeeSheetTeam => ({ id, number, name, player_ids });
const player = (id: string): TeeSheetPlayer => ({ player_id: id, name: names[id] ?? id, league_index: null });

describe('teamLabel', () => {
  it('joins the partners\' names, or uses the team\'s own name', () => {
    expect(teamLabel(team('t1', 1, ['ann', 'bob']), nameOf)).toBe('Ann & Bob');
    expect(teamLabel(team('t1', 1, ['ann', 'bob'], 'The Aces'), nameOf)).toBe('The Aces');
  });

  it('falls back to the number when no partner is known', () => {
    expect(teamLabel(team('t3', 3, []), nameOf)).toBe('Team 3');
  });
});

describe('save_teams payloads', () => {
  const teams = [team('t1', 1, ['ann', 'bob'], 'Aces'), team('t2', 2, ['cy', 'di'])];

  it('adds a pair at the end, keeping the others and their names', () => {
    expect(withTeamAdded(teams, 'ed', 'ann')).toEqual([
      { player_ids: ['ann', 'bob'], name: 'Aces' },
      { player_ids: ['cy', 'di'], name: null },
      { player_ids: ['ed', 'ann'], name: null },
    ]);
  });

  it('removes one team by id', () => {
    expect(withTeamRemoved(teams, 't1')).toEqual([{ player_ids: ['cy', 'di'], name: null }]);
    expect(withTeamRemoved(teams, 'missing')).toHaveLength(2);
  });
});

describe('playersWithoutTeam', () => {
  it('lists the entrants in no team, by name', () => {
    const entrants = ['ed', 'bob', 'cy', 'ann'].map(player);
    expect(playersWithoutTeam(entrants, [team('t1', 1, ['ann', 'cy'])]).map((p) => p.player_id)).toEqual(['bob', 'ed']);
  });
});

describe('splitTeamProblems', () => {
  const teams = [team('t1', 1, ['ann', 'bob']), team('t2', 2, ['cy', 'di'], 'Aces')];

  it('names each team whose partners the draft puts in different groups', () => {
    const groups = [{ playerIds: ['ann', 'cy'] }, { playerIds: ['bob', 'di'] }];
    expect(splitTeamProblems(groups, teams, nameOf)).toEqual(['Ann & Bob are a team: a team plays in one group', 'Aces are a team: a team plays in one group']);
  });

  it('accepts partners together, or one of them not placed yet', () => {
    const groups = [{ playerIds: ['ann', 'bob', 'cy'] }, { playerIds: ['ed'] }];
    expect(splitTeamProblems(groups, teams, nameOf)).toEqual([]);
  });
});
