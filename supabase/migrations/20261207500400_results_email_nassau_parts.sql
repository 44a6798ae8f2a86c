-- The results e-mail names the Nassau parts a player won.
--
-- "Results are in" listed Nassau with a finish of '—' and a payout: a member who won the back nine and shared
-- the overall could not tell from the e-mail what they had won. Each game of the payload now carries partsWon
-- for a Nassau (the parts won, in order: 'front', 'back', 'overall'; [] when none), read from the stored result's
-- explanation (the engine's), and the template writes 'Won front 9 and overall' or 'No part won'.

-- Replaces queue_results_in of 20261128050200_mail_signup_and_results_notices.sql: partsWon in each game of the payload.
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
  ) r
  on conflict (dedupe_key) do nothing;
  return null;
end
$$;
comment on function private.queue_results_in() is 'Trigger: a match becoming final queues "results are in" to each entrant (own finish and payout); not again for the same results.';
revoke all on function private.queue_results_in() from public, anon, authenticated;
