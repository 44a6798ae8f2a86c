// Saturday-morning load (issue #16 item 6), part of `bench:api` (`--only saturday`).
//
// The round day on the scale league, on one open match of today with 36 tee sheet groups of 4
// (public.match_groups, a marker per group), all at once:
//   - each group's marker saves the group's scores HOLE BY HOLE (rpc save_hole_scores, holes 1 → 18, the
//     four players' strokes in one call), with the marker's own player session (x-player-token), as the
//     marker's phone does; each marker keeps one save in flight, back to back, so a whole morning of
//     saves (36 × 18 = 648) arrives in seconds — far harder than a real round (one save a group every
//     ~12 minutes);
//   - 200 board watchers open the board (rpc get_tee_sheet once) and poll it (rpc get_match_scorecards) every
//     8 s, as the app's board does, each starting at a random moment of the first 8 s;
//   - 4 admins (4 sessions) record payments for the day's entrants, back to back;
//   - 4 probes call the floor (rpc ping) back to back: PostgREST's fixed price per request under this load.
// It runs until the last marker has saved hole 18.
//
// Budgets (read by bench-api.mjs): p95 of a score save ≤ 3 × p95 of the floor probes; p95 of the board's poll
// ≤ 3 × the same floor; every card in the database equals what the markers sent, every hole of every card is
// exactly one row of the card history (private.scorecard_hole_changes: from empty to the sent strokes, by the
// marker), every answered payment is one row and the match's finance row sums them; no request failed.
// The matches, entries, groups, cards, payments, sessions and their e-mails are removed afterwards (the
// audit log keeps its rows).
import pg from 'pg';
import { FLOOR_RPC } from './bench-floor.mjs';

export const SATURDAY_DEFAULTS = { groups: 36, groupSize: 4, watchers: 200, admins: 4, probes: 4, pollSeconds: 8, holes: 18 };
const PAYMENT_CENTS = 100;
const WARM_UP_CALLS = 30;

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const strokes = () => 2 + Math.floor(Math.random() * 7);

async function arrange(db, size) {
  const tag = `bench-saturday-${Date.now()}`;
  const needed = size.groups * size.groupSize;
  const { rows: players } = await db.query(
    `select p.id from public.players p where p.status = 'ACTIVE' order by p.id limit $1`,
    [needed],
  );
  if (players.length < needed) throw new Error(`saturday needs ${needed} ACTIVE players: run npm run seed:scale first`);
  const ids = players.map((p) => p.id);
  // The day's match and a warm-up match (plans and PostgREST's cache, not measured).
  const { rows: matches } = await db.query(
    `insert into public.matches (name, date, course_name, course_rating, course_slope, course_id, teeset_id, require_payment_before_play, start_time)
     select $1 || n, private.club_today(), t.course_name, t.rating, t.slope, t.course_id, t.id, false, '07:00'
     from unnest(array[' round', ' warm-up']) with ordinality as x(n, i)
     cross join (select t.id, t.course_id, t.rating, t.slope, c.name as course_name
                 from public.teesets t join public.courses c on c.id = t.course_id order by t.created_at, t.id limit 1) t
     order by x.i
     returning id`,
    [tag],
  );
  const [matchId, warmUpMatchId] = matches.map((m) => m.id);
  // A buy-in no payment run reaches: every payment is accepted (no overpayment), paid_in_full stays false.
  await db.query(
    `insert into public.match_games (match_id, game_code, enabled, buy_in, pot_calc)
     select m, 'STB_V2', true, 1000000, 'PER_PLAYER' from unnest($1::uuid[]) m`,
    [[matchId, warmUpMatchId]],
  );
  // Entries through the function the app uses (opt-ins, paid status and finance rows by trigger).
  await db.query(`select private.enter_player($1, p, null) from unnest($2::uuid[]) p`, [matchId, ids]);
  await db.query(`select private.enter_player($1, p, null) from unnest($2::uuid[]) p`, [warmUpMatchId, ids.slice(0, size.groupSize)]);
  const groups = Array.from({ length: size.groups }, (_, g) => ids.slice(g * size.groupSize, (g + 1) * size.groupSize));
  // The tee sheet: group n tees off at 07:00 + 8 min × (n − 1); its first player marks.
  await db.query(
    `insert into public.match_groups (match_id, number, tee_time, marker_player_id)
     select $1, g, time '07:00' + (g - 1) * interval '8 minutes', ($2::uuid[])[g] from generate_series(1, $3::int) g`,
    [matchId, groups.map((g) => g[0]), size.groups],
  );
  await db.query(
    `update public.match_entries e set group_id = g.id
     from public.match_groups g, unnest($2::uuid[], $3::int[]) as placed(player_id, number)
     where e.match_id = $1 and g.match_id = $1 and g.number = placed.number and e.player_id = placed.player_id`,
    [matchId, groups.flat(), groups.flatMap((g, i) => g.map(() => i + 1))],
  );
  // Each marker signs in on their phone: a player session of their own.
  const tokens = [];
  for (const group of groups) {
    const { rows: [session] } = await db.query('select private.create_player_session($1) as token', [group[0]]);
    tokens.push(session.token);
  }
  return { tag, matchId, warmUpMatchId, groups, tokens, payers: ids };
}

