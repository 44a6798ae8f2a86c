import type { AdminPlayer } from '../api/get-players-admin';

/** Case-insensitive substring search across name, nickname, e-mail and GHIN. */
export function searchPlayers(players: readonly AdminPlayer[], search: string): AdminPlayer[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...players];
  return players.filter((p) => [p.name, p.nickname, p.email, p.ghin].some((field) => field?.toLowerCase().includes(needle)));
}
