-- The club of leagues in the app (DESIGN rule 25): the admins' league reads, a member asking to join and
-- leaving a league, their leagues, and create_match naming the match's league — per actor (anon, pending player,
-- other player, admin) with each refusal's message, and nothing written by a refused call.
begin;
select plan(55);
select tests.setup_fixtures();

-- Standings: while the club has one league, a calendar-year season of it ranks exactly as the club's year.
select is_empty($$
  select y from json_array_elements_text(public.get_season_standings() -> 'seasons') y
  where (public.get_season_standings(y::int) -> 'standings')::jsonb
        is distinct from (public.get_league_standings((select id from public.leagues order by created_at, id limit 1),
                                                      (select s.id from public.seasons s where s.name = y and s.league_id = (select id from public.leagues order by created_at, id limit 1)))
                          -> 'standings')::jsonb
$$, 'a league season''s standings equal the club''s calendar-year standings for the same matches (one rule, private.standings_of)');
select ok(json_array_length(public.get_season_standings() -> 'seasons') > 0, 'the demo has seasons with final matches to compare');

select pg_temp.act_as('postgres');
insert into fx (key, id) values ('league1', (select l.id from public.leagues l order by l.created_at, l.id limit 1));
select pg_temp.act_as('admin');
select pg_temp.keep('league2', public.create_league('Tuesday Nines', 'tuesday-nines') ->> 'id');
select pg_temp.keep('season2', public.create_season(pg_temp.val('league2')::uuid, '2026–27', '2026-09-01', '2027-08-31') ->> 'id');

-- ---------------------------------------------------------------------------------------------
-- Admin reads
-- ---------------------------------------------------------------------------------------------
select is(json_array_length(public.get_leagues_admin()), 2, 'the admin reads both leagues');
select is((select x ->> 'name' from json_array_elements(public.get_leagues_admin()) x where x ->> 'id' = pg_temp.val('league2')),
  'Tuesday Nines', 'with their names');
select is((select (x ->> 'active_members')::int from json_array_elements(public.get_leagues_admin()) x where x ->> 'id' = pg_temp.fx('league1')::text),
  (select count(*)::int from public.league_members where league_id = pg_temp.fx('league1') and status = 'ACTIVE'),
  'and each league''s active member count');
select is((select x -> 'seasons' -> 0 ->> 'name' from json_array_elements(public.get_leagues_admin()) x where x ->> 'id' = pg_temp.val('league2')),
  '2026–27', 'and its seasons');
select is((select x ->> 'current_season_id' from json_array_elements(public.get_leagues_admin()) x where x ->> 'id' = pg_temp.val('league2')),
  case when private.club_today() between '2026-09-01' and '2027-08-31' then pg_temp.val('season2') end,
  'and the season holding today');
select is(json_array_length(public.get_league_members(pg_temp.val('league2')::uuid) -> 'members'), 0, 'a new league has no members');
select ok((select bool_or(x ->> 'player_id' = pg_temp.fx('active')::text)
           from json_array_elements(public.get_league_members(pg_temp.val('league2')::uuid) -> 'others') x),
  'the club''s approved members are the ones it could add');
select ok(not (select bool_or(x ->> 'player_id' in (pg_temp.fx('pending')::text, pg_temp.fx('inactive')::text))
               from json_array_elements(public.get_league_members(pg_temp.val('league2')::uuid) -> 'others') x),
  'pending and inactive people are not');
select throws_ok($$ select public.get_league_members(gen_random_uuid()) $$, 'PT404', 'League not found', 'an unknown league is not found');

select pg_temp.act_as('anon');
select throws_ok($$ select public.get_leagues_admin() $$, '42501', 'Admin access required', 'anon cannot read the admins'' league list');
select throws_ok($$ select public.get_league_members(pg_temp.val('league2')::uuid) $$, '42501', 'Admin access required', 'nor a league''s members');
select pg_temp.act_as('active');
select throws_ok($$ select public.get_leagues_admin() $$, '42501', 'Admin access required', 'a member cannot read the admins'' league list');
select throws_ok($$ select public.get_league_members(pg_temp.val('league2')::uuid) $$, '42501', 'Admin access required',
  'nor a league''s members and their e-mails');

-- ---------------------------------------------------------------------------------------------
-- Asking to join, leaving, my leagues
-- ---------------------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select throws_ok($$ select public.request_to_join_league(pg_temp.val('league2')::uuid) $$, '42501', 'Sign in first', 'anon cannot ask to join');
select throws_ok($$ select public.get_my_leagues() $$, '42501', 'Sign in first', 'anon has no leagues');

