// Issue 13, slice "cards": each test plays an attacker through the real API (PostgREST + SQL) and
// asserts the refusal — another entrant rewriting a card, a player changing an attested card, side
// games switched after the deadline, amounts read by someone else, handicap rounds out of range or
// logged twice.
import { randomBytes } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, client } from './support/clients';
import { withDb } from './support/db';
import { mailedInviteTokens } from './support/mail';

type Session = { player_id: string; token: string; name: string };
type Refusal = { status: number; message: string | undefined };

const unique = () => randomBytes(4).toString('hex');
const ghin = () => String(1_000_000 + Math.floor(Math.random() * 8_999_999));
const PARS = [4, 5, 3, 4, 4, 3, 4, 5, 4, 4, 4, 3, 5, 4, 4, 3, 5, 4];

let admin: SupabaseClient;
let ann: Session;
let bob: Session;

async function call<T>(caller: SupabaseClient, name: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await caller.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T;
}

async function refusal(caller: SupabaseClient, name: string, args: Record<string, unknown>): Promise<Refusal> {
  const { error, status } = await caller.rpc(name, args);
  expect(error, `${name} should be refused`).not.toBeNull();
  return { status, message: error?.message };
}

async function activePlayer(label: string): Promise<Session> {
  const name = `${label} ${unique()}`;
  const session = await call<{ player_id: string; token: string }>(client(), 'register_player', {
    p_name: name, p_nickname: null, p_email: `cards-${unique()}@fairway.example`, p_ghin: ghin(), p_consent: true,
  });
  await call(admin, 'approve_players', { p_player_ids: [session.player_id] });
  return { ...session, name };
}

/** Today in the club time zone, as the database decides it. */
const clubToday = () => withDb(async (db) => String((await db.query("select private.club_today()::text as d")).rows[0].d));

async function createMatch(date: string): Promise<{ id: string; stb: string; skins: string }> {
  const { data: teeset } = await client().from('teesets').select('id, course_id').limit(1).single();
  if (!teeset) throw new Error('the seed has no tee set');
  const id = await call<string>(admin, 'create_match', {
    p_match: { name: `Cards ${unique()}`, date, course_id: teeset.course_id, teeset_id: teeset.id, require_payment_before_play: false, format: 'Individual Stableford', notes: null },
    p_games: [
      { game_code: 'STB_V2', enabled: true, buy_in: 1000 },
      { game_code: 'SKINS_GROSS', enabled: true, buy_in: 500 },
    ],
  });
  const games = await withDb(async (db) => (await db.query('select id, game_code from public.match_games where match_id = $1', [id])).rows);
  const game = (code: string) => String(games.find((g) => g.game_code === code)?.id);
  return { id, stb: game('STB_V2'), skins: game('SKINS_GROSS') };
}

beforeAll(async () => {
  admin = client({ adminToken: await adminToken() });
  ann = await activePlayer('Ann Card');
  bob = await activePlayer('Bob Card');
});

describe('cards: only the player, their marker or an admin writes a card', () => {
  let matchId: string;

  beforeAll(async () => {
    matchId = (await createMatch(await clubToday())).id;
    for (const player of [ann, bob]) await call(admin, 'add_match_entry', { p_match_id: matchId, p_player_id: player.player_id });
  });

  it('refuses another entrant writing a card with 403 and a clear message', async () => {
    const asBob = client({ playerToken: bob.token });
    expect(await refusal(asBob, 'upsert_scorecard', { p_match_id: matchId, p_player_id: ann.player_id, p_holes: PARS.map(() => 9) })).toEqual({
      status: 403, message: 'Only the player, their marker or an admin can change this card',
    });
    expect(await refusal(client(), 'upsert_scorecard', { p_match_id: matchId, p_player_id: ann.player_id, p_holes: PARS })).toEqual({
      status: 403, message: 'Only the player, their marker or an admin can change this card',
    });
    const { data } = await client().rpc('get_match_scorecards', { p_match_id: matchId });
    expect(data.scorecards).toEqual([]);
  });

  it('refuses the player changing their attested card; an admin may, and the history shows it', async () => {
    const asAnn = client({ playerToken: ann.token });
    await call(asAnn, 'upsert_scorecard', { p_match_id: matchId, p_player_id: ann.player_id, p_holes: PARS });
    const attested = await call<{ attested_at: string | null }>(asAnn, 'attest_scorecard', { p_match_id: matchId });
    expect(attested.attested_at).not.toBeNull();

    expect(await refusal(asAnn, 'upsert_scorecard', { p_match_id: matchId, p_player_id: ann.player_id, p_holes: PARS.map((p) => p - 1) })).toEqual({
      status: 403, message: 'This card has been attested; only an admin can change it',
    });

    const corrected = [...PARS.slice(0, 17), PARS[17] + 1];
    const card = await call<{ holes: number[]; attested_at: string | null }>(admin, 'upsert_scorecard', { p_match_id: matchId, p_player_id: ann.player_id, p_holes: corrected });
    expect(card.holes).toEqual(corrected);
    expect(card.attested_at).toBe(attested.attested_at);

    type Change = { hole: number; old_strokes: number | null; new_strokes: number; actor_kind: string; actor_id: string | null; actor_name: string };
    const history = await call<Change[]>(asAnn, 'get_scorecard_history', { p_match_id: matchId, p_player_id: ann.player_id });
    expect(history).toHaveLength(19);
    expect(history[0]).toMatchObject({ hole: 18, old_strokes: PARS[17], new_strokes: PARS[17] + 1, actor_kind: 'admin' });
    // The correction names the admin who made it, by their current name.
    const admins = await call<{ id: string; name: string }[]>(admin, 'list_admins', {});
    expect(history[0]?.actor_name).toBe(admins.find((a) => a.id === history[0]?.actor_id)?.name);
    expect(history.slice(1).every((c) => c.actor_kind === 'player' && c.actor_id === ann.player_id && c.old_strokes === null)).toBe(true);
    expect(await call<Change[]>(admin, 'get_scorecard_history', { p_match_id: matchId, p_player_id: ann.player_id })).toEqual(history);

    expect(await refusal(client({ playerToken: bob.token }), 'get_scorecard_history', { p_match_id: matchId, p_player_id: ann.player_id })).toEqual({
      status: 403, message: 'Only the player or an admin can see the history of this card',
    });
  });
});

