/** Query keys of a player's own scorecards across matches (the home's "attest your card" prompt). */
export const scorecardKeys = {
  all: ['scorecards'] as const,
  /** The signed-in player's complete, unattested cards of open matches. */
  toAttest: (playerId: string) => [...scorecardKeys.all, 'to-attest', playerId] as const,
};
