#!/usr/bin/env node
// A league at scale for performance work (issue 8): `npm run seed:scale [-- flags]`.
//
//   node scripts/seed-scale.mjs [--db URL] [--players 2000] [--matches 1000] [--entries-per-match 60]
//                               [--logs-per-player 20] [--audit 20000] [--seed 1] [--anchor-date YYYY-MM-DD]
//                               [--force]
//
// Adds, next to whatever the database already holds (the demo seed's courses and tee sets are reused):
//   players (95% ACTIVE with a published index, PENDING and INACTIVE ones), their handicap logs,
//   matches one a day up to --anchor-date (default: today in the club time zone) plus ~1% upcoming,
//   each with --entries-per-match ACTIVE entrants, games of every pot rule (PER_PLAYER, PER_ENTRY, FLAT,
//   a disabled one), opt-ins, payments, scorecards for every played match, results for every finalized
//   match computed by the engine exactly as the finalize-match edge function computes them (one per player
//   per enabled game; see insertEngineResults), and --audit audit-log rows.
//
// Set-based SQL (generate_series) in one transaction; deterministic: every "random" choice is a hash
// (md5) of --seed, the batch and the row number, so the same flags and anchor date give the same rows.
// Triggers are bypassed for speed (session_replication_role = replica, which needs a superuser such as
// the local stack's postgres); instead the script re-checks, before committing, every rule the triggers
// and foreign keys would have enforced, with the database's own views for the money rules:
// Σ payouts ≤ pot per game (private.game_pots), results only for players in that game
// (private.game_players), paid_in_full exactly when payments ≥ due (private.entry_balances), final matches
// fully resulted and, when payment is required, fully paid; and it recounts the audit log's per-month counters
// (private.rebuild_audit_log_counts) and the players' career totals (private.refresh_player_careers) and checks
// them against a fresh count. CHECK and UNIQUE constraints apply as usual.
//
// Scale players have e-mails at @scale.fairway.example: a second run on the same database refuses,
// unless --force, which adds another batch (new players, matches, logs; ids derive from the batch).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';

const DOMAIN = 'scale.fairway.example';
const ROOT = join(import.meta.dirname, '..');
const DENO = join(ROOT, 'node_modules', '.bin', 'deno');
const DENO_CONFIG = join(ROOT, 'supabase', 'functions', 'deno.json');
const ENGINE_RESULTS = join(ROOT, 'scripts', 'engine-results.ts');
const DEFAULT_DB = 'postgres://postgres:postgres@127.0.0.1:54322/postgres';

function parseArgs(argv) {
  const opts = {
    db: DEFAULT_DB,
    players: 2000,
    matches: 1000,
    entriesPerMatch: 60,
    logsPerPlayer: 20,
    audit: 20000,
    seed: 1,
    anchorDate: null,
    force: false,
  };
  const names = {
    '--db': 'db',
    '--players': 'players',
    '--matches': 'matches',
    '--entries-per-match': 'entriesPerMatch',
    '--logs-per-player': 'logsPerPlayer',
    '--audit': 'audit',
    '--seed': 'seed',
    '--anchor-date': 'anchorDate',
  };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split(/=(.*)/s, 2);
    if (flag === '--force') opts.force = true;
    else if (flag === '--help' || flag === '-h') {
      console.log(
        'usage: node scripts/seed-scale.mjs [--db URL] [--players N] [--matches N] [--entries-per-match N]\n' +
          '                                  [--logs-per-player N] [--audit N] [--seed N] [--anchor-date YYYY-MM-DD] [--force]',
      );
      process.exit(0);
    } else if (names[flag]) {
      const value = inline ?? argv[(i += 1)];
      if (value === undefined) throw new Error(`${flag} needs a value`);
      opts[names[flag]] = value;
    } else throw new Error(`unknown flag ${argv[i]} (try --help)`);
  }
  for (const key of ['players', 'matches', 'entriesPerMatch', 'logsPerPlayer', 'audit', 'seed']) {
    const n = Number(opts[key]);
    if (!Number.isInteger(n) || n < 0 || n > 10_000_000) throw new Error(`--${key} must be a whole number`);
    opts[key] = n;
  }
  if (opts.players < 1 || opts.matches < 1) throw new Error('--players and --matches must be at least 1');
  if (opts.players > 9_999_999) throw new Error('--players must be below 10,000,000 (GHIN digits)');
  if (opts.anchorDate !== null && !/^\d{4}-\d{2}-\d{2}$/.test(opts.anchorDate)) {
    throw new Error('--anchor-date must be YYYY-MM-DD');
  }
  return opts;
}

const gcd = (a, b) => (b === 0 ? a : gcd(b, a % b));

