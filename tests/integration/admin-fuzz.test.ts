// Hostile input on the admin surface (issue 8), on a stack of its own with the demo league: every RPC and
// table endpoint, signed in as the admin, gets wrong types, huge and SQL-looking text and odd numbers, once
// in every argument and once with real ids of the league in the id arguments (so the hostile values reach
// real matches, players, courses and entries). Every answer must be 4xx with a message, never 5xx, and
// afterwards no row may break a money or entry rule (private.integrity_problems()).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePorts } from '../../stack/ports.mjs';
import { startChildStack, stopChildStack, type ChildStack } from './support/child-stack';
import { HOSTILE_VALUES, rpcArguments, type OpenApi } from './support/hostile';

const dataDir = mkdtempSync(join(tmpdir(), 'fairway-admin-fuzz-'));
let stack: ChildStack | null = null;

beforeAll(async () => {
  const ports = await freePorts(['api', 'db', 'inbox', 'smtp', 'postgrest', 'functions']);
  stack = await startChildStack(dataDir, ports, { seed: true });
}, 120_000);

afterAll(async () => {
  await stopChildStack(stack);
  rmSync(dataDir, { recursive: true, force: true });
});

async function query<T>(sql: string): Promise<T[]> {
  const db = new pg.Client({ connectionString: stack?.dbUrl });
  await db.connect();
  try {
    return (await db.query(sql)).rows as T[];
  } finally {
    await db.end();
  }
}

/** Real ids of the demo league, by the kind of id an argument names. */
async function leagueIds(): Promise<Record<string, string>> {
  const [row] = await query<Record<string, string>>(`
    select (select id::text from public.matches where not is_final order by date desc limit 1) as match,
           (select id::text from public.players where status = 'ACTIVE' order by name limit 1) as player,
           (select id::text from public.courses order by name limit 1) as course,
           (select id::text from public.teesets order by label limit 1) as teeset,
           (select id::text from public.match_entries order by created_at desc limit 1) as entry,
           (select id::text from public.match_games order by created_at desc limit 1) as match_game,
           (select id::text from public.match_invites order by created_at desc limit 1) as invit,
           (select id::text from public.match_waitlist order by created_at desc limit 1) as waitlist,
           (select id::text from public.handicap_logs order by created_at desc limit 1) as log`);
  return row ?? {};
}

const KINDS = ['match_game', 'match', 'player', 'course', 'teeset', 'entry', 'invit', 'waitlist', 'log'];
/** The real id for an argument such as p_match_id, p_match_game_id or p_invitation_id; null when it names no id. */
function realId(argument: string, ids: Record<string, string>): string | null {
  if (!/(^|_)id$/.test(argument)) return null;
  const kind = KINDS.find((k) => argument.includes(k));
  return kind ? (ids[kind] ?? null) : null;
}

// Last: the ones that end the session or trip the PIN throttle.
const LAST = ['/rpc/admin_logout', '/rpc/verify_admin_pin'];

describe('hostile input on the admin surface', () => {
  it('answers every RPC and table endpoint with 4xx and a message, never 5xx, and breaks no rule', async () => {
    if (!stack) throw new Error('no stack');
    const { apiUrl, anonKey } = stack;
    // change_admin_pin takes any 4–10 characters from a signed-in admin who gives the current PIN, so the fuzz
    // could change it: follow it.
    let pin = stack.adminPin;
    const base = { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' };
    const signIn = async () => {
      const response = await fetch(`${apiUrl}/rest/v1/rpc/verify_admin_pin`, { method: 'POST', headers: base, body: JSON.stringify({ pin_input: pin }) });
      const answer = (await response.json()) as { valid?: boolean; token?: string };
      if (!answer.valid || !answer.token) throw new Error(`admin sign-in failed: ${JSON.stringify(answer)}`);
      return answer.token;
    };
    const spec = (await (await fetch(`${apiUrl}/rest/v1/`, { headers: { apikey: anonKey } })).json()) as OpenApi;
    const endpoints = Object.keys(spec.paths)
      .filter((path) => path !== '/')
      .sort((a, b) => Number(LAST.includes(a)) - Number(LAST.includes(b)) || LAST.indexOf(a) - LAST.indexOf(b));
    expect(endpoints.filter((path) => path.startsWith('/rpc/')).length).toBeGreaterThan(40);

    const failures: string[] = [];
    const silent: string[] = [];
    let requests = 0;
    let withRealIds = 0;
    for (const path of endpoints) {
      // A fresh session per endpoint: an earlier one may have signed out (admin_logout is fuzzed too).
      const token = path === '/rpc/verify_admin_pin' ? 'none' : await signIn();
      const ids = await leagueIds();
      const isRpc = path.startsWith('/rpc/');
      const args = rpcArguments(spec, path);
      for (const [index, value] of HOSTILE_VALUES.entries()) {
        const bodies: Record<string, unknown>[] = isRpc
          ? [Object.fromEntries(args.map((name) => [name, value]))]
          : [{ id: value, name: value, player_id: value, match_id: value }];
        if (isRpc && args.some((name) => realId(name, ids))) {
          bodies.push(Object.fromEntries(args.map((name) => [name, realId(name, ids) ?? value])));
          withRealIds += 1;
        }
        for (const body of bodies) {
          const method = isRpc ? 'POST' : ['POST', 'PATCH', 'DELETE'][index % 3];
          const query = isRpc ? '' : method === 'POST' ? '' : `?id=eq.${encodeURIComponent(String(value))}`;
          const response = await fetch(`${apiUrl}/rest/v1${path}${query}`, {
            method,
            headers: { ...base, 'x-admin-token': token },
            body: method === 'DELETE' ? undefined : JSON.stringify(body),
          });
          requests += 1;
          const text = await response.text();
          const line = `${method} ${path} ${JSON.stringify(body).slice(0, 80)} → ${response.status} ${text.slice(0, 160)}`;
          if (response.ok && path === '/rpc/change_admin_pin' && (JSON.parse(text) as { changed?: boolean }).changed) pin = String(body.p_new_pin);
          if (response.status >= 500) failures.push(line);
          else if (response.status >= 400 && !/"message"\s*:\s*"[^"]/.test(text)) silent.push(line);
        }
      }
    }
    expect(requests).toBeGreaterThan(1500);
    expect(withRealIds).toBeGreaterThan(200);
    expect(failures).toEqual([]);
    expect(silent).toEqual([]);
    expect(await query('select problem, rows::int from private.integrity_problems()')).toEqual([]);
  }, 600_000);
});
