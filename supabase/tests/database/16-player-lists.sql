-- Paged player lists: server-side search and paging of the public and admin rosters with
-- total_count, count_players, get_email_recipients; PII still hidden from anon; admin-only errors.
begin;
select plan(48);

create function pg_temp.act_as(p_who text) returns void language plpgsql as $$
begin
  perform set_config('role', 'none', true);
  perform set_config('request.headers',
    case p_who
      when 'anon' then '{}'
      when 'admin' then json_build_object('x-admin-token', 'tok-paging-admin')::text
      else json_build_object('x-player-token', 'tok-paging-' || p_who)::text
    end, true);
  perform set_config('role', 'anon', true);
end $$;

-- 60 players named 'Pagetest Player 01..60' (45 ACTIVE, 10 PENDING, 5 INACTIVE); every fifth has the nickname
-- 'Nk Zebrafinch{n}'; e-mails carry the token 'secretmail', GHINs start with 87654.
insert into public.players (name, nickname, email, ghin, status, join_date, consent_at)
select 'Pagetest Player ' || lpad(n::text, 2, '0'),
       case when n % 5 = 0 then 'Nk Zebrafinch' || n end,
       'pt' || n || '.secretmail@paging.example',
       '87654' || lpad(n::text, 4, '0'),
       case when n <= 45 then 'ACTIVE' when n <= 55 then 'PENDING' else 'INACTIVE' end,
       case when n <= 45 then date '2026-01-10' end,
       now()
from generate_series(1, 60) n;
insert into private.player_sessions (player_id, token_hash)
select id, private.token_hash('tok-paging-player') from public.players where name = 'Pagetest Player 01';
insert into private.admin_sessions (token_hash, expires_at) values (private.token_hash('tok-paging-admin'), now() + interval '8 hours');

create temp table pages (page int, id uuid, name text, total bigint);
grant all on pages to anon, authenticated;

-- Public roster -------------------------------------------------------------------------------------------------------
select pg_temp.act_as('anon');
insert into pages select 1, id, name, total_count from public.get_players_public('ACTIVE', 'pagetest', 25, 0);
insert into pages select 2, id, name, total_count from public.get_players_public('ACTIVE', 'pagetest', 25, 25);
select is((select count(*)::int from pages where page = 1), 25, 'first page holds p_limit rows');
select is((select count(*)::int from pages where page = 2), 20, 'second page holds the rest');
select is((select array_agg(distinct total) from pages), array[45::bigint], 'total_count = the filtered set on every row of every page');
select is((select count(distinct id)::int from pages), 45, 'two pages cover the set without duplicates');
select is(array(select name from pages order by page, name), array(select 'Pagetest Player ' || lpad(n::text, 2, '0') from generate_series(1, 45) n),
  'pages follow the name order');
select is((select count(*)::int from public.get_players_public('ACTIVE', 'pagetest', 25, 50)), 0, 'a page past the end is empty');
select is((select count(*)::int from public.get_players_public('ACTIVE', 'pagetest')), 45, 'p_limit null = the whole filtered list');
select is((select count(*)::int from public.get_players_public('ALL', 'PAGETEST player', 100, 0)), 60, 'search is case-insensitive, ALL filter');
select is((select max(total_count)::int from public.get_players_public('PENDING', 'pagetest', 3, 0)), 10, 'status filter applies to total_count');
select is(array(select name from public.get_players_public('ALL', 'zebraFINCH')),
  array['Pagetest Player 05', 'Pagetest Player 10', 'Pagetest Player 15', 'Pagetest Player 20', 'Pagetest Player 25', 'Pagetest Player 30',
        'Pagetest Player 35', 'Pagetest Player 40', 'Pagetest Player 45', 'Pagetest Player 50', 'Pagetest Player 55', 'Pagetest Player 60'],
  'search matches the nickname');
select is((select count(*)::int from public.get_players_public('ALL', 'Player 0')), (select count(*)::int from public.players where name ilike '%player 0%'),
  'search is a substring');
select is((select count(*)::int from public.get_players_public('ALL', 'secretmail')), 0, 'the public search does not look at e-mails');
select is((select count(*)::int from public.get_players_public('ALL', '876540')), 0, 'the public search does not look at GHINs');
select is((select count(*)::int from public.get_players_public('ALL', 'pagetest%')), 0, '% is a plain character, not a wildcard');
select is((select count(*)::int from public.get_players_public('ALL', '   ')), (select count(*)::int from public.players), 'a blank search lists everyone');
select is((select count(*)::int from public.get_players_public('ACTIVE')), (select count(*)::int from public.players where status = 'ACTIVE'),
  'a call with only status_filter still returns the whole list');
select is((select max(total_count) from public.get_players_public('ACTIVE', null, 1, 0)), (select count(*) from public.players where status = 'ACTIVE'),
  'unsearched total_count = every ACTIVE player');
select is(array(select json_object_keys(row_to_json(r)) order by 1),
  array['career_earnings_cents', 'created_at', 'id', 'index_source', 'join_date', 'league_index', 'name', 'nickname', 'status', 'total_count'],
  'public rows: no email, ghin or consent') from (select * from public.get_players_public('ALL', 'pagetest', 1, 0)) r;
