// Money writes under a round's load (issue #14 item 6), part of `bench:api` (`--only money_writes`).
//
// A round day: 36 groups (4 players each) save hole scores on an open match while 4 admins record payments,
// each for the entrants of a match of their own. Every client keeps one request in flight, in a loop, for
// --duration seconds. Two phases on the same load:
//   A. the 36 groups save scores while 4 clients call the floor (rpc ping) — the floor under this load;
//   B. the 36 groups save scores while the 4 admins record payments.
// Budget: p95 of a payment write (B) ≤ 3 × p95 of the floor (A). Then it checks that nothing was lost or
// counted twice: every answered payment is one row (count and sum per match), each match's finance row and
// the dashboard's sums equal the payments, and each card holds the last holes its group saved.
// The matches, entries, payments, cards and their e-mails are removed afterwards (the audit log keeps its rows).
import pg from 'pg';
import { FLOOR_RPC } from './bench-floor.mjs';

const GROUPS = 36;
const GROUP_SIZE = 4;
const ADMINS = 4;
const ENTRANTS_PER_PAYMENT_MATCH = 60;
const PAYMENT_CENTS = 100;

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

const holes = () => Array.from({ length: 18 }, () => 3 + Math.floor(Math.random() * 4));

async function arrange(db) {
  const tag = `bench-money-${Date.now()}`;
  const { rows: players } = await db.query(
    `select p.id from public.players p where p.status = 'ACTIVE' order by p.id limit $1`,
    [GROUPS * GROUP_SIZE],
  );
  if (players.length < GROUPS * GROUP_SIZE) throw new Error(`money_writes needs ${GROUPS * GROUP_SIZE} ACTIVE players: run npm run seed:scale first`);
  const ids = players.map((p) => p.id);
  const { rows: matches } = await db.query(
    `insert into public.matches (name, date, course_name, course_rating, course_slope, course_id, teeset_id, require_payment_before_play)
     select $1 || ' ' || n, private.club_today() + case when n = 0 then 0 else 7 end, '', 0, 113, t.course_id, t.id, false
     from generate_series(0, $2) n
     cross join (select t.id, t.course_id from public.teesets t order by t.created_at, t.id limit 1) t
     order by n
     returning id`,
    [tag, ADMINS],
  );
  const [scoreMatch, ...paymentMatches] = matches.map((m) => m.id);
  await db.query(
    `insert into public.match_games (match_id, game_code, enabled, buy_in, pot_calc)
     select m, 'STB_V2', true, 1000000, 'PER_PLAYER' from unnest($1::uuid[]) m`,
    [matches.map((m) => m.id)],
  );
  // Entries through the same function the app uses (opt-ins, paid status and finance rows by trigger).
  await db.query(`select private.enter_player($1, p, null) from unnest($2::uuid[]) p`, [scoreMatch, ids]);
  for (const matchId of paymentMatches) {
    await db.query(`select private.enter_player($1, p, null) from unnest($2::uuid[]) p`, [matchId, ids.slice(0, ENTRANTS_PER_PAYMENT_MATCH)]);
  }
  return { tag, scoreMatch, paymentMatches, groups: Array.from({ length: GROUPS }, (_, g) => ids.slice(g * GROUP_SIZE, (g + 1) * GROUP_SIZE)), payers: ids.slice(0, ENTRANTS_PER_PAYMENT_MATCH) };
}

async function cleanUp(db, setup) {
  const all = [setup.scoreMatch, ...setup.paymentMatches];
  await db.query('begin');
  await db.query(`delete from public.email_outbox o where o.payload ->> 'matchId' = any ($1::text[])`, [all]);
  await db.query('delete from public.match_payments p where p.match_id = any ($1::uuid[])', [all]);
  await db.query('delete from public.matches m where m.id = any ($1::uuid[])', [all]);
  await db.query('commit');
}

/** Runs `body(i)` in `count` loops, each with one request in flight, until `until`; returns every latency (ms) by loop. */
async function loops(count, until, body) {
  return await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const latencies = [];
      for (let n = 0; Date.now() < until; n += 1) {
        const started = performance.now();
        await body(i, n);
        latencies.push(performance.now() - started);
      }
      return latencies;
    }),
  );
}

/**
 * @param opts {api, db, duration}
 * @param call (headers, method, path, body) → parsed JSON; throws on a non-2xx answer
 * @param headers {base, admin}: anon headers and one admin session's; `newAdmin()` signs in another admin session
 */
