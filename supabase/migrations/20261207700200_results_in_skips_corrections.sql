-- One "results are in" trigger for both changes of the day: 20261207300100_corrections_after_payouts.sql made a
-- match finalized again after a correction send "results corrected" instead (private.close_match_correction), and
-- 20261207500400_results_email_nassau_parts.sql (written beside it, from the older body) named the Nassau parts won.
-- Without this the later file's body would send a second "results are in" after every correction.

-- Replaces queue_results_in of 20261207500400_results_email_nassau_parts.sql: skips a match whose correction is open.
create or replace function private.queue_results_in()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.in_http_request() or not private.email_enabled() then
    return null;
  end if;
  insert into public.email_outbox (template, to_email, payload, dedupe_key)
  select 'results_in', r.email, r.payload, 'results_in:' || r.match_id || ':' || r.player_id || ':' || md5(r.payload::text)
  from (
    select m.id as match_id, p.id as player_id, p.email,
           jsonb_build_object(
             'playerName', p.name, 'matchId', m.id, 'matchName', m.name, 'courseName', m.course_name,
             'matchDate', m.date, 'fieldSize', (select count(*) from public.match_entries x where x.match_id = m.id),
             'totalPayoutCents', coalesce((select sum(r.payout_cents) from public.results r
                                           where r.match_id = m.id and r.player_id = p.id), 0),
             'games', coalesce((select jsonb_agg(jsonb_build_object('game', c.name, 'position', r.position, 'points', r.points,
                                                                    'skins', r.skins_won, 'payoutCents', r.payout_cents,
                                                                    -- Nassau: the parts won ('front', 'back', 'overall'), in order.
                                                                    'partsWon', case when r.explanation ->> 'kind' = 'nassau' then
                                                                      coalesce((select jsonb_agg(x.part ->> 'part' order by x.n)
                                                                                from jsonb_array_elements(r.explanation -> 'parts') with ordinality x(part, n)
                                                                                where (x.part ->> 'won')::boolean), '[]'::jsonb) end)
                                                 order by c.sort_order, c.code)
                                from public.results r join public.game_catalog c on c.code = r.game_code
                                where r.match_id = m.id and r.player_id = p.id), '[]'::jsonb)) as payload
    from after_rows m
    join before_rows b on b.id = m.id
    join public.match_entries e on e.match_id = m.id
    join public.players p on p.id = e.player_id
    where m.is_final and not b.is_final and p.email is not null
      and not exists (select 1 from private.match_corrections c where c.match_id = m.id and c.refinalized_at is null)
  ) r
  on conflict (dedupe_key) do nothing;
  return null;
end
$$;
comment on function private.queue_results_in() is 'Trigger: a match becoming final queues "results are in" to each entrant (own finish and payout, the Nassau parts won); not again for the same results, and not when it is finalized again after a correction (that is "results corrected").';
revoke all on function private.queue_results_in() from public, anon, authenticated;
