-- Screen RPCs: roster, profiles (PII only for owner/admin), matches list, match page, weekly leaders,
-- admin dashboard, audit log, treasurer ledger, the weekly-leaders mail job.
begin;
select plan(123);

-- ---------------------------------------------------------------------------------------------
-- Actors and fixtures (rolled back with the file). pg_temp.act_as switches to the role PostgREST
-- uses (anon) with the request headers the app sends; 'postgres' is the table owner (setup only).
--   anon      no session          pending  a PENDING player's session
--   active    Alice, ACTIVE       other    Oscar, ACTIVE       inactive  Ivan, INACTIVE
--   admin     a valid admin session
-- ---------------------------------------------------------------------------------------------
-- pg_temp.act_as / fx / val / keep and the fixtures above: supabase/tests/database/00-helpers.sql.
select tests.setup_fixtures();

-- Roster ----------------------------------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select is(array(select name from public.get_players_public() where name in ('Alice Active', 'Oscar Other', 'Pat Pending', 'Ivan Inactive') order by name),
  array['Alice Active', 'Oscar Other'], 'default filter: ACTIVE players');
select is(array(select status from public.get_players_public('PENDING') group by status), array['PENDING'], 'PENDING filter');
select is(array(select status from public.get_players_public('INACTIVE') group by status), array['INACTIVE'], 'INACTIVE filter');
select is((select count(*)::int from public.get_players_public('ALL')), (select count(*)::int from public.players), 'ALL lists everyone (public columns)');
select throws_ok($$ select * from public.get_players_public('BANNED') $$, '22023', 'Status filter must be ACTIVE, PENDING, INACTIVE or ALL', 'unknown filter');
select throws_ok($$ select * from public.get_players_public(null) $$, '22023', 'Status filter must be ACTIVE, PENDING, INACTIVE or ALL', 'null filter');
select is(array(select name from public.get_players_public('ALL')), array(select name from public.get_players_public('ALL') order by name), 'ordered by name');
-- Career earnings are public on every profile (spec: the profile's stat cards) and the roster sorts by them.
select is(array(select json_object_keys(row_to_json(r)) order by 1), array['career_earnings_cents', 'created_at', 'id', 'index_source', 'join_date', 'league_index', 'name', 'nickname', 'status', 'total_count'],
  'public roster rows carry only the public columns') from (select * from public.get_players_public() limit 1) r;
select throws_ok($$ select * from public.get_players_admin() $$, '42501', 'Admin access required', 'anonymous cannot use the admin roster');
select pg_temp.act_as('active');
select throws_ok($$ select * from public.get_players_admin() $$, '42501', 'Admin access required', 'players cannot use the admin roster');
select pg_temp.act_as('admin');
select results_eq($$ select name, email, ghin, consent_at is not null, career_earnings_cents from public.get_players_admin('ACTIVE') where id = pg_temp.fx('active') $$,
  $$ values ('Alice Active', 'alice.active@test.example', '9000002', true, 0::bigint) $$, 'admin roster: e-mail, GHIN, consent, career earnings');
select is((select count(*)::int from public.get_players_admin()), (select count(*)::int from public.players), 'admin default filter ALL');
select is((select count(*)::int from public.get_players_admin('PENDING') where status <> 'PENDING'), 0, 'admin filter');

-- Profiles -----------------------------------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select is(array(select json_object_keys(public.get_player_full_details(pg_temp.fx('active'))) order by 1),
  array['career_earnings_cents', 'career_top3', 'career_wins', 'consent_at', 'created_at', 'email', 'ghin', 'id', 'index_source', 'is_owner', 'join_date', 'last5_results', 'league_index', 'name', 'nickname', 'status'],
  'profile shape');
select results_eq($$ select x ->> 'email', x ->> 'ghin', x ->> 'consent_at', (x ->> 'is_owner')::boolean from (select public.get_player_full_details(pg_temp.fx('active')) x) s $$,
  $$ values (null::text, null::text, null::text, false) $$, 'anonymous: no e-mail, GHIN or consent');
select is(public.get_player_full_details(gen_random_uuid())::jsonb, null, 'unknown player: null');
select is(public.get_my_player_details()::jsonb, null, 'no session: no "my" details');
select pg_temp.act_as('other');
select is(public.get_player_full_details(pg_temp.fx('active')) ->> 'email', null, 'another player: no e-mail');
select is(public.get_player_full_details(pg_temp.fx('active')) ->> 'ghin', null, 'another player: no GHIN');
select pg_temp.act_as('active');
select results_eq($$ select x ->> 'email', x ->> 'ghin', (x ->> 'is_owner')::boolean from (select public.get_player_full_details(pg_temp.fx('active')) x) s $$,
  $$ values ('alice.active@test.example', '9000002', true) $$, 'the owner sees their e-mail and GHIN');
select is(public.get_my_player_details() ->> 'id', pg_temp.fx('active')::text, 'get_my_player_details is the session''s player');
select pg_temp.act_as('pending');
select is(public.get_my_player_details() ->> 'status', 'PENDING', 'a pending player sees their own PENDING profile');
select pg_temp.act_as('inactive');
select is(public.get_my_player_details()::jsonb, null, 'an INACTIVE player''s session has no "my" details');
select pg_temp.act_as('admin');
select is(public.get_player_full_details(pg_temp.fx('other')) ->> 'ghin', '9000003', 'admins see GHIN');
select is((public.get_player_full_details(pg_temp.fx('other')) ->> 'is_owner')::boolean, false, 'admins are not owners');

-- Matches list --------------------------------------------------------------------------------------------------------
select pg_temp.act_as('postgres');
insert into fx values ('past', gen_random_uuid()), ('today', gen_random_uuid()), ('week', gen_random_uuid()), ('old', gen_random_uuid());
insert into public.matches (id, name, date, course_name, course_rating, course_slope, course_id, teeset_id) values
  (pg_temp.fx('past'), 'Last Month', (now() at time zone 'America/New_York')::date - 30, '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset')),
  (pg_temp.fx('today'), 'Today''s Game', (now() at time zone 'America/New_York')::date, '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset')),
  (pg_temp.fx('week'), 'This Week', (now() at time zone 'America/New_York')::date - 2, '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset')),
  (pg_temp.fx('old'), 'Ten Days Ago', (now() at time zone 'America/New_York')::date - 10, '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'));
