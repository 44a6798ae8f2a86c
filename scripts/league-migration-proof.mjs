#!/usr/bin/env node
// Proves that turning the club's data into one league with a season per calendar year (issue #27,
// supabase/migrations/20261210000100_club_of_leagues.sql and what follows it) changes no money and no result.
//
// On a scratch PostgreSQL cluster (scripts/schema-build.mjs) it builds a database from every migration BEFORE
// the leagues (versions below LEAGUES_FIRST_VERSION), loads the demo club (supabase/seed.sql: its history,
// payments, results, payouts, corrections), and snapshots, through the same RPCs the screens call with an admin
// session and from the tables themselves:
//   every result row; every payment, refund, credit move and payout handed over; each match's balances,
//   money and results pages; every player's account; the ledger and the winnings corrections (all time and per
//   calendar year); the season standings (all time and per year); the public roster's earnings and wins; the
//   weekly leaders; the dashboard; the finance snapshot rows; the integrity check.
// Then it applies the league migrations (each in its own transaction, as stack/postgres.mjs does), snapshots
// again and compares every dataset row by row. It also checks the new structure (one league, a season per
// calendar year of the matches and the current year, each match in its year's season, every member in the league).
// Finally it shows the comparison can fail: inside a transaction that is rolled back it moves one result's
// payout by one cent (triggers off) and expects the comparison to report it.
//
// Usage: node scripts/league-migration-proof.mjs [--tamper]
//   --tamper  leave the one-cent change in the AFTER snapshot: the proof must then fail (exit 1).
// npm test runs it as the layer "league proof" (scripts/test-layers.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { startScratchCluster, workingTreeMigrations } from './schema-build.mjs';

const ROOT = join(import.meta.dirname, '..');
export const LEAGUES_FIRST_VERSION = '20261210000000';
const ADMIN_TOKEN = 'league-migration-proof-admin';

/** Datasets read the same way before and after the migration: name → SQL returning one json column "v". */
const DATASETS = {
  'results (every row)': `select coalesce(json_agg(to_jsonb(r) order by r.match_id, r.player_id, r.game_code), '[]') as v from public.results r`,
  'payments (every row)': `select coalesce(json_agg(to_jsonb(p) order by p.id), '[]') as v from public.match_payments p`,
  'money moves (refunds, credit)': `select coalesce(json_agg(to_jsonb(m) order by m.id), '[]') as v from public.match_money_moves m`,
  'payouts handed over': `select coalesce(json_agg(to_jsonb(w) order by w.id), '[]') as v from public.winnings_payouts w`,
  'entries (paid in full, teams)': `select coalesce(json_agg(to_jsonb(e) order by e.match_id, e.player_id), '[]') as v from public.match_entries e`,
  'match games (buy-ins, pots)': `select coalesce(json_agg(to_jsonb(g) order by g.match_id, g.game_code), '[]') as v from public.match_games g`,
  'result adjustments': `select coalesce(json_agg(to_jsonb(a) order by a.id), '[]') as v from public.result_adjustments a`,
  'finance snapshot rows': `select coalesce(json_agg(to_jsonb(f) order by f.match_id), '[]') as v from private.match_finance f`,
  // The match itself, less the two columns the migration adds.
  'matches (less league and season)': `select coalesce(json_agg(to_jsonb(m) - 'league_id' - 'season_id' order by m.id), '[]') as v from public.matches m`,
  'match balances (per match)': `select coalesce(json_agg(json_build_object('match', m.id, 'balances', public.get_match_balances(m.id)) order by m.id), '[]') as v from public.matches m`,
  'match money (per match)': `select coalesce(json_agg(json_build_object('match', m.id, 'money', public.get_match_money(m.id)) order by m.id), '[]') as v from public.matches m`,
  'match results (per match)': `select coalesce(json_agg(json_build_object('match', m.id, 'results', public.get_match_results(m.id)) order by m.id), '[]') as v from public.matches m`,
  'player accounts (balances)': `select coalesce(json_agg(json_build_object('player', p.id, 'account', public.get_player_account(p.id)) order by p.id), '[]') as v from public.players p where p.status <> 'GUEST' or exists (select 1 from public.match_entries e where e.player_id = p.id)`,
  'ledger (all time)': `select public.get_ledger(null)::json as v`,
  'ledger (per year)': `select coalesce(json_agg(json_build_object('year', y, 'ledger', public.get_ledger(y)) order by y), '[]') as v from (select distinct extract(year from date)::int as y from public.matches) years`,
  'winnings corrections (all time and per year)': `select json_build_object('all', public.get_winnings_corrections(null), 'years', (select coalesce(json_agg(json_build_object('year', y, 'rows', public.get_winnings_corrections(y)) order by y), '[]') from (select distinct extract(year from date)::int as y from public.matches) years)) as v`,
  'season standings (all time and per year)': `select json_build_object('all', public.get_season_standings(null), 'years', (select coalesce(json_agg(json_build_object('year', y, 'rows', public.get_season_standings(y)) order by y), '[]') from (select distinct extract(year from date)::int as y from public.matches) years)) as v`,
  'roster earnings and wins': `select coalesce(json_agg(to_jsonb(p) order by p.id), '[]') as v from public.get_players_public('ALL', null, null, 0, 'NAME') p`,
  'weekly leaders': `select coalesce(json_agg(to_jsonb(w)), '[]') as v from public.get_weekly_leaders() w`,
  'admin dashboard': `select public.get_admin_dashboard()::json as v`,
  'integrity problems': `select coalesce(json_agg(to_jsonb(i) order by to_jsonb(i)::text), '[]') as v from private.integrity_problems() i`,
};

