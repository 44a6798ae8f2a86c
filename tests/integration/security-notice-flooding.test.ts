// League-inbox notices (second security review, S6): a member joining and withdrawing in a loop must not
// flood the league's inbox; notices per player and match are limited.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client } from './support/clients';
import { resetRateLimits, withDb } from './support/db';
import { activePlayer, call, matchToday, outboxCount } from './support/attacker';

/** League-inbox notices one member can cause about one match in a day (README, Security → Limits). */
const PER_PLAYER_MATCH = 3;

beforeAll(resetRateLimits);
afterAll(resetRateLimits);

describe('S6: a join/withdraw loop', () => {
  it('sends the league a few notices, not one per withdrawal', async () => {
    const admin = client({ adminToken: await adminToken() });
    const member = await activePlayer(admin, 'Looper');
    const matchId = await matchToday(admin, []);
    await withDb((db) => db.query(`update public.matches set date = date + 7, open_signup = true where id = $1`, [matchId]));
    await withDb((db) => db.query(`insert into public.settings (key, value) values ('fromEmail', 'league@mail.test') on conflict (key) do update set value = coalesce(nullif(public.settings.value, ''), 'league@mail.test')`));
    const games = await withDb(async (db) => (await db.query(`select id from public.match_games where match_id = $1`, [matchId])).rows.map((row) => row.id));
    const me = client({ playerToken: member.token });
    for (let i = 0; i < 8; i++) {
      await call(me, 'join_match', { p_match_id: matchId, p_match_game_ids: games });
      await call(me, 'withdraw_from_match', { p_match_id: matchId });
    }
    const notices = await outboxCount(`o.template = 'admin_notice' and o.payload ->> 'matchId' = $1`, [matchId]);
    expect(notices).toBeGreaterThan(0);
    expect(notices).toBeLessThanOrEqual(PER_PLAYER_MATCH);
  });
});