insert into public.match_games (match_id, game_code, enabled, buy_in, pot_calc)
select m, 'STB_V2', true, 1000, 'PER_ENTRY' from unnest(array[pg_temp.fx('week'), pg_temp.fx('old')]) m;
select private.enter_player(m, p, null) from unnest(array[pg_temp.fx('week'), pg_temp.fx('old')]) m, unnest(array[pg_temp.fx('active'), pg_temp.fx('other')]) p;
insert into public.results (match_id, player_id, game_code, position, points, payout_cents) values
  (pg_temp.fx('week'), pg_temp.fx('active'), 'STB_V2', 2, 31, 800), (pg_temp.fx('week'), pg_temp.fx('other'), 'STB_V2', 1, 38.5, 1200),
  (pg_temp.fx('old'), pg_temp.fx('active'), 'STB_V2', 1, 40, 1200), (pg_temp.fx('old'), pg_temp.fx('other'), 'STB_V2', 2, 30, 800);
update public.matches set is_final = true, finalized_at = now() where id in (pg_temp.fx('week'), pg_temp.fx('old'));
select private.audit('PAYMENT_RECORDED', 'match', pg_temp.fx('match')::text, 'Test Match', '{"amount_cents": 100}', 'admin');

select pg_temp.act_as('anon');
select results_eq($$ select name, course_name, course_rating, course_slope, entries_count, paid_count, is_final from public.get_matches_list() where id = pg_temp.fx('match') $$,
  $$ values ('Test Match', 'Test Course', 70.0::numeric, 120, 2, 0, false) $$, 'matches list row with real entry and paid counts');
