-- get_weekly_leaders (the e-mail centre's "Show preview" and the weekly leaders e-mail) at league scale
-- (docs/benchmarks.md): it was a `language sql` security-definer function, planned again on every call,
-- and it hashed the whole players table to name the week's ~200 players before keeping 5. Now plpgsql
-- (plan cached per connection), the club's today read once, and players' names looked up by index after
-- the week's results are summed per player. Same answers and order (earnings, then points, then name).

create or replace function public.get_weekly_leaders()
returns table (player_id uuid, name text, earnings_cents bigint, points numeric)
language plpgsql
stable
security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  v_today date := private.club_today();
begin
  return query
  -- Results of final matches played in the last 7 days (club time zone), top 5 by earnings.
  with week as (
    select r.player_id, sum(r.payout_cents)::bigint as earnings_cents, coalesce(sum(r.points), 0)::numeric as points
    from public.matches m
    join public.results r on r.match_id = m.id
    where m.is_final and m.date > v_today - 7 and m.date <= v_today
    group by r.player_id
  )
  select w.player_id, p.name, w.earnings_cents, w.points
  from week w
  cross join lateral (select pl.name from public.players pl where pl.id = w.player_id offset 0) p
  order by w.earnings_cents desc, w.points desc, p.name
  limit 5;
end
$$;