select throws_ok($$ select * from public.get_players_public('ACTIVE', null, -1, 0) $$, '22023', 'Limit and offset must not be negative', 'negative limit');
select throws_ok($$ select * from public.get_players_public('ACTIVE', null, 10, -5) $$, '22023', 'Limit and offset must not be negative', 'negative offset');
select throws_ok($$ select * from public.get_players_public('BANNED', 'x', 10, 0) $$, '22023', 'Status filter must be ACTIVE, PENDING, INACTIVE or ALL', 'unknown filter');

-- count_players ---------------------------------------------------------------------------------------------------------
select is(public.count_players('PENDING'), (select count(*) from public.players where status = 'PENDING'), 'anon counts PENDING players');
select is(public.count_players('ALL'), (select count(*) from public.players), 'count ALL');
select throws_ok($$ select public.count_players('BANNED') $$, '22023', 'Status filter must be ACTIVE, PENDING, INACTIVE or ALL', 'count: unknown filter');

-- Admin roster ------------------------------------------------------------------------------------------------------------
select throws_ok($$ select * from public.get_players_admin('ALL', 'pagetest', 10, 0) $$, '42501', 'Admin access required', 'anon cannot page the admin roster');
select pg_temp.act_as('player');
select throws_ok($$ select * from public.get_players_admin('ALL', 'pagetest', 10, 0) $$, '42501', 'Admin access required', 'players cannot page the admin roster');
select throws_ok($$ select public.get_email_recipients() $$, '42501', 'Admin access required', 'players cannot read the recipients');
select throws_ok($$ select public.get_email_recipients('pagetest', 50, 0) $$, '42501', 'Admin access required', 'players cannot page the recipients');
select pg_temp.act_as('anon');
select throws_ok($$ select public.get_email_recipients() $$, '42501', 'Admin access required', 'anon cannot read the recipients');

select pg_temp.act_as('admin');
select is((select count(*)::int from public.get_players_admin('ALL', 'SECRETMAIL', 50, 0)), 50, 'admin search matches e-mails, first page of 50');
select is((select max(total_count)::int from public.get_players_admin('ALL', 'secretmail', 50, 50)), 60, 'admin total_count on the second page');
select is((select count(*)::int from public.get_players_admin('ALL', 'secretmail', 50, 50)), 10, 'admin second page holds the rest');
select is(array(select name from public.get_players_admin('ALL', '876540007')), array['Pagetest Player 07'], 'admin search matches the GHIN');
select is((select count(*)::int from public.get_players_admin('INACTIVE', 'pagetest')), 5, 'admin status filter with search');
select is((select count(*)::int from public.get_players_admin()), (select count(*)::int from public.players), 'admin: one-argument call still lists everyone');
select is(array(select json_object_keys(row_to_json(r)) order by 1),
  array['career_earnings_cents', 'consent_at', 'created_at', 'email', 'ghin', 'id', 'index_source', 'join_date', 'league_index', 'name', 'nickname', 'status', 'total_count'],
  'admin rows keep their shape plus total_count') from (select * from public.get_players_admin('ALL', 'pagetest', 1, 0)) r;

-- E-mail recipients -----------------------------------------------------------------------------------------------------
select is((public.get_email_recipients() ->> 'total')::int, (select count(*)::int from public.players where status = 'ACTIVE'),
  'recipients: total = every ACTIVE player');
select is(json_array_length(public.get_email_recipients() -> 'rows'), (select count(*)::int from public.players where status = 'ACTIVE'),
  'recipients: p_limit null = every ACTIVE player, no 1,000 cap');
select is(array(select json_object_keys(public.get_email_recipients(null, 1, 0)) order by 1), array['rows', 'total'],
  'recipients answer {total, rows}');
select is(array(select json_object_keys(public.get_email_recipients(null, 1, 0) -> 'rows' -> 0) order by 1), array['email', 'id', 'name', 'nickname'],
  'recipients carry id, name, nickname, email only');
select is(array(select r ->> 'name' from json_array_elements(public.get_email_recipients('pagetest', null, 0) -> 'rows') r),
  array(select 'Pagetest Player ' || lpad(n::text, 2, '0') from generate_series(1, 45) n), 'recipients: ACTIVE only, ordered by name');
select is(public.get_email_recipients('PAGETEST', 20, 0) ->> 'total', '45', 'recipients: case-insensitive search, total of the whole match');
select is(array(select r ->> 'name' from json_array_elements(public.get_email_recipients('pagetest', 20, 40) -> 'rows') r),
  array(select 'Pagetest Player ' || lpad(n::text, 2, '0') from generate_series(41, 45) n), 'recipients: the last page holds the rest');
select is(json_array_length(public.get_email_recipients('pagetest', 20, 0) -> 'rows'), 20, 'recipients: a page holds p_limit rows');
select is(array(select r ->> 'name' from json_array_elements(public.get_email_recipients('zebrafinch', 50, 0) -> 'rows') r),
  array(select 'Pagetest Player ' || lpad(n::text, 2, '0') from generate_series(5, 45, 5) n), 'recipients: search matches nicknames');
select is(public.get_email_recipients('PT7.SECRETMAIL@', 50, 0) ->> 'total', '1', 'recipients: search matches e-mails');
select is(public.get_email_recipients('no such recipient zz', 50, 0)::jsonb, '{"total": 0, "rows": []}'::jsonb, 'recipients: no match = total 0, no rows');
select throws_ok($$ select public.get_email_recipients(null, -1, 0) $$, '22023', 'Limit and offset must not be negative', 'recipients: negative limit refused');

select * from finish();
rollback;
