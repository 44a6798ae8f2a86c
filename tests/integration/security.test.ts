// The security paths through the real API (PostgREST + SQL), as an attacker with the anon key would try them.
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { adminToken, client, stackEnv } from './support/clients';
import { resetPinThrottle, withDb } from './support/db';

const anon = client();
const unique = () => randomBytes(4).toString('hex');
const ghin = () => String(1_000_000 + Math.floor(Math.random() * 8_999_999));

async function registerPlayer() {
  const email = `sec-${unique()}@fairway.example`;
  const { data, error } = await anon.rpc('register_player', { p_name: 'Security Probe', p_nickname: null, p_email: email, p_ghin: ghin(), p_consent: true });
  if (error) throw new Error(error.message);
  return { ...(data as { player_id: string; token: string }), email };
}

describe('PII is never reachable anonymously', () => {
  it('refuses email and GHIN columns on the players table, however they are asked for', async () => {
    for (const select of ['email', 'ghin', '*', 'id,email', 'consent_at']) {
      const { data, error } = await anon.from('players').select(select).limit(1);
      expect(error, `select=${select}`).not.toBeNull();
      expect(data).toBeNull();
    }
  });

  it('refuses email through an embedded select from another table', async () => {
    const { error } = await anon.from('match_entries').select('id, players(email, ghin)').limit(1);
    expect(error).not.toBeNull();
  });

  it('returns only public columns from the roster RPC', async () => {
    const { data, error } = await anon.rpc('get_players_public', { status_filter: 'ALL' });
    expect(error).toBeNull();
    expect(data.length).toBeGreaterThan(0);
    for (const row of data) {
      // Career earnings are public on every profile, and the roster sorts by them; never e-mail or GHIN.
      expect(Object.keys(row).sort()).toEqual(['career_earnings_cents', 'created_at', 'id', 'index_source', 'join_date', 'league_index', 'name', 'nickname', 'status', 'total_count']);
    }
  });

  it('hides email and GHIN in full details unless the caller is the owner or an admin', async () => {
    const probe = await registerPlayer();
    const other = await registerPlayer();
    const asAnon = await anon.rpc('get_player_full_details', { player_id: probe.player_id });
    expect(asAnon.data.email).toBeNull();
    expect(asAnon.data.ghin).toBeNull();
    const asOther = await client({ playerToken: other.token }).rpc('get_player_full_details', { player_id: probe.player_id });
    expect(asOther.data.email).toBeNull();
    const asOwner = await client({ playerToken: probe.token }).rpc('get_player_full_details', { player_id: probe.player_id });
    expect(asOwner.data.email).toBe(probe.email);
    const asAdmin = await client({ adminToken: await adminToken() }).rpc('get_player_full_details', { player_id: probe.player_id });
    expect(asAdmin.data.email).toBe(probe.email);
  });

  it('never shows e-mail addresses in anonymous match details, entries, balances or results', async () => {
    const { data: matches, error } = await anon.rpc('get_matches_list');
    expect(error).toBeNull();
    for (const match of matches.slice(0, 5)) {
      const detail = await anon.rpc('get_match_detail', { p_match_id: match.id });
      expect(detail.error).toBeNull();
      expect(Object.keys(detail.data)).not.toContain('entries');
      expect(JSON.stringify(detail.data)).not.toMatch(/@/);
      const entries = await anon.rpc('get_match_entries', { p_match_id: match.id });
      expect(entries.error).toBeNull();
      for (const entry of entries.data) expect(entry).toHaveProperty('email', null);
      expect(JSON.stringify(entries.data)).not.toMatch(/@/);
      const balances = await anon.rpc('get_match_balances', { p_match_id: match.id });
      expect(balances.error).toBeNull();
      expect(balances.data).toHaveLength(entries.data.length);
      for (const balance of balances.data) {
        expect(Object.keys(balance).sort()).toEqual(['balance_cents', 'credit_cents', 'due_cents', 'net_cents', 'paid_cents', 'paid_in_full', 'player_id', 'stake_cents', 'status']);
        // Amounts are for admins and the entrant only (DESIGN rule 20).
        expect([balance.due_cents, balance.paid_cents, balance.balance_cents, balance.credit_cents, balance.stake_cents, balance.net_cents]).toEqual([null, null, null, null, null, null]);
        expect(balance).not.toHaveProperty('email');
      }
      expect(JSON.stringify(balances.data)).not.toMatch(/@/);
      const results = await anon.rpc('get_match_results', { p_match_id: match.id });
      expect(results.error).toBeNull();
      expect(JSON.stringify(results.data)).not.toMatch(/@/);
    }
  });

  it("shows entrants' e-mails in get_match_entries to admins only", async () => {
    const asAdmin = client({ adminToken: await adminToken() });
    const probe = await registerPlayer();
    expect((await asAdmin.rpc('approve_players', { p_player_ids: [probe.player_id] })).error).toBeNull();
    const { data: teeset } = await anon.from('teesets').select('id, course_id').limit(1).single();
    if (!teeset) throw new Error('the seed has no tee set');
    const created = await asAdmin.rpc('create_match', {
      p_match: { name: `PII probe ${unique()}`, date: '2027-06-01', course_id: teeset.course_id, teeset_id: teeset.id, require_payment_before_play: false, format: 'Individual Stableford', notes: null },
      p_games: [{ game_code: 'STB_V2', enabled: true, buy_in: 1000 }],
    });
    expect(created.error).toBeNull();
    const matchId = created.data as string;
    expect((await asAdmin.rpc('add_match_entry', { p_match_id: matchId, p_player_id: probe.player_id })).error).toBeNull();

    const emailsAs = async (caller: ReturnType<typeof client>) => {
      const { data, error } = await caller.rpc('get_match_entries', { p_match_id: matchId });
      expect(error).toBeNull();
      expect(data.map((entry: { player_id: string }) => entry.player_id)).toEqual([probe.player_id]);
      return data.map((entry: { email: string | null }) => entry.email);
    };
    expect(await emailsAs(anon)).toEqual([null]);
    expect(await emailsAs(client({ playerToken: probe.token }))).toEqual([null]);
    expect(await emailsAs(asAdmin)).toEqual([probe.email]);

    const detail = await anon.rpc('get_match_detail', { p_match_id: matchId });
    expect(detail.data.entries_count).toBe(1);
    expect(JSON.stringify(detail.data)).not.toMatch(/@/);
    const adminDetail = await asAdmin.rpc('get_match_detail', { p_match_id: matchId });
    expect(JSON.stringify(adminDetail.data)).not.toMatch(/@/);
    const hidden = { due_cents: null, paid_cents: null, balance_cents: null, credit_cents: null, stake_cents: null, net_cents: null };
    const shown = { due_cents: 1000, paid_cents: 0, balance_cents: 1000, credit_cents: 0, stake_cents: 1000, net_cents: -1000 };
    for (const [caller, amounts] of [[anon, hidden], [asAdmin, shown]] as const) {
      const balances = await caller.rpc('get_match_balances', { p_match_id: matchId });
      expect(balances.error).toBeNull();
      expect(balances.data).toEqual([{ player_id: probe.player_id, paid_in_full: false, status: 'PENDING', ...amounts }]);
      expect(JSON.stringify(balances.data)).not.toMatch(/@/);
    }
  });
});

