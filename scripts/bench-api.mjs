#!/usr/bin/env node
// API benchmark of the screens at league scale (issue 8): `npm run bench:api [-- flags]`.
//
//   node scripts/bench-api.mjs [--api http://127.0.0.1:54321] [--anon-key KEY] [--pin PIN] [--data-dir .stack-data]
//                              [--db URL] [--duration 5] [--connections 10] [--only name,name] [--json file] [--retries 0]
//
// Against a running stack (npm start; npm run seed:scale), each query a screen makes on load is sent the
// way the app sends it (supabase-js → PostgREST at /rest/v1 with the anon key; admin screens also send
// x-admin-token from rpc verify_admin_pin) by autocannon for a fixed time with a fixed number of
// connections. The floor, a trivial RPC (public.ping(), created for the run through --db and dropped after:
// scripts/bench-floor.mjs), is measured in the same run, before and after the screens, and every query is reported as a ratio to it: on a shared machine absolute timings
// drift, ratios measured side by side do not (much).
//
// Budgets (exit code 1 when one is broken):
//   - p95 of every query a screen makes on load ≤ 3 × the floor's p95;
//   - no screen needs more than 2 round trips to render (the table below says what each route does);
//   - money_writes (scripts/bench-money-writes.mjs): with 36 groups saving scores, p95 of a payment written by
//     one of 4 admins ≤ 3 × the floor's p95 under the same load, and no payment or card lost or counted twice;
//   - saturday (scripts/bench-saturday.mjs): 36 markers saving hole by hole, 200 board watchers polling and 4 admins
//     recording payments: p95 of a score save and of the board's poll ≤ 3 × the floor's p95 under the same load,
//     no hole lost or written twice, no payment lost, no request failed.
//     --saturday-groups N and --saturday-watchers N make it smaller (npm test's fast variant).
// --retries N: a query over budget is measured again, next to a fresh floor run, up to N times (load
// bursts on a shared machine); every measurement is printed and kept in the --json report.
// Keys and PIN: flags, else STACK_API_URL / STACK_ANON_KEY / STACK_ADMIN_PIN, else the data folder's
// keys.json and admin-pin.txt (what npm start prints).
import autocannon from 'autocannon';
import { existsSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_PORTS, defaultDataDir, loadOrCreateAdminPin, loadOrCreateKeys } from '../stack/config.mjs';
import { FLOOR_RPC, withFloor } from './bench-floor.mjs';
import { benchMoneyWrites } from './bench-money-writes.mjs';
import { benchSaturday, SATURDAY_DEFAULTS } from './bench-saturday.mjs';

const P95_BUDGET_RATIO = 3;
const ROUND_TRIP_BUDGET = 2;

