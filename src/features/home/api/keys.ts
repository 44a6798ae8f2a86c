/** Query keys of the signed-in player's home (get_my_home). */
export const homeKeys = {
  all: ['my-home'] as const,
};