select is((select games from public.get_matches_list() where id = pg_temp.fx('match'))::jsonb,
  '[{"code":"STB_V2","name":"Stableford v2","enabled":true},{"code":"SKINS_GROSS","name":"Skins (Gross)","enabled":true}]'::jsonb, 'games in catalog order');
select is(array(select date from public.get_matches_list()), array(select date from public.get_matches_list() order by date desc), 'newest date first');
select is((select games::text from public.get_matches_list() where id = pg_temp.fx('past')), '[]', 'a match without games');

-- Match page: get_match_detail (the match), get_match_entries, get_match_balances and get_match_results, asked for in parallel
-- Oscar entered an hour before Alice (entries come in entry order, then by name), left the skins and paid 20.00 (a credit).
select pg_temp.act_as('postgres');
update public.match_entries set created_at = created_at - interval '1 hour' where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('other');
update public.match_entry_opt_ins set opted_in = false where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('other') and match_game_id = pg_temp.fx('skins');
insert into public.match_payments (match_id, player_id, amount_cents, method) values (pg_temp.fx('match'), pg_temp.fx('other'), 2000, 'CASH');

select pg_temp.act_as('anon');
select is(array(select json_object_keys(public.get_match_detail(pg_temp.fx('match'))) order by 1),
  array['can_enter_scores', 'entries_count', 'entries_latest_at', 'games', 'is_admin', 'match', 'pots', 'seats_left', 'teeset'],
  'match page shape: the match without entries, scorecards or results');
select is(public.get_match_detail(pg_temp.fx('match')) -> 'match' ->> 'status', 'DRAFT', 'a future match is DRAFT');
select is(public.get_match_detail(pg_temp.fx('today')) -> 'match' ->> 'status', 'IN_PROGRESS', 'a match whose day has come is IN_PROGRESS');
select is(public.get_match_detail(pg_temp.fx('past')) -> 'match' ->> 'status', 'IN_PROGRESS', 'a past match not final is IN_PROGRESS');
select is(public.get_match_detail(pg_temp.fx('week')) -> 'match' ->> 'status', 'FINAL', 'a final match is FINAL');
select is((public.get_match_detail(pg_temp.fx('match')) ->> 'seats_left')::int, 2, 'seats left = capacity − entries');
select is(public.get_match_detail(pg_temp.fx('past')) ->> 'seats_left', null, 'no capacity: unlimited');
select is(public.get_match_detail(pg_temp.fx('match')) -> 'teeset' ->> 'label', 'White', 'the tee set');
select is(public.get_match_detail(pg_temp.fx('match')) -> 'teeset' -> 'stroke_index_by_hole' ->> 9, '2', 'stroke indexes');
select is((public.get_match_detail(pg_temp.fx('match')) ->> 'entries_count')::int, 2, 'entries_count');
select is((public.get_match_detail(pg_temp.fx('match')) ->> 'entries_latest_at')::timestamptz,
  (select max(created_at) from public.match_entries where match_id = pg_temp.fx('match')), 'entries_latest_at: the latest entry''s time');
select is((public.get_match_detail(pg_temp.fx('past')) ->> 'entries_count')::int, 0, 'no entries: entries_count 0');
select is(public.get_match_detail(pg_temp.fx('past')) ->> 'entries_latest_at', null, 'no entries: entries_latest_at null');
select ok(public.get_match_detail(pg_temp.fx('match'))::text !~ '@', 'no e-mail address anywhere in the anonymous match page');
select is((public.get_match_detail(pg_temp.fx('match')) ->> 'is_admin')::boolean, false, 'is_admin false');
select is((public.get_match_detail(pg_temp.fx('match')) ->> 'can_enter_scores')::boolean, false, 'anonymous cannot enter scores');
select is(public.get_match_detail(gen_random_uuid())::jsonb, null, 'unknown match: null');
select is((select (p ->> 'pot_cents')::int from json_array_elements(public.get_match_detail(pg_temp.fx('match')) -> 'pots') p where p ->> 'game_code' = 'STB_V2'), 2000, 'pots per game');

