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
begin
  if not private.in_http_request() then
    return null;
  end if;
  perform private.enqueue_email('signup_received', new.email, jsonb_build_object('playerName', new.name),
                                'signup_received:' || new.id);
  if v_league is not null and private.is_valid_email(v_league) then
    perform private.enqueue_email('signup_admin_notice', v_league, jsonb_build_object(
      'playerName', new.name, 'playerEmail', new.email, 'ghin', new.ghin, 'submittedAt', new.created_at,
      'reviewUrl', private.app_url() || '/admin/players/pending'), 'signup_admin_notice:' || new.id);
  end if;
  return null;
end
$$;
comment on function private.queue_signup_notices() is 'Trigger: a sign-up queues the applicant''s acknowledgement and the organisers'' notice.';
revoke all on function private.queue_signup_notices() from public, anon, authenticated;

create trigger players_signup_notices
  after insert on public.players
  for each row when (new.status = 'PENDING')
  execute function private.queue_signup_notices();

create function private.queue_results_in()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.in_http_request() then
    return null;
  end if;
  insert into public.email_outbox (template, to_email, payload, dedupe_key)
  select 'results_in', r.email, r.payload, 'results_in:' || new.id || ':' || r.player_id || ':' || md5(r.payload::text)
  from (
    select p.id as player_id, p.email,
           jsonb_build_object(
             'playerName', p.name, 'matchId', new.id, 'matchName', new.name, 'courseName', new.course_name,
             'matchDate', new.date, 'fieldSize', (select count(*) from public.match_entries x where x.match_id = new.id),
             'totalPayoutCents', coalesce((select sum(r.payout_cents) from public.results r
                                           where r.match_id = new.id and r.player_id = p.id), 0),
             'games', coalesce((select jsonb_agg(jsonb_build_object('game', c.name, 'position', r.position, 'points', r.points,
                                                                    'skins', r.skins_won, 'payoutCents', r.payout_cents)
                                                 order by c.sort_order, c.code)
                                from public.results r join public.game_catalog c on c.code = r.game_code
                                where r.match_id = new.id and r.player_id = p.id), '[]'::jsonb)) as payload
    from public.match_entries e
    join public.players p on p.id = e.player_id
    where e.match_id = new.id and p.email is not null
  ) r
  where private.email_enabled()
  on conflict (dedupe_key) do nothing;
  return null;
end
$$;
comment on function private.queue_results_in() is
  'Trigger: a match becoming final queues "results are in" to each entrant (own finish and payout); not again for the same results.';
revoke all on function private.queue_results_in() from public, anon, authenticated;

create trigger matches_results_in
  after update of is_final on public.matches
  for each row when (new.is_final and not old.is_final)
  execute function private.queue_results_in();
