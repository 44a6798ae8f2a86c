-- Career totals (private.player_career_totals) always equal the results of final matches: kept on finalize,
-- reopen, a result's change and a match's deletion; read the same by every role; a tampered total is reported
-- by integrity_problems(). Careerkeep Ann wins $30 (1st), Ben $10 (2nd), Cal nothing (4th).
begin;
select plan(12);
select tests.setup_fixtures();

insert into fx (key, id) values ('ann', gen_random_uuid()), ('ben', gen_random_uuid()), ('cal', gen_random_uuid());
insert into public.players (id, name, email, ghin, status, join_date, consent_at) values
  (pg_temp.fx('ann'), 'Careerkeep Ann', 'ann.careerkeep@test.example', '9200001', 'ACTIVE', '2026-01-10', now()),
  (pg_temp.fx('ben'), 'Careerkeep Ben', 'ben.careerkeep@test.example', '9200002', 'ACTIVE', '2026-01-10', now()),
  (pg_temp.fx('cal'), 'Careerkeep Cal', 'cal.careerkeep@test.example', '9200003', 'ACTIVE', '2026-01-10', now());
update public.matches set capacity = null where id = pg_temp.fx('match');
select private.enter_player(pg_temp.fx('match'), pg_temp.fx(k), null) from unnest(array['ann', 'ben', 'cal']) k;
insert into public.results (match_id, player_id, game_code, position, points, payout_cents) values
  (pg_temp.fx('match'), pg_temp.fx('ann'), 'STB_V2', 1, 40, 3000),
  (pg_temp.fx('match'), pg_temp.fx('ben'), 'STB_V2', 2, 36, 1000),
  (pg_temp.fx('match'), pg_temp.fx('cal'), 'STB_V2', 4, 20, 0);

create function pg_temp.totals() returns text language sql stable as $$
  select coalesce(string_agg(replace(p.name, 'Careerkeep ', '') || ' ' || t.earnings_cents || '/' || t.wins || '/' || t.top3, ', ' order by p.name), 'none')
  from private.player_career_totals t join public.players p on p.id = t.player_id
  where p.name like 'Careerkeep %'
$$;
create function pg_temp.roster_earnings() returns text language sql stable as $$
  select string_agg(replace(name, 'Careerkeep ', '') || ' ' || career_earnings_cents, ', ' order by name)
  from public.get_players_public('ACTIVE', 'careerkeep', null, 0, 'NAME')
$$;

select is(pg_temp.totals(), 'none', 'results of a match that is not final make no career');
update public.matches set is_final = true, finalized_at = now() where id = pg_temp.fx('match');
select is(pg_temp.totals(), 'Ann 3000/1/1, Ben 1000/0/1, Cal 0/0/0', 'finalizing counts each player''s payout, win and top-3 finish');

select pg_temp.act_as('anon');
select is(pg_temp.roster_earnings(), 'Ann 3000, Ben 1000, Cal 0', 'anon: the roster reads the totals');
select pg_temp.act_as('pending');
select is(pg_temp.roster_earnings(), 'Ann 3000, Ben 1000, Cal 0', 'a pending player: the same');
select pg_temp.act_as('other');
select is((select career_earnings_cents::int from public.get_players_public('ACTIVE', 'careerkeep', 1, 0, 'EARNINGS')), 3000,
  'another player: the earnings order reads the totals');
select pg_temp.act_as('admin');
select is((select string_agg(career_earnings_cents::text, ',' order by name) from public.get_players_admin('ACTIVE', 'careerkeep', null, 0)),
  '3000,1000,0', 'admin: the admin roster reads the totals');
select throws_ok($$ insert into private.player_career_totals (player_id, earnings_cents, wins, top3) values (gen_random_uuid(), 1, 0, 0) $$,
  '42501', null, 'no role but the database writes a total');

select pg_temp.act_as('postgres');
update public.matches set is_final = false, finalized_at = null where id = pg_temp.fx('match');
select is(pg_temp.totals(), 'none', 'reopening takes the match''s results out of every career');
update public.results set position = 1, payout_cents = 2000 where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('ben');
update public.results set position = 2, payout_cents = 2000 where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('ann');
update public.matches set is_final = true, finalized_at = now() where id = pg_temp.fx('match');
select is(pg_temp.totals(), 'Ann 2000/0/1, Ben 2000/1/1, Cal 0/0/0', 'the corrected results, once final again, are the careers');
select is((select count(*)::int from private.integrity_problems() where problem like 'career totals%'), 0, 'integrity: the totals agree');

update private.player_career_totals set earnings_cents = earnings_cents + 1 where player_id = pg_temp.fx('ann');
select is((select rows::int from private.integrity_problems() where problem like 'career totals%'), 1, 'integrity: a tampered total is reported');

update public.matches set is_final = false, finalized_at = null where id = pg_temp.fx('match');
delete from public.results where match_id = pg_temp.fx('match');
select is(pg_temp.totals(), 'none', 'results deleted from a reopened match leave no career');

select * from finish();
rollback;