export async function benchMoneyWrites(opts, call, headers, newAdmin) {
  const db = new pg.Client({ connectionString: opts.db, application_name: 'bench-money-writes' });
  await db.connect();
  const setup = await arrange(db);
  const admins = [headers.admin, ...(await Promise.all(Array.from({ length: ADMINS - 1 }, () => newAdmin())))];
  const rpc = (h, fn, args) => call(h, 'POST', `/rest/v1/rpc/${fn}`, JSON.stringify(args));
  const lastHoles = new Map();
  const saveScores = async (group, n) => {
    const player = setup.groups[group][n % GROUP_SIZE];
    const card = holes();
    await rpc(headers.admin, 'upsert_scorecard', { p_match_id: setup.scoreMatch, p_player_id: player, p_holes: card });
    lastHoles.set(player, card);
  };
  const answered = new Map(setup.paymentMatches.map((m) => [m, { count: 0, cents: 0 }]));
  const pay = async (admin, n) => {
    const matchId = setup.paymentMatches[admin];
    await rpc(admins[admin], 'record_payment', {
      p_match_id: matchId,
      p_player_id: setup.payers[n % setup.payers.length],
      p_amount_cents: PAYMENT_CENTS,
      p_method: 'CASH',
      p_note: 'bench',
    });
    const tally = answered.get(matchId);
    tally.count += 1;
    tally.cents += PAYMENT_CENTS;
  };
  try {
    // Warm-up: plans and PostgREST's cache for both writes.
    await loops(ADMINS, Date.now() + 1000, pay);
    await loops(GROUPS, Date.now() + 1000, saveScores);

    const phase = async (writers) => {
      const until = Date.now() + opts.duration * 1000;
      const [scores, measured] = await Promise.all([loops(GROUPS, until, saveScores), loops(ADMINS, until, writers)]);
      return { scores: scores.flat().sort((a, b) => a - b), measured: measured.flat().sort((a, b) => a - b) };
    };
    const floorPhase = await phase(() => rpc(headers.base, FLOOR_RPC, {}));
    const paymentPhase = await phase(pay);

    // Nothing lost, nothing counted twice.
    const { rows: stored } = await db.query(
      `select p.match_id, count(*)::int as count, sum(p.amount_cents)::int as cents
       from public.match_payments p where p.match_id = any ($1::uuid[]) group by p.match_id`,
      [setup.paymentMatches],
    );
    const { rows: finance } = await db.query(
      `select f.match_id, f.collected_cents::int as collected from private.match_finance f where f.match_id = any ($1::uuid[])`,
      [setup.paymentMatches],
    );
    const { rows: [totals] } = await db.query(
      `select (select s.collected_cents from private.finance_snapshot s)::bigint as snapshot,
              (select sum(p.amount_cents) from public.match_payments p where p.voided_at is null)::bigint
              - (select coalesce(sum(v.amount_cents), 0) from public.match_money_moves v where v.kind = 'REFUND')::bigint as payments`,
    );
    const { rows: cards } = await db.query(
      `select s.player_id, array[s.hole_1, s.hole_2, s.hole_3, s.hole_4, s.hole_5, s.hole_6, s.hole_7, s.hole_8, s.hole_9, s.hole_10,
              s.hole_11, s.hole_12, s.hole_13, s.hole_14, s.hole_15, s.hole_16, s.hole_17, s.hole_18] as holes
       from public.scorecards s where s.match_id = $1`,
      [setup.scoreMatch],
    );
    const problems = [];
    for (const matchId of setup.paymentMatches) {
      const want = answered.get(matchId);
      const row = stored.find((r) => r.match_id === matchId) ?? { count: 0, cents: 0 };
      const fin = finance.find((r) => r.match_id === matchId)?.collected ?? 0;
      if (row.count !== want.count || row.cents !== want.cents) problems.push(`match ${matchId}: ${want.count} payments answered, ${row.count} stored`);
      if (fin !== row.cents) problems.push(`match ${matchId}: finance row collected ${fin}, payments ${row.cents}`);
    }
    if (String(totals.snapshot) !== String(totals.payments)) problems.push(`dashboard collected ${totals.snapshot} ≠ payments − refunds ${totals.payments}`);
    const lost = [...lastHoles].filter(([player, card]) => JSON.stringify(cards.find((c) => c.player_id === player)?.holes) !== JSON.stringify(card));
    if (lost.length) problems.push(`${lost.length} cards do not hold the last holes saved`);

    const floorP95 = percentile(floorPhase.measured, 95);
    const paymentP95 = percentile(paymentPhase.measured, 95);
    return {
      groups: GROUPS,
      admins: ADMINS,
      duration: opts.duration,
      payments: paymentPhase.measured.length,
      scoreSaves: floorPhase.scores.length + paymentPhase.scores.length,
      floor: { p50: percentile(floorPhase.measured, 50), p95: floorP95 },
      payment: { p50: percentile(paymentPhase.measured, 50), p95: paymentP95 },
      scoresDuringPayments: { p50: percentile(paymentPhase.scores, 50), p95: percentile(paymentPhase.scores, 95) },
      p95x: paymentP95 / floorP95,
      problems,
    };
  } finally {
    await cleanUp(db, setup).catch((error) => console.error(`bench-money-writes: clean-up failed: ${error.message}`));
    await db.end();
  }
}
