/** Query keys of the club's leagues: the public list, the admins' overview, a league's members, my leagues. */
export const leagueKeys = {
  all: ['leagues'] as const,
  list: () => [...leagueKeys.all, 'list'] as const,
  admin: () => [...leagueKeys.all, 'admin'] as const,
  members: (leagueId: string) => [...leagueKeys.all, 'members', leagueId] as const,
  mine: () => [...leagueKeys.all, 'mine'] as const,
  /** A league's settings as it reads them: public (get_league_settings) and as admins edit them. */
  publicSettings: (leagueId: string) => [...leagueKeys.all, 'settings', 'public', leagueId] as const,
  adminSettings: (leagueId: string) => [...leagueKeys.all, 'settings', 'admin', leagueId] as const,
};
