/** Query keys of the admin settings; ['admin-settings'] is the spec's cache key. */
export const settingsKeys = {
  admin: ['admin-settings'] as const,
  /** The public view of the same settings (src/lib/public-settings.ts) — refreshed after every save. */
  public: ['public-settings'] as const,
  gameCatalog: ['admin-settings', 'game-catalog'] as const,
  admins: ['admin-settings', 'admins'] as const,
};