-- get_match_entries
select is(json_array_length(public.get_match_entries(pg_temp.fx('match'))), 2, 'entries');
select is((select array_agg(k order by k) from json_object_keys(public.get_match_entries(pg_temp.fx('match')) -> 0) k),
  array['email', 'id', 'league_index', 'name', 'nickname', 'opted_in_game_ids', 'player_id', 'team_id'],
  'an entry''s keys (no created_at or paid_at, no money: get_match_balances)');
select ok(not exists (select 1 from json_array_elements(public.get_match_entries(pg_temp.fx('match'))) e
                      where array(select json_object_keys(e) order by 1) <> array(select json_object_keys(public.get_match_entries(pg_temp.fx('match')) -> 0) order by 1)),
  'every entry has the same keys');
select results_eq($$ select e ->> 'name', e ->> 'nickname', (e ->> 'id')::uuid from json_array_elements(public.get_match_entries(pg_temp.fx('match'))) e
                     where e ->> 'player_id' = pg_temp.fx('active')::text $$,
  $$ select 'Alice Active', 'Ace', id from public.match_entries where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('active') $$,
  'entry id, name and nickname');
select results_eq($$ select (e -> 'opted_in_game_ids')::jsonb, e ->> 'email'
                     from json_array_elements(public.get_match_entries(pg_temp.fx('match'))) e where e ->> 'player_id' = pg_temp.fx('active')::text $$,
  $$ values (jsonb_build_array(pg_temp.fx('skins'), pg_temp.fx('stb')), null::text) $$,
  'opted-in games (by game code); no e-mail for anonymous');
select results_eq($$ select (e -> 'opted_in_game_ids')::jsonb
                     from json_array_elements(public.get_match_entries(pg_temp.fx('match'))) e where e ->> 'player_id' = pg_temp.fx('other')::text $$,
  $$ values (jsonb_build_array(pg_temp.fx('stb'))) $$,
  'an opted-out game is not listed');
select is(array(select e ->> 'name' from json_array_elements(public.get_match_entries(pg_temp.fx('match'))) e),
  array['Oscar Other', 'Alice Active'], 'entry order: the earliest entry first');
select is(array(select e ->> 'name' from json_array_elements(public.get_match_entries(pg_temp.fx('week'))) e),
  array['Alice Active', 'Oscar Other'], 'entered at the same time: by name');
select is((select count(*)::int from json_array_elements(public.get_match_entries(pg_temp.fx('match'))) e where e ->> 'email' is not null), 0,
  'anonymous: every entry''s e-mail is null');
select ok(public.get_match_entries(pg_temp.fx('match'))::text !~ '@', 'no e-mail address anywhere in the anonymous entries');
select is(public.get_match_entries(pg_temp.fx('past'))::text, '[]', 'a match without entries: an empty list');
select is(public.get_match_entries(gen_random_uuid())::text, '[]', 'unknown match: an empty list of entries');

-- get_match_balances
select is(json_array_length(public.get_match_balances(pg_temp.fx('match'))), 2, 'a balance per entrant');
select is(array(select (b ->> 'player_id')::uuid from json_array_elements(public.get_match_balances(pg_temp.fx('match'))) b),
  array(select player_id from public.match_entries where match_id = pg_temp.fx('match') order by player_id), 'one balance per entrant, by player id');
select is((select array_agg(k order by k) from json_object_keys(public.get_match_balances(pg_temp.fx('match')) -> 0) k),
  array['balance_cents', 'credit_cents', 'due_cents', 'net_cents', 'paid_cents', 'paid_in_full', 'player_id', 'stake_cents', 'status'], 'a balance''s keys');
select ok(not exists (select 1 from json_array_elements(public.get_match_balances(pg_temp.fx('match'))) b
                      where array(select json_object_keys(b) order by 1) <> array['balance_cents', 'credit_cents', 'due_cents', 'net_cents', 'paid_cents', 'paid_in_full', 'player_id', 'stake_cents', 'status']),
  'every balance has the same keys');
