-- The roster sorts on the server by name, handicap index or earnings (issue 16, item 7), the same for
-- every caller (a public read): anon, a pending player, another player, the player, admin.
-- Sortcheck Amy (index 14.2, won $5), Bo (index 3.1, won $20), Cy (no index, won nothing), Dee (index 3.1, won $20).
begin;
select plan(13);
select tests.setup_fixtures();

insert into fx (key, id) values ('amy', gen_random_uuid()), ('bo', gen_random_uuid()), ('cy', gen_random_uuid()), ('dee', gen_random_uuid());
insert into public.players (id, name, email, ghin, status, join_date, consent_at, league_index) values
  (pg_temp.fx('amy'), 'Sortcheck Amy', 'amy.sortcheck@test.example', '9100001', 'ACTIVE', '2026-01-10', now(), 14.2),
  (pg_temp.fx('bo'), 'Sortcheck Bo', 'bo.sortcheck@test.example', '9100002', 'ACTIVE', '2026-01-10', now(), 3.1),
  (pg_temp.fx('cy'), 'Sortcheck Cy', 'cy.sortcheck@test.example', '9100003', 'ACTIVE', '2026-01-10', now(), null),
  (pg_temp.fx('dee'), 'Sortcheck Dee', 'dee.sortcheck@test.example', '9100004', 'ACTIVE', '2026-01-10', now(), 3.1);
update public.matches set capacity = null where id = pg_temp.fx('match');
select private.enter_player(pg_temp.fx('match'), pg_temp.fx(k), null) from unnest(array['amy', 'bo', 'cy', 'dee']) k;
insert into public.results (match_id, player_id, game_code, position, points, payout_cents) values
  (pg_temp.fx('match'), pg_temp.fx('bo'), 'STB_V2', 1, 40, 2000),
  (pg_temp.fx('match'), pg_temp.fx('dee'), 'STB_V2', 1, 40, 2000),
  (pg_temp.fx('match'), pg_temp.fx('amy'), 'STB_V2', 3, 30, 500);
update public.matches set is_final = true, finalized_at = now() where id = pg_temp.fx('match');

create function pg_temp.order_by(p_sort text, p_limit int default null, p_offset int default 0) returns text[] language sql stable as $$
  select array(select replace(name, 'Sortcheck ', '') from public.get_players_public('ACTIVE', 'sortcheck', p_limit, p_offset, p_sort))
$$;

select pg_temp.act_as('anon');
select is(pg_temp.order_by('NAME'), array['Amy', 'Bo', 'Cy', 'Dee'], 'anon: by name');
select is(pg_temp.order_by('INDEX'), array['Bo', 'Dee', 'Amy', 'Cy'], 'anon: by index, lowest first, ties by name, no index last');
select is(pg_temp.order_by('EARNINGS'), array['Bo', 'Dee', 'Amy', 'Cy'], 'anon: by earnings, highest first, ties by name');
select is(array(select career_earnings_cents::int from public.get_players_public('ACTIVE', 'sortcheck', null, 0, 'NAME')), array[500, 2000, 0, 2000],
  'each row carries the career earnings of final matches');
select is(array(select replace(name, 'Sortcheck ', '') from public.get_players_public('ACTIVE', 'sortcheck', 10, 0)), array['Amy', 'Bo', 'Cy', 'Dee'],
  'the four-argument call still sorts by name');
select throws_ok($$ select * from public.get_players_public('ACTIVE', null, 10, 0, 'GHIN') $$, '22023', 'Sort must be NAME, INDEX or EARNINGS', 'an unknown sort is refused');

select pg_temp.act_as('pending');
select is(pg_temp.order_by('INDEX', 2, 2), array['Amy', 'Cy'], 'a pending player: the second page by index');
select pg_temp.act_as('other');
select is(pg_temp.order_by('EARNINGS', 2, 0), array['Bo', 'Dee'], 'another player: the first page by earnings');
select is(pg_temp.order_by('EARNINGS', 2, 2), array['Amy', 'Cy'], 'and the second');
select pg_temp.act_as('active');
select is(pg_temp.order_by('INDEX'), array['Bo', 'Dee', 'Amy', 'Cy'], 'the player: the same order');
select pg_temp.act_as('admin');
select is(pg_temp.order_by('EARNINGS'), array['Bo', 'Dee', 'Amy', 'Cy'], 'admin: the same order');

select pg_temp.act_as('postgres');
update public.matches set is_final = false, finalized_at = null where id = pg_temp.fx('match');
select pg_temp.act_as('anon');
select is(pg_temp.order_by('EARNINGS'), array['Amy', 'Bo', 'Cy', 'Dee'], 'payouts of a match that is not final do not count');
select is((select max(total_count)::int from public.get_players_public('ACTIVE', 'sortcheck', 1, 0, 'EARNINGS')), 4, 'total_count is the filtered set');

select * from finish();
rollback;