const FIRST = [
  'James', 'Mary', 'Robert', 'Patricia', 'John', 'Jennifer', 'Michael', 'Linda', 'David', 'Elizabeth', 'William',
  'Barbara', 'Richard', 'Susan', 'Joseph', 'Jessica', 'Thomas', 'Sarah', 'Charles', 'Karen', 'Daniel', 'Nancy',
  'Matthew', 'Lisa', 'Anthony', 'Betty', 'Mark', 'Sandra', 'Steven', 'Ashley', 'Paul', 'Emily', 'Andrew', 'Donna',
  'Kenneth', 'Michelle', 'Kevin', 'Carol', 'Brian', 'Amanda', 'George', 'Melissa', 'Timothy', 'Deborah',
];
const LAST = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez',
  'Hernandez', 'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee',
  'Perez', 'Thompson', 'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young',
  'Allen', 'King', 'Wright', 'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker',
];
const NICKS = ['Ace', 'Birdie', 'Bogey', 'Chip', 'Duffer', 'Eagle', 'Fade', 'Flop', 'Hook', 'Lefty', 'Mulligan',
  'Putter', 'Sandy', 'Shank', 'Slice', 'Tiger', 'Wedge', 'Yips'];
const sqlArray = (items) => `array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ')}]`;

/** The whole seed as one list of statements, run in one transaction. `$K` is the hash key prefix. */
function buildStatements(o, batch, stride) {
  const K = `'s${o.seed}b${batch}:'`;
  const P = o.players;
  const M = o.matches;
  const E = o.entriesPerMatch;
  const L = o.logsPerPlayer;
  const A = o.audit;
  // ~1% of matches are upcoming (dates after the anchor), the 2 most recent played ones await results.
  const F = Math.max(1, Math.round(M * 0.01));
  const U = Math.min(Math.max(1, Math.round(M * 0.002)), M - F);
  const PAST = M - F; // played matches: one a day, the newest yesterday
  const today = o.anchorDate ? `date '${o.anchorDate}'` : 'private.club_today()';
  const holes = Array.from({ length: 18 }, (_, n) => n + 1);
  return [
    // ------------------------------------------------------------------ helpers (session-local)
    ['helpers', `
      create function pg_temp.h(k text) returns double precision language sql immutable
        as $$ select ('x' || substr(md5(k), 1, 8))::bit(32)::bigint / 4294967296.0 $$;
      create function pg_temp.hi(k text, lo integer, hi integer) returns integer language sql immutable
        as $$ select lo + floor(pg_temp.h(k) * (hi - lo + 1))::integer $$;
      create function pg_temp.uid(k text) returns uuid language sql immutable as $$ select md5(k)::uuid $$;
      create function pg_temp.ts(d date, minutes integer) returns timestamptz language sql immutable
        as $$ select (d::timestamp + make_interval(mins => minutes)) at time zone 'UTC' $$;
      create temp table s_today on commit drop as select ${today} as d;
      create temp table s_tees on commit drop as
        select (row_number() over (order by c.name, t.label, t.id) - 1)::integer as n, t.id, t.course_id,
               c.name as course_name, t.rating, t.slope, t.par_by_hole,
               (select sum(x) from unnest(t.par_by_hole) x)::integer as par
        from public.teesets t join public.courses c on c.id = t.course_id
        where not c.archived;
      analyze s_tees;
      create temp table s_log_tees on commit drop as
        select (row_number() over (order by n) - 1)::integer as n, course_name, rating, slope
        from s_tees where rating between 60 and 80 and char_length(course_name) <= 100;
    `],
    // The club's one active league takes the scale data (a club of several leagues at scale: issue #27, item 8).
    ['check league', `
      do $$ begin
        if private.sole_league_id() is null then
          raise exception 'seed:scale fills a club with one active league; this club has %', (select count(*) from public.leagues where status = 'ACTIVE');
        end if;
      end $$;
      create temp table s_league on commit drop as select private.sole_league_id() as id;
    `],
    ['check tee sets', `
      do $$ begin
        if not exists (select 1 from s_tees) or not exists (select 1 from s_log_tees) then
          raise exception 'No courses with tee sets (rating 60-80) found: load the demo seed first (npm start does).';
        end if;
      end $$;
    `],
    // ------------------------------------------------------------------ players
    ['players', `
      create temp table s_players on commit drop as
      with base as (select i, ${K} || 'player:' || i as k from generate_series(1, ${P}) i),
      p as (
        select i, k, pg_temp.uid(k) as id,
          case when i % 20 = 0 then 'PENDING' when i % 20 = 10 then 'INACTIVE' else 'ACTIVE' end as status,
          (${sqlArray(FIRST)})[1 + pg_temp.hi(k || ':first', 0, ${FIRST.length - 1})] as first,
          (${sqlArray(LAST)})[1 + pg_temp.hi(k || ':last', 0, ${LAST.length - 1})] as last,
          case when pg_temp.h(k || ':nick?') < 0.3
               then (${sqlArray(NICKS)})[1 + pg_temp.hi(k || ':nick', 0, ${NICKS.length - 1})] end as nickname,
          -- playing ability, roughly the handicap index the logs will produce (0–30, skewed low)
          round((power(pg_temp.h(k || ':ability'), 1.3) * 30)::numeric, 1) as ability
        from base
      )
      select p.*,
        p.first || ' ' || p.last as name,
        lower(p.first || '.' || p.last || '.p' || lpad(p.i::text, greatest(5, length(p.i::text)), '0') || '.b' || ${batch}) || '@${DOMAIN}' as email,
        '8' || lpad('${batch}', 2, '0') || lpad(p.i::text, 7, '0') as ghin,
        case when p.status = 'PENDING'
             then pg_temp.ts((select d from s_today) - pg_temp.hi(p.k || ':created', 0, 29), pg_temp.hi(p.k || ':t', 420, 1320))
             else pg_temp.ts((select d from s_today) - ${PAST} - 30 - pg_temp.hi(p.k || ':created', 0, 300),
                             pg_temp.hi(p.k || ':t', 420, 1320)) end as created_at
      from p;
      analyze s_players;
      insert into public.players (id, name, nickname, email, ghin, status, join_date, consent_at, league_index, created_at)
      select id, name, nickname, email, ghin, status,
             case when status = 'ACTIVE' or (status = 'INACTIVE' and pg_temp.h(k || ':joined') < 0.5)
                  then (created_at at time zone 'UTC')::date + pg_temp.hi(k || ':join', 1, 6) end,
             created_at, null, created_at
      from s_players order by i;
      -- Members play in the league (the trigger that does it is bypassed, as every trigger here).
      insert into public.league_members (league_id, player_id, status, joined_at)
      select (select id from s_league), p.id, p.status, coalesce(p.join_date::timestamp at time zone private.club_timezone(), p.created_at)
      from public.players p join s_players sp on sp.id = p.id
      where p.status = 'ACTIVE' or (p.status = 'INACTIVE' and p.join_date is not null)
      order by sp.i;
    `],
    // ------------------------------------------------------------------ handicap logs, published index
    ['handicap_logs', `
      insert into public.handicap_logs (id, player_id, date, course_name, rating, slope, gross, created_at)
      select pg_temp.uid(x.k), p.id, x.d, t.course_name, t.rating, t.slope,
             least(216, greatest(18, round(t.rating + p.ability * t.slope / 113.0 + pg_temp.hi(x.k || ':noise', -3, 9))))::integer,
             pg_temp.ts(x.d, pg_temp.hi(x.k || ':t', 960, 1380))
      from s_players p
      cross join generate_series(1, ${L}) j
      cross join lateral (
        select ${K} || 'log:' || p.i || ':' || j as k,
               -- One round per slot of the last 720 days, so no player logs the same day twice (the log refuses
               -- an exact duplicate: same player, date, course and gross).
               (select d from s_today) - ((j - 1) * greatest(1, 720 / ${L})
                                          + pg_temp.hi(${K} || 'log:' || p.i || ':' || j || ':d', 1, greatest(1, 720 / ${L}))) as d
      ) x
      join s_log_tees t on t.n = pg_temp.hi(x.k || ':tee', 0, (select count(*)::integer - 1 from s_log_tees))
      order by p.i, x.d;
    `],
    ['league_index', `
      update public.players p set league_index = s.value, index_source = case when s.value is null then null else 'LEAGUE' end
      from s_players sp
      join private.suggested_indexes s on s.player_id = sp.id
      where p.id = sp.id and sp.status <> 'PENDING' and pg_temp.h(sp.k || ':published') < 0.95;
      create temp table s_active on commit drop as
        select (row_number() over (order by sp.i) - 1)::integer as n, sp.i, sp.id, sp.ability, pl.league_index
        from s_players sp join public.players pl on pl.id = sp.id
        where sp.status = 'ACTIVE';
      analyze s_active;
    `],
    // ------------------------------------------------------------------ matches and games
    ['matches', `
      create temp table s_matches on commit drop as
      with base as (
        select i, ${K} || 'match:' || i as k,
               (select d from s_today) + (i - ${PAST}) - case when i <= ${PAST} then 1 else 0 end as date
        from generate_series(1, ${M}) i
      )
      select b.i, b.k, pg_temp.uid(b.k) as id, b.date, b.i % 4 as kind,
        t.id as teeset_id, t.course_id, t.course_name, t.rating, t.slope, t.par_by_hole, t.par,
        case b.i % 3 when 0 then null when 1 then ${E} else ${E} + 12 end as capacity,
        (b.i % 5 <> 0) as allow_waitlist,
        pg_temp.h(b.k || ':pay') < 0.8 as require_payment,
        b.i <= ${PAST - U} as is_final,
        b.date < (select d from s_today) as played,
        pg_temp.ts(b.date - 21, 900 + pg_temp.hi(b.k || ':t', 0, 120)) as created_at,
        case when b.i <= ${PAST - U} then pg_temp.ts(b.date + 1, 60 + pg_temp.hi(b.k || ':f', 0, 60)) end as finalized_at
      from base b
      join s_tees t on t.n = b.i % (select count(*)::integer from s_tees);
      analyze s_matches;
      -- A season per calendar year of the matches, where the league has none in that year.
      insert into public.seasons (league_id, name, first_day, last_day)
      select (select id from s_league), y::text, make_date(y, 1, 1), make_date(y, 12, 31)
      from (select distinct extract(year from date)::integer as y from s_matches) years
      where not exists (select 1 from public.seasons se
                        where se.league_id = (select id from s_league)
                          and daterange(se.first_day, se.last_day, '[]') && daterange(make_date(y, 1, 1), make_date(y, 12, 31), '[]'))
      order by y;
      insert into public.matches (id, name, date, course_name, course_rating, course_slope, format, notes,
        require_payment_before_play, course_id, teeset_id, capacity, allow_waitlist, is_final, finalized_at,
        created_at, updated_at, league_id, season_id)
      select id,
        (array['Saturday Stableford', 'Skins Sunday', 'Midweek Medal', 'Nassau Night'])[kind + 1] || ' #' || lpad(i::text, greatest(4, length(i::text)), '0')
          || case when ${batch} > 1 then ' (b' || ${batch} || ')' else '' end,
        date, course_name, rating, slope,
        (array['Individual Stableford', 'Individual skins', 'Individual stroke', 'Individual stroke'])[kind + 1],
        case when pg_temp.h(k || ':notes') < 0.1 then 'Shotgun start 8:30am. Carts path-only.' end,
        require_payment, course_id, teeset_id, capacity, allow_waitlist, is_final, finalized_at,
        created_at, coalesce(finalized_at, created_at), (select id from s_league),
        (select se.id from public.seasons se where se.league_id = (select id from s_league) and s_matches.date between se.first_day and se.last_day)
      from s_matches order by i;
      create temp table s_games on commit drop as
      select m.i as mi, m.id as match_id, pg_temp.uid(m.k || ':game:' || g.code) as id, g.code, g.enabled, g.buy_in,
             g.pot_calc, g.rate, m.created_at + make_interval(secs => g.sort) as created_at
      from s_matches m
      join (values
        (0, 'STB_V2', true, 1000, 'PER_PLAYER', 1.0, 0), (0, 'SKINS_GROSS', false, 500, 'PER_ENTRY', 0.0, 1),
        (1, 'SKINS_GROSS', true, 500, 'PER_ENTRY', 0.5, 0), (1, 'SKINS_NET', true, 500, 'PER_ENTRY', 0.5, 1),
        (2, 'STROKE_PLAY', true, 5000, 'FLAT', 1.0, 0),
        (3, 'NASSAU', true, 1500, 'PER_ENTRY', 0.6, 0), (3, 'STB_V2', true, 1000, 'PER_ENTRY', 0.4, 1)
      ) g(kind, code, enabled, buy_in, pot_calc, rate, sort) on g.kind = m.kind;
      analyze s_games;
      insert into public.match_games (id, match_id, game_code, enabled, buy_in, pot_calc, created_at)
      select id, match_id, code, enabled, buy_in, pot_calc, created_at from s_games order by mi, created_at;
    `],
    // ------------------------------------------------------------------ entries and opt-ins
    // Entrant k of match i is ACTIVE player (offset_i + k × stride) mod #active: distinct within a match.
    ['match_entries', `
      create temp table s_entries on commit drop as
      select m.i as mi, e.k, m.id as match_id, a.id as player_id, a.league_index, a.ability,
             pg_temp.uid(m.k || ':entry:' || e.k) as id,
             pg_temp.ts(least(m.date - pg_temp.hi(m.k || ':entry:' || e.k || ':d', 2, 20),
                              (select d from s_today) - pg_temp.hi(m.k || ':entry:' || e.k || ':d2', 1, 3)),
                        pg_temp.hi(m.k || ':entry:' || e.k || ':t', 420, 1320)) as created_at
      from s_matches m
      cross join generate_series(0, ${E - 1}) e(k)
      join s_active a on a.n = ((pg_temp.hi(m.k || ':offset', 0, (select count(*)::integer - 1 from s_active))::bigint
                                 + e.k::bigint * ${stride}) % (select count(*) from s_active));
      create temp table s_optins on commit drop as
      select g.id as match_game_id, g.code, g.pot_calc, g.buy_in, e.mi, e.k, e.match_id, e.player_id,
             (g.pot_calc <> 'PER_ENTRY' or pg_temp.h(g.id::text || ':' || e.k) < g.rate) as opted_in, e.created_at
      from s_entries e join s_games g on g.mi = e.mi and g.enabled;
      analyze s_entries; analyze s_optins;
    `],
    ['payments', `
      create temp table s_due on commit drop as
      select e.*, m.is_final, m.require_payment, m.date, coalesce(c.due, 0)::integer as due,
        pg_temp.h(e.id::text || ':pay') as r
      from s_entries e
      join s_matches m on m.i = e.mi
      left join (
        select o.mi, o.player_id, sum(o.buy_in) as due from s_optins o
        where o.pot_calc = 'PER_PLAYER' or (o.pot_calc = 'PER_ENTRY' and o.opted_in)
        group by o.mi, o.player_id
      ) c on c.mi = e.mi and c.player_id = e.player_id;
      analyze s_due;
      create temp table s_payments on commit drop as
      with plan as (
        select d.*,
          case when d.due = 0 then 'none'
               when d.is_final and d.require_payment then 'full'
               when d.is_final then case when d.r < 0.9 then 'full' else 'none' end
               else case when d.r < 0.6 then 'full' when d.r < 0.75 then 'partial' else 'none' end end as plan,
          pg_temp.h(d.id::text || ':split') < 0.15 as split,
          least(d.created_at + make_interval(days => pg_temp.hi(d.id::text || ':pd', 0, 2), mins => pg_temp.hi(d.id::text || ':pm', 10, 600)),
                pg_temp.ts(d.date, 420), (select d from s_today)::timestamp at time zone 'UTC') as paid_at
        from s_due d
      )
      select p.mi, p.match_id, p.player_id, x.n, x.amount,
             pg_temp.uid(p.id::text || ':payment:' || x.n) as id, p.paid_at + make_interval(mins => x.n * 45) as created_at,
             (array['CASH', 'VENMO', 'ZELLE', 'CARD', 'OTHER'])[1 + pg_temp.hi(p.id::text || ':method:' || x.n, 0, 4)] as method
      from plan p
      cross join lateral (
        select 1 as n, case when p.plan = 'partial' or (p.plan = 'full' and p.split) then p.due / 2 else p.due end as amount
        where p.plan <> 'none'
        union all
        select 2, p.due - p.due / 2 where p.plan = 'full' and p.split
      ) x
      where x.amount > 0;
      insert into public.match_entries (id, match_id, player_id, created_at, paid_in_full, paid_at)
      select d.id, d.match_id, d.player_id, d.created_at,
             coalesce(pay.cents, 0) >= d.due,
             case when coalesce(pay.cents, 0) >= d.due then coalesce(pay.last_at, d.created_at) end
      from s_due d
      left join (select match_id, player_id, sum(amount) as cents, max(created_at) as last_at
                 from s_payments group by match_id, player_id) pay
        on pay.match_id = d.match_id and pay.player_id = d.player_id
      order by d.mi, d.k;
      insert into public.match_entry_opt_ins (match_game_id, player_id, match_id, opted_in, updated_at)
      select match_game_id, player_id, match_id, opted_in, created_at from s_optins order by mi, k;
      insert into public.match_payments (id, match_id, player_id, amount_cents, method, note, recorded_by, created_at)
      select id, match_id, player_id, amount, method, case when n = 2 then 'Balance' end, 'admin', created_at
      from s_payments order by created_at;
    `],
    // ------------------------------------------------------------------ scorecards
    ['scorecards', `
      create temp table s_cards on commit drop as
      select e.mi, e.match_id, e.player_id, e.league_index, m.is_final, m.par, m.slope, m.rating,
             array(select case when not m.is_final and n > 9 and pg_temp.h(e.id::text || ':incomplete') < 0.1 then null
                               else least(12, greatest(1, m.par_by_hole[n] - 1
                                      + floor(pg_temp.h(e.id::text || ':hole:' || n) * (2.2 + e.ability / 7.0))::integer)) end
                   from generate_series(1, 18) n order by n) as holes,
             pg_temp.ts(m.date, 900 + pg_temp.hi(e.id::text || ':card', 0, 420)) as at
      from s_entries e join s_matches m on m.i = e.mi
      where m.played;
      analyze s_cards;
      insert into public.scorecards (match_id, player_id, ${holes.map((n) => `hole_${n}`).join(', ')}, created_at, updated_at)
      select match_id, player_id, ${holes.map((n) => `holes[${n}]`).join(', ')}, at, at from s_cards order by mi;
    `],
    // ------------------------------------------------------------------ audit log
    ['audit_log', A === 0 ? 'select 1' : `
      insert into public.audit_log (at, actor, actor_kind, actor_id, action, target_type, target_id, target_label, details)
      select x.at,
             case when x.action in ('PLAYER_REGISTERED', 'HANDICAP_LOG_ADDED') then p.name else 'League owner' end,
             case when x.action in ('PLAYER_REGISTERED', 'HANDICAP_LOG_ADDED') then 'player' else 'admin' end,
             case when x.action in ('PLAYER_REGISTERED', 'HANDICAP_LOG_ADDED') then p.id::text
                  else (select a.id::text from private.admins a where a.is_owner) end,
             x.action,
             case when x.action like 'PLAYER%' or x.action like 'HANDICAP%' then 'player' else 'match' end,
             case when x.action like 'PLAYER%' or x.action like 'HANDICAP%' then p.id::text else m.id::text end,
             case when x.action like 'PLAYER%' or x.action like 'HANDICAP%' then p.name
                  else (select mm.name from public.matches mm where mm.id = m.id) end,
             case x.action
               when 'PAYMENT_RECORDED' then jsonb_build_object('player_id', p.id, 'player_name', p.name,
                    'amount_cents', 500 * pg_temp.hi(x.k || ':amt', 1, 6), 'method', 'CASH')
               when 'SCORECARD_UPLOADED' then jsonb_build_object('player_id', p.id, 'player_name', p.name,
                    'gross_total', pg_temp.hi(x.k || ':gross', 70, 110))
               when 'MATCH_FINALIZED' then jsonb_build_object('results', ${E}, 'pot_cents', 60000, 'paid_out_cents', 59990)
               when 'HANDICAP_LOG_ADDED' then jsonb_build_object('gross', pg_temp.hi(x.k || ':gross', 70, 110))
               else '{}'::jsonb end
      from (
        select j, ${K} || 'audit:' || j as k,
               pg_temp.ts((select d from s_today) - ${PAST}, 0)
                 + make_interval(secs => (j - 1) * (${PAST}::double precision * 86400 / ${A}))
                 + make_interval(secs => pg_temp.hi(${K} || 'audit:' || j || ':s', 0, 59)) as at,
               (array['PAYMENT_RECORDED', 'PAYMENT_RECORDED', 'PAYMENT_RECORDED', 'SCORECARD_UPLOADED',
                      'SCORECARD_UPLOADED', 'SCORECARD_UPLOADED', 'MATCH_CREATED', 'MATCH_FINALIZED', 'MATCH_EDITED',
                      'PLAYER_REGISTERED', 'PLAYER_APPROVED', 'HANDICAP_LOG_ADDED', 'INDEX_PUBLISHED', 'SETTING_CHANGED'])
                 [1 + pg_temp.hi(${K} || 'audit:' || j || ':a', 0, 13)] as action
        from generate_series(1, ${A}) j
      ) x
      join s_players p on p.i = 1 + pg_temp.hi(x.k || ':p', 0, ${P - 1})
      join s_matches m on m.i = 1 + pg_temp.hi(x.k || ':m', 0, ${M - 1})
      order by x.at, x.j;
    `],
    // The per-group, per-month counters behind get_audit_log's total are kept by an insert trigger, bypassed
    // here: recount them (private.rebuild_audit_log_counts, 20261127000100_identity_settings_audit.sql).
    ['audit_log counts', 'select private.rebuild_audit_log_counts()'],
  ];
}

