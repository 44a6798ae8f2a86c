-- Issue #15 item 5 and item 8 (weekly leaders): e-mail that never silently fails, sent by the server.
--
-- 1. Campaigns: a bulk send is one row in private.email_campaigns and one outbox row per recipient,
--    written in one transaction by create_email_campaign (the e-mail centre), send_match_field_email
--    (a match's entrants, pending invitees or waitlist) or send_weekly_leaders. The outbox delivers
--    them (kicked at commit, 20261128050000_mail_outbox_kick.sql), so closing the admin's tab stops
--    nothing; get_email_campaign reports progress and per-address results from the outbox.
-- 2. The Outbox admin page: get_email_outbox (filters, paged), get_email_outbox_templates, resend_email.
-- 3. Weekly leaders: one send path (send_weekly_leaders; the e-mail centre's template and the settings'
--    "Send now" both call it), the weekly_leaders template's one subject, at most once per ISO week in
--    the club's time zone — sharing the Monday job's dedupe keys — unless the admin confirms a resend.

create table private.email_campaigns (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  subject text,
  match_id uuid references public.matches (id) on delete set null,
  audience text,
  recipient_count integer not null,
  actor_kind text not null,
  actor_id text,
  created_at timestamp with time zone not null default now(),
  constraint email_campaigns_kind_check check (kind in ('CUSTOM', 'MATCH_FIELD', 'WEEKLY_LEADERS')),
  constraint email_campaigns_audience_check check (audience is null or audience in ('ENTRANTS', 'INVITEES', 'WAITLIST')),
  constraint email_campaigns_recipient_count_check check (recipient_count > 0)
);
alter table private.email_campaigns enable row level security;
comment on table private.email_campaigns is 'One bulk send (e-mail centre, a match''s field, weekly leaders); its messages are the outbox rows with its campaign_id.';
create index email_campaigns_created_at_idx on private.email_campaigns (created_at desc);
create index email_campaigns_match_idx on private.email_campaigns (match_id) where match_id is not null;

alter table public.email_outbox add column campaign_id uuid references private.email_campaigns (id) on delete set null;
comment on column public.email_outbox.campaign_id is 'The bulk send this message belongs to (private.email_campaigns), if any.';
create index email_outbox_campaign_idx on public.email_outbox (campaign_id) where campaign_id is not null;
create index email_outbox_template_idx on public.email_outbox (template, created_at desc);

-- The spec's e-mail centre limit and messages (admin-side.md §5, §9).
create function private.campaign_text_problem(p_subject text, p_message text)
returns text
language sql
stable
set search_path = ''
as $$
  select case
    when not private.email_enabled() then 'Email notifications are disabled. Enable them in settings first.'
    when nullif(btrim(coalesce(p_subject, '')), '') is null then 'Please enter a subject'
    when char_length(btrim(p_subject)) > 250 then 'The subject can be at most 250 characters'
    when nullif(btrim(coalesce(p_message, '')), '') is null then 'Please enter a message'
    when char_length(p_message) > 50000 then 'The message can be at most 50,000 characters'
  end
$$;
comment on function private.campaign_text_problem(text, text) is 'Why a bulk e-mail cannot go (e-mail off, subject, message), or null.';
revoke all on function private.campaign_text_problem(text, text) from public, anon, authenticated;

create function private.campaign_size_problem(p_count integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_count = 0 then 'Please select at least one recipient'
    when p_count > 200 then 'Maximum 200 recipients allowed per send'
  end
$$;
comment on function private.campaign_size_problem(integer) is 'The spec''s recipient limits of a bulk e-mail (1 to 200), or null.';
revoke all on function private.campaign_size_problem(integer) from public, anon, authenticated;

create function private.new_campaign(p_kind text, p_subject text, p_match_id uuid, p_audience text, p_count integer)
returns uuid
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_actor record := private.current_actor();
  v_id uuid;
begin
  -- clock_timestamp: two sends in one transaction still have an order ("the latest").
  insert into private.email_campaigns (kind, subject, match_id, audience, recipient_count, actor_kind, actor_id, created_at)
  values (p_kind, p_subject, p_match_id, p_audience, p_count, v_actor.kind, v_actor.id, clock_timestamp())
  returning id into v_id;
  return v_id;
end
$$;
comment on function private.new_campaign(text, text, uuid, text, integer) is 'Records a bulk send and who made it.';
revoke all on function private.new_campaign(text, text, uuid, text, integer) from public, anon, authenticated;

-- 1. The e-mail centre ------------------------------------------------------------------------------

create function public.create_email_campaign(p_subject text, p_message text, p_player_ids uuid[], p_all_active boolean default false)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_problem text;
  v_recipients jsonb;
  v_count integer;
  v_campaign uuid;
begin
  perform private.require_admin();
  v_problem := private.campaign_text_problem(p_subject, p_message);
  if v_problem is not null then
    raise exception using message = v_problem, errcode = '23514';
  end if;
  if not coalesce(p_all_active, false) and exists (
    select 1 from unnest(coalesce(p_player_ids, '{}'::uuid[])) as picked (id)
    where not exists (select 1 from public.players p where p.id = picked.id)
  ) then
    raise exception using message = 'Player not found', errcode = '22023';
  end if;
  -- A picked player who stopped being ACTIVE since the list was shown is an honest failure of that
  -- address (spec: failures are collected per address and never stop the run), not a refusal of all.
  select coalesce(jsonb_agg(jsonb_build_object('id', p.id, 'name', p.name, 'email', p.email, 'active', p.status = 'ACTIVE') order by p.name), '[]'::jsonb)
  into v_recipients
  from public.players p
  where p.email is not null
    and (case when coalesce(p_all_active, false) then p.status = 'ACTIVE' else p.id = any (coalesce(p_player_ids, '{}'::uuid[])) end);
  v_count := jsonb_array_length(v_recipients);
  v_problem := private.campaign_size_problem(v_count);
  if v_problem is not null then
    raise exception using message = v_problem, errcode = '23514';
  end if;
  v_campaign := private.new_campaign('CUSTOM', btrim(p_subject), null, null, v_count);
  insert into public.email_outbox (template, to_email, payload, dedupe_key, campaign_id, status, last_error)
  select 'custom', r ->> 'email',
         jsonb_build_object('subject', btrim(p_subject), 'message', p_message, 'playerName', r ->> 'name'),
         'campaign:' || v_campaign || ':' || (r ->> 'id'), v_campaign,
         case when (r ->> 'active')::boolean then 'PENDING' else 'FAILED' end,
         case when (r ->> 'active')::boolean then null else 'This recipient is not an active player' end
  from jsonb_array_elements(v_recipients) r;
  perform private.audit('EMAIL_CAMPAIGN_SENT', 'email_campaign', v_campaign::text, btrim(p_subject),
                        jsonb_build_object('recipients', v_count, 'all_active', coalesce(p_all_active, false)));
  return json_build_object('id', v_campaign, 'total', v_count);
end
$$;
comment on function public.create_email_campaign(text, text, uuid[], boolean) is
  'Admin: queues one e-mail (subject, message in the e-mail centre''s markup) per player picked, or to every ACTIVE player; 1 to 200 recipients; a picked player no longer ACTIVE is that address''s failure. The server delivers it; returns {id, total}.';
revoke all on function public.create_email_campaign(text, text, uuid[], boolean) from public;
grant execute on function public.create_email_campaign(text, text, uuid[], boolean) to anon, authenticated;

create function public.get_email_campaign(p_id uuid default null)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_campaign private.email_campaigns;
begin
  perform private.require_admin();
  select c.* into v_campaign from private.email_campaigns c
  where c.id = p_id or (p_id is null)
  order by c.created_at desc
  limit 1;
  if v_campaign.id is null then
    return null;
  end if;
  return (
    select json_build_object(
      'id', v_campaign.id,
      'kind', v_campaign.kind,
      'subject', v_campaign.subject,
      'match_id', v_campaign.match_id,
      'audience', v_campaign.audience,
      'created_at', v_campaign.created_at,
      'total', v_campaign.recipient_count,
      'sent', count(*) filter (where o.status = 'SENT'),
      'failed', count(*) filter (where o.status = 'FAILED'),
      'retrying', count(*) filter (where o.status = 'PENDING' and o.attempts > 0),
      'waiting', count(*) filter (where o.status = 'PENDING' and o.attempts = 0),
      'done', count(*) filter (where o.status = 'PENDING' and o.attempts = 0) = 0,
      'results', coalesce(json_agg(json_build_object(
          'id', o.id, 'email', o.to_email, 'name', coalesce(o.payload ->> 'playerName', ''), 'status', o.status,
          'attempts', o.attempts, 'error', o.last_error)
        order by o.status = 'PENDING' and o.attempts = 0, o.sent_at nulls last, o.to_email)
        filter (where o.id is not null), '[]'::json))
    from public.email_outbox o
    where o.campaign_id = v_campaign.id
  );
end
$$;
comment on function public.get_email_campaign(uuid) is
  'Admin: a bulk send''s progress from the outbox (the latest when p_id is null): total, sent, failed, retrying, waiting, done and one result per address.';
revoke all on function public.get_email_campaign(uuid) from public;
grant execute on function public.get_email_campaign(uuid) to anon, authenticated;

-- 2. The Outbox page --------------------------------------------------------------------------------

create function public.get_email_outbox(p_status text default null, p_template text default null, p_search text default null,
                                        p_limit integer default 25, p_offset integer default 0)
returns table (id uuid, template text, to_email text, subject text, status text, attempts integer, last_error text,
               created_at timestamp with time zone, sent_at timestamp with time zone,
               next_attempt_at timestamp with time zone, campaign_id uuid, total_count bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_search text := nullif(btrim(coalesce(p_search, '')), '');
begin
  perform private.require_admin();
  if p_status is not null and p_status not in ('PENDING', 'SENT', 'FAILED') then
    raise exception using message = 'Status must be PENDING, SENT or FAILED', errcode = '22023';
  end if;
  if p_limit is null or p_limit < 1 or p_limit > 100 or p_offset is null or p_offset < 0 then
    raise exception using message = 'A page holds 1 to 100 rows from offset 0', errcode = '22023';
  end if;
  return query
  select o.id, o.template, o.to_email, coalesce(o.subject, o.payload ->> 'subject'), o.status, o.attempts, o.last_error,
         o.created_at, o.sent_at, o.next_attempt_at, o.campaign_id, count(*) over ()
  from public.email_outbox o
  where (p_status is null or o.status = p_status)
    and (p_template is null or o.template = p_template)
    and (v_search is null or strpos(lower(o.to_email), lower(v_search)) > 0)
  order by o.created_at desc, o.id
  limit p_limit offset p_offset;
end
$$;
comment on function public.get_email_outbox(text, text, text, integer, integer) is
  'Admin: the outbox newest first, filtered by status, template (kind) and a piece of the recipient''s address; paged, with total_count.';
revoke all on function public.get_email_outbox(text, text, text, integer, integer) from public;
grant execute on function public.get_email_outbox(text, text, text, integer, integer) to anon, authenticated;

create function public.get_email_outbox_templates()
returns table (template text, message_count bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return query select o.template, count(*) from public.email_outbox o group by o.template order by o.template;
end
$$;
comment on function public.get_email_outbox_templates() is 'Admin: the kinds of message in the outbox, for the Outbox page''s filter.';
revoke all on function public.get_email_outbox_templates() from public;
grant execute on function public.get_email_outbox_templates() to anon, authenticated;

create function public.resend_email(p_id uuid)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_row public.email_outbox;
  v_id uuid;
begin
  perform private.require_admin();
  select o.* into v_row from public.email_outbox o where o.id = p_id for update;
  if v_row.id is null then
    raise exception using message = 'This e-mail is not in the outbox', errcode = '22023';
  end if;
  if v_row.status = 'SENT' then
    -- A delivered message is sent again as a copy; one that carried a one-time link is asked for anew.
    if v_row.template in ('sign_in_link', 'email_change_confirm', 'email_change_notice') then
      raise exception using message = 'This e-mail carried a one-time link and cannot be sent again: the member asks for a new one', errcode = '23514';
    end if;
    insert into public.email_outbox (template, to_email, payload)
    values (v_row.template, v_row.to_email, v_row.payload)
    returning id into v_id;
  else
    -- Failed or waiting for a retry: due now, with its attempts kept.
    update public.email_outbox o set status = 'PENDING', next_attempt_at = now() where o.id = p_id;
    v_id := p_id;
    perform private.kick_email_outbox();
  end if;
  perform private.audit('EMAIL_RESENT', 'email', v_id::text, v_row.template,
                        jsonb_build_object('outbox_id', p_id, 'previous_status', v_row.status, 'attempts', v_row.attempts));
  return json_build_object('id', v_id, 'copy', v_id <> p_id);
end
$$;
comment on function public.resend_email(uuid) is
  'Admin: a failed or retrying message is due again now (attempts kept); a sent one is queued again as a copy (not one-time links). Returns {id, copy}.';
revoke all on function public.resend_email(uuid) from public;
grant execute on function public.resend_email(uuid) to anon, authenticated;

-- 3. One match's field ------------------------------------------------------------------------------

create function private.match_field_recipients(p_match_id uuid, p_audience text)
returns table (email text, name text)
language sql
stable
security definer
set search_path = ''
as $$
  select distinct on (lower(r.email)) r.email, r.name
  from (
    select p.email, p.name from public.match_entries e join public.players p on p.id = e.player_id
    where p_audience = 'ENTRANTS' and e.match_id = p_match_id
    union all
    select i.email, p.name from public.match_invites i join public.players p on p.id = i.player_id
    where p_audience = 'INVITEES' and i.match_id = p_match_id and i.status = 'PENDING' and i.expires_at > now()
    union all
    select coalesce(p.email, w.email), coalesce(p.name, '') from public.match_waitlist w left join public.players p on p.id = w.player_id
    where p_audience = 'WAITLIST' and w.match_id = p_match_id and w.promoted_at is null
  ) r
  where r.email is not null and private.is_valid_email(r.email)
  order by lower(r.email), r.name
$$;
comment on function private.match_field_recipients(uuid, text) is
  'Who a match''s field e-mail reaches: ENTRANTS, INVITEES (invitations waiting for an answer) or WAITLIST (not promoted); one row per address.';
revoke all on function private.match_field_recipients(uuid, text) from public, anon, authenticated;

create function public.get_match_field_counts(p_match_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return json_build_object(
    'entrants', (select count(*) from private.match_field_recipients(p_match_id, 'ENTRANTS')),
    'invitees', (select count(*) from private.match_field_recipients(p_match_id, 'INVITEES')),
    'waitlist', (select count(*) from private.match_field_recipients(p_match_id, 'WAITLIST')));
end
$$;
comment on function public.get_match_field_counts(uuid) is 'Admin: how many addresses each of a match''s audiences (entrants, invitees, waitlist) reaches.';
revoke all on function public.get_match_field_counts(uuid) from public;
grant execute on function public.get_match_field_counts(uuid) to anon, authenticated;

create function public.send_match_field_email(p_match_id uuid, p_audience text, p_subject text, p_message text)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_match public.matches;
  v_problem text;
  v_count integer;
  v_campaign uuid;
begin
  perform private.require_admin();
  select m.* into v_match from public.matches m where m.id = p_match_id;
  if v_match.id is null then
    raise exception using message = 'Match not found', errcode = '22023';
  end if;
  if p_audience is null or p_audience not in ('ENTRANTS', 'INVITEES', 'WAITLIST') then
    raise exception using message = 'Choose who to e-mail: entrants, invitees or waitlist', errcode = '22023';
  end if;
  v_problem := private.campaign_text_problem(p_subject, p_message);
  if v_problem is not null then
    raise exception using message = v_problem, errcode = '23514';
  end if;
  select count(*) into v_count from private.match_field_recipients(p_match_id, p_audience);
  if v_count = 0 then
    raise exception using errcode = '23514', message = case p_audience
      when 'ENTRANTS' then 'No one to e-mail: this match has no entrants with an e-mail address'
      when 'INVITEES' then 'No one to e-mail: this match has no invitations waiting for an answer'
      else 'No one to e-mail: this match has nobody on its waitlist' end;
  end if;
  v_problem := private.campaign_size_problem(v_count);
  if v_problem is not null then
    raise exception using message = v_problem, errcode = '23514';
  end if;
  v_campaign := private.new_campaign('MATCH_FIELD', btrim(p_subject), p_match_id, p_audience, v_count);
  insert into public.email_outbox (template, to_email, payload, dedupe_key, campaign_id)
  select 'match_message', r.email,
         jsonb_build_object('subject', btrim(p_subject), 'message', p_message, 'playerName', r.name,
                            'matchId', v_match.id, 'matchName', v_match.name, 'courseName', v_match.course_name,
                            'matchDate', v_match.date, 'startTime', to_char(v_match.start_time, 'HH24:MI')),
         'campaign:' || v_campaign || ':' || lower(r.email), v_campaign
  from private.match_field_recipients(p_match_id, p_audience) r;
  perform private.audit('MATCH_FIELD_EMAILED', 'match', p_match_id::text, v_match.name,
                        jsonb_build_object('campaign_id', v_campaign, 'audience', p_audience, 'recipients', v_count,
                                           'subject', btrim(p_subject)));
  return json_build_object('id', v_campaign, 'total', v_count);
end
$$;
comment on function public.send_match_field_email(uuid, text, text, text) is
  'Admin: e-mails one match''s ENTRANTS, INVITEES (waiting for an answer) or WAITLIST (subject, message in the e-mail centre''s markup); refused when nobody can be reached. Returns {id, total}.';
revoke all on function public.send_match_field_email(uuid, text, text, text) from public;
grant execute on function public.send_match_field_email(uuid, text, text, text) to anon, authenticated;

-- 4. Weekly leaders: one path, at most once a week ---------------------------------------------------

create function private.send_weekly_leaders(p_confirm_resend boolean)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_week text := to_char(private.club_today(), 'IYYY-"W"IW');
  v_last timestamp with time zone;
  v_leaders jsonb;
  v_count integer;
  v_campaign uuid;
begin
  if not private.email_enabled() then
    raise exception using message = 'Email notifications are disabled. Enable them in settings first.', errcode = '23514';
  end if;
  select max(o.created_at) into v_last from public.email_outbox o
  where o.template = 'weekly_leaders' and o.dedupe_key like 'weekly_leaders:' || v_week || ':%';
  if v_last is not null and not coalesce(p_confirm_resend, false) then
    raise exception using errcode = '23505',
      message = 'The weekly leaders e-mail already went out this week (' ||
                to_char(v_last at time zone private.club_timezone(), 'FMDay, FMMonth FMDD "at" FMHH12:MI AM') || '). Confirm to send it again.';
  end if;
  select count(*) into v_count from public.players p where p.status = 'ACTIVE' and p.email is not null;
  if v_count = 0 then
    raise exception using message = 'There are no active players to e-mail', errcode = '23514';
  end if;
  select coalesce(jsonb_agg(jsonb_build_object('name', l.name, 'earningsCents', l.earnings_cents,
                                               'earnings', private.money_text(l.earnings_cents), 'points', l.points)
                            order by l.earnings_cents desc, l.points desc, l.name), '[]'::jsonb)
  into v_leaders
  from public.get_weekly_leaders() l;
  v_campaign := private.new_campaign('WEEKLY_LEADERS', null, null, null, v_count);
  -- The Monday job's keys (queue_weekly_leaders): sent now, the job queues nothing more this week.
  insert into public.email_outbox (template, to_email, payload, dedupe_key, campaign_id)
  select 'weekly_leaders', p.email,
         jsonb_build_object('playerName', p.name, 'week', v_week, 'leaders', v_leaders,
                            'matchesUrl', private.app_url() || '/matches'),
         'weekly_leaders:' || v_week || ':' || case when v_last is null then '' else 'again:' || v_campaign || ':' end || p.id,
         v_campaign
  from public.players p
  where p.status = 'ACTIVE' and p.email is not null;
  perform private.audit('WEEKLY_LEADERS_SENT', 'email_campaign', v_campaign::text, 'Weekly leaders ' || v_week,
                        jsonb_build_object('recipients', v_count, 'resend', v_last is not null));
  return json_build_object('id', v_campaign, 'total', v_count, 'week', v_week, 'resend', v_last is not null);
end
$$;
comment on function private.send_weekly_leaders(boolean) is
  'The one send path of the weekly leaders e-mail outside the Monday job: every ACTIVE player, at most once per ISO week (club zone) unless p_confirm_resend.';
revoke all on function private.send_weekly_leaders(boolean) from public, anon, authenticated;
grant execute on function private.send_weekly_leaders(boolean) to service_role;

create function public.send_weekly_leaders(p_confirm_resend boolean default false)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return private.send_weekly_leaders(p_confirm_resend);
end
$$;
comment on function public.send_weekly_leaders(boolean) is
  'Admin: sends the weekly leaders e-mail to every ACTIVE player now; refused (23505) when it already went out this ISO week unless p_confirm_resend. Returns {id, total, week, resend}.';
revoke all on function public.send_weekly_leaders(boolean) from public;
grant execute on function public.send_weekly_leaders(boolean) to anon, authenticated;
