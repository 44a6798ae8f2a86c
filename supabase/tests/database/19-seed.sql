-- The demo league (supabase/seed.sql) satisfies every money rule: players in every status, courses with
-- valid tees, handicap logs whose differentials the database computed, final matches whose payouts
-- respect the pots and the players in each game, paid entries where payment is required, and an
-- upcoming match with invitations in every state and a waitlist, one cancelled match. Its dates are relative to the
-- day it is loaded (36-demo-seed-dates.sql loads it on other days); the checks here compare with the club's today.
begin;
select plan(40);

-- ---------------------------------------------------------------------------------------------
-- Actors and fixtures (rolled back with the file). pg_temp.act_as switches to the role PostgREST
-- uses (anon) with the request headers the app sends; 'postgres' is the table owner (setup only).
--   anon      no session          pending  a PENDING player's session
--   active    Alice, ACTIVE       other    Oscar, ACTIVE       inactive  Ivan, INACTIVE
--   admin     a valid admin session
-- ---------------------------------------------------------------------------------------------
-- pg_temp.act_as / fx / val / keep and the fixtures above: supabase/tests/database/00-helpers.sql.
select tests.setup_fixtures();

select pg_temp.act_as('postgres');
delete from fx; -- the checks below look at the seeded rows only (fixtures are excluded by name)
create function pg_temp.seeded_match(p_name text) returns uuid language sql as $$ select id from public.matches where name = p_name $$;

-- players and courses
select ok((select count(*) from public.players where email like '%@test.example' is not true) >= 24, 'at least 24 demo players');
select results_eq($$ select status, count(*)::int from public.players where email not like '%@test.example' group by status order by status $$,
  $$ values ('ACTIVE', 20), ('INACTIVE', 2), ('PENDING', 4) $$, 'players in every status, mostly ACTIVE');
select is_empty($$ select name from public.players where status = 'ACTIVE' and email not like '%@test.example'
                   and (select count(*) from public.handicap_logs l where l.player_id = players.id) not between 8 and 20 $$, '8 to 20 handicap logs per active player');
select is_empty($$ select id from public.handicap_logs where differential <> round((gross - rating) * 113 / slope, 2) $$, 'every differential is (gross − rating) × 113 / slope, 2 decimals');
select is((select count(*)::int from public.courses where name <> 'Test Course'), 3, 'three courses');
select is_empty($$ select t.label from public.teesets t join public.courses c on c.id = t.course_id
                   where c.name <> 'Test Course' and (t.rating not between 68 and 74 or t.slope not between 113 and 140
                     or (select sum(x) from unnest(t.par_by_hole) x) not between 70 and 72
                     or not private.is_stroke_index_permutation(t.stroke_index_by_hole)) $$, 'tee sets: ratings 68–74, slopes 113–140, par 70–72, stroke indexes 1–18');
select is_empty($$ select t.label from public.teesets t join public.courses c on c.id = t.course_id
                   where c.name <> 'Test Course' and exists (select 1 from unnest(t.stroke_index_by_hole[1:9]) x where x % 2 = 0) $$, 'odd stroke indexes on the front nine');
select is_empty($$ select c.name from public.courses c where c.name <> 'Test Course'
                   and (select count(*) from public.teesets t where t.course_id = c.id and t.is_default) <> 1 $$, 'one default tee set per course');
select is_empty($$ select c.name from public.courses c join public.teesets t on t.course_id = c.id
                   where c.name <> 'Test Course' and ((select sum(x) from unnest(t.par_by_hole[1:9]) x) <> c.par_out or (select sum(x) from unnest(t.par_by_hole[10:18]) x) <> c.par_in) $$,
  'course front/back par agree with the tee sets');

-- the suggested index is the same in SQL as in the TypeScript engine that computed the published ones
select pg_temp.act_as('admin');
select results_eq($$ select name from public.preview_recompute_indexes() order by name $$,
  $$ values ('Angela Morales'), ('Brian Foley'), ('Laura Whitaker'), ('Robert Castellano'), ('Sarah Whitfield') $$,
  'SQL agrees with the engine: only the deliberately stale or unpublished indexes differ');
