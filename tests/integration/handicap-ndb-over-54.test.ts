// Net double bogey over Course Handicap 54 on the server's path (Rules of Handicapping 2024, Rule 3.1b):
// the finalize-match edge function (the synced engine) posts a league round whose hole with 4 or more
// strokes received counts par + 5, not par + 2 + strokes; and scripts/engine-results.ts league-rounds
// finds a stored league round that does not hold what the engine posts now.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { adjustedGrossScore, holeScoreLimits, postingCourseHandicap } from '../../src/domain/handicap-posting';
import { strokesPerHole } from '../../src/domain/handicap';
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

async function finalize(matchId: string) {
  const { apiUrl, anonKey } = stackEnv();
  const response = await fetch(`${apiUrl}/functions/v1/finalize-match`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json', 'x-admin-token': token },
    body: JSON.stringify({ matchId }),
  });
  return response.status;
}

function leagueRoundsCheck(matchId: string) {
  const deno = join(process.cwd(), 'node_modules', '.bin', 'deno');
  const run = spawnSync(
    deno,
    ['run', '--allow-all', '--no-prompt', '--config', 'supabase/functions/deno.json', 'scripts/engine-results.ts', 'league-rounds', '--db', stackEnv().dbUrl, '--match', matchId],
    { encoding: 'utf8', timeout: 120_000 },
  );
  return { code: run.status, out: `${run.stdout}${run.stderr}` };
}

beforeAll(async () => {
  token = await adminToken();
  admin = client({ adminToken: token });
});

describe('Rule 3.1b at finalize', () => {
  it('posts par + 5 on a hole with 4 or more strokes over Course Handicap 54, and the league-rounds check agrees', { timeout: 180_000 }, async () => {
    const { data: tee } = await client().from('teesets').select('rating, slope, par_by_hole, stroke_index_by_hole').eq('id', TEESET_ID).single();
    if (!tee) throw new Error('no tee set');
    const pars = tee.par_by_hole as number[];
    const indexes = tee.stroke_index_by_hole as number[];
    const holes = pars.map((par, i) => ({ par, strokeIndex: indexes[i] ?? 0 }));
    const courseHandicap = postingCourseHandicap(54, holes, Number(tee.rating), Number(tee.slope));
    if (courseHandicap === null) throw new Error('no course handicap');
    expect(courseHandicap).toBeGreaterThan(54);
    // The hardest hole gets a 4th stroke; the player scores par + 7 there and par elsewhere.
    const hardest = indexes.indexOf(1);
    const hardestPar = pars[hardest] ?? 0;
    expect(strokesPerHole(courseHandicap, indexes)[hardest]).toBeGreaterThanOrEqual(4);
    expect(holeScoreLimits(holes, courseHandicap)[hardest]).toBe(hardestPar + 5);
    const card = pars.map((par, i) => (i === hardest ? par + 7 : par));
    const capped = pars.reduce((sum, par) => sum + par, 0) + 5;
    expect(adjustedGrossScore(card, holes, courseHandicap)).toBe(capped);

    const playerId = await withDb(async (db) => {
      const { rows } = await db.query<{ id: string }>(
        "insert into public.players (name, email, ghin, status, join_date, consent_at, league_index) values ($1, $2, $3, 'ACTIVE', current_date, now(), 54.0) returning id",
        [`Max Maximum ${unique()}`, `max.${unique()}@fairway.example`, String(6_000_000 + Math.floor(Math.random() * 999_999))],
      );
      const id = rows[0]?.id;
      if (!id) throw new Error('no player');
      return id;
    });
    const date = await withDb(async (db) => String((await db.query('select private.club_today()::text as d')).rows[0].d));
    const matchId = await call<string>('create_match', {
      p_match: { name: `Rule 3.1b ${unique()}`, date, course_id: COURSE_ID, teeset_id: TEESET_ID, format: 'Individual stroke', require_payment_before_play: false },
      p_games: [{ game_code: 'STROKE_PLAY', enabled: true, buy_in: 0 }],
    });
    await call('add_match_entry', { p_match_id: matchId, p_player_id: playerId });
    await call('upsert_scorecard', { p_match_id: matchId, p_player_id: playerId, p_holes: card });
    expect(await finalize(matchId)).toBe(200);

    const posted = await withDb(async (db) => {
      const { rows } = await db.query<{ gross: number }>("select gross from public.handicap_logs where match_id = $1 and player_id = $2 and source = 'LEAGUE'", [matchId, playerId]);
      return rows.map((r) => r.gross);
    });
    // par + 5 on the hardest hole, not par + 2 + its strokes (par + 6 or more).
    expect(posted).toEqual([capped]);

    expect(leagueRoundsCheck(matchId)).toMatchObject({ code: 0 });
    // A round stored with the old limit (one more on that hole) is reported, stored → now.
    await withDb((db) => db.query("update public.handicap_logs set gross = gross + 1 where match_id = $1 and source = 'LEAGUE'", [matchId]));
    const stale = leagueRoundsCheck(matchId);
    expect(stale.code).toBe(1);
    expect(stale.out).toContain(`player ${playerId}: ${capped + 1} → ${capped}`);
    await withDb((db) => db.query("update public.handicap_logs set gross = gross - 1 where match_id = $1 and source = 'LEAGUE'", [matchId]));
  });
});