function parseArgs(argv) {
  const opts = {
    api: process.env.STACK_API_URL ?? 'http://127.0.0.1:54321',
    anonKey: process.env.STACK_ANON_KEY ?? null,
    pin: process.env.STACK_ADMIN_PIN ?? null,
    dataDir: defaultDataDir(),
    db: process.env.STACK_DB_URL ?? `postgres://postgres:postgres@127.0.0.1:${DEFAULT_PORTS.db}/postgres`,
    duration: 5,
    connections: 10,
    only: null,
    json: null,
    retries: 0,
    saturdayGroups: SATURDAY_DEFAULTS.groups,
    saturdayWatchers: SATURDAY_DEFAULTS.watchers,
  };
  const names = {
    '--api': 'api', '--anon-key': 'anonKey', '--pin': 'pin', '--data-dir': 'dataDir', '--db': 'db', '--duration': 'duration',
    '--connections': 'connections', '--only': 'only', '--json': 'json', '--retries': 'retries',
    '--saturday-groups': 'saturdayGroups', '--saturday-watchers': 'saturdayWatchers',
  };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    if (flag === '--help' || flag === '-h') {
      console.log('usage: node scripts/bench-api.mjs [--api URL] [--anon-key KEY] [--pin PIN] [--data-dir DIR] ' +
        '[--db URL] [--duration S] [--connections N] [--only name,…] [--json FILE] [--retries N] [--saturday-groups N] [--saturday-watchers N]');
      process.exit(0);
    }
    if (!names[flag]) throw new Error(`unknown flag ${argv[i]} (try --help)`);
    const value = inline ?? argv[(i += 1)];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    opts[names[flag]] = value;
  }
  opts.api = opts.api.replace(/\/+$/, '');
  opts.duration = Number(opts.duration);
  opts.connections = Number(opts.connections);
  opts.retries = Number(opts.retries);
  if (!(opts.duration > 0) || !(opts.connections >= 1)) throw new Error('--duration and --connections must be positive');
  if (!(opts.retries >= 0)) throw new Error('--retries must be 0 or more');
  opts.saturdayGroups = Number(opts.saturdayGroups);
  opts.saturdayWatchers = Number(opts.saturdayWatchers);
  if (!Number.isInteger(opts.saturdayGroups) || opts.saturdayGroups < 1 || !Number.isInteger(opts.saturdayWatchers) || opts.saturdayWatchers < 0) {
    throw new Error('--saturday-groups must be 1 or more, --saturday-watchers 0 or more');
  }
  // What npm start keeps in its data folder (only read: without the files nothing is created here).
  if (!opts.anonKey) {
    const file = join(opts.dataDir, 'keys.json');
    if (!existsSync(file)) throw new Error(`no --anon-key and no ${file}: start the stack (npm start) or pass the key`);
    opts.anonKey = loadOrCreateKeys(opts.dataDir).anonKey;
  }
  if (!opts.pin) {
    const file = join(opts.dataDir, 'admin-pin.txt');
    if (!existsSync(file)) throw new Error(`no --pin and no ${file}: pass the admin PIN npm start printed`);
    opts.pin = loadOrCreateAdminPin(opts.dataDir);
  }
  return opts;
}

/**
 * What each screen's route requests on load, read from src/app/routes, src/api/* and src/features/* /api.
 * steps: the round trips in order; the requests inside one step go out in parallel.
 * Not counted: get_public_settings, which the app shell (header) loads once per visit and keeps
 * for 5 minutes, so no screen waits for it after the first.
 */
const SCREENS = [
  {
    screen: 'Roster /players',
    source: 'routes/players.tsx (usePendingCount) + features/players/components/player-roster.tsx (usePlayersPublic)',
    steps: [['roster_active', 'roster_pending']],
  },
  {
    screen: 'Profile /players/:id',
    source: 'routes/player-profile.tsx: usePlayerDetails and useHandicapLogs in parallel; the suggested index is computed in the browser from the logs (get_suggested_index is not called)',
    steps: [['profile_details', 'profile_logs']],
  },
  {
    screen: 'Matches /matches',
    source: 'routes/matches.tsx: UpcomingMatches (first page of 20, ?upcoming=N), then PastMatches (first page of 20, ?past=N) once the upcoming page is in (no layout shift)',
    steps: [['matches_upcoming'], ['matches_past']],
  },
  { screen: 'Admin matches /admin/matches', source: 'features/matches/components/admin-matches-list.tsx (useMatchesList, first page of 25)', steps: [['admin_matches']] },
  {
    screen: 'Match page /matches/:id (an open match)',
    source: 'routes/match-detail.tsx: useMatchDetail (get_match_detail, get_match_entries, get_match_balances, get_match_results, all at once), then, for a match that is not final, useMatchScorecards (get_match_scorecards) so the Scores tab opens without a signal; the Scores tab polls get_match_scorecards every 10 s while the match is open; a payout\'s explanation loads get_result_explanations when opened. A final match needs only the first step.',
    steps: [['match_detail', 'match_entries', 'match_balances', 'match_results'], ['match_poll']],
    onDemand: ['match_explanations'],
  },
  { screen: 'Admin dashboard /admin', source: 'features/admin-dashboard/components/admin-dashboard.tsx (useAdminDashboard)', steps: [['admin_dashboard']] },
  { screen: 'Audit log /admin/audit', source: 'features/audit/components/audit-log.tsx (useAuditPage, first page of 50)', steps: [['audit_log']] },
  {
    screen: 'Email centre /admin/email',
    source: 'features/email-centre/components/email-centre.tsx (compose-form.tsx useEmailRecipients = get_email_recipients, first page of 50)',
    steps: [['email_recipients']],
  },
  {
    screen: 'Weekly leaders preview (/admin/email, "Show preview")',
    source: 'features/email-centre/components/weekly-leaders-preview.tsx: get_weekly_leaders when "Show preview" is clicked (the same query the weekly leaders e-mail uses)',
    steps: [['weekly_leaders']],
  },
];

