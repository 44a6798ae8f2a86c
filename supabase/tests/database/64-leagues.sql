-- A club of leagues and seasons (issue #27, DESIGN rule 25): the model, its constraints and clear refusals,
-- row-level security per actor (anon, pending player, other player, admin), the migration's one league with a
-- season per calendar year, and the league-level settings read from the match's league.
-- Fixtures (00-helpers.sql): the club's one league holds the fixture match (2026-12-20); Alice and Oscar ACTIVE.
begin;
select plan(155);
select tests.setup_fixtures();

select pg_temp.act_as('postgres');
insert into fx (key, id) values ('league1', (select l.id from public.leagues l order by l.created_at, l.id limit 1));
select pg_temp.keep('stb_problem', private.setting_problem('stablefordTable', 'NOPE'));
select pg_temp.keep('club_table', coalesce((select value from public.settings where key = 'stablefordTable'), 'MODIFIED_V2'));

-- ---------------------------------------------------------------------------------------------
-- The model
-- ---------------------------------------------------------------------------------------------
select has_table('public', t, 'public.' || t || ' exists')
from unnest(array['leagues', 'seasons', 'league_members', 'league_settings']) t;
select col_not_null('public', 'matches', c, 'matches.' || c || ' is not null')
from unnest(array['league_id', 'season_id']) c;
select is((select count(*)::int from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relname in ('leagues', 'seasons', 'league_members', 'league_settings')
             and c.relrowsecurity), 4, 'row-level security is on for every new table');
select is_empty($$
  select con.conrelid::regclass::text || ' ' || con.conname
  from pg_constraint con
  where con.contype = 'f'
    and (con.conrelid in ('public.leagues'::regclass, 'public.seasons'::regclass, 'public.league_members'::regclass,
                          'public.league_settings'::regclass)
         or con.conname in ('matches_league_id_fkey', 'matches_season_league_fkey'))
    and not exists (select 1 from pg_index i where i.indrelid = con.conrelid and i.indkey[0] = con.conkey[1])
$$, 'every foreign key of the new tables and the new match columns has an index leading with its column');
select is((select count(*)::int from pg_constraint where conname = 'seasons_no_overlap' and contype = 'x'), 1,
  'seasons of a league cannot overlap: an exclusion constraint');

-- ---------------------------------------------------------------------------------------------
-- The migration's data: one league, a season per calendar year, its members
-- ---------------------------------------------------------------------------------------------
select is((select count(*)::int from public.leagues), 1, 'the club starts with one league');
select is((select slug from public.leagues where id = pg_temp.fx('league1')),
  private.slugify((select coalesce((value::jsonb ->> 'clubName'), 'Fairway League') from public.settings where key = 'branding')),
  'named after the club, with a slug made from the name');
select is_empty($$
  select m.id from public.matches m join public.seasons s on s.id = m.season_id
  where s.name <> extract(year from m.date)::text or s.first_day <> make_date(extract(year from m.date)::int, 1, 1)
     or s.last_day <> make_date(extract(year from m.date)::int, 12, 31) or m.league_id <> pg_temp.fx('league1')
$$, 'every match is in the league''s season of its calendar year');
select isnt_empty($$ select 1 from public.seasons where name = extract(year from private.club_today())::text $$,
  'the current year has its season');
select is((select (m.league_id, s.name)::text from public.matches m join public.seasons s on s.id = m.season_id where m.id = pg_temp.fx('match')),
  (pg_temp.fx('league1'), '2026')::text, 'a match inserted without a league goes to the club''s league and its year''s season');
select is_empty($$
  select p.id from public.players p
  where p.status = 'ACTIVE' and p.closed_at is null
    and not exists (select 1 from public.league_members lm where lm.player_id = p.id and lm.league_id = pg_temp.fx('league1') and lm.status = 'ACTIVE')
$$, 'every active member plays in the club''s one league');
insert into public.players (id, name, email, ghin, status, join_date, consent_at)
values (gen_random_uuid(), 'Newt Newcomer', 'newt@test.example', '9000099', 'PENDING', null, now());
update public.players set status = 'ACTIVE', join_date = current_date where email = 'newt@test.example';
select is((select lm.status from public.league_members lm join public.players p on p.id = lm.player_id where p.email = 'newt@test.example'),
  'ACTIVE', 'a member approved in a one-league club joins its league');

-- A one-league club works as before: a match in a year without a season gets that year's season.
update public.matches set date = '2019-05-05' where id = pg_temp.fx('match');
select is((select s.name from public.matches m join public.seasons s on s.id = m.season_id where m.id = pg_temp.fx('match')), '2019',
  'a postponed match moves to the season of its new date (made for a one-league club)');
update public.matches set date = '2026-12-20' where id = pg_temp.fx('match');

-- ---------------------------------------------------------------------------------------------
-- Leagues: bad input, clear errors
-- ---------------------------------------------------------------------------------------------
select pg_temp.act_as('admin');
select throws_ok($$ select public.create_league('Tuesday Nines', 'ab') $$, '22023',
  'Slug must be 3–40 characters: lower-case letters, digits and hyphens, starting and ending with a letter or digit', 'a 2-character slug is refused');
select throws_ok($$ select public.create_league('Tuesday Nines', 'Tuesday') $$, '22023',
  'Slug must be 3–40 characters: lower-case letters, digits and hyphens, starting and ending with a letter or digit', 'an upper-case slug is refused');
select throws_ok($$ select public.create_league('Tuesday Nines', repeat('a', 41)) $$, '22023',
  'Slug must be 3–40 characters: lower-case letters, digits and hyphens, starting and ending with a letter or digit', 'a 41-character slug is refused');
select throws_ok($$ select public.create_league('Tuesday Nines', '-tuesday') $$, '22023',
  'Slug must be 3–40 characters: lower-case letters, digits and hyphens, starting and ending with a letter or digit', 'a slug starting with a hyphen is refused');
select throws_ok($$ select public.create_league('   ', 'tuesday') $$, '22023', 'League name is required', 'a blank name is refused');
select lives_ok($$ select pg_temp.keep('league2', public.create_league('Tuesday Nines', 'tuesday') ->> 'id') $$, 'an admin creates a league');
select pg_temp.act_as('postgres');
insert into fx (key, id) values ('league2', pg_temp.val('league2')::uuid);
select pg_temp.act_as('admin');
select is((public.create_league('Thursday Seniors') ->> 'slug'), 'thursday-seniors', 'without a slug one is made from the name');
select pg_temp.act_as('postgres');
insert into fx (key, id) select 'league3', id from public.leagues where slug = 'thursday-seniors';
select pg_temp.act_as('admin');
select throws_ok($$ select public.create_league('Another Tuesday', 'tuesday') $$, '23505', 'Slug tuesday is taken by another league',
  'slugs are unique');
select throws_ok($$ select public.update_league(pg_temp.fx('league3'), 'Thursday Seniors', 'tuesday') $$, '23505',
  'Slug tuesday is taken by another league', 'a rename cannot take another league''s slug');
select is((select count(*)::int from public.audit_log where action = 'LEAGUE_CREATED' and target_id = pg_temp.fx('league2')::text), 1,
  'creating a league is audited');
select pg_temp.act_as('postgres');
select throws_ok($$ insert into public.leagues (name, slug) values ('Direct', 'UP') $$, '23514', null,
  'the table itself refuses a bad slug (leagues_slug_check)');
select throws_ok($$ update public.leagues set status = 'GONE' where id = pg_temp.fx('league2') $$, '23514', null,
  'and a status other than ACTIVE or ARCHIVED');

-- ---------------------------------------------------------------------------------------------
-- Seasons: no overlap, clear errors
-- ---------------------------------------------------------------------------------------------
select pg_temp.act_as('admin');
select lives_ok($$ select pg_temp.keep('s2031', public.create_season(pg_temp.fx('league2'), '2031', '2031-04-01', '2031-09-30') ->> 'id') $$,
  'an admin opens a season');
select pg_temp.act_as('postgres');
insert into fx (key, id) values ('s2031', pg_temp.val('s2031')::uuid);
select pg_temp.act_as('admin');
select throws_ok($$ select public.create_season(pg_temp.fx('league2'), 'Late 2031', '2031-09-30', '2031-12-31') $$, '23P01',
  'Seasons of a league cannot overlap: these days overlap another season of Tuesday Nines', 'seasons of a league never overlap (one shared day)');
select throws_ok($$ select public.create_season(pg_temp.fx('league2'), '2031', '2032-04-01', '2032-09-30') $$, '23P01',
  'The league already has a season named 2031', 'season names are unique within a league');
select lives_ok($$ select public.create_season(pg_temp.fx('league3'), 'Summer 2031', '2031-04-01', '2031-09-30') $$,
  'another league may have a season on the same days');
select throws_ok($$ select public.create_season(pg_temp.fx('league2'), 'Backwards', '2032-09-30', '2032-04-01') $$, '22023',
  'The season''s first day must not be after its last day', 'a season ending before it starts is refused');
select throws_ok($$ select public.create_season(gen_random_uuid(), 'Nowhere', '2032-04-01', '2032-09-30') $$, 'PT404',
  'League not found', 'a season of an unknown league is refused');
select pg_temp.act_as('postgres');
select throws_ok($$ insert into public.seasons (league_id, name, first_day, last_day) values (pg_temp.fx('league2'), 'Direct', '2031-06-01', '2031-06-30') $$,
  '23P01', null, 'the exclusion constraint refuses an overlapping season written directly');

-- ---------------------------------------------------------------------------------------------
-- Matches in leagues and seasons
-- ---------------------------------------------------------------------------------------------
select throws_ok($$ insert into public.matches (name, date, course_name, course_rating, course_slope, course_id, teeset_id)
                   values ('No league', '2026-12-21', '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset')) $$,
  '23502', 'Choose the league of this match', 'with several active leagues a match must name its league');
