-- Issue #14 item 7, found by a new organiser on day one:
--
-- 1. Finalize says why it cannot happen before the admin confirms: private.finalize_problem(match) is the
--    one list of reasons (called off — private.cancelled_match_message() of
--    20261128010100_match_edit_start_time_call_off.sql —, dated in the future, no entries, unpaid entries
--    while the match requires payment) that both the write (private.store_engine_results) and the match page
--    (public.get_finalize_readiness) use, so the disabled button and the refusal say the same thing.
-- 2. The league's payment instructions (e.g. "Venmo @club-treasurer"), a public setting shown on the
--    invitation, the acceptance confirmation (page and e-mail), the player's home and payment reminders.
-- 3. Payment reminders to entrants who still owe money: sent by an admin from the match page
--    (queue_payment_reminders, delivered at once by the send-payment-emails function) or automatically
--    paymentReminderDays days before the match (0 = off) by the payment-reminder-tick job, at most one
--    automatic reminder per entrant per match (its outbox dedupe key).

-- Settings ------------------------------------------------------------------------------------------

create function private.payment_instructions_problem(p_value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when char_length(p_value) > 500 then 'Payment instructions must be 500 characters or less' end
$$;
comment on function private.payment_instructions_problem(text) is 'Validator of the paymentInstructions setting: free text up to 500 characters ('''' = none).';
revoke all on function private.payment_instructions_problem(text) from public;
grant execute on function private.payment_instructions_problem(text) to service_role;

create function private.payment_reminder_days_problem(p_value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when p_value !~ '^[0-9]{1,2}$' or p_value::integer > 30
              then 'Reminder days must be a whole number from 0 to 30' end
$$;
comment on function private.payment_reminder_days_problem(text) is 'Validator of the paymentReminderDays setting: 0 (off) to 30 days before the match.';
revoke all on function private.payment_reminder_days_problem(text) from public;
grant execute on function private.payment_reminder_days_problem(text) to service_role;

insert into private.setting_validators (key, validator, is_public) values
  ('paymentInstructions', 'private.payment_instructions_problem(text)', true),
  ('paymentReminderDays', 'private.payment_reminder_days_problem(text)', true);

-- Finalize readiness --------------------------------------------------------------------------------

create function private.finalize_problem(p_match public.matches)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when p_match.is_final then private.final_match_message()
    when p_match.cancelled_at is not null then private.cancelled_match_message()
    when p_match.date > private.club_today() then 'A match cannot be finalized before its date'
    when not exists (select 1 from public.match_entries e where e.match_id = p_match.id)
      then 'A match with no entries cannot be finalized'
    when p_match.require_payment_before_play
         and exists (select 1 from public.match_entries e where e.match_id = p_match.id and not e.paid_in_full)
      then 'All entries must be paid before results can be finalized'
  end
$$;
comment on function private.finalize_problem(public.matches) is 'Why the match cannot be finalized now (final, cancelled, before its date, no entries, unpaid entries when payment is required), or null.';
revoke all on function private.finalize_problem(public.matches) from public;
grant execute on function private.finalize_problem(public.matches) to service_role;

-- Replaces private.store_engine_results of 20261127100000_server_decides_the_money.sql: the refusals to
-- finalize come from private.finalize_problem (adds "cancelled" and "no entries"), the same reasons the
-- match page shows before the admin confirms.
create or replace function private.store_engine_results(p_match_id uuid, p_results json, p_finalize boolean)
 returns json
 language plpgsql
 security definer
 set search_path to ''
as $function$
declare
  v_match public.matches;
  v_count integer;
  v_missing text;
  v_paid bigint;
  v_pot bigint;
  v_adjustments integer;
  v_problem text;
begin
  perform private.require_admin();
  v_match := private.lock_match(p_match_id);
  if v_match.is_final then
    raise exception using message = private.final_match_message(), errcode = '23514';
  end if;
  if v_match.cancelled_at is not null then
    raise exception using message = private.cancelled_match_message(), errcode = '23514';
  end if;
  if p_finalize then
    v_problem := private.finalize_problem(v_match);
    if v_problem is not null then
      raise exception using message = v_problem, errcode = '23514';
    end if;
  end if;
  v_count := private.write_results(p_match_id, p_results);
  if p_finalize then
    -- One result per player per enabled game (DESIGN rule 7).
    select c.name into v_missing
    from private.game_players gp
    join public.game_catalog c on c.code = gp.game_code
    where gp.match_id = p_match_id
      and not exists (select 1 from public.results r
                      where r.match_id = p_match_id and r.game_code = gp.game_code and r.player_id = gp.player_id)
    order by c.sort_order, c.code
    limit 1;
    if v_missing is not null then
      raise exception using message = 'Results are missing for some players in ' || v_missing, errcode = '23514';
    end if;
    update public.matches m set is_final = true, finalized_at = now() where m.id = p_match_id;
  end if;
  select coalesce(sum(r.payout_cents), 0) into v_paid from public.results r where r.match_id = p_match_id;
  select coalesce(sum(gp.pot_cents), 0) into v_pot from private.game_pots gp where gp.match_id = p_match_id and gp.enabled;
  select count(*)::integer into v_adjustments from public.result_adjustments a where a.match_id = p_match_id;
  perform private.audit(case when p_finalize then 'MATCH_FINALIZED' else 'MATCH_RESULTS_SAVED' end,
                        'match', p_match_id::text, v_match.name,
                        jsonb_build_object('results', v_count, 'pot_cents', v_pot, 'paid_out_cents', v_paid,
                                           'adjustments', v_adjustments, 'computed_by', 'engine'));
  return json_build_object('results', v_count, 'pot_cents', v_pot, 'paid_out_cents', v_paid, 'is_final', p_finalize);
end
$function$;
comment on function private.store_engine_results(uuid, json, boolean) is 'Stores the engine''s results of a match (and finalizes it when asked, refusing for private.finalize_problem''s reasons). Admin session required; service_role only: the finalize-match edge function is its one caller.';
revoke all on function private.store_engine_results(uuid, json, boolean) from public;
grant execute on function private.store_engine_results(uuid, json, boolean) to service_role;

create function public.get_finalize_readiness(p_match_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_match public.matches;
  v_problem text;
begin
  perform private.require_admin();
  select m.* into v_match from public.matches m where m.id = p_match_id;
  if v_match.id is null then
    raise exception using message = 'Match not found', errcode = 'PT404';
  end if;
  v_problem := private.finalize_problem(v_match);
  return json_build_object(
    'can_finalize', v_problem is null,
    'problem', v_problem,
    'entries', (select count(*) from public.match_entries e where e.match_id = p_match_id),
    'unpaid_entries', (select count(*) from public.match_entries e where e.match_id = p_match_id and not e.paid_in_full));
end
$$;
comment on function public.get_finalize_readiness(uuid) is 'Admin: whether the match can be finalized now and, if not, why (the message the finalize write would refuse with).';
revoke all on function public.get_finalize_readiness(uuid) from public;
grant execute on function public.get_finalize_readiness(uuid) to anon, authenticated, service_role;

-- Payment reminders ---------------------------------------------------------------------------------

-- What each entrant of a match still owes (> 0 only), with what a reminder e-mail says.
create function private.payment_reminder_rows(p_match_id uuid)
returns table (player_id uuid, email text, payload jsonb)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, p.email,
         jsonb_build_object('playerName', p.name, 'matchId', m.id, 'matchName', m.name, 'courseName', m.course_name,
                            'matchDate', m.date, 'teeTime', to_char(m.start_time, 'HH24:MI'),
                            'amountDueCents', b.charges_cents - b.paid_cents,
                            'amountDue', private.money_text(b.charges_cents - b.paid_cents),
                            'requiresPayment', m.require_payment_before_play,
                            'matchUrl', private.app_url() || '/matches/' || m.id)
  from public.matches m
  join private.entry_balances b on b.match_id = m.id
  join public.players p on p.id = b.player_id
  where m.id = p_match_id
    and b.charges_cents - b.paid_cents > 0
    and p.email is not null
$$;
comment on function private.payment_reminder_rows(uuid) is 'Entrants of a match who still owe money, with the payment_reminder e-mail payload.';
revoke all on function private.payment_reminder_rows(uuid) from public;
grant execute on function private.payment_reminder_rows(uuid) to service_role;

create function public.queue_payment_reminders(p_match_id uuid)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_match public.matches;
  v_ids uuid[];
  v_minute text := to_char(now(), 'YYYYMMDDHH24MI');
begin
  perform private.require_admin();
  v_match := private.lock_match(p_match_id);
  if v_match.is_final then
    raise exception using message = private.final_match_message(), errcode = '23514';
  end if;
  if v_match.cancelled_at is not null then
    raise exception using message = private.cancelled_match_message(), errcode = '23514';
  end if;
  if not private.email_enabled() then
    raise exception using message = 'Email notifications are disabled. Enable them in settings first.', errcode = '23514';
  end if;
  -- A second click within the same minute queues nothing new (dedupe key per entrant and minute).
  with queued as (
    insert into public.email_outbox (template, to_email, payload, dedupe_key)
    select 'payment_reminder', r.email, r.payload || jsonb_build_object('automatic', false),
           'payment_reminder:' || p_match_id || ':' || r.player_id || ':' || v_minute
    from private.payment_reminder_rows(p_match_id) r
    on conflict (dedupe_key) do nothing
    returning id
  )
  select coalesce(array_agg(q.id), '{}') into v_ids from queued q;
  if cardinality(v_ids) = 0 and not exists (select 1 from private.payment_reminder_rows(p_match_id)) then
    raise exception using message = 'Nobody owes money for this match: there is no one to remind', errcode = '23514';
  end if;
  perform private.audit('PAYMENT_REMINDERS_SENT', 'match', p_match_id::text, v_match.name,
                        jsonb_build_object('recipients', cardinality(v_ids), 'automatic', false));
  return json_build_object('queued', cardinality(v_ids), 'ids', to_json(v_ids));
end
$$;
comment on function public.queue_payment_reminders(uuid) is 'Admin: queue a payment reminder to every entrant of the match who still owes money; returns the outbox ids (the send-payment-emails function delivers them at once).';
revoke all on function public.queue_payment_reminders(uuid) from public;
grant execute on function public.queue_payment_reminders(uuid) to anon, authenticated, service_role;

create function public.queue_automatic_payment_reminders()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_days integer := coalesce(nullif(private.setting('paymentReminderDays'), '')::integer, 0);
  v_count integer;
begin
  if v_days = 0 or not private.email_enabled() then
    return 0;
  end if;
  -- Open matches from today up to v_days ahead (a match created inside the window still gets one);
  -- one automatic reminder per entrant per match, ever (dedupe key).
  insert into public.email_outbox (template, to_email, payload, dedupe_key)
  select 'payment_reminder', r.email, r.payload || jsonb_build_object('automatic', true),
         'payment_reminder_auto:' || m.id || ':' || r.player_id
  from public.matches m
  cross join lateral private.payment_reminder_rows(m.id) r
  where not m.is_final
    and m.cancelled_at is null
    and m.date between private.club_today() and private.club_today() + v_days
  on conflict (dedupe_key) do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
comment on function public.queue_automatic_payment_reminders() is 'Scheduler (service role): queue one payment reminder per entrant who still owes money, paymentReminderDays days (or fewer) before the match; 0 = off.';
revoke all on function public.queue_automatic_payment_reminders() from public, anon, authenticated;
grant execute on function public.queue_automatic_payment_reminders() to service_role;

-- Hosted: the same job as supabase/functions/schedule.json (payment-reminder-tick, hourly at :17), when
-- pg_cron and the invoke helper of 20261127000800_scheduled_jobs.sql are there; otherwise nothing.
do $jobs$
begin
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron')
     and exists (select 1 from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
                 where n.nspname = 'private' and p.proname = 'invoke_edge_function') then
    execute 'select cron.schedule($1, $2, $3)'
      using 'fairway-payment-reminder-tick', '17 * * * *', 'select private.invoke_edge_function(''payment-reminder-tick'')';
  end if;
end
$jobs$;