select pg_temp.act_as('postgres');

-- final matches: money rules
select is((select count(*)::int from public.matches where is_final and date < private.club_today()), 8, 'eight finalized past matches');
select is_empty($$ select m.name, g.game_code from public.matches m join private.game_pots g on g.match_id = m.id
                   where m.is_final and (select coalesce(sum(r.payout_cents), 0) from public.results r where r.match_id = m.id and r.game_code = g.game_code) > g.pot_cents $$,
  'Σ payouts ≤ pot in every game');
select is_empty($$ select r.id from public.results r join public.matches m on m.id = r.match_id
                   where m.is_final and not exists (select 1 from private.game_players gp where gp.match_id = r.match_id and gp.game_code = r.game_code and gp.player_id = r.player_id) $$,
  'every result belongs to a player in that game');
select is_empty($$ select gp.* from private.game_players gp join public.matches m on m.id = gp.match_id
                   where m.is_final and not exists (select 1 from public.results r where r.match_id = gp.match_id and r.game_code = gp.game_code and r.player_id = gp.player_id) $$,
  'every player in a game of a final match has a result');
select is_empty($$ select m.name from public.matches m join public.match_entries e on e.match_id = m.id where m.is_final and m.require_payment_before_play and not e.paid_in_full $$,
  'final matches requiring payment are fully paid');
select is_empty($$ select e.id from public.match_entries e join private.entry_balances b on b.entry_id = e.id where e.paid_in_full <> (b.paid_cents >= b.charges_cents) $$,
  'paid_in_full agrees with charges and payments everywhere');
select is_empty($$ select m.name from public.matches m where m.is_final and exists (select 1 from public.scorecards s where s.match_id = m.id and s.gross_total = 0) $$, 'final matches have scorecards');
select is_empty($$ select r.id from public.results r where r.game_code = 'STB_V2' and (r.points is null or r.position is null) $$, 'Stableford results have points and a place');
select ok((select count(distinct r.game_code) from public.results r) >= 5, 'results in Stableford, skins (gross and net), Nassau and stroke play');
select ok(exists (select 1 from public.match_games g join public.matches m on m.id = g.match_id where m.is_final and g.pot_calc = 'PER_PLAYER'), 'a PER_PLAYER game');
select ok(exists (select 1 from public.match_games g join public.matches m on m.id = g.match_id where m.is_final and g.pot_calc = 'FLAT'), 'a league-funded FLAT game');
select ok((select count(*) from public.match_entries e where e.match_id = pg_temp.seeded_match('Pine Hollow Shootout')) >= 17, 'a 17-player field (the large payout curve)');
select ok(exists (select 1 from public.match_entries e join public.matches m on m.id = e.match_id where not m.is_final and not e.paid_in_full),
  'an outstanding balance on an upcoming match');
select ok(exists (select 1 from public.matches m where not m.is_final and m.cancelled_at is null and m.date < private.club_today()), 'a played match waiting for final results');
select results_eq($$ select name, cancel_reason is not null, cancelled_at < (date + start_time) at time zone private.club_timezone(), (select count(*)::int from public.match_entries e where e.match_id = m.id)
                     from public.matches m where cancelled_at is not null $$,
  $$ values ('Lakeside Medal', true, true, 0) $$, 'one past match was cancelled before its start, with a reason and no entries');

-- careers come from results
select pg_temp.act_as('anon');
select is_empty($$ select p.id from public.players p
                   where (public.get_player_full_details(p.id) ->> 'career_earnings_cents')::bigint
                     <> (select coalesce(sum(r.payout_cents), 0) from public.results r join public.matches m on m.id = r.match_id where m.is_final and r.player_id = p.id) $$,
  'career earnings are Σ payouts of final matches');
select ok((select count(*) from public.get_weekly_leaders()) = 5, 'weekly leaders from last week''s match');
select pg_temp.act_as('postgres');