/** Every rule the bypassed triggers and foreign keys enforce, checked over the rows just written. */
const CHECKS = [
  ['career totals that disagree with the results of final matches', 'select private.career_totals_disagreeing() as count'],
  ['entries of unknown players or matches', `select count(*) from s_entries e
     where not exists (select 1 from public.players p where p.id = e.player_id)
        or not exists (select 1 from public.matches m where m.id = e.match_id)`],
  ['entries of players who are not ACTIVE', `select count(*) from s_entries e join public.players p on p.id = e.player_id
     where p.status <> 'ACTIVE'`],
  ['duplicate entrants in a match', `select count(*) from (select match_id, player_id from s_entries group by 1, 2 having count(*) > 1) x`],
  ['matches over capacity', `select count(*) from public.matches m join s_matches s on s.id = m.id
     where m.capacity is not null and (select count(*) from public.match_entries e where e.match_id = m.id) > m.capacity`],
  ['matches without their league or outside a season of it', `select count(*) from public.matches m join s_matches s on s.id = m.id
     left join public.seasons se on se.id = m.season_id and se.league_id = m.league_id
     left join public.leagues l on l.id = m.league_id
     where l.id is null or se.id is null or m.date not between se.first_day and se.last_day`],
  ['active members who are not in the league', `select count(*) from s_players sp
     where sp.status = 'ACTIVE' and not exists (select 1 from public.league_members lm where lm.player_id = sp.id and lm.status = 'ACTIVE')`],
  ['matches whose course fields disagree with their tee set', `select count(*) from public.matches m join s_matches s on s.id = m.id
     join public.teesets t on t.id = m.teeset_id join public.courses c on c.id = t.course_id
     where t.course_id <> m.course_id or c.name <> m.course_name or t.rating <> m.course_rating or t.slope <> m.course_slope`],
  ['opt-ins without their entry or game', `select count(*) from public.match_entry_opt_ins o join s_matches s on s.id = o.match_id
     where not exists (select 1 from public.match_entries e where e.match_id = o.match_id and e.player_id = o.player_id)
        or not exists (select 1 from public.match_games g where g.id = o.match_game_id and g.match_id = o.match_id)`],
  ['scorecards without an entry', `select count(*) from public.scorecards c join s_matches s on s.id = c.match_id
     where not exists (select 1 from public.match_entries e where e.match_id = c.match_id and e.player_id = c.player_id)`],
  ['payments of unknown players or matches', `select count(*) from s_payments p
     where not exists (select 1 from public.players x where x.id = p.player_id)
        or not exists (select 1 from public.matches m where m.id = p.match_id)`],
  ['handicap logs of unknown players', `select count(*) from public.handicap_logs l join s_players p on p.id = l.player_id
     where not exists (select 1 from public.players x where x.id = l.player_id)`],
  ['results of players not in that game (not opted in)', `select count(*) from public.results r join s_matches s on s.id = r.match_id
     where not exists (select 1 from private.game_players gp
                       where gp.match_id = r.match_id and gp.game_code = r.game_code and gp.player_id = r.player_id)`],
  ['results of matches that are not final', `select count(*) from public.results r join s_matches s on s.id = r.match_id where not s.is_final`],
  ['final matches missing a result for a player in a game', `select count(*) from private.game_players gp
     join s_matches s on s.id = gp.match_id and s.is_final
     where not exists (select 1 from public.results r
                       where r.match_id = gp.match_id and r.game_code = gp.game_code and r.player_id = gp.player_id)`],
  ['games whose payouts exceed the pot', `select count(*) from (
       select r.match_id, r.game_code, sum(r.payout_cents) as paid from public.results r join s_matches s on s.id = r.match_id
       group by 1, 2) x
     join private.game_pots gp on gp.match_id = x.match_id and gp.game_code = x.game_code
     where x.paid > gp.pot_cents`],
  ['entries whose paid_in_full disagrees with payments ≥ due', `select count(*) from public.match_entries e
     join s_matches s on s.id = e.match_id
     join private.entry_balances b on b.entry_id = e.id
     where e.paid_in_full is distinct from (b.paid_cents >= b.charges_cents)`],
  ['final matches requiring payment with unpaid entries', `select count(*) from public.match_entries e
     join s_matches s on s.id = e.match_id and s.is_final and s.require_payment where not e.paid_in_full`],
  ['final matches without finalized_at (or the reverse)', `select count(*) from public.matches m join s_matches s on s.id = m.id
     where m.is_final <> (m.finalized_at is not null) or m.is_final <> s.is_final`],
  ['enabled team games', `select count(*) from public.match_games g join s_matches s on s.id = g.match_id
     join public.game_catalog c on c.code = g.game_code where g.enabled and c.requires_teams`],
  ['audit-log counters that disagree with a fresh count (group, month)', `select count(*) from (
       select a.action_group, date_trunc('month', a.at, 'UTC') as month, count(*) as n
       from public.audit_log a group by 1, 2) f
     full join private.audit_log_counts c on c.action_group = f.action_group and c.month = f.month
     where f.n is distinct from c.n`],
];

