-- Fairway League — one e-mail rule for the database and the mailer; the dashboard counts mail waiting for a retry.
--
-- 1. The database accepted any `x@y.z` without spaces, but the edge functions' validator
--    (supabase/functions/_shared/validate.ts, EMAIL) also refuses commas, semicolons, angle brackets,
--    double quotes, parentheses, square brackets and backslashes (one plain recipient, no header tricks).
--    A player could sign up and be approved with an address that never receives mail. private.is_valid_email
--    now states the mailer's rule exactly, and every e-mail constraint calls it (one place for the rule):
--    players_email_format_check and email_outbox_to_email_check had their own copy of the old pattern;
--    match_invites_email_check, match_waitlist_email_check, the fromEmail setting and
--    private.check_player_fields (register_player, update_player_profile) already call the function.
--    The constraints are added validated: a database holding an address the mailer cannot use stops this
--    migration on that row (fix the address first) instead of keeping it silently.
-- 2. get_admin_dashboard's needs_attention.failed_emails counted only FAILED messages; during an SMTP
--    outage messages stay PENDING with attempts > 0 for hours. They count now too (undelivered mail).

-- =============================================================================================
-- Helpers (before the constraints: they are validated against the stored rows with the new rule)
-- =============================================================================================

-- The mailer's rule, character for character:
--   /^[^\s@,;<>"()[\]\\]+@[^\s@,;<>"()[\]\\]+\.[^\s@,;<>"()[\]\\]+$/ and value.length <= 254.
-- JavaScript's \s is spelled out (tab, LF, VT, FF, CR, space, U+00A0, U+1680, U+2000–U+200A, U+2028,
-- U+2029, U+202F, U+205F, U+3000, U+FEFF): PostgreSQL's [[:space:]] follows the database locale and
-- misses no-break spaces under C.UTF-8, so the class no longer depends on the locale (truly immutable).
-- value.length counts UTF-16 code units: a character beyond U+FFFF counts twice.
create or replace function private.is_valid_email(p_email text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_email is not null
    and pg_catalog.char_length(p_email)
        + pg_catalog.char_length(pg_catalog.regexp_replace(p_email, '[^\U00010000-\U0010FFFF]', '', 'g')) <= 254
    and p_email ~ ('^' || c.cls || '+@' || c.cls || '+\.' || c.cls || '+$')
  from (select '[^][@,;<>"()\\\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]'::text as cls) c
$$;
comment on function private.is_valid_email(text) is
  'The one e-mail rule (same as the edge functions'' validate.ts): local@domain.tld without whitespace, @ , ; < > " ( ) [ ] \, at most 254 UTF-16 code units.';

-- =============================================================================================
-- Constraints (same names; every one calls private.is_valid_email)
-- =============================================================================================

alter table public.players
  drop constraint players_email_format_check,
  -- Spec §5: a valid e-mail address (the mailer's rule), stored lowercased and trimmed.
  add constraint players_email_format_check check (email = lower(btrim(email)) and private.is_valid_email(email));

alter table public.email_outbox
  drop constraint email_outbox_to_email_check,
  -- Only addresses the mailer can deliver to are queued.
  add constraint email_outbox_to_email_check check (private.is_valid_email(to_email));

-- =============================================================================================
-- RPCs: admin dashboard (20261125095100_scale_indexes.sql's definition; only failed_emails changes)
-- =============================================================================================

create or replace function public.get_admin_dashboard()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_today date := private.club_today();
  v_result json;
begin
  perform private.require_admin();
  with final_payouts as (
    -- Σ payouts of results of final matches = Σ of all results − Σ of results of the (few) matches that
    -- are not final (every result belongs to a match: results → match_games → matches).
    select (select coalesce(sum(r.payout_cents), 0) from public.results r)
           - (select coalesce(sum(r.payout_cents), 0) from public.results r
              where r.match_id in (select m.id from public.matches m where not m.is_final))::bigint as cents
  ),
  final_pots as (
    -- Σ pot_cents of private.game_pots over the enabled games of final matches, by pot rule: PER_ENTRY
    -- buy-in × opted in, PER_PLAYER buy-in × entrants (counted per game by index), FLAT the buy-in.
    select (select coalesce(sum(g.buy_in::bigint * oc.n), 0)
            from public.match_games g
            join public.matches m on m.id = g.match_id
            cross join lateral (select count(*) as n from public.match_entry_opt_ins o
                                where o.match_game_id = g.id and o.opted_in) oc
            where m.is_final and g.enabled and g.pot_calc = 'PER_ENTRY')
         + (select coalesce(sum(g.buy_in::bigint * ec.n), 0)
            from public.match_games g
            join public.matches m on m.id = g.match_id
            cross join lateral (select count(*) as n from public.match_entries e where e.match_id = g.match_id) ec
            where m.is_final and g.enabled and g.pot_calc = 'PER_PLAYER')
         + (select coalesce(sum(g.buy_in::bigint), 0)
            from public.match_games g
            join public.matches m on m.id = g.match_id
            where m.is_final and g.enabled and g.pot_calc not in ('PER_ENTRY', 'PER_PLAYER'))::bigint as cents
  )
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
                         where not e.paid_in_full and not m.is_final),
      'unfinalized_past_matches', coalesce((
        select json_agg(json_build_object('id', m.id, 'name', m.name, 'date', m.date) order by m.date desc)
        from public.matches m where not m.is_final and m.date < v_today), '[]'::json),
      -- Undelivered mail: refused for good, or still waiting for a retry after a failed attempt.
      'failed_emails', (select count(*) from public.email_outbox o
                        where o.status = 'FAILED' or (o.status = 'PENDING' and o.attempts > 0))),
    'finance', json_build_object(
      'collected_cents', (select coalesce(sum(p.amount_cents), 0)::bigint from public.match_payments p),
      'paid_out_cents', (select fp.cents from final_payouts fp),
      -- Σ max(due − paid, 0) over every entry, as private.entry_balances prices them; entries with
      -- paid_in_full owe nothing (paid ≥ due, kept by the server), so only the unpaid ones are priced.
      'outstanding_cents', (
        select coalesce(sum(greatest(ch.cents - pd.cents, 0)), 0)::bigint
        from public.match_entries e
        cross join lateral (
          select coalesce(sum(g.buy_in), 0) as cents
          from public.match_games g
          where g.match_id = e.match_id and g.enabled
            and (g.pot_calc = 'PER_PLAYER'
                 or (g.pot_calc = 'PER_ENTRY'
                     and exists (select 1 from public.match_entry_opt_ins o
                                 where o.match_game_id = g.id and o.player_id = e.player_id and o.opted_in)))
        ) ch
        cross join lateral (
          select coalesce(sum(p.amount_cents), 0) as cents
          from public.match_payments p
          where p.match_id = e.match_id and p.player_id = e.player_id
        ) pd
        where not e.paid_in_full),
      'remainder_cents', (select fp.cents from final_pots fp) - (select fp.cents from final_payouts fp)),
    'analytics', json_build_object(
      'cta_whatsapp_click', (select count(*) from public.analytics_events a where a.event = 'cta_whatsapp_click'),
      'cta_whatsapp_fab_click', (select count(*) from public.analytics_events a where a.event = 'cta_whatsapp_fab_click'))
  ) into v_result;
  return v_result;
end
$$;
comment on function public.get_admin_dashboard() is
  'Admin dashboard in one call; needs_attention.failed_emails = undelivered outbox rows (FAILED, or PENDING after a failed attempt).';
