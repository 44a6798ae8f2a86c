-- Foundations shared by issues #14 (match and money lifecycle) and #15 (members and communications),
-- landed first so that the work on both can build on the same columns and settings registry.
--
-- 1. A match has a start time in the club's time zone (DESIGN rule 22) and a start mode: "tee times"
--    (groups go off one after another from the start time) or "shotgun" (every group starts at once).
--    Existing matches keep the 08:00 the .ics files always used.
-- 2. A match can be called off: cancelled_at and its reason. A cancelled match is never final.
-- 3. Settings become extensible without one big redefinition per new key: a key is known when it is
--    in the baseline's list (private.setting_problem) or registered in private.setting_validators with
--    the function that validates its value. Registered keys marked public are returned by
--    get_public_settings() under "extra" (key → text value).

alter table public.matches
  add column start_time time not null default time '08:00',
  add column start_mode text not null default 'TEE_TIMES',
  add column cancelled_at timestamp with time zone,
  add column cancel_reason text,
  add constraint matches_start_mode_check check (start_mode in ('TEE_TIMES', 'SHOTGUN')),
  add constraint matches_start_time_check check (start_time = date_trunc('minute', start_time)::time),
  add constraint matches_cancel_reason_check
    check ((cancelled_at is null) = (cancel_reason is null)
           and (cancel_reason is null or (btrim(cancel_reason) <> '' and char_length(cancel_reason) <= 500))),
  add constraint matches_cancelled_not_final_check check (not (is_final and cancelled_at is not null));

comment on column public.matches.start_time is 'Start (first tee time or shotgun) in the club time zone (settings.clubTimezone).';
comment on column public.matches.start_mode is 'TEE_TIMES: groups go off in turn from start_time; SHOTGUN: all groups start at start_time.';
comment on column public.matches.cancelled_at is 'Set when the match is called off (with cancel_reason); a cancelled match takes no scores, entries or payments.';

comment on table public.matches is 'Wager matches. Status is derived: CANCELLED when cancelled_at is set, FINAL when is_final, IN_PROGRESS once the day has come, else DRAFT.';

create table private.setting_validators (
  key text primary key,
  validator regprocedure not null,
  is_public boolean not null default false,
  constraint setting_validators_key_check check (key ~ '^[a-zA-Z][a-zA-Z0-9]{1,63}$')
);
alter table private.setting_validators enable row level security;
comment on table private.setting_validators is 'Settings added after the baseline: key → a function(text) returning the validation message or null. is_public: readable by anyone through get_public_settings().extra.';

alter table public.settings drop constraint settings_key_check;

create function private.registered_setting_problem(p_key text, p_value text)
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_validator regprocedure;
  v_problem text;
begin
  select v.validator into v_validator from private.setting_validators v where v.key = p_key;
  if v_validator is null then
    return 'Unknown setting: ' || coalesce(p_key, '');
  end if;
  execute format('select %s($1)', v_validator::regproc) into v_problem using p_value;
  return v_problem;
end
$$;
comment on function private.registered_setting_problem(text, text) is 'Validation message for a setting registered in private.setting_validators, or ''Unknown setting: …''.';
revoke all on function private.registered_setting_problem(text, text) from public;
grant execute on function private.registered_setting_problem(text, text) to service_role;

-- Replaces private.setting_problem of 20261127100000_server_decides_the_money.sql: the baseline keys are
-- validated as before; any other key by its registered function (so the function is now stable).
create or replace function private.setting_problem(p_key text, p_value text)
 RETURNS text
 LANGUAGE plpgsql
 STABLE
 SET search_path TO ''
AS $function$
declare
  v_json jsonb;
  v_band text;
  v_part text;
  v_total numeric;
  v_item record;
