-- private.integrity_problems(): none on the demo league, and each
-- broken rule planted behind the triggers' back (session_replication_role = replica) is named.
begin;
select plan(11);

select is((select count(*)::int from private.integrity_problems()), 0, 'the demo league breaks no rule');

create function pg_temp.names(p_problem text) returns boolean language sql as $$
  select exists (select 1 from private.integrity_problems() where problem = p_problem)
$$;

set local session_replication_role = replica;

savepoint planted;
update public.results set payout_cents = payout_cents + 1000000
where id = (select r.id from public.results r join public.matches m on m.id = r.match_id and m.is_final order by r.id limit 1);
select ok(pg_temp.names('games whose payouts exceed the pot'), 'a payout beyond the pot is named');
rollback to savepoint planted;

update public.match_entries set paid_in_full = not paid_in_full, paid_at = case when paid_in_full then null else now() end
where id = (select id from public.match_entries order by id limit 1);
select ok(pg_temp.names('entries whose paid_in_full disagrees with payments ≥ due'), 'a wrong paid flag is named');
rollback to savepoint planted;

update public.match_entries e set paid_in_full = false, paid_at = null
where e.id = (select e2.id from public.match_entries e2 join public.matches m on m.id = e2.match_id
              where m.is_final and m.require_payment_before_play order by e2.id limit 1);
select ok(pg_temp.names('final matches requiring payment with unpaid entries'), 'an unpaid entry in a final match is named');
rollback to savepoint planted;

update public.matches m set capacity = 1
where m.id = (select e.match_id from public.match_entries e group by 1 having count(*) >= 2 order by 1 limit 1);
select ok(pg_temp.names('matches over capacity'), 'a match over capacity is named');
rollback to savepoint planted;

delete from public.match_entries e
where e.id = (select e2.id from public.match_entries e2
              join public.scorecards c on c.match_id = e2.match_id and c.player_id = e2.player_id order by e2.id limit 1);
select ok(pg_temp.names('scorecards without an entry'), 'a scorecard left without its entry is named');
rollback to savepoint planted;

update public.results r set player_id = (
  select p.id from public.players p
  where not exists (select 1 from public.match_entries e where e.match_id = r.match_id and e.player_id = p.id)
  order by p.id limit 1)
where r.id = (select r2.id from public.results r2 join public.matches m on m.id = r2.match_id and m.is_final order by r2.id limit 1);
select ok(pg_temp.names('results of final matches for players not in that game'), 'a payout to a player outside the game is named');
rollback to savepoint planted;

delete from public.match_entries e
where e.id = (select e2.id from public.match_entries e2
              join public.match_entry_opt_ins o on o.match_id = e2.match_id and o.player_id = e2.player_id order by e2.id limit 1);
select ok(pg_temp.names('opt-ins without their entry or game'), 'an opt-in left without its entry is named');
rollback to savepoint planted;

insert into public.match_games (match_id, game_code, enabled, buy_in, pot_calc, format)
select m.id, 'FOUR_BALL', true, 0, 'PER_PLAYER', 'STABLEFORD'
from public.matches m where m.is_final and exists (select 1 from public.match_entries e where e.match_id = m.id)
order by m.id limit 1;
select ok(pg_temp.names('final matches with team-game players not in a full team'),
  'a final match whose four-ball players have no teams is named');
rollback to savepoint planted;

select is((select count(*)::int from private.integrity_problems()), 0, 'back to no problems after each rollback');

reset session_replication_role;
set local role anon;
select throws_ok($$ select * from private.integrity_problems() $$, '42501', null, 'anonymous callers cannot run it');
reset role;

select * from finish();
rollback;