/** Every dataset of DATASETS read on `client` (with the proof's admin session): { name: value }. */
export async function snapshot(client) {
  const result = {};
  for (const [name, sql] of Object.entries(DATASETS)) {
    const { rows } = await client.query(sql);
    result[name] = rows[0].v;
  }
  return result;
}

/** Paths where two json values differ (at most `limit`), e.g. 'ledger (all time).players[3].balance_cents: 1200 → 1201'. */
export function differences(before, after, limit = 20) {
  const found = [];
  const walk = (a, b, path) => {
    if (found.length >= limit) return;
    if (a === b) return;
    if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
      if (Array.isArray(a) && a.length !== b.length) {
        found.push(`${path}: ${a.length} rows → ${b.length} rows`);
        return;
      }
      for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) walk(a[key], b[key], Array.isArray(a) ? `${path}[${key}]` : `${path}.${key}`);
      return;
    }
    found.push(`${path}: ${JSON.stringify(a)} → ${JSON.stringify(b)}`);
  };
  walk(before, after, '');
  return found;
}

/** { name: [differences] } for every dataset that differs between two snapshots. */
export function compareSnapshots(before, after) {
  const changed = {};
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const found = differences(before[name], after[name]).map((line) => `${name}${line}`);
    if (found.length) changed[name] = found;
  }
  return changed;
}

/** What the migration must have built from the data (the one league, its seasons and members): failed checks. */
async function structureProblems(client) {
  const checks = {
    'the club has exactly one league': `select count(*) = 1 as ok from public.leagues`,
    'a season per calendar year of the matches and the current year, each the whole year': `
      select (select array_agg(s.name order by s.name) from public.seasons s
              where s.first_day = make_date(s.name::int, 1, 1) and s.last_day = make_date(s.name::int, 12, 31))
           = (select array_agg(y::text order by y) from (select extract(year from m.date)::int as y from public.matches m
                                                         union select extract(year from private.club_today())::int) years)
             and (select count(*) from public.seasons) = (select count(*) from (select extract(year from m.date)::int from public.matches m
                                                         union select extract(year from private.club_today())::int) years) as ok`,
    "every match in the league and its year's season": `
      select not exists (select 1 from public.matches m left join public.seasons s on s.id = m.season_id
                         where s.id is null or s.name <> extract(year from m.date)::text or m.league_id <> s.league_id) as ok`,
    'every member in the league: ACTIVE ones active, everyone else who played or joined inactive': `
      select (select count(*) from public.league_members)
           = (select count(*) from public.players p
              where p.closed_at is null and p.status <> 'GUEST'
                and (p.status = 'ACTIVE' or (p.status = 'INACTIVE' and p.join_date is not null)
                     or exists (select 1 from public.match_entries e where e.player_id = p.id)))
         and not exists (select 1 from public.league_members lm join public.players p on p.id = lm.player_id
                         where lm.status <> case when p.status = 'ACTIVE' then 'ACTIVE' else 'INACTIVE' end) as ok`,
  };
  const failed = [];
  for (const [name, sql] of Object.entries(checks)) {
    const { rows } = await client.query(sql);
    if (!rows[0].ok) failed.push(name);
  }
  return failed;
}