function endpoints(ctx) {
  const rpc = (fn, args = {}) => ({ method: 'POST', path: `/rest/v1/rpc/${fn}`, body: JSON.stringify(args) });
  return [
    { name: 'floor', label: 'floor: rpc ping()', ...rpc(FLOOR_RPC) },
    {
      name: 'roster_active',
      label: "get_players_public('ACTIVE') first page (50)",
      ...rpc('get_players_public', { status_filter: 'ACTIVE', p_search: null, p_limit: 50, p_offset: 0 }),
    },
    { name: 'roster_pending', label: "count_players('PENDING') (Review Pending button)", ...rpc('count_players', { status_filter: 'PENDING' }) },
    { name: 'profile_details', label: 'get_player_full_details', ...rpc('get_player_full_details', { player_id: ctx.playerId }) },
    {
      name: 'profile_logs',
      label: 'GET handicap_logs by player, newest first',
      method: 'GET',
      path: `/rest/v1/handicap_logs?select=id,player_id,date,course_name,rating,slope,gross,differential,created_at` +
        `&player_id=eq.${ctx.playerId}&order=date.desc,created_at.desc`,
    },
    { name: 'suggested_index', label: 'get_suggested_index (API only, not on load)', ...rpc('get_suggested_index', { p_player_id: ctx.playerId }) },
    { name: 'matches_upcoming', label: "get_matches_list('UPCOMING') first page (20)", ...rpc('get_matches_list', { p_scope: 'UPCOMING', p_limit: 20, p_offset: 0 }) },
    { name: 'matches_past', label: "get_matches_list('PAST') first page (20)", ...rpc('get_matches_list', { p_scope: 'PAST', p_limit: 20, p_offset: 0 }) },
    {
      name: 'admin_matches',
      label: "get_matches_list('ALL') first page (25)",
      admin: true,
      ...rpc('get_matches_list', { p_scope: 'ALL', p_status: null, p_course_id: null, p_from: null, p_to: null, p_limit: 25, p_offset: 0 }),
    },
    { name: 'match_detail', label: 'get_match_detail (the match)', ...rpc('get_match_detail', { p_match_id: ctx.matchId }) },
    { name: 'match_entries', label: `get_match_entries (${ctx.matchEntries} entries, opt-ins)`, ...rpc('get_match_entries', { p_match_id: ctx.matchId }) },
    { name: 'match_balances', label: `get_match_balances (${ctx.matchEntries} dues, payments)`, ...rpc('get_match_balances', { p_match_id: ctx.matchId }) },
    { name: 'match_results', label: 'get_match_results (stored results, summaries)', ...rpc('get_match_results', { p_match_id: ctx.matchId }) },
    { name: 'match_poll', label: `get_match_scorecards (${ctx.matchEntries} cards; the 10 s poll)`, ...rpc('get_match_scorecards', { p_match_id: ctx.matchId }) },
    { name: 'match_explanations', label: 'get_result_explanations (on opening a payout)', ...rpc('get_result_explanations', { p_match_id: ctx.matchId }) },
    { name: 'admin_dashboard', label: 'get_admin_dashboard', admin: true, ...rpc('get_admin_dashboard') },
    {
      name: 'audit_log',
      label: 'get_audit_log first page (50)',
      admin: true,
      ...rpc('get_audit_log', { p_group: 'ALL', p_from: null, p_to: null, p_limit: 50, p_offset: 0 }),
    },
    { name: 'email_recipients', label: 'get_email_recipients first page (50)', admin: true, ...rpc('get_email_recipients', { p_limit: 50, p_offset: 0 }) },
    { name: 'weekly_leaders', label: 'get_weekly_leaders', admin: true, ...rpc('get_weekly_leaders') },
  ];
}

