-- Issue #15 items 1–3: the player's home, withdrawing from a match, the member lifecycle and data rights.
--
-- The start of a match is private.match_starts_at (its date at its start time in the club zone, as
-- 20261128010100_match_edit_start_time_call_off.sql defines it).
--
-- 1. get_my_home(): the signed-in player's page in one call — upcoming entries with what they owe,
--    the waitlists they are on, invitations waiting for an answer, winnings and the last results.
--    answer_my_invitation(): accept or decline from there, through the same path as the e-mailed link.
--    withdraw_from_match(): until the match's start (DESIGN rule 17). The entry is removed (audited); its
--    payments stay and become credit (rule 19). The first eligible player on the waitlist is promoted at
--    once when the setting waitlistAutoPromote says so (and e-mailed); otherwise the admins are told.
-- 2. deactivate_player / reactivate_player / undo_player_decline (admin) and take_a_break (the member):
--    audited, the member e-mailed. Admins are PIN holders (private.admins), not players, so deactivating a
--    member can never leave the league without an admin: there is no "last admin" among players.
--    take_a_break makes the member inactive at once ("no questions asked", /responsible-gaming) and tells
--    the admins; coming back is an admin's reactivation.
-- 3. export_my_data() and close_my_account(): a copy of one's data; closing anonymises the person (name →
--    "Former member", e-mail, GHIN and nickname removed, sessions ended) and touches no entry, payment or
--    result, so the league's money and results stay as they were.
--
-- "Admins are told" by e-mail to the league's own address (setting fromEmail), as sign-up notices are:
-- admins sign in with a PIN and have no address of their own.

-- Tables --------------------------------------------------------------------------------------------------

alter table public.players
  alter column email drop not null,
  alter column ghin drop not null,
  add column closed_at timestamp with time zone,
  drop constraint players_email_format_check,
  add constraint players_email_format_check
    check (email is null or (email = lower(btrim(email)) and private.is_valid_email(email))),
  -- Only a closed account has no e-mail; the GHIN rule (members have one) is players_ghin_member_check.
  add constraint players_contact_check check (closed_at is not null or email is not null),
  add constraint players_closed_check
    check (closed_at is null or (status = 'INACTIVE' and email is null and ghin is null and nickname is null));
comment on column public.players.closed_at is 'When the member closed their account: the row stays (entries, payments, results keep their player) as "Former member" without contact details.';

-- Settings --------------------------------------------------------------------------------------------------