/**
 * Results of the batch's final matches, computed by the engine exactly as the finalize-match edge function
 * computes them (scripts/engine-results.ts compute: private.engine_source_of → the generated copy of
 * src/domain), stored with the match's finalized_at. `npm test` checks them afterwards (engine-results.ts check).
 */
async function insertEngineResults(client) {
  const { rows: finals } = await client.query('select id from s_matches where is_final order by i');
  for (let i = 0; i < finals.length; i += 250) {
    const ids = finals.slice(i, i + 250).map((m) => m.id);
    const { rows: sources } = await client.query(
      'select id as match_id, private.engine_source_of(id) as source from unnest($1::uuid[]) as id', [ids]);
    const run = spawnSync(DENO, ['run', '--allow-all', '--no-prompt', '--config', DENO_CONFIG, ENGINE_RESULTS, 'compute'], {
      input: JSON.stringify(sources), encoding: 'utf8', maxBuffer: 1 << 30,
    });
    if (run.status !== 0) throw new Error(`the engine failed: ${run.stderr || run.error?.message}`);
    const rows = JSON.parse(run.stdout).flatMap(({ match_id, rows: matchRows }) => matchRows.map((row) => ({ ...row, match_id })));
    await client.query(
      `insert into public.results (id, match_id, player_id, game_code, position, points, skins_won, payout_cents, notes,
                                   explanation, created_at)
       select pg_temp.uid(r.match_id::text || r.player_id::text || r.game_code), r.match_id, r.player_id, r.game_code,
              r.position, r.points, r.skins_won, r.payout_cents, r.notes, r.explanation, m.finalized_at
       from json_to_recordset($1::json) as r(match_id uuid, player_id uuid, game_code text, position integer, points numeric,
                                             skins_won integer, payout_cents integer, notes text, explanation jsonb)
       join s_matches m on m.id = r.match_id
       order by m.finalized_at, r.match_id, r.game_code`,
      [JSON.stringify(rows)],
    );
  }
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const started = Date.now();
  const client = new pg.Client({ connectionString: opts.db, application_name: 'seed-scale' });
  await client.connect();
  try {
    const existing = await client.query(
      `select count(*)::integer as n,
              coalesce(max((regexp_match(email, '\\.b([0-9]+)@'))[1]::integer), 0) as batch
       from public.players where email like $1`,
      [`%@${DOMAIN}`],
    );
    const { n: existingPlayers, batch: lastBatch } = existing.rows[0];
    if (existingPlayers > 0 && !opts.force) {
      console.error(
        `seed-scale: this database already holds a scale league (${existingPlayers} players @${DOMAIN}).\n` +
          'Refusing to seed it twice. Use a fresh database (npm run stack:reset), or pass --force to add another batch.',
      );
      process.exitCode = 1;
      return;
    }
    const batch = lastBatch + 1;
    if (batch > 99) throw new Error('at most 99 batches');

    const { rows: [counts] } = await client.query(
      `select (select count(*)::integer from public.teesets) as tees`,
    );
    const activeCount = Array.from({ length: opts.players }, (_, k) => k + 1).filter((i) => i % 20 !== 0 && i % 20 !== 10).length;
    if (opts.entriesPerMatch > activeCount) {
      throw new Error(`--entries-per-match ${opts.entriesPerMatch} exceeds the ${activeCount} ACTIVE players that --players ${opts.players} gives`);
    }
    if (counts.tees === 0) throw new Error('No tee sets: load the demo seed first (npm start does).');
    // A stride coprime with the number of ACTIVE players spreads each match's entrants over the league.
    let stride = 7919;
    while (gcd(stride, activeCount) !== 1) stride += 2;

    console.log(
      `seed-scale: batch ${batch}, seed ${opts.seed}: ${opts.players} players, ${opts.matches} matches × ${opts.entriesPerMatch} entries, ` +
        `${opts.logsPerPlayer} logs per player, ${opts.audit} audit rows → ${opts.db.replace(/\/\/([^:@/]+):[^@]*@/, '//$1:***@')}`,
    );
    await client.query('begin');
    try {
      await client.query('set local session_replication_role = replica');
    } catch (error) {
      throw new Error(`cannot bypass triggers (${error.message}); seed-scale needs a superuser connection such as the local stack's postgres`);
    }
    await client.query("set local statement_timeout = '10min'");
    const timings = [];
    for (const [label, sql] of buildStatements(opts, batch, stride)) {
      const t0 = Date.now();
      await client.query(sql);
      timings.push([label, Date.now() - t0]);
      if (process.env.SEED_SCALE_VERBOSE) console.log(`  ${label}: ${Date.now() - t0} ms`);
    }
    // Statistics that include the rows just inserted (ANALYZE samples its own transaction's rows): planned on the
    // statistics of the tables before the load, the engine's reads and the checks' joins become nested loops
    // over whole tables, which take many minutes at 5× the scale league.
    const tAnalyze = Date.now();
    await client.query(`analyze public.players, public.handicap_logs, public.matches, public.match_games, public.match_entries,
      public.match_entry_opt_ins, public.match_payments, public.match_money_moves, public.scorecards`);
    timings.push(['analyze', Date.now() - tAnalyze]);
    const tResults = Date.now();
    await insertEngineResults(client);
    // Triggers were bypassed: count the batch's players' careers from the results just stored
    // (private.refresh_player_careers, 20261208000200_player_career_totals.sql).
    await client.query('select private.refresh_player_careers(array(select id from s_players))');
    timings.push(['results (engine)', Date.now() - tResults]);
    const t0 = Date.now();
    await client.query('analyze public.results');
    const problems = [];
    for (const [label, sql] of CHECKS) {
      const { rows } = await client.query(sql);
      const n = Number(rows[0].count);
      if (n > 0) problems.push(`${label}: ${n}`);
    }
    timings.push(['checks', Date.now() - t0]);
    if (problems.length) {
      await client.query('rollback');
      console.error(`seed-scale: consistency checks failed, nothing was written:\n  ${problems.join('\n  ')}`);
      process.exitCode = 1;
      return;
    }
    const { rows: [inserted] } = await client.query(`
      select
        (select count(*) from s_players)::integer as players,
        (select count(*) from s_players where status = 'ACTIVE')::integer as active,
        (select count(*) from s_players where status = 'PENDING')::integer as pending,
        (select count(*) from s_players where status = 'INACTIVE')::integer as inactive,
        (select count(*) from public.handicap_logs l join s_players p on p.id = l.player_id)::integer as handicap_logs,
        (select count(*) from s_matches)::integer as matches,
        (select count(*) from s_matches where is_final)::integer as final_matches,
        (select count(*) from s_matches where not played)::integer as upcoming_matches,
        (select count(*) from s_games)::integer as match_games,
        (select count(*) from s_entries)::integer as match_entries,
        (select count(*) from s_optins)::integer as opt_ins,
        (select count(*) from s_payments)::integer as payments,
        (select count(*) from s_cards)::integer as scorecards,
        (select count(*) from public.results r join s_matches m on m.id = r.match_id)::integer as results,
        (select coalesce(sum(r.payout_cents), 0) from public.results r join s_matches m on m.id = r.match_id)::bigint as paid_out_cents,
        ${opts.audit}::integer as audit_log`);
    await client.query('commit');
    // Triggers were bypassed: bring the dashboard's finance snapshot up to date (20261127000600_ledger_and_finance.sql).
    await client.query(`do $$ begin if to_regprocedure('private.refresh_finance_snapshot()') is not null then perform private.refresh_finance_snapshot(); end if; end $$`);
    const t1 = Date.now();
    // What autovacuum would do soon after a load like this: fresh statistics and visibility maps.
    await client.query(`vacuum (analyze) public.players, public.handicap_logs, public.matches, public.match_games,
      public.match_entries, public.match_entry_opt_ins, public.match_payments, public.scorecards, public.results,
      public.audit_log`);
    timings.push(['vacuum analyze', Date.now() - t1]);

    const total = ((Date.now() - started) / 1000).toFixed(1);
    console.log('seed-scale: inserted');
    for (const [key, value] of Object.entries(inserted)) console.log(`  ${key.padEnd(18)} ${Number(value).toLocaleString('en-US')}`);
    console.log(`seed-scale: steps ${timings.map(([label, ms]) => `${label} ${(ms / 1000).toFixed(1)}s`).join(', ')}`);
    console.log(`seed-scale: done in ${total} s`);
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

main().catch((error) => {
  console.error(`seed-scale: ${error.message}`);
  process.exit(1);
});
