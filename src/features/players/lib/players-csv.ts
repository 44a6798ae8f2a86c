import type { AdminPlayer } from '@/api/players/get-players-admin';
import { toCsv } from '@/lib/csv';

export const PLAYERS_CSV_HEADER = ['name', 'nickname', 'email', 'ghin', 'status', 'join date', 'league index'] as const;

/** The admin players list (as filtered on screen) as CSV text. */
export function playersToCsv(players: readonly AdminPlayer[]): string {
  return toCsv(
    PLAYERS_CSV_HEADER,
    players.map((p) => [p.name, p.nickname, p.email, p.ghin, p.status, p.join_date, p.league_index === null ? null : Number(p.league_index)]),
  );
}