select throws_ok($$ insert into public.matches (name, date, course_name, course_rating, course_slope, course_id, teeset_id, league_id)
                   values ('Off season', '2031-12-01', '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'), pg_temp.fx('league2')) $$,
  '23514', 'No season of league Tuesday Nines covers 2031-12-01: open a season that holds the match date first',
  'a match on a day no season of its league covers is refused');
select throws_ok($$ insert into public.matches (name, date, course_name, course_rating, course_slope, course_id, teeset_id, league_id, season_id)
                   values ('Outside', '2031-10-05', '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'), pg_temp.fx('league2'), pg_temp.fx('s2031')) $$,
  '23514', 'The match date 2031-10-05 is outside its season 2031 (2031-04-01 – 2031-09-30)', 'a match dated outside its season is refused');
select throws_ok($$ insert into public.matches (name, date, course_name, course_rating, course_slope, course_id, teeset_id, league_id, season_id)
                   values ('Wrong league', '2031-05-05', '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'), pg_temp.fx('league3'), pg_temp.fx('s2031')) $$,
  '23514', 'Season 2031 belongs to another league', 'a match in a season of another league is refused');
insert into fx (key, id) values ('match2', gen_random_uuid());
select lives_ok($$ insert into public.matches (id, name, date, course_name, course_rating, course_slope, course_id, teeset_id, league_id)
                   values (pg_temp.fx('match2'), 'Tuesday 1', '2031-05-06', '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'), pg_temp.fx('league2')) $$,
  'a match naming its league goes to the season holding its date');
