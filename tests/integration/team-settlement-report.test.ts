// DESIGN rule 37 on the money path: finalize-match settles match play at the end of play (a player who walks off
// "1 UP thru 14" concedes the holes left), and the team-settlement-report edge function lists a finalized match
// whose stored results were settled otherwise — stored → under the rule, per player — without rewriting them.
import { randomBytes } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client, stackEnv } from './support/clients';
import { withDb } from './support/db';

// Pine Hollow Golf Club, Blue tees (seeded; only read here).
const COURSE_ID = '4657b538-1170-4b7a-a851-f2714dd6c59d';
const TEESET_ID = 'f2fe8c80-1dd7-44e0-aff1-0576646eb5b5';
const unique = () => randomBytes(4).toString('hex');

let admin: SupabaseClient;
let token = '';

async function call<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await admin.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T;
}

async function post(name: string, body: Record<string, unknown>, adminSession = token) {
  const { apiUrl, anonKey } = stackEnv();
  const response = await fetch(`${apiUrl}/functions/v1/${name}`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json', ...(adminSession ? { 'x-admin-token': adminSession } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function member(name: string): Promise<string> {
  return withDb(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      "insert into public.players (name, email, ghin, status, join_date, consent_at, league_index) values ($1, $2, $3, 'ACTIVE', current_date, now(), 0) returning id",
      [name, `${name.toLowerCase().replace(/\W+/g, '.')}@fairway.example`, String(7_000_000 + Math.floor(Math.random() * 999_999))],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('no player');
    return id;
  });
}

type Row = { player_id: string; position: number | null; payout_cents: number };
const storedRows = (matchId: string) =>
  withDb(async (db) => {
    const { rows } = await db.query<Row>("select player_id, position, payout_cents from public.results where match_id = $1 and game_code = 'MATCH_PLAY' order by player_id", [matchId]);
    return rows;
  });

beforeAll(async () => {
  token = await adminToken();
  admin = client({ adminToken: token });
});

describe('match play settles at the end of play', () => {
  it('a walk-off concedes the holes left at finalize; the report lists a match stored otherwise and rewrites nothing', async () => {
    const ann = await member(`Ann Walkoff ${unique()}`);
    const bob = await member(`Bob Plays-in ${unique()}`);
    const { data: tee } = await client().from('teesets').select('par_by_hole').eq('id', TEESET_ID).single();
    if (!tee) throw new Error('no tee set');
    const pars = tee.par_by_hole as number[];
    // Both off index 0. Ann birdies the first and walks off after 14; Bob plays all 18 in par.
    const annCard = pars.map((p, i) => (i === 0 ? p - 1 : i < 14 ? p : null));
    const bobCard = [...pars];

    const date = await withDb(async (db) => String((await db.query('select private.club_today()::text as d')).rows[0].d));
    const name = `Walk-off ${unique()}`;
    const matchId = await call<string>('create_match', {
      p_match: { name, date, course_id: COURSE_ID, teeset_id: TEESET_ID, format: 'Match play', require_payment_before_play: false },
      p_games: [{ game_code: 'MATCH_PLAY', enabled: true, buy_in: 1000, pot_calc: 'PER_PLAYER', format: 'SINGLES_ROUND_ROBIN' }],
    });
    for (const [player, holes] of [[ann, annCard], [bob, bobCard]] as const) {
      await call('add_match_entry', { p_match_id: matchId, p_player_id: player });
      await call('upsert_scorecard', { p_match_id: matchId, p_player_id: player, p_holes: holes });
    }
    expect((await post('finalize-match', { matchId })).status).toBe(200);

    // Ann concedes 15–18: Bob wins 2 & 1 and 60 % of the $20 pot.
    const byPlayer = (rows: Row[]) => Object.fromEntries(rows.map((r) => [r.player_id, [r.position, r.payout_cents]]));
    expect(byPlayer(await storedRows(matchId))).toEqual({ [bob]: [1, 1200], [ann]: [2, 800] });
    const notes = await withDb(async (db) => (await db.query("select notes from public.results where match_id = $1 and player_id = $2 and game_code = 'MATCH_PLAY'", [matchId, bob])).rows[0]?.notes);
    expect(notes).toBe('1 won, 0 halved, 0 lost: 1 point · 1st · $12.00');

    // A match finalized before the rule: its stored rows say Ann won "1 UP thru 14" (written past the final-match lock, as the old engine left them).
    const asFinalized = await withDb(async (db) =>
      (await db.query("select player_id, position, payout_cents, points from public.results where match_id = $1 and game_code = 'MATCH_PLAY'", [matchId])).rows,
    );
    await withDb(async (db) => {
      await db.query('begin');
      await db.query("set local session_replication_role = 'replica'");
      await db.query("update public.results set position = case when player_id = $2 then 1 else 2 end, payout_cents = case when player_id = $2 then 1200 else 800 end, points = case when player_id = $2 then 1 else 0 end where match_id = $1 and game_code = 'MATCH_PLAY'", [matchId, ann]);
      await db.query('commit');
    });
    const before = await storedRows(matchId);

    expect((await post('team-settlement-report', {}, '')).status).toBe(401);
    expect(await post('team-settlement-report', { fix: true })).toEqual({ status: 400, body: { error: 'Unknown field: fix', field: 'fix' } });
    const report = await post('team-settlement-report', {});
    expect(report.status).toBe(200);
    const listed = (report.body.matches as { match_id: string; name: string; changes: { player_id: string; stored: unknown; recomputed: unknown }[] }[]).find((m) => m.match_id === matchId);
    expect(listed?.name).toBe(name);
    expect(Object.fromEntries((listed?.changes ?? []).map((c) => [c.player_id, [c.stored, c.recomputed]]))).toEqual({
      [ann]: [{ position: 1, points: 1, payout_cents: 1200 }, { position: 2, points: 0, payout_cents: 800 }],
      [bob]: [{ position: 2, points: 0, payout_cents: 800 }, { position: 1, points: 1, payout_cents: 1200 }],
    });
    expect(report.body.checked).toBeGreaterThanOrEqual(1);
    // Listed, not rewritten.
    expect(await storedRows(matchId)).toEqual(before);

    // Put the rows back as finalize stored them: every later check of the stack (stored results = the engine's) holds.
    await withDb(async (db) => {
      await db.query('begin');
      await db.query("set local session_replication_role = 'replica'");
      for (const row of asFinalized) {
        await db.query("update public.results set position = $3, payout_cents = $4, points = $5 where match_id = $1 and player_id = $2 and game_code = 'MATCH_PLAY'", [
          matchId, row.player_id, row.position, row.payout_cents, row.points,
        ]);
      }
      await db.query('commit');
    });
    expect(byPlayer(await storedRows(matchId))).toEqual({ [bob]: [1, 1200], [ann]: [2, 800] });
  });
});
