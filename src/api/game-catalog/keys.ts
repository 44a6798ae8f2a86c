/** Query keys of the game catalog (reference data: the games the league offers). */
export const gameCatalogKeys = {
  all: ['game-catalog'] as const,
};