select is((select season_id from public.matches where id = pg_temp.fx('match2')), pg_temp.fx('s2031'), 'that season is 2031');
select throws_ok($$ update public.matches set date = '2031-11-11' where id = pg_temp.fx('match2') $$, '23514',
  'No season of league Tuesday Nines covers 2031-11-11: open a season that holds the match date first',
  'moving a match out of every season of its league is refused');
select throws_ok($$ update public.matches set league_id = null where id = pg_temp.fx('match2') $$, '23502', 'Choose the league of this match',
  'a match cannot lose its league');
select pg_temp.act_as('admin');
select throws_ok($$ select public.update_season(pg_temp.fx('s2031'), '2031', '2031-06-01', '2031-09-30') $$, '23514',
  'Season 2031 would leave 1 match(es) outside 2031-06-01 – 2031-09-30', 'a season cannot shrink past its matches');
select throws_ok($$ select public.delete_season(pg_temp.fx('s2031')) $$, '23503', 'Season 2031 has matches: it cannot be deleted',
  'a season with matches is not deleted');
select throws_ok($$ select public.delete_league(pg_temp.fx('league2')) $$, '23503',
  'League Tuesday Nines has matches: archive it instead of deleting it', 'a league with matches is not deleted');
select is((select count(*)::int from public.seasons where league_id = pg_temp.fx('league2')), 1, 'nothing of it was half-deleted');
select is((select count(*)::int from public.audit_log where action = 'LEAGUE_DELETED' and target_id = pg_temp.fx('league2')::text), 0,
  'nor audited as deleted');