select pg_temp.act_as('active');
select is((select x ->> 'membership' from json_array_elements(public.get_my_leagues()) x where x ->> 'id' = pg_temp.fx('league1')::text),
  'ACTIVE', 'Alice plays in the club''s first league');
select ok(exists (select 1 from json_array_elements(public.get_my_leagues()) x
                  where x ->> 'id' = pg_temp.val('league2') and x ->> 'membership' is null),
  'and sees the second league, not yet joined');
select is(public.request_to_join_league(pg_temp.val('league2')::uuid) ->> 'membership', 'PENDING', 'she asks to join it');
select is(public.request_to_join_league(pg_temp.val('league2')::uuid) ->> 'membership', 'PENDING', 'asking again changes nothing');
select pg_temp.act_as('postgres');
select is((select count(*)::int from public.audit_log where action = 'LEAGUE_JOIN_REQUESTED' and target_id = pg_temp.fx('active')::text), 1,
  'one request is audited');
select pg_temp.act_as('other');
select is((select count(*)::int from json_array_elements(public.get_my_leagues()) x where x ->> 'membership' = 'PENDING'), 0,
  'another member''s leagues do not show her request');
select pg_temp.act_as('pending');
select is(public.request_to_join_league(pg_temp.val('league2')::uuid) ->> 'membership', 'PENDING',
  'a newcomer waiting for approval may ask to join too');

select pg_temp.act_as('admin');
select is((select x ->> 'status' from json_array_elements(public.get_league_members(pg_temp.val('league2')::uuid) -> 'members') x
           where x ->> 'player_id' = pg_temp.fx('active')::text), 'PENDING', 'the league''s admin sees the request');
select is((select (x ->> 'pending_members')::int from json_array_elements(public.get_leagues_admin()) x where x ->> 'id' = pg_temp.val('league2')),
  2, 'and the count of requests');
select throws_ok($$ select public.set_league_member(pg_temp.val('league2')::uuid, pg_temp.fx('pending'), 'ACTIVE') $$, '23514',
  'Only an approved, active member of the club can play in a league', 'a newcomer the club has not approved cannot be let in yet');
select is(public.set_league_member(pg_temp.val('league2')::uuid, pg_temp.fx('active'), 'ACTIVE') ->> 'status', 'ACTIVE', 'the admin approves Alice');
select is((public.get_email_recipients(null, null, 0, pg_temp.val('league2')::uuid) -> 'rows' -> 0 ->> 'id'), pg_temp.fx('active')::text,
  'the e-mail centre''s audience can be one league''s players');
select is((public.create_email_campaign('League news', 'Hello', '{}', true, pg_temp.val('league2')::uuid) ->> 'total')::int, 1,
  'a campaign to all of one league goes to its players only');
select throws_ok($$ select public.get_email_recipients(null, 1, 0, gen_random_uuid()) $$, 'PT404', 'League not found', 'an unknown league is not found');

select pg_temp.act_as('active');
select is((select x ->> 'membership' from json_array_elements(public.get_my_leagues()) x where x ->> 'id' = pg_temp.val('league2')),
  'ACTIVE', 'her home lists both leagues as hers');
select is(public.leave_league(pg_temp.val('league2')::uuid) ->> 'membership', 'INACTIVE', 'she can leave it');
select is(public.request_to_join_league(pg_temp.val('league2')::uuid) ->> 'membership', 'PENDING', 'and ask again later');
select throws_ok($$ select public.request_to_join_league(gen_random_uuid()) $$, 'PT404', 'League not found', 'an unknown league is not found');
select pg_temp.act_as('admin');
select public.set_league_status(pg_temp.val('league2')::uuid, 'ARCHIVED');
select pg_temp.act_as('other');
select throws_ok($$ select public.request_to_join_league(pg_temp.val('league2')::uuid) $$, '23514',
  'League Tuesday Nines is archived: it takes no new members', 'an archived league takes no requests');
select pg_temp.act_as('admin');
select public.set_league_status(pg_temp.val('league2')::uuid, 'ACTIVE');

-- ---------------------------------------------------------------------------------------------
-- create_match names the league
-- ---------------------------------------------------------------------------------------------
select throws_ok(format($$ select public.create_match(json_build_object('name', 'Somewhere', 'date', '2026-12-22',
    'course_id', %L, 'teeset_id', %L), '[]'::json) $$, pg_temp.fx('course'), pg_temp.fx('teeset')), '23502',
  'Choose the league of this match', 'in a club of two leagues a new match must name its league');