-- the upcoming match: invitations in every state, payments, opt-ins, a waitlist
select ok((select date from public.matches where name = 'Pine Hollow Stableford') > private.club_today(), 'an upcoming match');
select results_eq($$ select private.invite_status(status, expires_at), count(*)::int from public.match_invites where match_id = pg_temp.seeded_match('Pine Hollow Stableford')
                     group by 1 order by 1 $$,
  $$ values ('ACCEPTED', 9), ('CANCELLED', 1), ('DECLINED', 2), ('EXPIRED', 1), ('PENDING', 2) $$, 'invitations: accepted, pending, declined, expired, cancelled');
select is((select count(*)::int from private.invite_tokens t join public.match_invites i on i.id = t.invite_id), (select count(*)::int from public.match_invites), 'every invitation has a link');
select is((select count(*)::int from public.match_entries where match_id = pg_temp.seeded_match('Pine Hollow Stableford')),
  (select capacity from public.matches where name = 'Pine Hollow Stableford'), 'the match is full');
select is((select count(*)::int from public.match_waitlist where match_id = pg_temp.seeded_match('Pine Hollow Stableford') and promoted_at is null), 2, 'two players wait for a seat');
select results_eq($$ select b.paid_cents = 0, b.paid_cents >= b.charges_cents, count(*)::int from private.entry_balances b where b.match_id = pg_temp.seeded_match('Pine Hollow Stableford')
                     group by 1, 2 order by 1, 2 $$,
  $$ values (false, false, 3), (false, true, 6), (true, false, 1) $$, 'payments: some in full, some partial, some none');
-- the owner reads private.entry_balances, with an admin session asking
select pg_temp.act_as('postgres');
select set_config('request.headers', json_build_object('x-admin-token', 'tok-admin')::text, true);
select results_eq($$ select (b ->> 'player_id')::uuid, (b ->> 'due_cents')::bigint, (b ->> 'paid_cents')::bigint, (b ->> 'balance_cents')::bigint, (b ->> 'paid_in_full')::boolean
                     from json_array_elements(public.get_match_balances(pg_temp.seeded_match('Pine Hollow Stableford'))) b $$,
  $$ select v.player_id, v.charges_cents, v.paid_cents, v.charges_cents - v.paid_cents, e.paid_in_full
     from private.entry_balances v join public.match_entries e on e.id = v.entry_id
     where v.match_id = pg_temp.seeded_match('Pine Hollow Stableford') order by v.player_id $$,
  'the match page''s balances (get_match_balances) are the payments above, entrant by entrant, by player id');
select pg_temp.act_as('postgres');
select ok((select count(distinct o.player_id) from public.match_entry_opt_ins o join public.match_games g on g.id = o.match_game_id
           where g.match_id = pg_temp.seeded_match('Pine Hollow Stableford') and g.game_code = 'SKINS_NET' and o.opted_in) between 1 and 9, 'some opted into net skins, some not');
select results_eq($$ select o.to_email, o.payload ->> 'matchName' from public.email_outbox o where o.status = 'PENDING' order by 1 $$,
  $$ select i.email, m.name from public.match_invites i join public.matches m on m.id = i.match_id
     where i.status = 'PENDING' and i.expires_at > now() and m.date >= private.club_today() order by 1 $$,
  'the open invitations of the upcoming match wait to be sent, nothing else does');
select ok((select count(*) from public.email_outbox o join private.invite_tokens t on t.ref = (o.payload ->> 'inviteRef')::uuid
           where o.status = 'PENDING' and o.template = 'match_invite' and o.attempts = 0 and o.next_attempt_at <= now() and t.token_hash is null) > 0,
  'the outbox job sends them at once, with links made at send time');
select ok(exists (select 1 from public.email_outbox where status = 'FAILED'), 'one failed e-mail for the dashboard');
select ok((select count(*) from public.audit_log) > 100, 'an audit history');
select is((select count(*)::int from private.admin_sessions where token_hash <> private.token_hash('tok-admin')), 0, 'the seed opens no admin session');

select * from finish();
rollback;