-- anonymous visitors see each entry's status, never its amounts (DESIGN rule 20)
select results_eq($$ select b ->> 'status', b ->> 'due_cents', b ->> 'paid_cents', b ->> 'balance_cents'
                     from json_array_elements(public.get_match_balances(pg_temp.fx('match'))) b order by b ->> 'status' $$,
  $$ values ('PAID', null, null, null), ('PENDING', null, null, null) $$, 'anonymous: statuses without amounts');
select pg_temp.act_as('admin');
select results_eq($$ select (b ->> 'due_cents')::int, (b ->> 'paid_cents')::int, (b ->> 'balance_cents')::int, (b ->> 'paid_in_full')::boolean
                     from json_array_elements(public.get_match_balances(pg_temp.fx('match'))) b where b ->> 'player_id' = pg_temp.fx('active')::text $$,
  $$ values (1500, 0, 1500, false) $$,
  'balance: due, paid, balance, not paid in full');
select results_eq($$ select (b ->> 'due_cents')::int, (b ->> 'paid_cents')::int, (b ->> 'balance_cents')::int, (b ->> 'paid_in_full')::boolean
                     from json_array_elements(public.get_match_balances(pg_temp.fx('match'))) b where b ->> 'player_id' = pg_temp.fx('other')::text $$,
  $$ values (1000, 2000, -1000, true) $$,
  'an opted-out game is not due; paying more than due is paid in full with a credit');
select pg_temp.act_as('anon');
select ok(public.get_match_balances(pg_temp.fx('match'))::text !~ '@', 'no e-mail address anywhere in the balances');
select ok(public.get_match_balances(pg_temp.fx('match'))::text !~ 'Alice|Oscar|Ace', 'no names or nicknames in the balances');
select is(public.get_match_balances(pg_temp.fx('past'))::text, '[]', 'a match without entries: an empty list of balances');
select is(public.get_match_balances(gen_random_uuid())::text, '[]', 'unknown match: an empty list of balances');
-- every entrant of every match (the fixtures' and the demo league's) as private.entry_balances prices them
-- the owner reads private.entry_balances, with an admin session asking
select pg_temp.act_as('postgres');
select set_config('request.headers', json_build_object('x-admin-token', 'tok-admin')::text, true);
select results_eq($$ select m.id, (b ->> 'player_id')::uuid, (b ->> 'due_cents')::bigint, (b ->> 'paid_cents')::bigint, (b ->> 'balance_cents')::bigint, (b ->> 'paid_in_full')::boolean
                     from public.matches m cross join json_array_elements(public.get_match_balances(m.id)) b order by 1, 2 $$,
  $$ select v.match_id, v.player_id, v.charges_cents, v.paid_cents, v.charges_cents - v.paid_cents, e.paid_in_full
     from private.entry_balances v join public.match_entries e on e.id = v.entry_id order by 1, 2 $$,
  'get_match_balances agrees with private.entry_balances and paid_in_full for every entrant of every match');
select pg_temp.act_as('anon');

-- get_match_results
select is(json_array_length(public.get_match_results(pg_temp.fx('week'))), 2, 'results of the match');
select is(array(select (r ->> 'player_id')::uuid from json_array_elements(public.get_match_results(pg_temp.fx('week'))) r),
  array[pg_temp.fx('other'), pg_temp.fx('active')], 'results by game, then position');
select is(public.get_match_results(pg_temp.fx('match'))::text, '[]', 'a match without results: an empty list');
select is(public.get_match_results(gen_random_uuid())::text, '[]', 'unknown match: an empty list of results');

select pg_temp.act_as('active');
select is((public.get_match_detail(pg_temp.fx('match')) ->> 'can_enter_scores')::boolean, true, 'an entrant can enter scores');
select is((public.get_match_detail(pg_temp.fx('week')) ->> 'can_enter_scores')::boolean, false, 'not in a final match');
select is((select count(*)::int from json_array_elements(public.get_match_entries(pg_temp.fx('match'))) e where e ->> 'email' is not null), 0,
  'a player, even an entrant, gets no e-mails (not even their own)');
