-- A postponed match says it moved from its old date (issue #26, the organiser's day-one list).
--
-- The postponement e-mail said "planned for …", but the match page showed only the new date. matches gains
-- postponed_from: the date the match was on before its last postponement to another day (null when never
-- moved by postpone_match). get_match_detail returns the row as it is (to_jsonb), so the match page reads it
-- without a change there; it says "Postponed from …" beside the date.

alter table public.matches add column postponed_from date;
comment on column public.matches.postponed_from is 'The date the match was on before its last postponement to another day (postpone_match); null when never postponed.';

-- Replaces postpone_match of 20261128010100_match_edit_start_time_call_off.sql: records postponed_from.
create or replace function public.postpone_match(p_match_id uuid, p_date date, p_start_time text, p_reason text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_reason text := btrim(coalesce(p_reason, ''));
  v_before public.matches;
  v_after public.matches;
begin
  perform private.require_admin();
  if v_reason = '' then
    raise exception using message = 'Say why the match is postponed', errcode = '23514';
  end if;
  if char_length(v_reason) > 500 then
    raise exception using message = 'Reason must be 500 characters or less', errcode = '23514';
  end if;
  if p_date is null then
    raise exception using message = 'Choose the new date', errcode = '23514';
  end if;
  v_before := private.lock_match(p_match_id);
  perform private.require_match_changeable(v_before);
  if p_date < private.club_today() then
    raise exception using message = 'The new date can''t be in the past', errcode = '23514';
  end if;

  perform set_config('fairway.match_edit_action', 'MATCH_POSTPONED', true);
  perform set_config('fairway.match_edit_reason', v_reason, true);
  update public.matches m
  set date = p_date,
      start_time = case when nullif(btrim(p_start_time), '') is null then m.start_time
                        else private.parse_start_time(btrim(p_start_time)) end,
      postponed_from = case when p_date <> m.date then m.date else m.postponed_from end
  where m.id = p_match_id
  returning m.* into v_after;
  perform set_config('fairway.match_edit_action', '', true);
  perform set_config('fairway.match_edit_reason', '', true);

  if v_after.date = v_before.date and v_after.start_time = v_before.start_time then
    raise exception using message = 'Choose a different date or start time', errcode = '23514';
  end if;
  return private.notify_match_audience('match_postponed', v_after, jsonb_build_object(
    'reason', v_reason, 'previousDate', v_before.date, 'previousTeeTime', to_char(v_before.start_time, 'HH24:MI'),
    'includeIcs', true));
end
$$;
comment on function public.postpone_match(uuid, date, text, text) is 'Admin: moves a match to a new date (and start time, HH:MM; null keeps it) with a reason, keeping the old date in postponed_from; entries and money stay; entrants, pending invitees and the waitlist get the new date with a calendar file (returns how many).';
revoke all on function public.postpone_match(uuid, date, text, text) from public;
grant execute on function public.postpone_match(uuid, date, text, text) to anon, authenticated, service_role;
