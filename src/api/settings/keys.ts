/** Query keys of the league settings; ['admin-settings'] is the spec's cache key. */
export const settingsKeys = {
  /** Every setting, as admins read them (rpc get_admin_settings). */
  admin: ['admin-settings'] as const,
  /** The public view of the same settings (rpc get_public_settings); refresh it after every save. */
  public: ['public-settings'] as const,
};
