// The index-rise alert (second security review, S9): a member who raises their own index in small steps
// (each ≤ the alert's 0.5) — here by removing their best self-posted rounds one at a time — is flagged
// once the rise from the lowest index since the last dismissed flag (within 30 days) passes it, not only
// when one step does.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client } from './support/clients';
import { resetRateLimits, withDb } from './support/db';
import { activePlayer, call } from './support/attacker';

beforeAll(resetRateLimits);
afterAll(resetRateLimits);

const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

describe('S9: an index raised in small steps', () => {
  it('is flagged against the lowest index since the last dismissed flag', async () => {
    const admin = client({ adminToken: await adminToken() });
    const member = await activePlayer(admin, 'Climber');
    const me = client({ playerToken: member.token });
    const index = () => withDb(async (db) => {
      const value = (await db.query(`select (private.suggested_index_json($1) ->> 'value')::numeric as v`, [member.player_id])).rows[0].v;
      return value === null ? null : Number(value);
    });
    // 20 rounds with differentials 10.0, 10.2 … 13.8.
    for (let i = 0; i < 20; i++) {
      await call(me, 'add_handicap_log', { p_player_id: member.player_id, p_date: day(60 - i), p_course_name: 'Home', p_rating: 72 - i * 0.2, p_slope: 113, p_gross: 82 });
    }
    // An admin has looked at whatever entering them flagged: the climb starts from here.
    await withDb((db) => db.query(`update private.index_rise_alerts set dismissed_at = now() where player_id = $1`, [member.player_id]));
    const start = (await index()) as number;
    const best = await withDb(async (db) => (await db.query(
      `select id from public.handicap_logs where player_id = $1 order by rating desc`, [member.player_id])).rows.map((row) => row.id as string));
    const seen: number[] = [start];
    for (const id of best) {
      if ((seen.at(-1) as number) - start >= 2) break;
      await call(me, 'delete_handicap_log', { p_id: id, p_reason: 'Typed the wrong score' });
      seen.push((await index()) as number);
    }
    const steps = seen.slice(1).map((value, i) => value - seen[i]);
    expect(Math.max(...steps)).toBeLessThanOrEqual(0.5);
    expect((seen.at(-1) as number) - start).toBeGreaterThanOrEqual(2);
    const alerts = await withDb(async (db) => (await db.query(
      `select old_value::float as old, new_value::float as new from private.index_rise_alerts where player_id = $1 and dismissed_at is null`, [member.player_id])).rows);
    expect(alerts).toHaveLength(1);
    // The baseline is the lowest index of the window (entering the rounds passed through 10.0).
    expect(alerts[0].old).toBeLessThanOrEqual(start);
    expect(alerts[0].new).toBe(seen.at(-1));
  });
});
