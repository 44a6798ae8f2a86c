// The invitation lists the match's games, buy-ins and total as they are when it is sent (an admin may
// change the games between queueing and sending): read here, at send time, like the links (links.ts).
import type { Sql } from './db.ts';
import type { InviteGame } from './templates/games-block.ts';
import type { Payload } from './templates/types.ts';

const TEMPLATES_WITH_GAMES = new Set(['match_invite']);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function withMatchGames(sql: Sql, template: string, payload: Payload): Promise<Payload> {
  const matchId = typeof payload.matchId === 'string' ? payload.matchId : '';
  if (!TEMPLATES_WITH_GAMES.has(template) || Array.isArray(payload.games) || !UUID.test(matchId)) return payload;
  const games = await sql<InviteGame[]>`
    select c.name, g.buy_in as "buyInCents", g.pot_calc as "potCalc"
    from public.match_games g
    join public.game_catalog c on c.code = g.game_code
    where g.match_id = ${matchId}::uuid and g.enabled
    order by c.sort_order, c.name`;
  return { ...payload, games };
}