begin
  if p_value is null then
    return 'A value is required';
  end if;
  case p_key
    when 'emailEnabled', 'weeklyLeadersEnabled', 'inviteDeclineFollowupEnabled' then
      if p_value not in ('true', 'false') then
        return 'Value must be true or false';
      end if;
    when 'fromEmail' then
      if not private.is_valid_email(p_value) or p_value <> btrim(p_value) then
        return 'Please enter a valid email address';
      end if;
    when 'clubTimezone' then
      if p_value not in ('America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles',
                         'America/Phoenix', 'Europe/London', 'Europe/Paris', 'Australia/Sydney') then
        return 'Please choose one of the listed time zones';
      end if;
    when 'weeklyLeadersSendHour' then
      if p_value !~ '^[0-9]{1,2}$' or p_value::int > 23 then
        return 'Hour must be between 0 and 23';
      end if;
    when 'weeklyLeadersSendMinute' then
      if p_value !~ '^[0-9]{1,2}$' or p_value::int > 55 or p_value::int % 5 <> 0 then
        return 'Minute must be between 0 and 55 in steps of 5';
      end if;
    when 'stablefordTable' then
      if p_value not in ('MODIFIED_V2', 'STANDARD') then
        return 'Stableford table must be MODIFIED_V2 or STANDARD';
      end if;
    when 'allowancePct' then
      if p_value !~ '^[0-9]{1,3}$' or p_value::int not between 1 and 100 then
        return 'Allowance must be a whole number between 1 and 100';
      end if;
    when 'placeTies' then
      if p_value not in ('split', 'countback') then
        return 'Ties on places must be split or countback';
      end if;
    when 'appUrl' then
      if p_value !~ '^https?://[^[:space:]]+$' then
        return 'App URL must start with http:// or https://';
      end if;
    when 'payoutCurves' then
      begin
        v_json := p_value::jsonb;
      exception when others then
        return 'Payout curves must be JSON';
      end;
      if jsonb_typeof(v_json) <> 'object' then
        return 'Payout curves must be JSON';
      end if;
      foreach v_band in array array['small', 'medium', 'large'] loop
        if jsonb_typeof(v_json -> v_band) is distinct from 'string' or btrim(v_json ->> v_band) = '' then
          return 'Enter at least one payout percentage';
        end if;
        v_total := 0;
        foreach v_part in array string_to_array(v_json ->> v_band, ',') loop
          v_part := btrim(regexp_replace(btrim(v_part), '%$', ''));
          if v_part !~ '^[0-9]{1,3}(\.[0-9]{1,2})?$' or v_part::numeric > 100 then
            return 'Payout percentages must be numbers from 0 to 100 with at most 2 decimals';
          end if;
          v_total := v_total + v_part::numeric;
        end loop;
        if v_total <> 100 then
          return 'Payout percentages must add up to 100%';
        end if;
      end loop;
    when 'branding' then
      begin
        v_json := p_value::jsonb;
      exception when others then
        return 'Branding must be JSON';
      end;
      if jsonb_typeof(v_json) <> 'object' then
        return 'Branding must be JSON';
      end if;
      if jsonb_typeof(v_json -> 'clubName') is distinct from 'string' or btrim(v_json ->> 'clubName') = '' then
        return 'Club name is required';
      end if;
      if char_length(v_json ->> 'clubName') > 100 then
        return 'Club name must be 100 characters or less';
      end if;
      if coalesce(jsonb_typeof(v_json -> 'tagline'), 'null') not in ('string', 'null')
         or char_length(coalesce(v_json ->> 'tagline', '')) > 200 then
        return 'Tagline must be text of 200 characters or less';
      end if;
      if coalesce(jsonb_typeof(v_json -> 'logoUrl'), 'null') not in ('string', 'null') then
        return 'Logo URL must be text';
      end if;
      if coalesce(jsonb_typeof(v_json -> 'groupUrl'), 'null') not in ('string', 'null')
         or (nullif(v_json ->> 'groupUrl', '') is not null and v_json ->> 'groupUrl' !~ '^https?://[^[:space:]]+$') then
        return 'Group link must start with http:// or https://';
      end if;
    when 'defaultBuyIns' then
      begin
        v_json := p_value::jsonb;
      exception when others then
        return 'Default buy-ins must be JSON';
      end;
      if jsonb_typeof(v_json) <> 'object' then
        return 'Default buy-ins must be JSON';
      end if;
      for v_item in select e.key, e.value from jsonb_each(v_json) e loop
        if v_item.key not in ('STB_V2', 'SKINS_GROSS', 'SKINS_NET', 'NASSAU', 'STROKE_PLAY', 'MATCH_PLAY') then
          return 'Unknown game in default buy-ins: ' || v_item.key;
        end if;
        if jsonb_typeof(v_item.value) <> 'number' or (v_item.value #>> '{}')::numeric < 0
           or (v_item.value #>> '{}')::numeric <> trunc((v_item.value #>> '{}')::numeric)
           or (v_item.value #>> '{}')::numeric > 10000000 then
          return 'Default buy-ins must be whole cents of 0 or more';
        end if;
      end loop;
    else
      return private.registered_setting_problem(p_key, p_value);
  end case;
  return null;
end
$function$;
comment on function private.setting_problem(text, text) is 'The validation message for a setting value, or null when valid. Used by the settings trigger and upsert_admin_setting.';
revoke all on function private.setting_problem(text, text) from public;
grant execute on function private.setting_problem(text, text) to anon, authenticated, service_role;

-- Replaces get_public_settings of 20261127000100_identity_settings_audit.sql: adds "extra", the
-- registered public settings (key → text value).
create or replace function public.get_public_settings()
returns json
language sql
stable
security definer
set search_path = ''
as $$
  with s as (select coalesce(jsonb_object_agg(t.key, t.value), '{}'::jsonb) as v from public.settings t)
  select json_build_object(
    'branding', jsonb_build_object(
      'clubName', coalesce((s.v ->> 'branding')::jsonb ->> 'clubName', 'Fairway League'),
      'tagline', (s.v ->> 'branding')::jsonb -> 'tagline',
      'logoUrl', (s.v ->> 'branding')::jsonb -> 'logoUrl',
      'groupUrl', (s.v ->> 'branding')::jsonb -> 'groupUrl'
    ),
    'stablefordTable', coalesce(s.v ->> 'stablefordTable', 'MODIFIED_V2'),
    'allowancePct', coalesce((s.v ->> 'allowancePct')::integer, 100),
    'payoutCurves', coalesce((s.v ->> 'payoutCurves')::jsonb,
                             '{"small":"60,40","medium":"50,30,20","large":"40,30,20,10"}'::jsonb),
    'placeTies', coalesce(s.v ->> 'placeTies', 'split'),
    'defaultBuyIns', coalesce((s.v ->> 'defaultBuyIns')::jsonb, '{}'::jsonb),
    'emailEnabled', coalesce(s.v ->> 'emailEnabled', 'true') <> 'false',
    'extra', (select coalesce(jsonb_object_agg(t.key, t.value), '{}'::jsonb)
              from public.settings t join private.setting_validators v on v.key = t.key and v.is_public)
  )
  from s
$$;
comment on function public.get_public_settings() is 'Settings anyone may read: branding, scoring table, allowance, payout curves, ties on places, default buy-ins, emailEnabled, and the registered public settings under "extra".';
revoke all on function public.get_public_settings() from public;
grant execute on function public.get_public_settings() to anon, authenticated, service_role;