async function applyMigrations(client, migrations) {
  for (const { file, sql } of migrations) {
    await client.query('begin');
    try {
      await client.query(sql);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback');
      throw new Error(`${file}: ${error.message}`);
    }
  }
}

// One cent more on one payout of a final match, written past the triggers that lock final results.
const TAMPER_SQL = `
  set local session_replication_role = replica;
  update public.results set payout_cents = payout_cents + 1
  where (match_id, player_id, game_code) = (select match_id, player_id, game_code from public.results where payout_cents > 0
                                           order by match_id, player_id, game_code limit 1);
  set local session_replication_role = origin;`;

/**
 * The whole proof. Returns { datasets, changed, structure, tamperDetected, ok } and prints what it did with `log`.
 * `tamper`: keep the one-cent change in the AFTER snapshot (the proof must fail).
 */
export async function runLeagueMigrationProof({ tamper = false, log = console.log } = {}) {
  const all = workingTreeMigrations();
  const before = all.filter((m) => m.file.slice(0, 14) < LEAGUES_FIRST_VERSION);
  const leagues = all.filter((m) => m.file.slice(0, 14) >= LEAGUES_FIRST_VERSION);
  if (!leagues.some((m) => m.file.includes('club_of_leagues'))) throw new Error('no club_of_leagues migration at or after ' + LEAGUES_FIRST_VERSION);
  const cluster = await startScratchCluster();
  try {
    const url = await cluster.build('league_proof', before);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      // As stack/postgres.mjs does: the owner's PIN (so an owner admin exists), then the demo club.
      await client.query(`select private.ensure_initial_admin_pin('24681357')`);
      await client.query(readFileSync(join(ROOT, 'supabase', 'seed.sql'), 'utf8'));
      await client.query(`insert into private.admin_sessions (token_hash, expires_at) values (private.token_hash($1), now() + interval '1 hour')`, [ADMIN_TOKEN]);
      await client.query(`select set_config('request.headers', json_build_object('x-admin-token', $1::text)::text, false)`, [ADMIN_TOKEN]);
      const counts = (await client.query(`select (select count(*) from public.matches) as matches, (select count(*) from public.results) as results,
        (select count(*) from public.match_payments) as payments, (select count(*) from public.winnings_payouts) as payouts`)).rows[0];
      log(`before: ${before.length} migrations and the demo club (${counts.matches} matches, ${counts.results} results, ${counts.payments} payments, ${counts.payouts} payouts handed over)`);
      const snapBefore = await snapshot(client);
      await applyMigrations(client, leagues);
      log(`after: ${leagues.map((m) => m.file).join(', ')}`);
      await client.query('begin');
      if (tamper) await client.query(TAMPER_SQL);
      const snapAfter = await snapshot(client);
      await client.query('rollback');
      const changed = compareSnapshots(snapBefore, snapAfter);
      const structure = await structureProblems(client);

      // The comparison can fail: one cent on one result is reported.
      await client.query('begin');
      await client.query(TAMPER_SQL);
      const tampered = await snapshot(client);
      await client.query('rollback');
      const tamperChanges = compareSnapshots(snapBefore, tampered);
      const tamperDetected = Object.keys(tamperChanges).includes('results (every row)');

      const datasets = Object.keys(DATASETS);
      for (const name of datasets) log(`${changed[name] ? '✖' : '✔'} ${name}${changed[name] ? `\n    ${changed[name].join('\n    ')}` : ''}`);
      for (const name of structure) log(`✖ structure: ${name}`);
      if (!structure.length) log('✔ structure: one league, a season per calendar year, every match in its season, every member in the league');
      log(`${tamperDetected ? '✔' : '✖'} a one-cent change to one result is detected (${Object.keys(tamperChanges).length} datasets differ: ${Object.keys(tamperChanges).join(', ')})`);
      return { datasets, changed, structure, tamperDetected, ok: !Object.keys(changed).length && !structure.length && tamperDetected };
    } finally {
      await client.end();
    }
  } finally {
    await cluster.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await runLeagueMigrationProof({ tamper: process.argv.includes('--tamper') });
  console.log(result.ok ? '\nthe league migration changed no balance, result, payout, standings row or ledger total'
    : '\nthe league migration proof FAILED');
  process.exit(result.ok ? 0 : 1);
}
