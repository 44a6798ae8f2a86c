// Teams of two on the tee sheet (issue #19): how a team is named on screen and the payload of rpc
// save_teams when the admin adds or removes one by hand (the server renumbers them in order).
import type { TeeSheetPlayer, TeeSheetTeam } from '@/api/tee-sheet/get-tee-sheet';

export type SaveTeam = { player_ids: string[]; name: string | null };

/** The team's own name, else its players' names joined: "Ann & Bob". */
export function teamLabel(team: Pick<TeeSheetTeam, 'name' | 'player_ids' | 'number'>, nameOf: (playerId: string) => string | undefined): string {
  if (team.name) return team.name;
  const names = team.player_ids.map(nameOf).filter((name): name is string => Boolean(name));
  return names.length > 0 ? names.join(' & ') : `Team ${team.number}`;
}

const asSaved = (team: TeeSheetTeam): SaveTeam => ({ player_ids: team.player_ids, name: team.name });

/** The teams with one more pair at the end. */
export function withTeamAdded(teams: readonly TeeSheetTeam[], first: string, second: string): SaveTeam[] {
  return [...teams.map(asSaved), { player_ids: [first, second], name: null }];
}

/** The teams without one (the others keep their order). */
export function withTeamRemoved(teams: readonly TeeSheetTeam[], teamId: string): SaveTeam[] {
  return teams.filter((team) => team.id !== teamId).map(asSaved);
}

/** Entrants in no team yet, by name: the choices for a new team. */
export function playersWithoutTeam(entrants: readonly TeeSheetPlayer[], teams: readonly TeeSheetTeam[]): TeeSheetPlayer[] {
  const teamed = new Set(teams.flatMap((team) => team.player_ids));
  return entrants.filter((player) => !teamed.has(player.player_id)).sort((a, b) => a.name.localeCompare(b.name));
}

/** Teams whose partners the draft puts in different groups (the server refuses them: 'A team plays in one group'). */
export function splitTeamProblems(
  groups: readonly { playerIds: readonly string[] }[],
  teams: readonly TeeSheetTeam[],
  nameOf: (playerId: string) => string | undefined,
): string[] {
  const groupOf = new Map(groups.flatMap((group, index) => group.playerIds.map((id) => [id, index] as const)));
  return teams.flatMap((team) => {
    const placed = team.player_ids.filter((id) => groupOf.has(id));
    if (new Set(placed.map((id) => groupOf.get(id))).size < 2) return [];
    return [`${teamLabel(team, nameOf)} are a team: a team plays in one group`];
  });
}