select lives_ok($$ select public.set_league_status(pg_temp.fx('league2'), 'ARCHIVED') $$, 'it is archived instead');
select pg_temp.act_as('postgres');
select throws_ok($$ insert into public.matches (name, date, course_name, course_rating, course_slope, course_id, teeset_id, league_id)
                   values ('Archived', '2031-05-13', '', 0, 113, pg_temp.fx('course'), pg_temp.fx('teeset'), pg_temp.fx('league2')) $$,
  '23514', 'League Tuesday Nines is archived: it takes no new matches', 'an archived league takes no new matches');
select pg_temp.act_as('admin');
select lives_ok($$ select public.delete_league(pg_temp.fx('league3')) $$, 'a league without matches is deleted');
select is((select count(*)::int from public.seasons where league_id = pg_temp.fx('league3')), 0, 'with its seasons');
select throws_ok($$ select public.set_league_status(pg_temp.fx('league1'), 'ARCHIVED') $$, '23514', 'The club needs at least one active league',
  'the club keeps one active league');
select throws_ok($$ select public.set_league_status(pg_temp.fx('league1'), 'CLOSED') $$, '22023', 'League status must be ACTIVE or ARCHIVED',
  'an unknown status is refused');
select lives_ok($$ select public.set_league_status(pg_temp.fx('league2'), 'ACTIVE') $$, 'an archived league is made active again');

-- ---------------------------------------------------------------------------------------------
-- Members of a league
-- ---------------------------------------------------------------------------------------------
select throws_ok(format($$ select public.set_league_member(%L, %L, 'ACTIVE', 'REGULAR') $$, pg_temp.fx('league2'), pg_temp.fx('pending')),
  '23514', 'Only an approved, active member of the club can play in a league', 'a pending club member cannot play in a league');
select throws_ok(format($$ select public.set_league_member(%L, %L, 'ACTIVE', 'CAPTAIN') $$, pg_temp.fx('league2'), pg_temp.fx('other')),
  '22023', 'Member role must be REGULAR or SUB', 'an unknown role is refused');
select lives_ok(format($$ select public.set_league_member(%L, %L, 'PENDING', 'REGULAR') $$, pg_temp.fx('league2'), pg_temp.fx('pending')),
  'a pending request to join is recorded');
select is((public.set_league_member(pg_temp.fx('league2'), pg_temp.fx('other'), 'ACTIVE', 'SUB') ->> 'role'), 'SUB',
  'an admin adds a member to a league as a sub');