describe('opt-ins: only until the RSVP deadline or the start, later an admin (audited)', () => {
  it('refuses a side game switched after the RSVP deadline; an admin may, and the change is audited', async () => {
    const match = await createMatch('2027-06-01');
    const carl = await activePlayer('Carl Late');
    await call(admin, 'create_invitations', {
      p_match_id: match.id, p_player_ids: [carl.player_id], p_message: null, p_expires_at: new Date(Date.now() + 86_400_000).toISOString(), p_include_ics: false,
    });
    const [token] = await mailedInviteTokens(match.id);
    const holder = client();
    expect((await call<{ outcome: string }>(holder, 'respond_to_invitation', { p_token: token, p_accept: true, p_match_game_ids: [match.stb] })).outcome).toBe('ENTERED');

    // The RSVP deadline passes; the round is not played yet.
    await withDb((db) => db.query("update public.match_invites set expires_at = now() - interval '1 minute' where match_id = $1", [match.id]));
    expect(await refusal(holder, 'respond_to_invitation', { p_token: token, p_accept: true, p_match_game_ids: [match.stb, match.skins] })).toEqual({
      status: 403, message: 'Side games can no longer be changed: the RSVP deadline or the match start has passed. Ask an admin.',
    });
    const entries = await call<{ player_id: string; opted_in_game_ids: string[] }[]>(client(), 'get_match_entries', { p_match_id: match.id });
    expect(entries.find((e) => e.player_id === carl.player_id)?.opted_in_game_ids).toEqual([match.stb]);

    await call(admin, 'set_entry_opt_ins', { p_match_id: match.id, p_player_id: carl.player_id, p_match_game_ids: [match.stb, match.skins] });
    const audit = await call<{ action: string; actor: string; details: Record<string, unknown> }[]>(admin, 'get_audit_log', { p_group: 'MATCH', p_limit: 50 });
    const change = audit.find((row) => row.action === 'MATCH_OPT_INS_CHANGED' && row.details.player_id === carl.player_id);
    expect(change?.details).toMatchObject({ old_games: ['STB_V2'], new_games: ['SKINS_GROSS', 'STB_V2'], after_cutoff: true });
  });
});

describe('balances: amounts only for admins and the entrant', () => {
  it('gives another player statuses, never amounts', async () => {
    const match = await createMatch('2027-06-02');
    for (const player of [ann, bob]) await call(admin, 'add_match_entry', { p_match_id: match.id, p_player_id: player.player_id });
    type Balance = { player_id: string; status: string; due_cents: number | null; paid_cents: number | null; balance_cents: number | null };
    const asBob = await call<Balance[]>(client({ playerToken: bob.token }), 'get_match_balances', { p_match_id: match.id });
    const annSeenByBob = asBob.find((b) => b.player_id === ann.player_id);
    expect(annSeenByBob).toMatchObject({ status: 'PENDING', due_cents: null, paid_cents: null, balance_cents: null });
    expect(asBob.find((b) => b.player_id === bob.player_id)).toMatchObject({ status: 'PENDING', due_cents: 1500, paid_cents: 0, balance_cents: 1500 });
    const asAdmin = await call<Balance[]>(admin, 'get_match_balances', { p_match_id: match.id });
    expect(asAdmin.every((b) => b.due_cents === 1500)).toBe(true);
  });
});

describe('handicap logs: dates from 1900 to today, no duplicate', () => {
  it('refuses a round in 1899, tomorrow, or logged twice', async () => {
    const asAnn = client({ playerToken: ann.token });
    const today = await clubToday();
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const log = (date: string) => ({ p_player_id: ann.player_id, p_date: date, p_course_name: 'Pine Hollow', p_rating: 71.2, p_slope: 128, p_gross: 88 });
    for (const date of ['1899-12-31', tomorrow]) {
      expect(await refusal(asAnn, 'add_handicap_log', log(date))).toEqual({ status: 400, message: 'Date must be between 1900-01-01 and today' });
    }
    await call(asAnn, 'add_handicap_log', log(today));
    expect(await refusal(asAnn, 'add_handicap_log', log(today))).toEqual({
      status: 409, message: 'This round is already in the handicap log (same date, course and gross score)',
    });
  });
});
