// Reliability under concurrency and hostile input, through the real API (issue 8).
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client, stackEnv } from './support/clients';
import { resetPinThrottle, resetRateLimits, withDb } from './support/db';
import { HOSTILE_VALUES, rpcArguments, type OpenApi } from './support/hostile';
import { mailedInviteTokens } from './support/mail';

const anon = client();
let admin: ReturnType<typeof client>;
const unique = () => randomBytes(4).toString('hex');

beforeAll(async () => {
  admin = client({ adminToken: await adminToken() });
});

async function activePlayers(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    if (i % 30 === 0) await resetRateLimits();
    const { data, error } = await anon.rpc('register_player', {
      p_name: `Load Player ${i}`,
      p_nickname: null,
      p_email: `load-${unique()}-${i}@fairway.example`,
      p_ghin: String(2_000_000_000 + Math.floor(Math.random() * 99_999_999)).slice(0, 10),
      p_consent: true,
    });
    if (error) throw new Error(error.message);
    ids.push(data.player_id);
  }
  const { error } = await admin.rpc('approve_players', { p_player_ids: ids });
  if (error) throw new Error(error.message);
  // Their sign-up acknowledgements, the organisers' notices and the approvals are not what this test
  // measures: leave the outbox (and the inbox the invitations are read from) to the invitations.
  await withDb((db) => db.query(
    `delete from public.email_outbox where status = 'PENDING' and template in ('signup_received', 'signup_admin_notice', 'player_approved')`,
  ));
  return ids;
}

async function createMatch(capacity: number, allowWaitlist: boolean) {
  const { data: teeset } = await anon.from('teesets').select('id, course_id').limit(1).single();
  if (!teeset) throw new Error('the seed has no tee set');
  const { data, error } = await admin.rpc('create_match', {
    p_match: { name: `Seat race ${unique()}`, date: '2027-06-01', course_id: teeset.course_id, teeset_id: teeset.id, capacity, allow_waitlist: allowWaitlist, require_payment_before_play: false, format: 'Individual Stableford', notes: null },
    p_games: [],
  });
  if (error) throw new Error(error.message);
  return data as string;
}

/** The invitations' link tokens, from the e-mails as sent (the database holds none). */
async function inviteTokens(matchId: string, playerIds: string[]): Promise<string[]> {
  const { error } = await admin.rpc('create_invitations', { p_match_id: matchId, p_player_ids: playerIds, p_message: null, p_expires_at: '2027-05-31T22:00:00Z', p_include_ics: false });
  if (error) throw new Error(error.message);
  return await mailedInviteTokens(matchId);
}

describe('the seat race', () => {
  it('50 concurrent accepts for 10 seats → exactly 10 entries and 40 waitlisted, no duplicate', async () => {
    const players = await activePlayers(50);
    const matchId = await createMatch(10, true);
    const tokens = await inviteTokens(matchId, players);
    expect(tokens).toHaveLength(50);
    const answers = await Promise.all(tokens.map((token) => client().rpc('respond_to_invitation', { p_token: token, p_accept: true, p_match_game_ids: [] })));
    const outcomes = answers.map((answer) => answer.error?.message ?? answer.data.outcome);
    expect(outcomes.filter((o) => o === 'ENTERED')).toHaveLength(10);
    expect(outcomes.filter((o) => o === 'WAITLISTED')).toHaveLength(40);
    const { rows } = await withDb((db) =>
      db.query(
        `select (select count(*)::int from public.match_entries where match_id = $1) as entries,
                (select count(distinct player_id)::int from public.match_entries where match_id = $1) as distinct_entries,
                (select count(*)::int from public.match_waitlist where match_id = $1) as waitlisted`,
        [matchId],
      ),
    );
    expect(rows[0]).toEqual({ entries: 10, distinct_entries: 10, waitlisted: 40 });
  });

  it('answers the spec message when the match is full and the waitlist is not allowed', async () => {
    const players = await activePlayers(2);
    const matchId = await createMatch(1, false);
    const [first, second] = await inviteTokens(matchId, players);
    expect((await anon.rpc('respond_to_invitation', { p_token: first, p_accept: true, p_match_game_ids: [] })).data.outcome).toBe('ENTERED');
    const { error } = await anon.rpc('respond_to_invitation', { p_token: second, p_accept: true, p_match_game_ids: [] });
    expect(error?.message).toBe('Match is full and waitlist is not allowed');
  });
});

describe('hostile input', () => {
  // Fuzzing verify_admin_pin trips the PIN throttle, as it should; later tests need to sign in.
  afterAll(resetPinThrottle);

  // As anonymous visitors and as a signed-in player. The admin surface is fuzzed on a stack of its own
  // (admin-fuzz.test.ts): admin writes with hostile values would change the shared test database.
  it('answers every RPC and table endpoint with 4xx and a message, never a 5xx', async () => {
    const { apiUrl, anonKey } = stackEnv();
    const { data: probe } = await anon.rpc('register_player', { p_name: 'Fuzz Probe', p_nickname: null, p_email: `fuzz-${unique()}@fairway.example`, p_ghin: String(3_000_000 + Math.floor(Math.random() * 999_999)), p_consent: true });
    const spec = (await (await fetch(`${apiUrl}/rest/v1/`, { headers: { apikey: anonKey } })).json()) as OpenApi;
    const endpoints = Object.keys(spec.paths).filter((path) => path !== '/');
    expect(endpoints.length).toBeGreaterThan(20);
    const failures: string[] = [];
    let requests = 0;
    for (const path of endpoints) {
      const isRpc = path.startsWith('/rpc/');
      const params = rpcArguments(spec, path);
      for (const [index, value] of HOSTILE_VALUES.entries()) {
        const body = isRpc ? Object.fromEntries(params.map((name) => [name, value])) : { id: value, name: value, player_id: value, match_id: value };
        for (const headers of [{}, { 'x-player-token': probe.token as string }]) {
          const response = await fetch(`${apiUrl}/rest/v1${path}`, {
            method: isRpc ? 'POST' : index % 2 ? 'PATCH' : 'POST',
            headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json', ...(headers as Record<string, string>) },
            body: JSON.stringify(body),
          });
          requests += 1;
          const text = await response.text();
          if (response.status >= 500) failures.push(`${path} ${JSON.stringify(body).slice(0, 80)} → ${response.status} ${text.slice(0, 160)}`);
        }
      }
    }
    expect(requests).toBeGreaterThan(500);
    expect(failures).toEqual([]);
  }, 300_000);
});
