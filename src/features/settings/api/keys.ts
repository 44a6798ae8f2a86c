/** Query keys of the admins list (the settings themselves: src/api/settings/keys.ts). */
export const adminsKeys = {
  list: ['admin-settings', 'admins'] as const,
};