-- ---------------------------------------------------------------------------------------------
-- Row-level security per actor
-- ---------------------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select isnt_empty($$ select 1 from public.leagues where id = pg_temp.fx('league2') $$, 'anon reads leagues');
select isnt_empty($$ select 1 from public.seasons where id = pg_temp.fx('s2031') $$, 'anon reads seasons');
select is_empty($$ select 1 from public.league_members $$, 'anon reads no league members');
select is_empty($$ select 1 from public.league_settings $$, 'anon reads no league settings rows');
select throws_ok($$ select public.create_league('Anon League', 'anon-league') $$, '42501', 'Admin access required', 'anon cannot create a league');
select throws_ok($$ insert into public.leagues (name, slug) values ('Anon', 'anon') $$, '42501', 'permission denied for table leagues',
  'anon cannot write leagues directly');

select pg_temp.act_as('pending');
select is((select array_agg(player_id) from public.league_members), array[pg_temp.fx('pending')],
  'a pending player sees only their own league requests');
select throws_ok(format($$ select public.set_league_member(%L, %L, 'ACTIVE', 'REGULAR') $$, pg_temp.fx('league2'), pg_temp.fx('pending')),
  '42501', 'Admin access required', 'a pending player cannot admit themselves');
select throws_ok($$ update public.seasons set name = 'Mine' where id = pg_temp.fx('s2031') $$, '42501', 'permission denied for table seasons',
  'nor write seasons directly');

select pg_temp.act_as('other');
select ok((select count(*) from public.league_members where player_id = pg_temp.fx('active')) >= 1, 'an active member reads other members'' rows');
select is_empty($$ select 1 from public.league_settings $$, 'but no league settings rows');
select throws_ok(format($$ select public.upsert_league_setting(%L, 'stablefordTable', 'STANDARD') $$, pg_temp.fx('league2')),
  '42501', 'Admin access required', 'a member cannot change a league''s settings');
select throws_ok(format($$ select public.delete_league(%L) $$, pg_temp.fx('league2')), '42501', 'Admin access required',
  'nor delete a league');
select throws_ok($$ delete from public.league_members $$, '42501', 'permission denied for table league_members',
  'nor write league members directly');

select pg_temp.act_as('admin');
select ok((select count(*) from public.league_members) >= 3, 'an admin reads every league member');
select throws_ok($$ insert into public.league_settings (league_id, key, value) values (pg_temp.fx('league2'), 'placeTies', 'split') $$,
  '42501', 'permission denied for table league_settings', 'admins write league settings only through the RPC');

-- ---------------------------------------------------------------------------------------------
-- League settings, read from the match's league
-- ---------------------------------------------------------------------------------------------
select throws_ok(format($$ select public.upsert_league_setting(%L, 'branding', '{}') $$, pg_temp.fx('league2')), '22023',
  'branding is a club setting: change it in the club''s settings', 'branding stays the club''s');
select throws_ok(format($$ select public.upsert_league_setting(%L, 'noSuchKey', '1') $$, pg_temp.fx('league2')), '22023',
  'Unknown setting: noSuchKey', 'an unknown key is refused');
select throws_ok(format($$ select public.upsert_league_setting(%L, 'stablefordTable', 'NOPE') $$, pg_temp.fx('league2')), '23514',
  pg_temp.val('stb_problem'), 'a bad value is refused with the club setting''s message');
select is((public.upsert_league_setting(pg_temp.fx('league2'), 'stablefordTable', 'STANDARD') ->> 'effective'), 'STANDARD',
  'a league sets its own scoring table');
select public.upsert_league_setting(pg_temp.fx('league2'), 'publishNetsToMembers', 'true');
select public.upsert_league_setting(pg_temp.fx('league2'), 'defaultBuyIns', '{"STB_V2":700}');
select is(public.get_league_settings(pg_temp.fx('league2')) ->> 'stablefordTable', 'STANDARD', 'get_league_settings shows the league''s value');
select is(public.get_league_settings(pg_temp.fx('league1')) ->> 'stablefordTable',
  pg_temp.val('club_table'), 'another league keeps the club''s');