select pg_temp.act_as('pending');
select is((public.get_match_detail(pg_temp.fx('match')) ->> 'can_enter_scores')::boolean, false, 'a player outside the match cannot');
select ok(public.get_match_entries(pg_temp.fx('match'))::text !~ '@', 'a player outside the match gets no e-mails');
select pg_temp.act_as('admin');
select is((public.get_match_detail(pg_temp.fx('match')) ->> 'is_admin')::boolean, true, 'is_admin true');
select is((public.get_match_detail(pg_temp.fx('match')) ->> 'can_enter_scores')::boolean, true, 'admins can enter scores');
select results_eq($$ select e ->> 'name', e ->> 'email' from json_array_elements(public.get_match_entries(pg_temp.fx('match'))) e $$,
  $$ values ('Oscar Other', 'oscar.other@test.example'), ('Alice Active', 'alice.active@test.example') $$, 'admins see entrants'' e-mails');
select ok(public.get_match_detail(pg_temp.fx('match'))::text !~ '@', 'no e-mail in get_match_detail, even for admins');
select ok(public.get_match_balances(pg_temp.fx('match'))::text !~ '@', 'no e-mail in get_match_balances, even for admins');

-- Weekly leaders: only the fixtures' matches fall in the last 7 days (the demo league's move back)
select pg_temp.act_as('postgres');
update public.matches set date = date - 60 where is_final and id not in (pg_temp.fx('week'), pg_temp.fx('old'));
-- Weekly leaders --------------------------------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select results_eq($$ select name, earnings_cents, points from public.get_weekly_leaders() where player_id in (pg_temp.fx('active'), pg_temp.fx('other')) order by earnings_cents desc $$,
  $$ values ('Oscar Other', 1200::bigint, 38.5::numeric), ('Alice Active', 800::bigint, 31::numeric) $$, 'last 7 days only (the 10-day-old match does not count)');
select is((select count(*)::int from public.get_weekly_leaders()), 2, 'only players with results this week');
select ok((select count(*) from public.get_weekly_leaders()) <= 5, 'top 5 at most');
select is(array(select earnings_cents from public.get_weekly_leaders()), array(select earnings_cents from public.get_weekly_leaders() order by earnings_cents desc), 'by earnings, high first');

-- Admin dashboard ---------------------------------------------------------------------------------------------------------
select throws_ok($$ select public.get_admin_dashboard() $$, '42501', 'Admin access required', 'anonymous cannot read the dashboard');
select pg_temp.act_as('admin');
select is(array(select json_object_keys(public.get_admin_dashboard()) order by 1), array['analytics', 'finance', 'needs_attention', 'pending_count', 'pending_signups', 'upcoming_matches'],
  'dashboard shape');
select is((public.get_admin_dashboard() ->> 'pending_count')::int, (select count(*)::int from public.players where status = 'PENDING'), 'pending count');
select ok(exists (select 1 from json_array_elements(public.get_admin_dashboard() -> 'pending_signups') s where s ->> 'name' = 'Pat Pending'), 'pending sign-ups listed');
select ok(exists (select 1 from json_array_elements(public.get_admin_dashboard() -> 'upcoming_matches') s where s ->> 'name' = 'Test Match' and (s ->> 'entries_count')::int = 2),
  'upcoming matches (next 30 days) with entries');
select ok(exists (select 1 from json_array_elements(public.get_admin_dashboard() -> 'needs_attention' -> 'unfinalized_past_matches') s where s ->> 'name' = 'Last Month'),
  'past matches not finalized need attention');
select ok(not exists (select 1 from json_array_elements(public.get_admin_dashboard() -> 'needs_attention' -> 'unfinalized_past_matches') s where s ->> 'name' = 'Today''s Game'),
  'today''s match is not overdue');
select is((public.get_admin_dashboard() -> 'needs_attention' ->> 'unpaid_entries')::int,
  (select count(*)::int from public.match_entries e join public.matches m on m.id = e.match_id where not e.paid_in_full and not m.is_final), 'unpaid entries of open matches');
