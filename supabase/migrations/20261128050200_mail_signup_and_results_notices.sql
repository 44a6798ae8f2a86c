-- Issue #15 item 5: a sign-up is no longer silent, and finalizing tells each entrant how they did.
--
-- * A sign-up (a PENDING player created by a request through the API, i.e. register_player) queues an
--   acknowledgement to the applicant and a notice to the league's own address (setting fromEmail,
--   which is where the organisers read the league's mail: admins have no address of their own).
-- * A match becoming final queues "results are in" to each entrant with their own finish and payout
--   per game. The dedupe key carries a digest of that entrant's results, so finalizing again after a
--   reopen sends nothing unless that entrant's results changed (then they get the new ones).
-- Both are triggers, so the functions other changes redefine (register_player, the finalize path)
-- need no change. Rows written by SQL outside an HTTP request (the seed, maintenance) send no mail.

create function private.in_http_request()
returns boolean
language sql
stable
set search_path = ''
as $$
  select nullif(pg_catalog.current_setting('request.headers', true), '') is not null
$$;
comment on function private.in_http_request() is 'True inside an API request (PostgREST or an edge function forwarding one); false for the seed and plain SQL.';
revoke all on function private.in_http_request() from public, anon, authenticated;

create function private.queue_signup_notices()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_league text := nullif(btrim(coalesce(private.setting('fromEmail'), '')), '');
  v_player record;
begin
  if not private.in_http_request() then
    return null;
  end if;
  for v_player in select a.* from added a where a.status = 'PENDING' loop
    perform private.enqueue_email('signup_received', v_player.email, jsonb_build_object('playerName', v_player.name),
                                  'signup_received:' || v_player.id);
    if v_league is not null and private.is_valid_email(v_league) then
      perform private.enqueue_email('signup_admin_notice', v_league, jsonb_build_object(
        'playerName', v_player.name, 'playerEmail', v_player.email, 'ghin', v_player.ghin, 'submittedAt', v_player.created_at,
        'reviewUrl', private.app_url() || '/admin/players/pending'), 'signup_admin_notice:' || v_player.id);
    end if;
  end loop;
  return null;
end
$$;
comment on function private.queue_signup_notices() is 'Trigger: a sign-up queues the applicant''s acknowledgement and the organisers'' notice.';
revoke all on function private.queue_signup_notices() from public, anon, authenticated;

create trigger players_signup_notices
  after insert on public.players
  referencing new table as added
  for each statement execute function private.queue_signup_notices();

create function private.queue_results_in()
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
                                                                    'skins', r.skins_won, 'payoutCents', r.payout_cents)
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
comment on function private.queue_results_in() is
  'Trigger: a match becoming final queues "results are in" to each entrant (own finish and payout); not again for the same results.';
revoke all on function private.queue_results_in() from public, anon, authenticated;

-- Statement-level (the schema's rule for triggers that write): transition tables, no column list.
create trigger matches_results_in
  after update on public.matches
  referencing old table as before_rows new table as after_rows
  for each statement execute function private.queue_results_in();