async function call(opts, headers, method, path, body) {
  const response = await fetch(`${opts.api}${path}`, { method, headers, body });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : null;
}

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function measure(opts, endpoint, headers) {
  // Warm up: PostgREST's schema cache, the database's plans and buffers.
  for (let i = 0; i < 5; i += 1) await call(opts, headers, endpoint.method, endpoint.path, endpoint.body);
  const latencies = [];
  let bytes = 0;
  let failures = 0;
  const instance = autocannon({
    url: `${opts.api}${endpoint.path}`,
    method: endpoint.method,
    headers,
    body: endpoint.body,
    connections: opts.connections,
    duration: opts.duration,
    timeout: 30,
  });
  instance.on('response', (_client, statusCode, resBytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) {
      latencies.push(responseTime);
      bytes += resBytes;
    } else failures += 1;
  });
  const result = await instance;
  failures += result.errors + result.timeouts;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failures,
    seconds: result.duration,
    bytesPerResponse: latencies.length ? Math.round(bytes / latencies.length) : 0,
    latencies,
  };
}

function summarise(latencies, requests, seconds) {
  return { p50: percentile(latencies, 50), p95: percentile(latencies, 95), rps: requests / seconds };
}

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '—');
const pad = (s, n) => String(s).padEnd(n);
const padl = (s, n) => String(s).padStart(n);

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const floorServed = () =>
    fetch(`${opts.api}/rest/v1/rpc/${FLOOR_RPC}`, { method: 'POST', headers: { apikey: opts.anonKey, Authorization: `Bearer ${opts.anonKey}`, 'Content-Type': 'application/json' }, body: '{}' })
      .then((response) => response.ok, () => false);
  await withFloor(opts.db, floorServed, () => benchmark(opts));
}

