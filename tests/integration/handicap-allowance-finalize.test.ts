// Issue 18 item 5 on the money path: with a Stroke Play allowance of 50 % (setting allowanceByGame),
// the finalize-match edge function (the synced engine) stores stroke-play results computed with 50 %
// and Stableford with the league-wide 100 % — the same rows the browser's engine computes — and the
// allowance decides the winner.
import { randomBytes } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEngineInput, scoringSettingsFrom, type MatchSource, type SettingsSource } from '../../src/domain/engine-input';
import { courseHandicap } from '../../src/domain/handicap';
import { resultRowsFromScore, type ResultRow } from '../../src/domain/result-rows';
import { scoreMatch } from '../../src/domain/score-match';
import { adminToken, client, stackEnv } from './support/clients';
import { withDb } from './support/db';

// Pine Hollow Golf Club, Blue tees (seeded; only read here).
const COURSE_ID = '4657b538-1170-4b7a-a851-f2714dd6c59d';
const TEESET_ID = 'f2fe8c80-1dd7-44e0-aff1-0576646eb5b5';
const unique = () => randomBytes(4).toString('hex');

let admin: SupabaseClient;
let token = '';
let previous = '{}';

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

async function member(name: string, index: number): Promise<string> {
  return withDb(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      "insert into public.players (name, email, ghin, status, join_date, consent_at, league_index) values ($1, $2, $3, 'ACTIVE', current_date, now(), $4) returning id",
      [name, `${name.toLowerCase().replace(/\W+/g, '.')}@fairway.example`, String(6_000_000 + Math.floor(Math.random() * 999_999)), index],
    );
    const id = rows[0]?.id;
    if (!id) throw new Error('no player');
    return id;
  });
}

/** The engine's rows from what the public API says (the browser's path), with the given allowances. */
async function engineRows(matchId: string, allowanceByGame?: string): Promise<ResultRow[]> {
  const shell = await call<Omit<MatchSource, 'entries' | 'scorecards'>>('get_match_detail', { p_match_id: matchId });
  const entries = await call<MatchSource['entries']>('get_match_entries', { p_match_id: matchId });
  const cards = await call<{ scorecards: MatchSource['scorecards'] }>('get_match_scorecards', { p_match_id: matchId });
  const settings = await call<SettingsSource & { extra: Record<string, string> }>('get_public_settings', {});
  const extra = allowanceByGame === undefined ? settings.extra : { ...settings.extra, allowanceByGame };
  const built = buildEngineInput({ ...shell, entries, scorecards: cards.scorecards }, { settings: scoringSettingsFrom({ ...settings, extra }) });
  if (!built.ok) throw new Error(built.problem);
  return resultRowsFromScore(scoreMatch(built.input));
}

const sortRows = (rows: ResultRow[]) => [...rows].sort((a, b) => a.game_code.localeCompare(b.game_code) || a.player_id.localeCompare(b.player_id));
const winnerOf = (rows: ResultRow[], code: string) => rows.find((r) => r.game_code === code && r.position === 1)?.player_id;

beforeAll(async () => {
  token = await adminToken();
  admin = client({ adminToken: token });
  previous = (await call<{ extra: Record<string, string> }>('get_public_settings', {})).extra.allowanceByGame ?? '{}';
});

afterAll(async () => {
  await withDb((db) => db.query("update public.settings set value = $1 where key = 'allowanceByGame'", [previous]));
});

describe('allowance per game at finalize', () => {
  it('stores stroke play at 50 % and Stableford at 100 %, as the engine computes them', async () => {
    const ann = await member(`Ann Allowance ${unique()}`, 20);
    const bob = await member(`Bob Allowance ${unique()}`, 10);
    const { data: tee } = await client().from('teesets').select('rating, slope, par_by_hole').eq('id', TEESET_ID).single();
    if (!tee) throw new Error('no tee set');
    const pars = tee.par_by_hole as number[];
    const par = pars.reduce((a, b) => a + b, 0);
    const ch = (index: number, pct: number) => courseHandicap(index, Number(tee.slope), Number(tee.rating), par, pct).value;
    // Ann plays `gap` strokes worse than Bob: she wins on net at 100 %, loses at 50 %.
    const gap = Math.floor((ch(20, 100) - ch(10, 100) + (ch(20, 50) - ch(10, 50))) / 2);
    expect(ch(20, 100) - ch(10, 100)).toBeGreaterThan(gap);
    expect(ch(20, 50) - ch(10, 50)).toBeLessThan(gap);
    const bobCard = pars.map((p, i) => p + (i < 10 ? 1 : 0));
    const annCard = bobCard.map((s, i) => s + (i < gap ? 1 : 0));

    await call('upsert_admin_setting', { p_key: 'allowanceByGame', p_value: '{"STROKE_PLAY": 50}' });
    const date = await withDb(async (db) => String((await db.query('select private.club_today()::text as d')).rows[0].d));
    const matchId = await call<string>('create_match', {
      p_match: { name: `Allowance ${unique()}`, date, course_id: COURSE_ID, teeset_id: TEESET_ID, format: 'Individual stroke', require_payment_before_play: false },
      p_games: [
        { game_code: 'STB_V2', enabled: true, buy_in: 1000 },
        { game_code: 'STROKE_PLAY', enabled: true, buy_in: 1000 },
      ],
    });
    for (const [player, holes] of [[ann, annCard], [bob, bobCard]] as const) {
      await call('add_match_entry', { p_match_id: matchId, p_player_id: player });
      await call('upsert_scorecard', { p_match_id: matchId, p_player_id: player, p_holes: holes });
    }
    expect(await finalize(matchId)).toBe(200);

    const stored = await withDb(async (db) => {
      const { rows } = await db.query(
        'select player_id, game_code, position, points::float8 as points, skins_won, payout_cents, notes, explanation from public.results where match_id = $1',
        [matchId],
      );
      return rows as ResultRow[];
    });
    expect(sortRows(stored)).toEqual(sortRows(await engineRows(matchId)));
    expect(winnerOf(stored, 'STROKE_PLAY')).toBe(bob);
    // Without the per-game allowance Ann would have won stroke play: the setting decided it.
    expect(winnerOf(await engineRows(matchId, '{}'), 'STROKE_PLAY')).toBe(ann);
  });
});