create function private.waitlist_auto_promote_problem(p_value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when p_value in ('true', 'false') then null else 'Value must be true or false' end
$$;
comment on function private.waitlist_auto_promote_problem(text) is 'Validator of the setting waitlistAutoPromote.';
revoke all on function private.waitlist_auto_promote_problem(text) from public;
grant execute on function private.waitlist_auto_promote_problem(text) to service_role;

insert into private.setting_validators (key, validator, is_public) values
  ('waitlistAutoPromote', 'private.waitlist_auto_promote_problem(text)', false);
insert into public.settings (key, value) values ('waitlistAutoPromote', 'true')
on conflict (key) do nothing;

-- Helpers ---------------------------------------------------------------------------------------------------

create function private.notify_admins(p_template text, p_payload jsonb)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_to text := nullif(btrim(coalesce(private.setting('fromEmail'), '')), '');
begin
  if v_to is null or not private.email_enabled() then
    return false;
  end if;
  perform private.enqueue_email(p_template, v_to, p_payload);
  return true;
end
$$;
comment on function private.notify_admins(text, jsonb) is 'Queues a notice to the league''s own address (setting fromEmail), where the organisers read its mail; false when it is unset or e-mail is off.';
revoke all on function private.notify_admins(text, jsonb) from public;

create function private.require_player()
returns public.players
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_player public.players;
begin
  select p.* into v_player from public.players p where p.id = private.current_player_id();
  if v_player.id is null then
    raise exception using message = 'Sign in first', errcode = '42501';
  end if;
  return v_player;
end
$$;
comment on function private.require_player() is 'The signed-in player (any status but INACTIVE), or ''Sign in first'' (42501).';
revoke all on function private.require_player() from public;

create function private.member_status_mail(p_player public.players, p_kind text)
returns void
language sql
security definer
set search_path = ''
as $$
  select private.enqueue_email('member_status', p_player.email, jsonb_build_object(
    'playerName', p_player.name, 'kind', p_kind, 'appUrl', private.app_url(),
    'responsibleGamingUrl', private.app_url() || '/responsible-gaming'))
$$;
comment on function private.member_status_mail(public.players, text) is 'Queues the member_status e-mail (kind DEACTIVATED, REACTIVATED, DECLINE_UNDONE or BREAK) to the member.';
revoke all on function private.member_status_mail(public.players, text) from public;

-- RPCs: the player's home ---------------------------------------------------------------------------------

create function public.get_my_home()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_player public.players := private.require_player();
  v_today date := private.club_today();
begin
  return json_build_object(
    'player', json_build_object('id', v_player.id, 'name', v_player.name, 'status', v_player.status),
    'timezone', private.club_timezone(),
    'upcoming', coalesce((
      select json_agg(json_build_object(
               'match_id', m.id, 'name', m.name, 'date', m.date, 'start_time', to_char(m.start_time, 'HH24:MI'),
               'course_name', m.course_name, 'cancelled', m.cancelled_at is not null,
               'charges_cents', b.charges_cents, 'paid_cents', b.paid_cents,
               'owed_cents', greatest(b.charges_cents - b.paid_cents, 0),
               'can_withdraw', m.cancelled_at is null and now() < private.match_starts_at(m.id))
             order by m.date, m.start_time, m.name)
      from public.match_entries e
      join public.matches m on m.id = e.match_id
      join private.entry_balances b on b.entry_id = e.id
      where e.player_id = v_player.id and not m.is_final and m.date >= v_today), '[]'::json),
    'waitlisted', coalesce((
      select json_agg(json_build_object(
               'match_id', m.id, 'name', m.name, 'date', m.date, 'start_time', to_char(m.start_time, 'HH24:MI'),
               'course_name', m.course_name,
               'position', (select count(*) from public.match_waitlist w2
                            where w2.match_id = w.match_id and w2.promoted_at is null and w2.created_at <= w.created_at))
             order by m.date, m.name)
      from public.match_waitlist w
      join public.matches m on m.id = w.match_id
      where w.player_id = v_player.id and w.promoted_at is null and not m.is_final and m.date >= v_today), '[]'::json),
    'invitations', coalesce((
      select json_agg(json_build_object(
               'invite_id', i.id, 'match_id', m.id, 'name', m.name, 'date', m.date,
               'start_time', to_char(m.start_time, 'HH24:MI'), 'course_name', m.course_name,
               'expires_at', i.expires_at,
               'full', m.capacity is not null
                       and (select count(*) from public.match_entries e where e.match_id = m.id) >= m.capacity,
               'games', coalesce((
                 select json_agg(json_build_object('id', g.id, 'name', c.name, 'buy_in_cents', g.buy_in,
                                                   'optional', g.pot_calc = 'PER_ENTRY')
                                 order by c.sort_order)
                 from public.match_games g join public.game_catalog c on c.code = g.game_code
                 where g.match_id = m.id and g.enabled and g.pot_calc <> 'FLAT'), '[]'::json))
             order by m.date, m.name)
      from public.match_invites i
      join public.matches m on m.id = i.match_id
      where i.player_id = v_player.id and i.status = 'PENDING' and i.expires_at > now()
        and not m.is_final and m.cancelled_at is null), '[]'::json),
    'winnings', coalesce((
      select json_agg(json_build_object('match_id', x.id, 'name', x.name, 'date', x.date, 'payout_cents', x.cents)
                      order by x.date desc, x.name)
      from (
        select m.id, m.name, m.date, sum(r.payout_cents)::bigint as cents
        from public.results r join public.matches m on m.id = r.match_id
        where r.player_id = v_player.id and m.is_final
        group by m.id
        having sum(r.payout_cents) > 0
        order by m.date desc
        limit 5
      ) x), '[]'::json),
    'recent_results', coalesce((
      select json_agg(json_build_object('match_id', x.id, 'name', x.name, 'date', x.date, 'position', x.position,
                                        'points', x.points, 'payout_cents', x.cents)
                      order by x.date desc, x.name)
      from (
        select m.id, m.name, m.date,
               min(r.position) filter (where r.game_code = 'STB_V2') as position,
               max(r.points) filter (where r.game_code = 'STB_V2') as points,
               sum(r.payout_cents)::bigint as cents
        from public.match_entries e
        join public.matches m on m.id = e.match_id
        join public.results r on r.match_id = e.match_id and r.player_id = e.player_id
        where e.player_id = v_player.id and m.is_final
        group by m.id
        order by m.date desc
        limit 5
      ) x), '[]'::json)
  );
end
$$;
comment on function public.get_my_home() is 'The signed-in player''s home in one call: upcoming entries (owed_cents, can_withdraw until the start), waitlists, pending invitations with their games, winnings and the last 5 results.';
revoke all on function public.get_my_home() from public;
grant execute on function public.get_my_home() to anon, authenticated;

create function public.answer_my_invitation(p_invite_id uuid, p_accept boolean, p_match_game_ids uuid[] default '{}')
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_player public.players := private.require_player();
  v_token text := private.new_token();
  v_answer json;
begin
  if not exists (select 1 from public.match_invites i where i.id = p_invite_id and i.player_id = v_player.id) then
    raise exception using message = 'This invitation link is not valid or has expired.', errcode = '22023';
  end if;
  -- The home answers through the e-mailed link's own path (respond_to_invitation), so the rules for
  -- seats, waitlists, games and e-mails stay in one place: a one-off link is made and used at once.
  insert into private.invite_tokens (token_hash, invite_id) values (private.token_hash(v_token), p_invite_id);
  v_answer := public.respond_to_invitation(v_token, p_accept, p_match_game_ids);
  delete from private.invite_tokens t where t.token_hash = private.token_hash(v_token);
  return v_answer;
end
$$;
comment on function public.answer_my_invitation(uuid, boolean, uuid[]) is 'The signed-in player accepts (chosen optional games) or declines one of their own invitations; same answer as respond_to_invitation.';
revoke all on function public.answer_my_invitation(uuid, boolean, uuid[]) from public;
grant execute on function public.answer_my_invitation(uuid, boolean, uuid[]) to anon, authenticated;

create function public.withdraw_from_match(p_match_id uuid)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_player public.players := private.require_player();
  v_match public.matches;
  v_entry public.match_entries;
  v_wait public.match_waitlist;
  v_next public.players;
  v_promoted text;
  v_admins_told boolean := false;
begin
  v_match := private.lock_match(p_match_id);
  select e.* into v_entry from public.match_entries e where e.match_id = v_match.id and e.player_id = v_player.id;
  if v_entry.id is null then
    raise exception using message = 'You are not entered in this match', errcode = '22023';
  end if;
  if v_match.is_final then
    raise exception using message = private.final_match_message(), errcode = '23514';
  end if;
  if v_match.cancelled_at is not null then
    raise exception using message = 'This match has been cancelled', errcode = '23514';
  end if;
  if now() >= private.match_starts_at(v_match.id) then
    raise exception using message = 'You can no longer withdraw: the match has started. Ask an admin.', errcode = '23514';
  end if;

  -- Payments stay (credit, DESIGN rule 19); opt-ins and the scorecard cascade with the entry.
  delete from public.results r where r.match_id = v_match.id and r.player_id = v_player.id;
  delete from public.match_entries e where e.id = v_entry.id;
  perform private.audit('MATCH_ENTRY_WITHDRAWN', 'match', v_match.id::text, v_match.name,
                        jsonb_build_object('player_id', v_player.id, 'player_name', v_player.name));

  -- The first on the waitlist who can be entered, as promote_waitlist allows: an active member or a guest
  -- an admin added (status GUEST); a waitlist row with only an e-mail has no player to enter.
  select w.* into v_wait
  from public.match_waitlist w
  join public.players p on p.id = w.player_id
  where w.match_id = v_match.id and w.promoted_at is null and p.status in ('ACTIVE', 'GUEST')
    and not exists (select 1 from public.match_entries e where e.match_id = w.match_id and e.player_id = w.player_id)
  order by w.created_at, w.id
  limit 1
  for update of w;

  if v_wait.id is not null and coalesce(private.setting('waitlistAutoPromote'), 'true') = 'true' then
    select p.* into v_next from public.players p where p.id = v_wait.player_id;
    perform private.enter_player(v_match.id, v_next.id, v_wait.match_game_ids);
    update public.match_waitlist w set promoted_at = now() where w.id = v_wait.id;
    perform private.enqueue_email('waitlist_promoted', v_next.email, jsonb_build_object(
      'playerName', v_next.name, 'matchName', v_match.name, 'courseName', v_match.course_name,
      'matchDate', v_match.date, 'matchId', v_match.id,
      'matchUrl', private.app_url() || '/matches/' || v_match.id));
    perform private.audit('MATCH_WAITLIST_PROMOTED', 'match', v_match.id::text, v_match.name,
                          jsonb_build_object('waitlist_id', v_wait.id, 'player_id', v_next.id, 'player_name', v_next.name,
                                             'automatic', true));
    v_promoted := v_next.name;
  end if;

  v_admins_told := private.notify_admins('admin_notice', jsonb_build_object(
    'kind', 'WITHDRAWN', 'playerName', v_player.name, 'matchName', v_match.name, 'matchDate', v_match.date,
    'matchId', v_match.id, 'matchUrl', private.app_url() || '/matches/' || v_match.id,
    'promotedName', v_promoted, 'waitlistWaiting', v_wait.id is not null and v_promoted is null));

  return json_build_object('promoted', v_promoted, 'admins_told', v_admins_told,
                           -- What the money slice's account now holds for the player on this match.
                           'credit_cents', coalesce((select mm.credit_cents from private.match_money(array[v_match.id]) mm
                                                     where mm.player_id = v_player.id), 0));
end
$$;
comment on function public.withdraw_from_match(uuid) is 'The signed-in player leaves a match until its start (DESIGN rule 17): entry removed (payments stay as credit), the first active waitlisted player promoted when waitlistAutoPromote is true, admins told. Returns {promoted, admins_told, credit_cents}.';
revoke all on function public.withdraw_from_match(uuid) from public;
grant execute on function public.withdraw_from_match(uuid) to anon, authenticated;

-- RPCs: the member lifecycle ------------------------------------------------------------------------------

create function private.lock_member(p_player_id uuid)
returns public.players
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_player public.players;
begin
  perform private.require_admin();
  select p.* into v_player from public.players p where p.id = p_player_id for update;
  if v_player.id is null then
    raise exception using message = 'Player not found', errcode = 'PT404';
  end if;
  if v_player.closed_at is not null then
    raise exception using message = 'This account has been closed', errcode = '23514';
  end if;
  return v_player;
end
$$;
comment on function private.lock_member(uuid) is 'For admin lifecycle RPCs: requires an admin, locks the player row; refuses closed accounts.';
revoke all on function private.lock_member(uuid) from public;

create function public.deactivate_player(p_player_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_player public.players := private.lock_member(p_player_id);
begin
  -- Admins are PIN holders, not players: deactivating a member never removes an admin.
  if v_player.status <> 'ACTIVE' then
    raise exception using message = 'Only active members can be deactivated', errcode = '23514';
  end if;
  update public.players p set status = 'INACTIVE' where p.id = v_player.id;
  perform private.audit('PLAYER_DEACTIVATED', 'player', v_player.id::text, v_player.name);
  perform private.member_status_mail(v_player, 'DEACTIVATED');
end
$$;
comment on function public.deactivate_player(uuid) is 'Admin: an ACTIVE member becomes INACTIVE (history kept, gone from pickers, cannot sign in); audited and e-mailed.';
revoke all on function public.deactivate_player(uuid) from public;
grant execute on function public.deactivate_player(uuid) to anon, authenticated;

create function public.reactivate_player(p_player_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_player public.players := private.lock_member(p_player_id);
begin
  if v_player.status <> 'INACTIVE' or v_player.join_date is null then
    raise exception using message = 'Only inactive members can be reactivated', errcode = '23514';
  end if;
  update public.players p set status = 'ACTIVE' where p.id = v_player.id;
  perform private.audit('PLAYER_REACTIVATED', 'player', v_player.id::text, v_player.name);
  perform private.member_status_mail(v_player, 'REACTIVATED');
end
$$;
comment on function public.reactivate_player(uuid) is 'Admin: an INACTIVE member who had joined becomes ACTIVE again; audited and e-mailed.';
revoke all on function public.reactivate_player(uuid) from public;
grant execute on function public.reactivate_player(uuid) to anon, authenticated;

create function public.undo_player_decline(p_player_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_player public.players := private.lock_member(p_player_id);
begin
  -- A declined request is INACTIVE without a join date (decline_players); it goes back to the review list.
  if v_player.status <> 'INACTIVE' or v_player.join_date is not null then
    raise exception using message = 'Only declined requests can be restored', errcode = '23514';
  end if;
  update public.players p set status = 'PENDING' where p.id = v_player.id;
  perform private.audit('PLAYER_DECLINE_UNDONE', 'player', v_player.id::text, v_player.name);
  perform private.member_status_mail(v_player, 'DECLINE_UNDONE');
end
$$;
comment on function public.undo_player_decline(uuid) is 'Admin: a declined sign-up request is PENDING again (back in the review list); audited and e-mailed.';
revoke all on function public.undo_player_decline(uuid) from public;
grant execute on function public.undo_player_decline(uuid) to anon, authenticated;

create function public.take_a_break()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_player public.players := private.require_player();
begin
  if v_player.status <> 'ACTIVE' then
    raise exception using message = 'Only active members can take a break', errcode = '23514';
  end if;
  -- Audited first: once inactive, this request no longer has a player.
  perform private.audit('PLAYER_TOOK_A_BREAK', 'player', v_player.id::text, v_player.name);
  update public.players p set status = 'INACTIVE' where p.id = v_player.id;
  perform private.member_status_mail(v_player, 'BREAK');
  perform private.notify_admins('admin_notice', jsonb_build_object(
    'kind', 'BREAK', 'playerName', v_player.name, 'playerUrl', private.app_url() || '/players/' || v_player.id));
end
$$;
comment on function public.take_a_break() is 'The signed-in member goes inactive at once (/responsible-gaming: no questions asked); audited, e-mailed, admins told. An admin reactivates.';
revoke all on function public.take_a_break() from public;
grant execute on function public.take_a_break() to anon, authenticated;

-- RPCs: data rights ---------------------------------------------------------------------------------------

create function public.export_my_data()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_player public.players := private.require_player();
begin
  return json_build_object(
    'exported_at', now(),
    'profile', json_build_object('id', v_player.id, 'name', v_player.name, 'nickname', v_player.nickname,
                                 'email', v_player.email, 'ghin', v_player.ghin, 'status', v_player.status,
                                 'join_date', v_player.join_date, 'consent_at', v_player.consent_at,
                                 'league_index', v_player.league_index, 'created_at', v_player.created_at),
    'handicap_logs', coalesce((
      select json_agg(json_build_object('date', h.date, 'course_name', h.course_name, 'rating', h.rating,
                                        'slope', h.slope, 'gross', h.gross, 'differential', h.differential)
                      order by h.date, h.created_at)
      from public.handicap_logs h where h.player_id = v_player.id), '[]'::json),
    'entries', coalesce((
      select json_agg(json_build_object('match', m.name, 'date', m.date, 'course_name', m.course_name,
                                        'entered_at', e.created_at, 'charges_cents', b.charges_cents,
                                        'paid_cents', b.paid_cents)
                      order by m.date, m.name)
      from public.match_entries e
      join public.matches m on m.id = e.match_id
      join private.entry_balances b on b.entry_id = e.id
      where e.player_id = v_player.id), '[]'::json),
    'payments', coalesce((
      select json_agg(json_build_object('match', m.name, 'date', m.date, 'amount_cents', p.amount_cents,
                                        'method', p.method, 'recorded_at', p.created_at,
                                        'voided_at', p.voided_at, 'void_reason', p.void_reason)
                      order by p.created_at)
      from public.match_payments p join public.matches m on m.id = p.match_id
      where p.player_id = v_player.id), '[]'::json),
    'results', coalesce((
      select json_agg(json_build_object('match', m.name, 'date', m.date, 'game', c.name, 'position', r.position,
                                        'points', r.points, 'skins_won', r.skins_won, 'payout_cents', r.payout_cents)
                      order by m.date, m.name, c.sort_order)
      from public.results r
      join public.matches m on m.id = r.match_id and m.is_final
      join public.game_catalog c on c.code = r.game_code
      where r.player_id = v_player.id), '[]'::json)
  );
end
$$;
comment on function public.export_my_data() is 'The signed-in player''s data (/privacy): profile, handicap logs, entries with charges and payments, payments, final results.';
revoke all on function public.export_my_data() from public;
grant execute on function public.export_my_data() to anon, authenticated;

create function public.close_my_account(p_confirmation text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_player public.players := private.require_player();
begin
  if p_confirmation is distinct from 'CLOSE' then
    raise exception using message = 'Type CLOSE to confirm', errcode = '22023';
  end if;
  if exists (select 1 from public.match_entries e join public.matches m on m.id = e.match_id
             where e.player_id = v_player.id and not m.is_final and m.cancelled_at is null
               and now() < private.match_starts_at(m.id)) then
    raise exception using message = 'Withdraw from your upcoming matches before closing your account', errcode = '23514';
  end if;
  -- Audited and the goodbye queued while the name and address still exist.
  perform private.audit('PLAYER_ACCOUNT_CLOSED', 'player', v_player.id::text, 'Former member');
  perform private.enqueue_email('account_closed', v_player.email, jsonb_build_object('playerName', v_player.name));

  -- Everything that only reaches the person goes; entries, payments and results keep their player row.
  delete from public.match_waitlist w where w.player_id = v_player.id and w.promoted_at is null;
  update public.match_waitlist w set email = null where w.player_id = v_player.id;
  delete from public.match_invites i where i.player_id = v_player.id;
  delete from private.sign_in_links l where l.player_id = v_player.id;
  delete from private.email_changes c where c.player_id = v_player.id;
  update private.player_sessions s set revoked_at = now() where s.player_id = v_player.id and s.revoked_at is null;
  update public.players p
  set name = 'Former member', nickname = null, email = null, ghin = null, status = 'INACTIVE', closed_at = now()
  where p.id = v_player.id;
end
$$;
comment on function public.close_my_account(text) is 'The signed-in member closes their account (p_confirmation = ''CLOSE''): name → "Former member", e-mail, GHIN, nickname, invitations and sessions removed; entries, payments and results kept. Refused while entered in a match that has not started.';
revoke all on function public.close_my_account(text) from public;
grant execute on function public.close_my_account(text) to anon, authenticated;