async function benchmark(opts) {
  const base = {
    apikey: opts.anonKey,
    Authorization: `Bearer ${opts.anonKey}`,
    'Content-Type': 'application/json',
    'X-Client-Info': 'postgrest-js (fairway bench-api)',
  };
  const login = await call(opts, base, 'POST', '/rest/v1/rpc/verify_admin_pin', JSON.stringify({ pin_input: opts.pin }));
  if (!login?.valid) throw new Error('verify_admin_pin refused the PIN');
  const adminHeaders = { ...base, 'x-admin-token': login.token };
  const extraSessions = [];
  try {
    // The profile of a player from the middle of the roster; the match page of the newest final match
    // with the most entries (scorecards and results included: the largest match page).
    const roster = await call(opts, base, 'POST', '/rest/v1/rpc/get_players_public', JSON.stringify({ status_filter: 'ACTIVE', p_limit: 100 }));
    // The newest 100 past matches are enough to find the newest final match with the most entries.
    const matches = await call(opts, base, 'POST', '/rest/v1/rpc/get_matches_list', JSON.stringify({ p_scope: 'PAST', p_limit: 100 }));
    if (!roster.length || !matches.length) throw new Error('no players or matches: run npm run seed:scale first');
    const most = Math.max(...matches.map((m) => m.entries_count));
    const match = matches.find((m) => m.entries_count === most && m.is_final) ?? matches.find((m) => m.entries_count === most);
    const player = roster[Math.floor(roster.length / 2)];
    const ctx = { playerId: player.id, matchId: match.id, matchEntries: match.entries_count };
    const scale = await call(opts, adminHeaders, 'POST', '/rest/v1/rpc/get_admin_dashboard', '{}');

    let list = endpoints(ctx);
    const wanted = opts.only ? new Set(opts.only.split(',')) : null;
    if (wanted) list = list.filter((e) => e.name === 'floor' || wanted.has(e.name));
    const floorEndpoint = list.find((e) => e.name === 'floor');
    const load = [loadavg()];
    const started = Date.now();
    console.log(`bench-api: ${opts.api}, ${opts.connections} connections × ${opts.duration} s per query; ` +
      `${roster[0].total_count} ACTIVE players, ${matches[0].total_count} past matches; load average ${loadavg().map((x) => x.toFixed(2)).join(' ')}`);
    console.log(`bench-api: profile of ${player.name} (${player.id}); match ${match.name} (${match.id}, ${match.entries_count} entries)`);

    const runs = new Map();
    const floorRuns = [];
    const run = async (endpoint) => {
      const headers = endpoint.admin ? adminHeaders : base;
      const r = await measure(opts, endpoint, headers);
      process.stdout.write(`  ${pad(endpoint.name, 18)} ${padl(r.requests, 6)} requests  p50 ${fmt(percentile(r.latencies, 50))} ms  p95 ${fmt(percentile(r.latencies, 95))} ms\n`);
      if (r.failures) throw new Error(`${endpoint.name}: ${r.failures} failed requests`);
      return r;
    };
    floorRuns.push(await run(floorEndpoint));
    for (const endpoint of list.filter((e) => e.name !== 'floor')) runs.set(endpoint.name, await run(endpoint));
    floorRuns.push(await run(floorEndpoint));
    load.push(loadavg());

    // The floor: both runs' samples together (the machine's state before and after the screens).
    const floorLatencies = floorRuns.flatMap((r) => r.latencies).sort((a, b) => a - b);
    const floor = summarise(floorLatencies, floorRuns.reduce((s, r) => s + r.requests, 0), floorRuns.reduce((s, r) => s + r.seconds, 0));
    const onLoad = new Set(SCREENS.flatMap((s) => s.steps.flat()));
    const rows = [];
    const screenOf = (name) => SCREENS.find((s) => s.steps.flat().includes(name) || s.onDemand?.includes(name))?.screen ?? '';
    for (const endpoint of list.filter((e) => e.name !== 'floor')) {
      const r = runs.get(endpoint.name);
      const s = summarise(r.latencies, r.requests, r.seconds);
      const budgeted = onLoad.has(endpoint.name);
      rows.push({
        name: endpoint.name, screen: screenOf(endpoint.name), query: endpoint.label, onLoad: budgeted, ...s,
        bytes: r.bytesPerResponse, p50x: s.p50 / floor.p50, p95x: s.p95 / floor.p95, rpsx: s.rps / floor.rps,
        ok: !budgeted || s.p95 / floor.p95 <= P95_BUDGET_RATIO,
      });
    }

    // A shared machine has bursts of load: an over-budget query is measured again (up to --retries times),
    // right after a fresh floor run, and the budget reads that pair. Both measurements are printed.
    for (const row of rows.filter((r) => !r.ok)) {
      for (let attempt = 1; attempt <= opts.retries && !row.ok; attempt += 1) {
        const endpoint = list.find((e) => e.name === row.name);
        const f = await run(floorEndpoint);
        const q = await run(endpoint);
        const floorAgain = summarise(f.latencies, f.requests, f.seconds);
        const queryAgain = summarise(q.latencies, q.requests, q.seconds);
        const ratio = queryAgain.p95 / floorAgain.p95;
        console.log(`  re-measured ${row.name}: p95 ${fmt(queryAgain.p95)} ms, floor p95 ${fmt(floorAgain.p95)} ms → ${fmt(ratio)}× (first run ${fmt(row.p95x)}×)`);
        row.retries = [...(row.retries ?? []), { p95: queryAgain.p95, floorP95: floorAgain.p95, p95x: ratio }];
        if (ratio <= P95_BUDGET_RATIO) row.ok = true;
      }
    }

    console.log('');
    const header = `${pad('screen', 44)} ${pad('query', 44)} ${padl('p50 ms', 7)} ${padl('p95 ms', 7)} ${padl('req/s', 7)} ${padl('KB', 6)} ${padl('p50×', 5)} ${padl('p95×', 5)} ${padl('rps×', 5)}  budget`;
    console.log(header);
    console.log('-'.repeat(header.length + 2));
    console.log(`${pad('(floor)', 44)} ${pad(floorEndpoint.label, 44)} ${padl(fmt(floor.p50), 7)} ${padl(fmt(floor.p95), 7)} ${padl(fmt(floor.rps, 0), 7)} ${padl('0.0', 6)} ${padl('1.0', 5)} ${padl('1.0', 5)} ${padl('1.00', 5)}`);
    for (const row of rows) {
      console.log(`${pad(row.screen, 44)} ${pad(row.query, 44)} ${padl(fmt(row.p50), 7)} ${padl(fmt(row.p95), 7)} ${padl(fmt(row.rps, 0), 7)} ` +
        `${padl(fmt(row.bytes / 1024), 6)} ${padl(fmt(row.p50x), 5)} ${padl(fmt(row.p95x), 5)} ${padl(fmt(row.rpsx, 2), 5)}  ` +
        `${row.onLoad ? (row.ok ? (row.retries ? `ok when re-measured (${fmt(row.retries.at(-1).p95x)}×)` : 'ok') : `OVER (> ${P95_BUDGET_RATIO}× floor p95)`) : 'n/a (not on load)'}`);
    }

    console.log('');
    console.log(`${pad('screen', 44)} ${padl('requests on load', 16)} ${padl('round trips', 11)}  budget`);
    const screenRows = SCREENS.map((s) => ({
      screen: s.screen,
      requests: s.steps.flat().length,
      roundTrips: s.steps.length,
      ok: s.steps.length <= ROUND_TRIP_BUDGET,
      pattern: s.steps.map((step) => step.join(' ∥ ')).join(' → '),
      source: s.source,
    }));
    for (const s of screenRows) {
      console.log(`${pad(s.screen, 44)} ${padl(s.requests, 16)} ${padl(s.roundTrips, 11)}  ${s.ok ? 'ok' : `OVER (> ${ROUND_TRIP_BUDGET})`}   ${s.pattern}`);
    }

    const newAdmin = async () => {
      const again = await call(opts, base, 'POST', '/rest/v1/rpc/verify_admin_pin', JSON.stringify({ pin_input: opts.pin }));
      extraSessions.push({ ...base, 'x-admin-token': again.token });
      return extraSessions.at(-1);
    };
    let writes = null;
    if (!wanted || wanted.has('money_writes')) {
      const callWith = (headers, method, path, body) => call(opts, headers, method, path, body);
      for (let attempt = 0; attempt <= opts.retries; attempt += 1) {
        const result = await benchMoneyWrites(opts, callWith, { base, admin: adminHeaders }, newAdmin);
        console.log('');
        console.log(`money_writes: ${result.groups} groups saving scores, ${result.admins} admins recording payments, ${result.duration} s a phase` +
          `${attempt ? ` (re-measured, attempt ${attempt + 1})` : ''}`);
        console.log(`  floor under that load   p50 ${fmt(result.floor.p50)} ms  p95 ${fmt(result.floor.p95)} ms`);
        console.log(`  payment write           p50 ${fmt(result.payment.p50)} ms  p95 ${fmt(result.payment.p95)} ms  (${result.payments} payments) → ${fmt(result.p95x)}× the floor`);
        console.log(`  score saves meanwhile   p50 ${fmt(result.scoresDuringPayments.p50)} ms  p95 ${fmt(result.scoresDuringPayments.p95)} ms  (${result.scoreSaves} saves in both phases)`);
        console.log(`  lost or double-counted: ${result.problems.length === 0 ? 'none' : result.problems.join('; ')}`);
        writes = { ...result, retries: attempt };
        if (result.problems.length > 0 || result.p95x <= P95_BUDGET_RATIO) break;
      }
    }

    let saturday = null;
    if (!wanted || wanted.has('saturday')) {
      const size = { ...SATURDAY_DEFAULTS, groups: opts.saturdayGroups, watchers: opts.saturdayWatchers };
      for (let attempt = 0; attempt <= opts.retries; attempt += 1) {
        const r = await benchSaturday(opts, { base, admin: adminHeaders }, newAdmin, size);
        const line = (label, s, x) => `  ${pad(label, 34)} p50 ${padl(fmt(s.p50), 7)} ms  p95 ${padl(fmt(s.p95), 7)} ms  ${padl(s.count, 6)} answers${x === undefined ? '' : `  → ${fmt(x)}× the floor`}`;
        console.log('');
        console.log(`saturday: ${r.size.groups} groups of ${r.size.groupSize} saving hole by hole (${r.sentHoles} holes), ${r.size.watchers} board watchers ` +
          `polling every ${r.size.pollSeconds} s, ${r.size.admins} admins recording payments, ${r.size.probes} floor probes: ${fmt(r.seconds)} s` +
          `${attempt ? ` (re-measured, attempt ${attempt + 1})` : ''}`);
        console.log(line('floor under that load (rpc ping)', r.floor));
        console.log(line('score save (save_hole_scores)', r.save, r.saveP95x));
        console.log(line('board poll (get_match_scorecards)', r.poll, r.pollP95x));
        console.log(line('board opens (get_tee_sheet)', r.teeSheet, r.teeSheet.p95 / r.floor.p95));
        console.log(line('payment (record_payment)', r.payment, r.paymentP95x));
        console.log(`  ${fmt(r.savesPerSecond)} saves/s, ${fmt(r.requestsPerSecond)} requests/s; up to ${r.peakInFlight} requests in flight; ` +
          `PostgREST's backends: ${fmt(r.activeBackends.mean)} busy on average, at most ${r.activeBackends.max} of ${r.activeBackends.pool}`);
        console.log(`  card history: ${r.historyRows} rows for ${r.sentHoles} holes; lost, duplicated or failed: ${r.problems.length === 0 ? 'none' : r.problems.join('; ')}`);
        saturday = { ...r, retries: attempt };
        if (r.problems.length > 0 || (r.saveP95x <= P95_BUDGET_RATIO && r.pollP95x <= P95_BUDGET_RATIO)) break;
      }
    }

    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    const fmtLoad = (l) => l.map((x) => x.toFixed(2)).join(' ');
    console.log('');
    console.log(`bench-api: ${seconds} s; load average before ${fmtLoad(load[0])}, after ${fmtLoad(load[1])}; ` +
      `floor runs p95 ${floorRuns.map((r) => fmt(percentile(r.latencies, 95))).join(' / ')} ms`);
    console.log(`bench-api: scale seen by the dashboard: ${scale.pending_count} pending, ${scale.needs_attention.unpaid_entries} unpaid entries, ` +
      `collected $${(scale.finance.collected_cents / 100).toLocaleString('en-US')}`);
    const broken = [
      ...rows.filter((r) => !r.ok).map((r) => `${r.screen}: ${r.query} p95 ${fmt(r.p95x)}× the floor (budget ${P95_BUDGET_RATIO}×)`),
      ...screenRows.filter((s) => !s.ok).map((s) => `${s.screen}: ${s.roundTrips} round trips (budget ${ROUND_TRIP_BUDGET})`),
      ...(writes && writes.p95x > P95_BUDGET_RATIO ? [`money_writes: payment p95 ${fmt(writes.p95x)}× the floor (budget ${P95_BUDGET_RATIO}×)`] : []),
      ...(writes?.problems.length ? [`money_writes: ${writes.problems.join('; ')}`] : []),
      ...(saturday && saturday.saveP95x > P95_BUDGET_RATIO ? [`saturday: score save p95 ${fmt(saturday.saveP95x)}× the floor (budget ${P95_BUDGET_RATIO}×)`] : []),
      ...(saturday && saturday.pollP95x > P95_BUDGET_RATIO ? [`saturday: board poll p95 ${fmt(saturday.pollP95x)}× the floor (budget ${P95_BUDGET_RATIO}×)`] : []),
      ...(saturday?.problems.length ? [`saturday: ${saturday.problems.join('; ')}`] : []),
    ];
    if (opts.json) {
      writeFileSync(opts.json, JSON.stringify({
        at: new Date().toISOString(), api: opts.api, connections: opts.connections, duration: opts.duration,
        load, floor, rows, screens: screenRows, moneyWrites: writes, saturday, broken, context: ctx,
      }, null, 2));
    }
    if (broken.length) {
      console.log(`bench-api: BUDGET BROKEN\n  ${broken.join('\n  ')}`);
      process.exitCode = 1;
    } else console.log('bench-api: every budget met');
  } finally {
    for (const headers of [adminHeaders, ...extraSessions]) {
      await fetch(`${opts.api}/rest/v1/rpc/admin_logout`, { method: 'POST', headers, body: '{}' }).catch(() => {});
    }
  }
}

main().catch((error) => {
  console.error(`bench-api: ${error.message}`);
  process.exit(1);
});
