// Issue 13, "the server decides the money": every stored result is the engine's, computed on the server by
// the finalize-match edge function; payouts made by a client are refused. The expected results are
// computed here independently: read through the public API as the browser reads a match, then scored by
// the engine (src/domain) in this process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEngineInput, scoringSettingsFrom, type MatchSource, type SettingsSource, type SourceAdjustment } from '../../src/domain/engine-input';
import { resultRowsFromScore, type ResultRow } from '../../src/domain/result-rows';
import { scoreMatch } from '../../src/domain/score-match';
import { adminToken, client, stackEnv } from './support/clients';
import { withDb } from './support/db';

const anon = client();
let token = '';
let admin = client();

type DemoMatch = { id: string; name: string; date: string; is_final: boolean; future: boolean; cancelled: boolean; paid_out: boolean };

async function callFinalize(body: Record<string, unknown>, headers: Record<string, string> = { 'x-admin-token': token }) {
  const { apiUrl, anonKey } = stackEnv();
  const response = await fetch(`${apiUrl}/functions/v1/finalize-match`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
  const { data, error } = await admin.rpc(name, args);
  if (error) throw new Error(`${name}: ${error.message}`);
  return data as T;
}

/** The engine's rows for a match, from what the public API says about it (the browser's path). */
async function engineRows(matchId: string): Promise<ResultRow[]> {
  const shell = await rpc<Omit<MatchSource, 'entries' | 'scorecards'>>('get_match_detail', { p_match_id: matchId });
  const entries = await rpc<MatchSource['entries']>('get_match_entries', { p_match_id: matchId });
  const cards = await rpc<{ scorecards: MatchSource['scorecards'] }>('get_match_scorecards', { p_match_id: matchId });
  const settings = await rpc<SettingsSource>('get_public_settings', {});
  const adjustments = await rpc<SourceAdjustment[]>('get_match_adjustments', { p_match_id: matchId });
  const built = buildEngineInput(
    { ...shell, entries, scorecards: cards.scorecards },
    { settings: scoringSettingsFrom(settings), adjustments },
  );
  if (!built.ok) throw new Error(built.problem);
  return resultRowsFromScore(scoreMatch(built.input));
}

const sortRows = <T extends { player_id: string; game_code: string }>(rows: T[]) =>
  [...rows].sort((a, b) => a.game_code.localeCompare(b.game_code) || a.player_id.localeCompare(b.player_id));

/** The match's stored results, in the row shape the engine gives. */
async function storedRows(matchId: string): Promise<ResultRow[]> {
  return withDb(async (db) => {
    const { rows } = await db.query(
      `select player_id, game_code, position, points::float8 as points, skins_won, payout_cents, notes, explanation
       from public.results where match_id = $1`,
      [matchId],
    );
    return rows as ResultRow[];
  });
}

async function expectStoredEqualsEngine(matchId: string) {
  const expected = sortRows(await engineRows(matchId));
  const stored = sortRows(await storedRows(matchId));
  expect(expected.length).toBeGreaterThan(0);
  expect(stored).toEqual(expected);
  return stored;
}

async function reopen(matchId: string) {
  const { error } = await admin.rpc('reopen_match', { p_match_id: matchId, p_reason: 'trust check: finalize again through the engine' });
  if (error) throw new Error(`reopen: ${error.message}`);
}

async function demoMatches(): Promise<DemoMatch[]> {
  return withDb(async (db) => {
    const { rows } = await db.query(
      `select id, name, date::text, is_final, date > private.club_today() as future, cancelled_at is not null as cancelled,
              exists (select 1 from public.winnings_payouts w where w.match_id = m.id) as paid_out
       from public.matches m order by date, name`,
    );
    return rows as DemoMatch[];
  });
}

/** Pays what each entrant still owes, as the treasurer would before finalizing. */
async function payEveryone(matchId: string) {
  const owing = await withDb(async (db) => {
    const { rows } = await db.query(
      `select player_id, (charges_cents - paid_cents)::integer as owed from private.entry_balances
       where match_id = $1 and charges_cents > paid_cents`,
      [matchId],
    );
    return rows as { player_id: string; owed: number }[];
  });
  for (const { player_id, owed } of owing) {
    await rpc('record_payment', { p_match_id: matchId, p_player_id: player_id, p_amount_cents: owed, p_method: 'CASH', p_note: 'issue 13 test' });
  }
}

beforeAll(async () => {
  token = await adminToken();
  admin = client({ adminToken: token });
});

describe('finalize on every demo match stores exactly the engine\'s results', () => {
  it('the demo league\'s seeded results already equal the engine\'s', async () => {
    const finals = (await demoMatches()).filter((m) => m.is_final);
    expect(finals.length).toBeGreaterThan(0);
    for (const match of finals) await expectStoredEqualsEngine(match.id);
  });

  const outcome = { finalized: 0, compared: 0, refusedFuture: 0, refusedCancelled: 0, keptPaidOut: 0 };
  afterAll(() => void process.stdout.write(`demo matches: ${outcome.finalized} finalized through finalize-match, ${outcome.compared} compared with the engine, ${outcome.refusedFuture} refused (dated after today), ${outcome.refusedCancelled} refused (called off), ${outcome.keptPaidOut} kept (winnings paid out)\n`));

  it('finalizes each demo match dated today or earlier through the edge function; later ones are refused', async () => {
    const matches = await demoMatches();
    expect(matches.length).toBeGreaterThanOrEqual(10);
    for (const match of matches) {
      if (match.cancelled) {
        const refused = await callFinalize({ matchId: match.id });
        expect([refused.status, refused.body.error], match.name).toEqual([422, 'This match has been called off. It takes no scores, entries or payments.']);
        outcome.refusedCancelled += 1;
        continue;
      }
      if (match.paid_out) {
        // Winnings already handed out: reopening needs the handed-over total confirmed (refused without it); kept as
        // they were paid here, and they are the engine's.
        const refused = await admin.rpc('reopen_match', { p_match_id: match.id, p_reason: 'trust check' });
        expect(refused.error?.message ?? '', match.name).toMatch(/^Winnings of \$[\d,.]+ have been handed over to \d+ players?: confirm the amounts handed over to reopen this match\.$/);
        await expectStoredEqualsEngine(match.id);
        outcome.compared += 1;
        outcome.keptPaidOut += 1;
        continue;
      }
      if (match.is_final) await reopen(match.id);
      await payEveryone(match.id);
      const response = await callFinalize({ matchId: match.id });
      if (match.future) {
        expect([response.status, response.body.error], match.name).toEqual([422, 'A match cannot be finalized before its date']);
        outcome.refusedFuture += 1;
        continue;
      }
      expect(response.status, `${match.name}: ${JSON.stringify(response.body)}`).toBe(200);
      expect(response.body.is_final).toBe(true);
      outcome.finalized += 1;
      const stored = await expectStoredEqualsEngine(match.id);
      outcome.compared += 1;
      const paid = stored.reduce((sum, row) => sum + row.payout_cents, 0);
      expect(response.body.paid_out_cents).toBe(paid);
      expect(paid).toBeLessThanOrEqual(response.body.pot_cents as number);
    }
    expect(outcome.finalized).toBe(matches.filter((m) => !m.future && !m.cancelled && !m.paid_out).length);
    expect(outcome.keptPaidOut).toBe(matches.filter((m) => m.paid_out).length);
    expect(outcome.refusedCancelled).toBe(matches.filter((m) => m.cancelled).length);
    expect(outcome.finalized + outcome.keptPaidOut).toBeGreaterThanOrEqual(9);
  });
});

describe('a client-forged payout is refused', () => {
  let match: DemoMatch;
  beforeAll(async () => {
    const found = (await demoMatches()).find((m) => m.is_final);
    if (!found) throw new Error('no final demo match');
    match = found;
    await reopen(match.id);
  });
  afterAll(async () => {
    await callFinalize({ matchId: match.id });
  });

  const forged = () => [{ player_id: '00000000-0000-0000-0000-000000000001', game_code: 'STB_V2', position: 1, points: 40, skins_won: 0, payout_cents: 999_999, notes: null, explanation: null }];

  it('finalize_match and save_results answer that client results are refused, for an admin too', async () => {
    for (const name of ['finalize_match', 'save_results']) {
      for (const caller of [anon, admin]) {
        const { error } = await caller.rpc(name, { p_match_id: match.id, p_results: forged() });
        expect(error?.message, name).toMatch(/Results and payouts sent by a client are refused/);
      }
    }
    expect(await storedRows(match.id)).toEqual([]);
  });

  it('the edge function refuses a body that carries results or payouts', async () => {
    for (const key of ['results', 'payouts', 'payout_cents']) {
      const response = await callFinalize({ matchId: match.id, [key]: forged() });
      expect(response).toEqual({ status: 400, body: { error: 'Results and payouts sent by a client are refused: the server computes them from the scorecards.', field: key } });
    }
    expect(await storedRows(match.id)).toEqual([]);
  });

  it('the write function is not reachable through PostgREST, for an admin either', async () => {
    const { apiUrl, anonKey } = stackEnv();
    for (const schema of ['private', 'public']) {
      const response = await fetch(`${apiUrl}/rest/v1/rpc/store_engine_results`, {
        method: 'POST',
        headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'x-admin-token': token, 'content-type': 'application/json', 'content-profile': schema },
        body: JSON.stringify({ p_match_id: match.id, p_results: forged(), p_finalize: true }),
      });
      expect(response.ok, schema).toBe(false);
    }
    expect(await storedRows(match.id)).toEqual([]);
  });

  it('the edge function refuses callers without an admin session', async () => {
    expect((await callFinalize({ matchId: match.id }, {})).status).toBe(401);
    expect((await callFinalize({ matchId: match.id }, { 'x-admin-token': 'not-a-session' })).status).toBe(403);
    expect(await storedRows(match.id)).toEqual([]);
  });
});

