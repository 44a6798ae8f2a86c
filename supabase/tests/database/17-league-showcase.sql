-- get_league_showcase: the landing page's figures and latest finished
-- match come from the league's data, for anyone, without personal data.
begin;
select plan(12);

select ok(has_function_privilege('anon', 'public.get_league_showcase()', 'execute'), 'anyone may call it');
set local role anon;
create temp table s as select public.get_league_showcase()::jsonb as j;
reset role;

select is((select (j -> 'figures' ->> 'active_players')::int from s), (select count(*)::int from public.players where status = 'ACTIVE'),
  'active players are the ACTIVE players');
select is((select (j -> 'figures' ->> 'active_matches')::int from s), (select count(*)::int from public.matches where not is_final),
  'active matches are the matches not final');
select is((select (j -> 'figures' ->> 'matches_played')::int from s), (select count(*)::int from public.matches where is_final),
  'matches played are the final matches');
select is((select (j -> 'figures' ->> 'rounds_scored')::int from s), (select count(*)::int from public.scorecards), 'rounds scored are the scorecards');
select is((select (j -> 'figures' ->> 'total_payouts_cents')::bigint from s),
  (select coalesce(sum(r.payout_cents), 0)::bigint from public.results r join public.matches m on m.id = r.match_id where m.is_final),
  'total payouts are the payouts of final matches');
select is((select (j -> 'figures' ->> 'payouts_this_month_cents')::bigint from s),
  (select coalesce(sum(r.payout_cents), 0)::bigint from public.results r join public.matches m on m.id = r.match_id
   where m.is_final and m.date >= date_trunc('month', private.club_today())::date and m.date <= private.club_today()),
  'payouts this month are those of final matches played this month (club time zone)');
select is((select (j -> 'latest_match' ->> 'id')::uuid from s),
  (select id from public.matches where is_final order by date desc, finalized_at desc, id limit 1), 'the latest match is the last final one played');
select ok((select jsonb_array_length(j -> 'latest_match' -> 'leaders') between 1 and 5 from s), 'at most five leaders');
select is((select array_agg((l ->> 'winnings_cents')::bigint order by o) from s, jsonb_array_elements(j -> 'latest_match' -> 'leaders') with ordinality x(l, o)),
  (select array_agg(w order by w desc) from (
     select sum(r.payout_cents)::bigint w from public.results r
     where r.match_id = (select (j -> 'latest_match' ->> 'id')::uuid from s) group by r.player_id order by 1 desc limit 5) t),
  'leaders are the top winners, highest first');
select is((select (j -> 'latest_match' ->> 'total_pot_cents')::bigint from s),
  (select sum((p ->> 'pot_cents')::bigint)::bigint from s, jsonb_array_elements(j -> 'latest_match' -> 'pots') p), 'the total pot is the sum of the pots');
select ok((select j::text !~ '@' from s), 'no e-mail address anywhere');

select * from finish();
rollback;
