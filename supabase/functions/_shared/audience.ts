// Who a bulk message may go to. The e-mail centre sends `audience: 'active-players'`: only ACTIVE
// players qualify as recipients (spec), checked at send time, so a player declined or deactivated
// after the admin picked the recipients gets no mail. Without an audience (the settings test e-mail,
// templated messages) nothing is checked here.
import type { Sql } from './db.ts';
import { HttpError } from './http.ts';

export type Audience = 'active-players';

export const NOT_ACTIVE_PLAYER = 'This recipient is not an active player';

/** The request's audience, null when none is given; an unknown one is refused, not ignored. */
export function parseAudience(value: unknown): Audience | null {
  if (value === undefined || value === null) return null;
  if (value === 'active-players') return value;
  throw new HttpError(400, `Unknown audience: ${String(value).slice(0, 100)}`, { field: 'audience' });
}

/** A player's status by (stored, lowercased) e-mail address; null when no player has it. */
export type PlayerStatusOf = (email: string) => Promise<string | null>;

export function playerStatusFrom(sql: Sql): PlayerStatusOf {
  return async (email) => {
    const [row] = await sql<{ status: string }[]>`select status from public.players where email = ${email}`;
    return row?.status ?? null;
  };
}

/** Refuses (400) a recipient outside the audience. `to` is the validated, lowercased address. */
export async function requireAudience(audience: Audience | null, to: string, statusOf: PlayerStatusOf): Promise<void> {
  if (audience === null) return;
  if ((await statusOf(to)) !== 'ACTIVE') throw new HttpError(400, NOT_ACTIVE_PLAYER, { field: 'to' });
}
