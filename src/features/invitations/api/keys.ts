/** Query keys of invitations and waitlists. */
export const invitationKeys = {
  all: ['invitations'] as const,
  forMatch: (matchId: string) => [...invitationKeys.all, 'match', matchId] as const,
  byToken: (token: string) => [...invitationKeys.all, 'token', token] as const,
  waitlist: (matchId: string) => ['waitlist', matchId] as const,
};