describe('admin operations need a valid admin session', () => {
  it('refuses admin RPCs without a session or with a made-up token', async () => {
    for (const caller of [anon, client({ adminToken: randomBytes(32).toString('hex') })]) {
      const { error } = await caller.rpc('get_players_admin', { status_filter: 'ALL' });
      expect(error?.message).toBe('Admin access required');
    }
  });

  it('refuses a player session for admin RPCs', async () => {
    const probe = await registerPlayer();
    const { error } = await client({ playerToken: probe.token }).rpc('approve_players', { p_player_ids: [probe.player_id] });
    expect(error?.message).toBe('Admin access required');
  });

  it('refuses a logged-out admin session', async () => {
    const token = await adminToken();
    const admin = client({ adminToken: token });
    expect((await admin.rpc('get_players_admin', { status_filter: 'ALL' })).error).toBeNull();
    expect((await admin.rpc('admin_logout')).error).toBeNull();
    expect((await admin.rpc('get_players_admin', { status_filter: 'ALL' })).error?.message).toBe('Admin access required');
  });

  it('refuses an expired admin session', async () => {
    const token = await adminToken();
    await withDb((db) => db.query(`update private.admin_sessions set expires_at = now() - interval '1 second' where token_hash = private.token_hash($1)`, [token]));
    const { error } = await client({ adminToken: token }).rpc('get_players_admin', { status_filter: 'ALL' });
    expect(error?.message).toBe('Admin access required');
  });
});

describe('PIN brute force', () => {
  afterAll(resetPinThrottle);

  it('locks the PIN after 5 failures in 15 minutes, even for the right PIN', async () => {
    await resetPinThrottle();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const { data, error } = await anon.rpc('verify_admin_pin', { pin_input: `9${attempt}x` });
      expect(error).toBeNull();
      expect(data.valid).toBe(false);
    }
    const { error } = await anon.rpc('verify_admin_pin', { pin_input: stackEnv().adminPin });
    expect(error?.message).toBe('Too many failed attempts. Try again in 15 minutes.');
    const audited = await withDb((db) => db.query(`select count(*)::int as n from public.audit_log where action = 'ADMIN_LOGIN_FAILED'`));
    expect(audited.rows[0].n).toBeGreaterThanOrEqual(5);
  });
});

describe('invitation tokens', () => {
  it('answers nothing for guessed tokens and stores no token in clear text', async () => {
    for (let i = 0; i < 50; i += 1) {
      const { data, error } = await anon.rpc('get_invitation', { p_token: randomBytes(32).toString('hex') });
      expect(error).toBeNull();
      expect(data).toBeNull();
    }
    const { error } = await anon.from('match_invites').select('*').limit(1);
    const rows = (await anon.from('match_invites').select('id').limit(5)).data ?? [];
    expect(error === null ? rows.length : 0).toBe(0);
  });
});