async function cleanUp(db, setup) {
  const all = [setup.matchId, setup.warmUpMatchId];
  await db.query('begin');
  await db.query(`delete from public.email_outbox o where o.payload ->> 'matchId' = any ($1::text[])`, [all]);
  await db.query('delete from public.match_payments p where p.match_id = any ($1::uuid[])', [all]);
  await db.query('delete from public.matches m where m.id = any ($1::uuid[])', [all]);
  await db.query('delete from private.player_sessions s where s.token_hash = any (select private.token_hash(t) from unnest($1::text[]) t)', [setup.tokens]);
  await db.query('commit');
}

/** What the database holds after the run, compared with what was sent and answered. */
async function problemsAfter(db, setup, sent, answeredPayments) {
  const problems = [];
  const { rows: cards } = await db.query(
    `select s.player_id, array[s.hole_1, s.hole_2, s.hole_3, s.hole_4, s.hole_5, s.hole_6, s.hole_7, s.hole_8, s.hole_9, s.hole_10,
            s.hole_11, s.hole_12, s.hole_13, s.hole_14, s.hole_15, s.hole_16, s.hole_17, s.hole_18] as holes
     from public.scorecards s where s.match_id = $1`,
    [setup.matchId],
  );
  const stored = new Map(cards.map((c) => [c.player_id, c.holes]));
  let lostHoles = 0;
  for (const [player, holes] of sent) {
    const card = stored.get(player) ?? [];
    holes.forEach((value, i) => {
      if (value !== undefined && card[i] !== value) lostHoles += 1;
    });
  }
  const extraCards = cards.filter((c) => !sent.has(c.player_id)).length;
  if (lostHoles) problems.push(`${lostHoles} holes in the cards differ from what was sent`);
  if (extraCards) problems.push(`${extraCards} cards nobody sent`);

  // The card history: every hole once, from empty to the sent strokes, by the group's marker.
  const markerOf = new Map(setup.groups.flatMap((g) => g.map((p) => [p, g[0]])));
  const { rows: history } = await db.query(
    `select h.player_id, h.hole, count(*)::int as n, min(h.new_strokes)::int as new_strokes,
            bool_and(h.old_strokes is null) as from_empty, bool_and(h.actor_kind = 'player') as by_player, min(h.actor_id::text) as actor
     from private.scorecard_hole_changes h where h.match_id = $1 group by h.player_id, h.hole`,
    [setup.matchId],
  );
  const seen = new Map(history.map((h) => [`${h.player_id}/${h.hole}`, h]));
  let missing = 0;
  let duplicated = 0;
  let wrong = 0;
  for (const [player, holes] of sent) {
    holes.forEach((value, i) => {
      if (value === undefined) return;
      const row = seen.get(`${player}/${i + 1}`);
      if (!row) missing += 1;
      else if (row.n > 1) duplicated += 1;
      else if (row.new_strokes !== value || !row.from_empty || !row.by_player || row.actor !== markerOf.get(player)) wrong += 1;
    });
  }
  const sentHoles = [...sent.values()].reduce((n, holes) => n + holes.filter((v) => v !== undefined).length, 0);
  if (history.length !== sentHoles) problems.push(`card history has ${history.length} (player, hole) pairs for ${sentHoles} holes sent`);
  if (missing) problems.push(`${missing} holes missing from the card history`);
  if (duplicated) problems.push(`${duplicated} holes more than once in the card history`);
  if (wrong) problems.push(`${wrong} holes in the card history with the wrong strokes or writer`);

  const { rows: [payments] } = await db.query(
    `select count(*)::int as count, coalesce(sum(p.amount_cents), 0)::int as cents,
            (select f.collected_cents from private.match_finance f where f.match_id = $1)::int as finance
     from public.match_payments p where p.match_id = $1`,
    [setup.matchId],
  );
  if (payments.count !== answeredPayments) problems.push(`${answeredPayments} payments answered, ${payments.count} stored`);
  if (payments.finance !== payments.cents) problems.push(`finance row collected ${payments.finance}, payments ${payments.cents}`);
  return { problems, sentHoles, historyRows: history.reduce((n, h) => n + h.n, 0) };
}