select pg_temp.act_as('postgres');
select is(private.engine_source_of(pg_temp.fx('match2')) -> 'settings' ->> 'stablefordTable', 'STANDARD',
  'the engine scores a match with its league''s table');
select is(private.engine_source_of(pg_temp.fx('match')) -> 'settings' ->> 'stablefordTable',
  pg_temp.val('club_table'), 'and a match of another league with the club''s');
select is(private.match_day_inputs(pg_temp.fx('match2')) -> 'settings' ->> 'stablefordTable', 'STANDARD',
  'what finalize records is the league''s too');
select private.write_match_games(pg_temp.fx('match2'), '[{"game_code":"STB_V2"},{"game_code":"SKINS_GROSS"}]');
select is((select array_agg(buy_in order by game_code) from public.match_games where match_id = pg_temp.fx('match2')),
  array[(select default_buy_in from public.game_catalog where code = 'SKINS_GROSS'), 700],
  'a new game takes its league''s default buy-in, else the club''s');
update public.matches set date = private.club_today() - 1 where id = pg_temp.fx('match');
update public.matches set is_final = true, finalized_at = now() where id in (pg_temp.fx('match'));
update public.seasons set first_day = '2020-01-01' where id = pg_temp.fx('s2031');
update public.matches set date = private.club_today() - 1 where id = pg_temp.fx('match2');
update public.matches set is_final = true, finalized_at = now() where id = pg_temp.fx('match2');
-- sees_match_nets is service_role's: called as the owner with Oscar's session in the headers.
select set_config('request.headers', json_build_object('x-player-token', 'tok-other')::text, true);
select ok(private.sees_match_nets(pg_temp.fx('match2')), 'members see the nets of a final match when its league publishes them');
select ok(not private.sees_match_nets(pg_temp.fx('match')), 'but not of a match in a league that does not');
select pg_temp.act_as('anon');
select is(public.get_league_settings(pg_temp.fx('league2')) ->> 'stablefordTable', 'STANDARD', 'anyone reads a league''s public settings');
select throws_ok($$ select public.get_league_settings(gen_random_uuid()) $$, 'PT404', 'League not found', 'an unknown league is not found');
select is(public.get_public_settings() ->> 'stablefordTable', pg_temp.val('club_table'),
  'with several leagues get_public_settings answers the club''s values');

-- ---------------------------------------------------------------------------------------------
-- The matrix of the new tables: each actor's reads as the policies say; every direct write refused by privilege
-- (writes go through the RPCs), for admins too.
-- ---------------------------------------------------------------------------------------------
select pg_temp.act_as('postgres');
select pg_temp.keep('n_leagues', (select count(*) from public.leagues)::text);
select pg_temp.keep('n_seasons', (select count(*) from public.seasons)::text);
select pg_temp.keep('n_members', (select count(*) from public.league_members)::text);
select pg_temp.keep('n_settings', (select count(*) from public.league_settings)::text);
create temp table matrix (actor text, tbl text, col text, sees text);
grant select on matrix to anon;
insert into matrix
select a.actor, t.tbl, t.col,
       case when t.tbl in ('leagues', 'seasons') then 'all'
            when t.tbl = 'league_settings' then case when a.actor = 'admin' then 'all' else 'none' end
            else case a.actor when 'anon' then 'none' when 'pending' then 'own' else 'all' end end
from (values ('anon'), ('pending'), ('other'), ('admin')) a(actor)
cross join (values ('leagues', 'name'), ('seasons', 'name'), ('league_members', 'status'), ('league_settings', 'value')) t(tbl, col);

create function pg_temp.visible(p_table text) returns bigint language plpgsql as $$
declare v bigint;
begin
  execute format('select count(*) from public.%I', p_table) into v;
  return v;
end $$;
grant execute on function pg_temp.visible(text) to anon;

