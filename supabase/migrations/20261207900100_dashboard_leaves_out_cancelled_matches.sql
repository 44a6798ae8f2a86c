-- The admin dashboard's "Needs attention" leaves out called-off matches: a cancelled match is never finalized
-- and takes no payments (DESIGN rule 17), so it was listed under "Past matches not finalized" for ever and its
-- unpaid entries counted as money to collect.

-- Replaces get_admin_dashboard of 20261127000700_screens_and_reporting.sql: unfinalized_past_matches and
-- unpaid_entries skip matches with cancelled_at set.
create or replace function public.get_admin_dashboard()
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
declare
  v_today date := private.club_today();
  v_result json;
  v_fin private.finance_snapshot;
begin
  perform private.require_admin();
  select s.* into v_fin from private.finance_snapshot s where s.id = 1;
  if not found then
    -- Only if the row was removed: refresh it (not possible in a read-only transaction) and answer the live
    -- figures (this stable function's snapshot does not see the row the refresh writes).
    if current_setting('transaction_read_only') = 'off' then
      perform private.refresh_finance_snapshot();
    end if;
    select 1, f.collected_cents, f.paid_out_cents, f.outstanding_cents, f.remainder_cents, now()
    into v_fin from private.finance_figures() f;
  end if;
  select json_build_object(
    'pending_signups', coalesce((
      select json_agg(json_build_object('id', x.id, 'name', x.name, 'created_at', x.created_at) order by x.created_at desc)
      from (select p.id, p.name, p.created_at from public.players p where p.status = 'PENDING'
            order by p.created_at desc limit 10) x), '[]'::json),
    'pending_count', (select count(*) from public.players p where p.status = 'PENDING'),
    'upcoming_matches', coalesce((
      select json_agg(json_build_object('id', x.id, 'name', x.name, 'date', x.date, 'entries_count', x.entries,
                                        'capacity', x.capacity) order by x.date, x.name)
      from (select m.id, m.name, m.date, m.capacity,
                   (select count(*) from public.match_entries e where e.match_id = m.id) as entries
            from public.matches m
            where not m.is_final and m.date >= v_today and m.date <= v_today + 30) x), '[]'::json),
    'needs_attention', json_build_object(
      'unpaid_entries', (select count(*) from public.match_entries e join public.matches m on m.id = e.match_id
                         where not e.paid_in_full and not m.is_final and m.cancelled_at is null),
      'unfinalized_past_matches', coalesce((
        select json_agg(json_build_object('id', m.id, 'name', m.name, 'date', m.date) order by m.date desc)
        from public.matches m where not m.is_final and m.cancelled_at is null and m.date < v_today), '[]'::json),
      -- Undelivered mail: refused for good, or still waiting for a retry after a failed attempt.
      'failed_emails', (select count(*) from public.email_outbox o
                        where o.status = 'FAILED' or (o.status = 'PENDING' and o.attempts > 0))),
    'finance', json_build_object(
      -- Kept up to date on write by private.refresh_finance_snapshot (20261125130000_finance_snapshot.sql).
      'collected_cents', v_fin.collected_cents,
      'paid_out_cents', v_fin.paid_out_cents,
      'outstanding_cents', v_fin.outstanding_cents,
      'remainder_cents', v_fin.remainder_cents),
    'analytics', json_build_object(
      'cta_whatsapp_click', (select count(*) from public.analytics_events a where a.event = 'cta_whatsapp_click'),
      'cta_whatsapp_fab_click', (select count(*) from public.analytics_events a where a.event = 'cta_whatsapp_fab_click'))
  ) into v_result;
  return v_result;
end
$function$;
comment on function public.get_admin_dashboard() is 'Admin dashboard in one call; needs_attention leaves out called-off matches (unpaid_entries, unfinalized_past_matches); needs_attention.failed_emails = undelivered outbox rows (FAILED, or PENDING after a failed attempt); finance = private.finance_snapshot, kept up to date on write.';
revoke all on function public.get_admin_dashboard() from public;
grant execute on function public.get_admin_dashboard() to anon, authenticated, service_role;