select is((public.get_admin_dashboard() -> 'finance' ->> 'collected_cents')::bigint, 
  (select (select coalesce(sum(amount_cents), 0) from public.match_payments where voided_at is null)
        - (select coalesce(sum(amount_cents), 0) from public.match_money_moves where kind = 'REFUND'))::bigint,
  'collected = Σ payments not voided − refunds');
select is((public.get_admin_dashboard() -> 'analytics' ->> 'cta_whatsapp_click')::int, (select count(*)::int from public.analytics_events where event = 'cta_whatsapp_click'), 'analytics counts');
select ok((public.get_admin_dashboard() -> 'finance' ->> 'remainder_cents')::bigint >= 0, 'the rounding remainder is never negative');

-- Audit log ---------------------------------------------------------------------------------------------------------------
select is(array(select distinct action from public.get_audit_log('PAYMENT', null, null, 1000, 0) order by 1), array['PAYMENT_RECORDED', 'PAYMENT_VOIDED'], 'PAYMENT group');
select is((select count(*)::int from public.get_audit_log('SCORECARD', null, null, 1000, 0) where action not like 'SCORECARD%'), 0, 'SCORECARD group');
select is((select count(*)::int from public.get_audit_log('PLAYER', null, null, 1000, 0) where action not in ('PLAYER_REGISTERED', 'PLAYER_APPROVED', 'PLAYER_DECLINED', 'PLAYER_PROFILE_UPDATED', 'INDEX_PUBLISHED', 'HANDICAP_LOG_ADDED', 'HANDICAP_LOG_DELETED')), 0, 'PLAYER group');
select is((select count(*)::int from public.get_audit_log('MATCH', null, null, 1000, 0) where action not like 'MATCH%'), 0, 'MATCH group');
select is((select count(*)::int from public.get_audit_log('ALL', null, null, 10, 0)), 10, 'limit');
select is((select max(total_count)::int from public.get_audit_log('ALL', null, null, 10, 0)), (select count(*)::int from public.audit_log), 'total_count counts all matching rows');
select is(array(select at from public.get_audit_log()), array(select at from public.get_audit_log() order by at desc), 'newest first');
select is((select id from public.get_audit_log('ALL', null, null, 1, 1)), (select id from public.get_audit_log('ALL', null, null, 2, 0) offset 1), 'offset pages');
select is((select count(*)::int from public.get_audit_log('ALL', (now() at time zone 'America/New_York')::date, (now() at time zone 'America/New_York')::date, 1000, 0) where at < now() - interval '1 day'), 0,
  'date range in club days, inclusive');
select is((select count(*)::int from public.get_audit_log('ALL', '2000-01-01', '2000-12-31', 1000, 0)), 0, 'an empty range');
select throws_ok($$ select * from public.get_audit_log('SECRET') $$, '22023', 'Unknown audit group: SECRET', 'unknown group');
select pg_temp.act_as('active');
select throws_ok($$ select * from public.get_audit_log() $$, '42501', 'Admin access required', 'players cannot read the audit log');

-- Treasurer ledger: a season of its own with known figures -------------------------------------------------------------
select pg_temp.act_as('postgres');
insert into fx values ('l1', gen_random_uuid()), ('l2', gen_random_uuid());
insert into public.matches (id, name, date, course_name, course_rating, course_slope, course_id, teeset_id, require_payment_before_play) values
  (pg_temp.fx('l1'), 'Ledger Final', '2031-05-02', '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'), false),
  (pg_temp.fx('l2'), 'Ledger Open', '2031-05-09', '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'), false);
insert into public.match_games (match_id, game_code, enabled, buy_in, pot_calc) values
  (pg_temp.fx('l1'), 'STB_V2', true, 1000, 'PER_ENTRY'), (pg_temp.fx('l1'), 'STROKE_PLAY', true, 3000, 'FLAT'),
  (pg_temp.fx('l2'), 'NASSAU', true, 600, 'PER_PLAYER');