describe('adjustments change the payouts as the engine says', () => {
  it('a disqualification moves the money; removing it restores the payouts', async () => {
    const stbMatch = await withDb(async (db) => {
      const { rows } = await db.query(
        `select r.match_id, r.player_id from public.results r join public.matches m on m.id = r.match_id
         where r.game_code = 'STB_V2' and r.position = 1 and r.payout_cents > 0 and m.is_final order by m.date limit 1`,
      );
      return rows[0] as { match_id: string; player_id: string };
    });
    const before = await storedRows(stbMatch.match_id);
    await reopen(stbMatch.match_id);

    const added = await rpc<{ id: string }>('add_result_adjustment', {
      p_match_id: stbMatch.match_id, p_player_id: stbMatch.player_id, p_kind: 'DISQUALIFIED', p_game_code: 'STB_V2', p_reason: 'Signed for a wrong score on 7',
    });
    expect((await callFinalize({ matchId: stbMatch.match_id })).status).toBe(200);
    const after = await expectStoredEqualsEngine(stbMatch.match_id);
    const winnerAfter = after.find((r) => r.player_id === stbMatch.player_id && r.game_code === 'STB_V2');
    expect(winnerAfter).toMatchObject({ position: null, payout_cents: 0, explanation: { kind: 'disqualified', reason: 'Signed for a wrong score on 7' } });
    expect(after.filter((r) => r.game_code === 'STB_V2').reduce((s, r) => s + r.payout_cents, 0)).toBeGreaterThan(0);

    // Adjustments are refused while the match is final; reopen, remove, finalize again: the money comes back.
    const { error: locked } = await admin.rpc('remove_result_adjustment', { p_id: added.id });
    expect(locked?.message).toBe('This match has been finalized. Results are locked and can only be viewed.');
    await reopen(stbMatch.match_id);
    await rpc('remove_result_adjustment', { p_id: added.id });
    expect((await callFinalize({ matchId: stbMatch.match_id })).status).toBe(200);
    expect(sortRows(await storedRows(stbMatch.match_id))).toEqual(sortRows(before));
  });

  it('a hole corrected after the card is applied by the engine and audited', async () => {
    const target = await withDb(async (db) => {
      const { rows } = await db.query(
        `select s.match_id, s.player_id, s.hole_18 from public.scorecards s join public.matches m on m.id = s.match_id
         where m.is_final and s.hole_18 is not null order by m.date, s.player_id limit 1`,
      );
      return rows[0] as { match_id: string; player_id: string; hole_18: number };
    });
    await reopen(target.match_id);
    const corrected = target.hole_18 === 1 ? 2 : target.hole_18 - 1;
    await rpc('add_result_adjustment', {
      p_match_id: target.match_id, p_player_id: target.player_id, p_kind: 'HOLE', p_hole: 18, p_gross: corrected, p_reason: 'Card read 18 wrong',
    });
    expect((await callFinalize({ matchId: target.match_id })).status).toBe(200);
    await expectStoredEqualsEngine(target.match_id);
    const audit = await withDb(async (db) =>
      (await db.query(`select action, details from public.audit_log where target_id = $1 and action = 'RESULT_ADJUSTED' order by id desc limit 1`, [target.match_id])).rows[0],
    );
    expect(audit.details).toMatchObject({ kind: 'HOLE', hole: 18, gross: corrected, reason: 'Card read 18 wrong' });
  });

  it('refuses an adjustment without a reason and from anyone but an admin', async () => {
    // An upcoming match with an entrant (other test files add upcoming matches nobody has entered).
    const target = await withDb(async (db) =>
      (await db.query(`select e.match_id, e.player_id from public.match_entries e join public.matches m on m.id = e.match_id
                       where m.date > private.club_today() and not m.is_final order by m.date, e.player_id limit 1`)).rows[0] as
        { match_id: string; player_id: string } | undefined,
    );
    if (!target) throw new Error('no upcoming match with an entrant');
    const match = { id: target.match_id };
    const args = { p_match_id: match.id, p_player_id: target.player_id, p_kind: 'DISQUALIFIED', p_reason: '  ' };
    expect((await admin.rpc('add_result_adjustment', args)).error?.message).toBe('A reason is required');
    expect((await anon.rpc('add_result_adjustment', { ...args, p_reason: 'x' })).error?.message).toBe('Admin access required');
    expect((await anon.rpc('get_match_adjustments', { p_match_id: match.id })).error?.message).toBe('Admin access required');
    expect((await anon.from('result_adjustments').select('*')).error).not.toBeNull();
  });
});

describe('reopen + finalize keeps exactly one set of results', () => {
  it('three rounds of reopen and finalize leave one row per player per game, equal to the engine', async () => {
    const match = (await demoMatches()).find((m) => !m.future);
    if (!match) throw new Error('no played demo match');
    const first = await expectStoredEqualsEngine(match.id);
    for (let round = 0; round < 3; round++) {
      await reopen(match.id);
      expect(await storedRows(match.id)).toEqual([]);
      expect((await callFinalize({ matchId: match.id })).status).toBe(200);
    }
    const last = await expectStoredEqualsEngine(match.id);
    expect(last).toEqual(first);
    const keys = last.map((r) => `${r.player_id}:${r.game_code}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect((await callFinalize({ matchId: match.id })).body.error).toBe('This match has been finalized. Results are locked and can only be viewed.');
  });
});
