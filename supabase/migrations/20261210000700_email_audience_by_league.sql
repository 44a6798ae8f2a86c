-- Bulk e-mail per league (#27 item 4, DESIGN rule 25): the e-mail centre's audience and a campaign can be one
-- league's players. New arguments change the signatures: the functions are dropped and made again.
-- Replaces get_email_recipients of 20261127000700_screens_and_reporting.sql and create_email_campaign of
-- 20261128050100_mail_outbox_admin_and_campaigns.sql: p_league_id (default null, the whole club); the rest as it was.

drop function public.get_email_recipients(text, integer, integer);
drop function public.create_email_campaign(text, text, uuid[], boolean);

create function public.get_email_recipients(
  p_search text default null,
  p_limit integer default null,
  p_offset integer default 0,
  p_league_id uuid default null
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_needle text := lower(nullif(btrim(coalesce(p_search, '')), ''));
  v_total bigint;
  v_rows json;
begin
  perform private.require_admin();
  if p_league_id is not null and not exists (select 1 from public.leagues l where l.id = p_league_id) then
    raise exception using message = 'League not found', errcode = 'PT404';
  end if;
  if (p_limit is not null and p_limit < 0) or coalesce(p_offset, 0) < 0 then
    raise exception using message = 'Limit and offset must not be negative', errcode = '22023';
  end if;

  select count(*) into v_total
  from public.players p
  where p.status = 'ACTIVE'
    and (p_league_id is null or exists (select 1 from public.league_members lm
                                        where lm.league_id = p_league_id and lm.player_id = p.id and lm.status = 'ACTIVE'))
    and (v_needle is null
         or strpos(lower(p.name), v_needle) > 0
         or strpos(lower(coalesce(p.nickname, '')), v_needle) > 0
         or strpos(lower(p.email), v_needle) > 0);

  select coalesce(json_agg(json_build_object('id', r.id, 'name', r.name, 'nickname', r.nickname, 'email', r.email)
                           order by r.name, r.id), '[]'::json)
  into v_rows
  from (
    select p.id, p.name, p.nickname, p.email
    from public.players p
    where p.status = 'ACTIVE'
      and (p_league_id is null or exists (select 1 from public.league_members lm
                                          where lm.league_id = p_league_id and lm.player_id = p.id and lm.status = 'ACTIVE'))
      and (v_needle is null
           or strpos(lower(p.name), v_needle) > 0
           or strpos(lower(coalesce(p.nickname, '')), v_needle) > 0
           or strpos(lower(p.email), v_needle) > 0)
    order by p.name, p.id
    limit p_limit offset coalesce(p_offset, 0)
  ) r;

  return json_build_object('total', v_total, 'rows', v_rows);
end
$$;
comment on function public.get_email_recipients(text, integer, integer, uuid) is
  'Admin: the e-mail centre''s audience, ACTIVE players matching p_search (name, nickname or e-mail) as {total, rows: [{id, name, nickname, email}]} ordered by name, id; p_limit null = every match; p_league_id: only the players of that league.';
revoke all on function public.get_email_recipients(text, integer, integer, uuid) from public;
grant execute on function public.get_email_recipients(text, integer, integer, uuid) to anon, authenticated, service_role;

create function public.create_email_campaign(p_subject text, p_message text, p_player_ids uuid[], p_all_active boolean default false,
                                             p_league_id uuid default null)
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
  if p_league_id is not null and not exists (select 1 from public.leagues l where l.id = p_league_id) then
    raise exception using message = 'League not found', errcode = 'PT404';
  end if;
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
    and (case when coalesce(p_all_active, false) then p.status = 'ACTIVE' else p.id = any (coalesce(p_player_ids, '{}'::uuid[])) end)
    -- A league's campaign: only its players (a picked player who left it is not written to).
    and (p_league_id is null or exists (select 1 from public.league_members lm
                                        where lm.league_id = p_league_id and lm.player_id = p.id and lm.status = 'ACTIVE'));
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
                        jsonb_build_object('recipients', v_count, 'all_active', coalesce(p_all_active, false), 'league_id', p_league_id));
  return json_build_object('id', v_campaign, 'total', v_count);
end
$$;
comment on function public.create_email_campaign(text, text, uuid[], boolean, uuid) is
  'Admin: queues one e-mail (subject, message in the e-mail centre''s markup) per player picked, or to every ACTIVE player; 1 to 200 recipients; a picked player no longer ACTIVE is that address''s failure; p_league_id: only that league''s players (all of them with p_all_active). The server delivers it; returns {id, total}.';
revoke all on function public.create_email_campaign(text, text, uuid[], boolean, uuid) from public;
grant execute on function public.create_email_campaign(text, text, uuid[], boolean, uuid) to anon, authenticated;