select private.enter_player(m, p, null) from unnest(array[pg_temp.fx('l1'), pg_temp.fx('l2')]) m, unnest(array[pg_temp.fx('active'), pg_temp.fx('other')]) p;
insert into public.match_payments (match_id, player_id, amount_cents, method) values
  (pg_temp.fx('l1'), pg_temp.fx('active'), 1000, 'CASH'), (pg_temp.fx('l1'), pg_temp.fx('other'), 1500, 'VENMO'), (pg_temp.fx('l2'), pg_temp.fx('active'), 200, 'CARD');
insert into public.results (match_id, player_id, game_code, position, points, payout_cents) values
  (pg_temp.fx('l1'), pg_temp.fx('active'), 'STB_V2', 1, 36, 1200), (pg_temp.fx('l1'), pg_temp.fx('other'), 'STB_V2', 2, 30, 799),
  (pg_temp.fx('l1'), pg_temp.fx('active'), 'STROKE_PLAY', 1, null, 3000), (pg_temp.fx('l1'), pg_temp.fx('other'), 'STROKE_PLAY', 2, null, 0);
update public.matches set is_final = true, finalized_at = now() where id = pg_temp.fx('l1');
select pg_temp.act_as('admin');
select is((public.get_ledger(2031)::jsonb -> 'totals'), '{"charged_cents": 3200, "collected_cents": 2700, "outstanding_cents": 1000, "credit_cents": 500, "pot_cents": 6200, "league_funded_cents": 3000, "paid_out_cents": 4999, "remainder_cents": 1,
                                                          "refunded_cents": 0, "handed_out_cents": 0, "winnings_outstanding_cents": 4999}'::jsonb,
  'season totals (jsonb)');
select results_eq($$ select m ->> 'name', (m ->> 'charged_cents')::int, (m ->> 'collected_cents')::int, (m ->> 'pot_cents')::int, (m ->> 'paid_out_cents')::int, (m ->> 'remainder_cents')::int
                     from json_array_elements(public.get_ledger(2031) -> 'matches') m $$,
  $$ values ('Ledger Open', 1200, 200, 1200, 0, null::int), ('Ledger Final', 2000, 2500, 5000, 4999, 1) $$, 'per match, newest first; remainder only once final');
select results_eq($$ select p ->> 'name', (p ->> 'charged_cents')::int, (p ->> 'paid_cents')::int, (p ->> 'balance_cents')::int, (p ->> 'winnings_cents')::int, (p ->> 'net_cents')::int
                     from json_array_elements(public.get_ledger(2031) -> 'players') p $$,
  $$ values ('Alice Active', 1600, 1200, 400, 4200, 3000), ('Oscar Other', 1600, 1500, 100, 799, -701) $$, 'per player: charged, paid, balance, winnings, net');
select is(json_array_length(public.get_ledger(2031) -> 'payments'), 3, 'the season''s payments');
select ok((public.get_ledger(null) -> 'seasons')::jsonb @> '[2031]'::jsonb, 'seasons list');
select is((public.get_ledger(2099) -> 'totals' ->> 'charged_cents')::int, 0, 'an empty season');
select pg_temp.act_as('active');
select throws_ok($$ select public.get_ledger() $$, '42501', 'Admin access required', 'players cannot read the ledger');

-- Weekly leaders e-mail (scheduler, service role) ---------------------------------------------------------------------------
select set_config('role', 'service_role', true);
select is(public.queue_weekly_leaders(), (select count(*)::int from public.players where status = 'ACTIVE'), 'one weekly_leaders e-mail per ACTIVE player');
select is(public.queue_weekly_leaders(), 0, 'at most once a week, however often the scheduler fires');
select set_config('role', 'none', true);
select ok((select payload -> 'leaders' -> 0 ? 'earningsCents' from public.email_outbox where template = 'weekly_leaders' limit 1), 'leaders in the payload');
update public.settings set value = 'false' where key = 'weeklyLeadersEnabled';
delete from public.email_outbox where template = 'weekly_leaders';
select set_config('role', 'service_role', true);
select is(public.queue_weekly_leaders(), 0, 'nothing when weekly leaders are off');
select set_config('role', 'none', true);

select * from finish();
rollback;
