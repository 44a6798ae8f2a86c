-- Issue #15 (DESIGN rule 22): the weekly leaders' "already went out this week" refusal names the zone of
-- the time it shows (the club's), which may differ from the admin's.
-- Replaces private.send_weekly_leaders of 20261128050100_mail_outbox_admin_and_campaigns.sql: only that message changes.

create or replace function private.send_weekly_leaders(p_confirm_resend boolean)
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
                to_char(v_last at time zone private.club_timezone(), 'FMDay, FMMonth FMDD "at" FMHH12:MI AM') || ' ' ||
                replace(private.club_timezone(), '_', ' ') || ' time). Confirm to send it again.';
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
