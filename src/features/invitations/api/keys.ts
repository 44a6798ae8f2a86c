/** Query keys of invitations and waitlists. */
export const invitationKeys = {
  all: ['invitations'] as const,
  forMatch: (matchId: string) => [...invitationKeys.all, 'match', matchId] as const,
  byToken: (token: string) => [...invitationKeys.all, 'token', token] as const,
  waitlist: (matchId: string) => ['waitlist', matchId] as const,
  /** Prefix of every viewer's answer of get_match_signup for one match. */
  signups: (matchId: string) => ['match-signup', matchId] as const,
  signup: (matchId: string, playerId: string | null) => [...invitationKeys.signups(matchId), { playerId }] as const,
};
