// Shared moves of the security attacker tests (tests/integration/security-*.test.ts): raw API calls as a
// visitor, a member or an admin, members made active, a match played today with entrants.
import { randomBytes } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { client, stackEnv } from './clients';
import { withDb } from './db';

export const unique = () => randomBytes(4).toString('hex');
export const ghin = () => String(1_000_000 + Math.floor(Math.random() * 8_999_999));
export type Session = { player_id: string; token: string };

/** A PostgREST answer: its status and its JSON object (an error's {code, message}, an RPC's result). */
export type Answer = { status: number; body: Record<string, unknown> };

/** A PostgREST call with the anon key and the given session headers; never throws on an error answer. */
export async function rest(path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}) {
  const { apiUrl, anonKey } = stackEnv();
  const response = await fetch(`${apiUrl}/rest/v1${path}`, {
    method: init.method ?? 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json', ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: Answer['body'] = {};
  try {
    body = text ? (JSON.parse(text) as Answer['body']) : {};
  } catch {
    body = { raw: text };
  }
  return { status: response.status, body } satisfies Answer;
}

export async function call<T>(caller: SupabaseClient, name: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await caller.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T;
}

export type Member = Session & { email: string; ghin: string; name: string };

export async function signUp(label: string, email = `${label.toLowerCase()}.${unique()}@mail.test`): Promise<Member> {
  const details = { name: `${label} ${unique()}`, ghin: ghin() };
  const session = await call<Session>(client(), 'register_player', {
    p_name: details.name, p_nickname: null, p_email: email, p_ghin: details.ghin, p_consent: true,
  });
  return { ...session, ...details, email: email.toLowerCase() };
}

export async function activePlayer(admin: SupabaseClient, label: string): Promise<Member> {
  const session = await signUp(label);
  await call(admin, 'approve_players', { p_player_ids: [session.player_id] });
  return session;
}

/** A match dated today (club time) with the given players entered; returns its id. */
export async function matchToday(admin: SupabaseClient, players: Session[], extra: Record<string, unknown> = {}): Promise<string> {
  const { data: teeset } = await client().from('teesets').select('id, course_id').limit(1).single();
  if (!teeset) throw new Error('the seed has no tee set');
  const today = await withDb(async (db) => String((await db.query('select private.club_today()::text as d')).rows[0].d));
  const matchId = await call<string>(admin, 'create_match', {
    p_match: { name: `Security ${unique()}`, date: today, course_id: teeset.course_id, teeset_id: teeset.id, require_payment_before_play: false, format: 'Individual Stableford', notes: null, ...extra },
    p_games: [{ game_code: 'STB_V2', enabled: true, buy_in: 1000 }],
  });
  for (const player of players) await call(admin, 'add_match_entry', { p_match_id: matchId, p_player_id: player.player_id });
  return matchId;
}

/** How many outbox rows are addressed to a mailbox (every alias of it, as written). */
export const outboxCount = (where: string, params: unknown[]) =>
  withDb(async (db) => Number((await db.query(`select count(*)::int as n from public.email_outbox o where ${where}`, params)).rows[0].n));