select pg_temp.act_as('anon');
select is(pg_temp.visible(m.tbl), case m.sees when 'all' then pg_temp.val('n_' || replace(m.tbl, 'league_', ''))::bigint else 0 end,
          'anon reads ' || m.sees || ' of ' || m.tbl) from matrix m where m.actor = 'anon';
select throws_ok(format('insert into public.%I select * from public.%I limit 0', m.tbl, m.tbl), '42501', 'permission denied for table ' || m.tbl,
                 'anon cannot insert into ' || m.tbl) from matrix m where m.actor = 'anon';
select throws_ok(format('update public.%I set %I = %I', m.tbl, m.col, m.col), '42501', 'permission denied for table ' || m.tbl,
                 'anon cannot update ' || m.tbl) from matrix m where m.actor = 'anon';
select throws_ok(format('delete from public.%I', m.tbl), '42501', 'permission denied for table ' || m.tbl,
                 'anon cannot delete from ' || m.tbl) from matrix m where m.actor = 'anon';

select pg_temp.act_as('pending');
select is(pg_temp.visible(m.tbl), case m.sees when 'all' then pg_temp.val('n_' || replace(m.tbl, 'league_', ''))::bigint
                                              when 'own' then 1 else 0 end,
          'a pending player reads ' || m.sees || ' of ' || m.tbl) from matrix m where m.actor = 'pending';
select throws_ok(format('insert into public.%I select * from public.%I limit 0', m.tbl, m.tbl), '42501', 'permission denied for table ' || m.tbl,
                 'a pending player cannot insert into ' || m.tbl) from matrix m where m.actor = 'pending';
select throws_ok(format('update public.%I set %I = %I', m.tbl, m.col, m.col), '42501', 'permission denied for table ' || m.tbl,
                 'a pending player cannot update ' || m.tbl) from matrix m where m.actor = 'pending';
select throws_ok(format('delete from public.%I', m.tbl), '42501', 'permission denied for table ' || m.tbl,
                 'a pending player cannot delete from ' || m.tbl) from matrix m where m.actor = 'pending';

select pg_temp.act_as('other');
select is(pg_temp.visible(m.tbl), case m.sees when 'all' then pg_temp.val('n_' || replace(m.tbl, 'league_', ''))::bigint else 0 end,
          'another (active) player reads ' || m.sees || ' of ' || m.tbl) from matrix m where m.actor = 'other';
select throws_ok(format('insert into public.%I select * from public.%I limit 0', m.tbl, m.tbl), '42501', 'permission denied for table ' || m.tbl,
                 'another player cannot insert into ' || m.tbl) from matrix m where m.actor = 'other';
select throws_ok(format('update public.%I set %I = %I', m.tbl, m.col, m.col), '42501', 'permission denied for table ' || m.tbl,
                 'another player cannot update ' || m.tbl) from matrix m where m.actor = 'other';
select throws_ok(format('delete from public.%I', m.tbl), '42501', 'permission denied for table ' || m.tbl,
                 'another player cannot delete from ' || m.tbl) from matrix m where m.actor = 'other';

select pg_temp.act_as('admin');
select is(pg_temp.visible(m.tbl), pg_temp.val('n_' || replace(m.tbl, 'league_', ''))::bigint,
          'an admin reads all of ' || m.tbl) from matrix m where m.actor = 'admin';
select throws_ok(format('insert into public.%I select * from public.%I limit 0', m.tbl, m.tbl), '42501', 'permission denied for table ' || m.tbl,
                 'an admin cannot insert into ' || m.tbl || ' directly') from matrix m where m.actor = 'admin';
select throws_ok(format('update public.%I set %I = %I', m.tbl, m.col, m.col), '42501', 'permission denied for table ' || m.tbl,
                 'an admin cannot update ' || m.tbl || ' directly') from matrix m where m.actor = 'admin';
select throws_ok(format('delete from public.%I', m.tbl), '42501', 'permission denied for table ' || m.tbl,
                 'an admin cannot delete from ' || m.tbl || ' directly') from matrix m where m.actor = 'admin';

select * from finish();
rollback;
