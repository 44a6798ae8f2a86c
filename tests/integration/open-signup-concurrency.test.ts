// Open sign-up under concurrency, through the API as browsers call it: members asking for the last seat at
// the same moment get one entry each while seats last and the waitlist after (the match row lock orders
// them); without a waitlist the late ones are refused. The capacity is never exceeded.
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client } from './support/clients';

// Pine Hollow Golf Club, Blue tees (seeded; only read here).
const COURSE_ID = '4657b538-1170-4b7a-a851-f2714dd6c59d';
const TEESET_ID = 'f2fe8c80-1dd7-44e0-aff1-0576646eb5b5';
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const digits = () => String(Math.floor(1e7 + Math.random() * 9e7));

let admin: SupabaseClient;

async function call<T>(supabase: SupabaseClient, name: string, args: Record<string, unknown> = {}): Promise<T> {
  const { data, error } = await supabase.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T;
}

/** n approved members, each with the player session their browser would hold. */
async function members(n: number, label: string): Promise<SupabaseClient[]> {
  const sessions = await Promise.all(
    Array.from({ length: n }, (_, i) =>
      call<{ player_id: string; token: string }>(client(), 'register_player', {
        p_name: `${label} ${i} ${RUN}`,
        p_nickname: null,
        p_email: `${label.toLowerCase()}.${i}.${RUN}@example.com`,
        p_ghin: digits(),
        p_consent: true,
      }),
    ),
  );
  await call(admin, 'approve_players', { p_player_ids: sessions.map((session) => session.player_id) });
  return sessions.map((session) => client({ playerToken: session.token }));
}

async function openMatch(name: string, capacity: number, allowWaitlist: boolean): Promise<string> {
  const date = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return call<string>(admin, 'create_match', {
    p_match: { name: `${name} ${RUN}`, date, course_id: COURSE_ID, teeset_id: TEESET_ID, capacity, allow_waitlist: allowWaitlist, open_signup: true },
    p_games: [{ game_code: 'STB_V2', enabled: true, buy_in: 1000, pot_calc: 'PER_PLAYER' }],
  });
}

const joinAll = (players: SupabaseClient[], matchId: string) =>
  Promise.all(players.map((player) => player.rpc('join_match', { p_match_id: matchId, p_match_game_ids: [] })));

beforeAll(async () => {
  admin = client({ adminToken: await adminToken() });
});

describe('open sign-up under concurrency', () => {
  it('two members asking for the last seat at once: one entry, one waitlist place', async () => {
    const matchId = await openMatch('Last Seat', 1, true);
    const answers = await joinAll(await members(2, 'Racer'), matchId);
    expect(answers.map((answer) => answer.error)).toEqual([null, null]);
    expect(answers.map((answer) => (answer.data as { outcome: string }).outcome).sort()).toEqual(['ENTERED', 'WAITLISTED']);
    const entries = await call<unknown[]>(admin, 'get_match_entries', { p_match_id: matchId });
    const waitlist = await call<unknown[]>(admin, 'get_match_waitlist', { p_match_id: matchId });
    expect([entries.length, waitlist.length]).toEqual([1, 1]);
  });

  it('eight members for three seats without a waitlist: three entries, five refusals', async () => {
    const matchId = await openMatch('Three Seats', 3, false);
    const answers = await joinAll(await members(8, 'Rusher'), matchId);
    const refused = answers.filter((answer) => answer.error);
    expect(answers.length - refused.length).toBe(3);
    expect(new Set(refused.map((answer) => answer.error?.message))).toEqual(new Set(['Match is full and waitlist is not allowed']));
    const entries = await call<unknown[]>(admin, 'get_match_entries', { p_match_id: matchId });
    expect(entries).toHaveLength(3);
  });
});