/**
 * @param opts {api, db}
 * @param headers {base, admin}: anon headers and one admin session's; `newAdmin()` signs in another admin session
 * @param size SATURDAY_DEFAULTS or smaller (the fast variant)
 */
export async function benchSaturday(opts, headers, newAdmin, size = SATURDAY_DEFAULTS) {
  const db = new pg.Client({ connectionString: opts.db, application_name: 'bench-saturday' });
  await db.connect();
  const setup = await arrange(db, size);
  const admins = [headers.admin, ...(await Promise.all(Array.from({ length: size.admins - 1 }, () => newAdmin())))];
  let inFlight = 0;
  let peakInFlight = 0;
  const failures = [];
  /** One request; resolves to its latency in ms (failures are recorded and resolve to null). */
  const rpc = async (h, fn, args) => {
    inFlight += 1;
    peakInFlight = Math.max(peakInFlight, inFlight);
    const started = performance.now();
    try {
      const response = await fetch(`${opts.api}/rest/v1/rpc/${fn}`, { method: 'POST', headers: h, body: JSON.stringify(args) });
      const text = await response.text();
      if (!response.ok) {
        failures.push(`${fn} → ${response.status} ${text.slice(0, 200)}`);
        return null;
      }
      return { ms: performance.now() - started, body: text };
    } catch (error) {
      failures.push(`${fn} → ${error.message}`);
      return null;
    } finally {
      inFlight -= 1;
    }
  };

  const sent = new Map(setup.groups.flat().map((p) => [p, Array(18).fill(undefined)]));
  const saves = [];
  const polls = [];
  const teeSheets = [];
  const payments = [];
  const floor = [];
  let answeredPayments = 0;
  let done = false;
  const activeSamples = [];
  try {
    // Warm-up on the warm-up match (admin saves, polls, payments, the floor): cached plans on PostgREST's
    // pooled connections before anything is measured.
    const warm = setup.groups[0];
    await Promise.all(Array.from({ length: WARM_UP_CALLS }, async (_, i) => {
      await rpc(headers.admin, 'save_hole_scores', {
        p_match_id: setup.warmUpMatchId, p_hole: 1 + (i % 18), p_scores: warm.map((p) => ({ player_id: p, strokes: strokes() })),
      });
      await rpc(headers.base, 'get_match_scorecards', { p_match_id: setup.matchId });
      await rpc(headers.base, 'get_tee_sheet', { p_match_id: setup.matchId });
      await rpc(headers.base, FLOOR_RPC, {});
    }));
    await Promise.all(admins.map((a) => rpc(a, 'record_payment', {
      p_match_id: setup.warmUpMatchId, p_player_id: warm[0], p_amount_cents: PAYMENT_CENTS, p_method: 'CASH', p_note: 'bench warm-up',
    })));
    if (failures.length) throw new Error(`saturday warm-up failed: ${failures.slice(0, 3).join('; ')}`);

    // Backends PostgREST keeps busy, sampled while the load runs.
    const sampler = (async () => {
      const probe = new pg.Client({ connectionString: opts.db, application_name: 'bench-saturday-sampler' });
      await probe.connect();
      try {
        while (!done) {
          const { rows: [row] } = await probe.query(
            `select count(*) filter (where state = 'active')::int as active, count(*)::int as connected
             from pg_stat_activity where usename = 'authenticator' and backend_type = 'client backend'`,
          );
          activeSamples.push(row);
          await sleep(200);
        }
      } finally {
        await probe.end();
      }
    })();

    const started = performance.now();
    const markers = setup.groups.map(async (group, g) => {
      const phone = { ...headers.base, 'x-player-token': setup.tokens[g] };
      for (let hole = 1; hole <= size.holes; hole += 1) {
        const scores = group.map((p) => ({ player_id: p, strokes: strokes() }));
        const answer = await rpc(phone, 'save_hole_scores', { p_match_id: setup.matchId, p_hole: hole, p_scores: scores });
        if (!answer) continue;
        saves.push(answer.ms);
        for (const s of scores) sent.get(s.player_id)[hole - 1] = s.strokes;
      }
    });
    const until = (loop) => (async () => {
      for (let n = 0; !done; n += 1) await loop(n);
    })();
    const watchers = Array.from({ length: size.watchers }, async () => {
      await sleep(Math.random() * size.pollSeconds * 1000);
      if (done) return;
      const sheet = await rpc(headers.base, 'get_tee_sheet', { p_match_id: setup.matchId });
      if (sheet) teeSheets.push(sheet.ms);
      while (!done) {
        const tick = performance.now();
        const answer = await rpc(headers.base, 'get_match_scorecards', { p_match_id: setup.matchId });
        if (answer) polls.push(answer.ms);
        // Every 8 s from the start of the previous poll, as the board's refetch interval does; stops with the round.
        const next = tick + size.pollSeconds * 1000;
        while (!done && performance.now() < next) await sleep(Math.min(250, next - performance.now()));
      }
    });
    const admin = Array.from({ length: size.admins }, (_, a) => until(async (n) => {
      const answer = await rpc(admins[a], 'record_payment', {
        p_match_id: setup.matchId,
        p_player_id: setup.payers[(a + n * size.admins) % setup.payers.length],
        p_amount_cents: PAYMENT_CENTS,
        p_method: 'CASH',
        p_note: 'bench',
      });
      if (answer) {
        payments.push(answer.ms);
        answeredPayments += 1;
      }
    }));
    const probes = Array.from({ length: size.probes }, () => until(async () => {
      const answer = await rpc(headers.base, FLOOR_RPC, {});
      if (answer) floor.push(answer.ms);
    }));
    await Promise.all(markers);
    const seconds = (performance.now() - started) / 1000;
    done = true;
    await Promise.all([...watchers, ...admin, ...probes, sampler]);

    const check = await problemsAfter(db, setup, sent, answeredPayments);
    if (failures.length) check.problems.unshift(`${failures.length} requests failed (first: ${failures[0]})`);
    const sorted = (xs) => [...xs].sort((a, b) => a - b);
    const stats = (xs) => {
      const s = sorted(xs);
      return { count: s.length, p50: percentile(s, 50), p95: percentile(s, 95), max: s.at(-1) ?? NaN };
    };
    const floorStats = stats(floor);
    const save = stats(saves);
    const poll = stats(polls);
    const active = activeSamples.map((s) => s.active);
    return {
      size,
      seconds,
      floor: floorStats,
      save,
      poll,
      teeSheet: stats(teeSheets),
      payment: stats(payments),
      saveP95x: save.p95 / floorStats.p95,
      pollP95x: poll.p95 / floorStats.p95,
      paymentP95x: stats(payments).p95 / floorStats.p95,
      savesPerSecond: saves.length / seconds,
      requestsPerSecond: (saves.length + polls.length + teeSheets.length + payments.length + floor.length) / seconds,
      peakInFlight,
      activeBackends: { mean: active.reduce((a, b) => a + b, 0) / Math.max(1, active.length), max: Math.max(0, ...active), pool: Math.max(0, ...activeSamples.map((s) => s.connected)) },
      sentHoles: check.sentHoles,
      historyRows: check.historyRows,
      problems: check.problems,
    };
  } finally {
    done = true;
    await cleanUp(db, setup).catch((error) => console.error(`bench-saturday: clean-up failed: ${error.message}`));
    await db.end();
  }
}
