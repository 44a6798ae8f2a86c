/** Query keys of a player's handicap logs. */
export const handicapKeys = {
  all: ['handicap-logs'] as const,
  logs: (playerId: string) => [...handicapKeys.all, playerId] as const,
  alerts: (playerId?: string) => ['handicap-alerts', ...(playerId ? [playerId] : [])] as const,
};