select throws_ok(format($$ select public.create_match(json_build_object('name', 'Nowhere', 'date', '2026-12-22', 'league_id', %L,
    'course_id', %L, 'teeset_id', %L), '[]'::json) $$, gen_random_uuid(), pg_temp.fx('course'), pg_temp.fx('teeset')), 'PT404',
  'League not found', 'an unknown league is not found');
select lives_ok(format($$ select pg_temp.keep('m2', public.create_match(json_build_object('name', 'Tuesday Night 1', 'date', '2026-12-22',
    'league_id', %L, 'course_id', %L, 'teeset_id', %L), '[]'::json)::text) $$,
    pg_temp.val('league2'), pg_temp.fx('course'), pg_temp.fx('teeset')), 'a match names the second league');
select pg_temp.act_as('postgres');
select is((select (league_id, season_id)::text from public.matches where id = pg_temp.val('m2')::uuid),
  (pg_temp.val('league2'), pg_temp.val('season2'))::text, 'it is in that league and its season holding the date');
select is((select details ->> 'league_id' from public.audit_log where action = 'MATCH_CREATED' and target_id = pg_temp.val('m2')), pg_temp.val('league2'),
  'the audit row names the league');
select pg_temp.act_as('admin');
select throws_ok(format($$ select public.create_match(json_build_object('name', 'Summer', 'date', '2027-09-14', 'league_id', %L,
    'course_id', %L, 'teeset_id', %L), '[]'::json) $$, pg_temp.val('league2'), pg_temp.fx('course'), pg_temp.fx('teeset')), '23514',
  'No season of league Tuesday Nines covers 2027-09-14: open a season that holds the match date first',
  'a date outside every season of the league is refused with what to do');
select pg_temp.act_as('postgres');
select is((select count(*)::int from public.matches where name in ('Summer', 'Somewhere', 'Nowhere')), 0, 'and no refused match was written');

-- The matches list names each match's league and keeps one league's.
select pg_temp.act_as('anon');
select is((select array_agg(l.name) from public.get_matches_list('ALL', p_league_id => pg_temp.val('league2')::uuid) l),
  array['Tuesday Night 1'], 'the list keeps one league''s matches');
select is((select l.total_count::int from public.get_matches_list('ALL', p_league_id => pg_temp.val('league2')::uuid) l), 1,
  'and counts only them');
select is((select l.league_id from public.get_matches_list('ALL') l where l.id = pg_temp.fx('match')), pg_temp.fx('league1'),
  'every row names its league');
select is((select count(*)::int from public.get_matches_list('ALL') l), (select count(*)::int from public.matches),
  'without a league, every league''s matches');

select is(public.get_league_standings(pg_temp.val('league2')::uuid) -> 'season' ->> 'name', '2026–27',
  'a league''s standings open on its season (anyone may read them)');
select throws_ok($$ select public.get_league_standings(gen_random_uuid()) $$, 'PT404', 'League not found', 'an unknown league is not found');
select throws_ok($$ select public.get_league_standings(pg_temp.val('league2')::uuid, (select id from public.seasons where league_id = pg_temp.fx('league1') limit 1)) $$,
  'PT404', 'Season not found', 'a season of another league is not found');

-- Sign-up names the leagues the newcomer wants.
select pg_temp.act_as('anon');
select throws_ok(format($$ select public.register_player('Nina New', null, 'nina.new@test.example', '9000123', true, array[%L]::uuid[]) $$, gen_random_uuid()),
  '22023', 'Choose the leagues you want to play in from the list', 'an unknown league is refused');
select lives_ok(format($$ select public.register_player('Nina New', null, 'nina.new@test.example', '9000123', true, array[%L, %L]::uuid[]) $$,
  pg_temp.val('league2'), pg_temp.val('league2')), 'a newcomer signs up asking for the second league (named twice)');
select pg_temp.act_as('postgres');
select is((select array_agg(lm.status) from public.league_members lm join public.players p on p.id = lm.player_id where p.email = 'nina.new@test.example'),
  array['PENDING'], 'one request to join it, waiting for its admins');
select is((select count(*)::int from public.players where email = 'nina.new@test.example'), 1, 'and the player, in the same transaction');

select pg_temp.act_as('active');
select throws_ok(format($$ select public.create_match(json_build_object('name', 'Mine', 'date', '2026-12-22', 'league_id', %L,
    'course_id', %L, 'teeset_id', %L), '[]'::json) $$, pg_temp.val('league2'), pg_temp.fx('course'), pg_temp.fx('teeset')), '42501',
  'Admin access required', 'a member cannot create a match');

select * from finish();
rollback;
