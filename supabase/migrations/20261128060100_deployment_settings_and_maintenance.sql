-- Settings a real deployment needs (issue #15, item 6).
--
-- 1. The app's public URL (setting appUrl, a baseline key): besides the baseline's "starts with http(s)://",
--    it must be https (http only for localhost / 127.0.0.1), and be the app's address alone (no query,
--    fragment or credentials). A second trigger on public.settings checks this, so the baseline's
--    private.setting_problem stays as it is.
-- 2. E-mailed links are built at send time from the public URL: queued payloads carry paths
--    ('/matches/<id>'), which the sender resolves against appUrl (or APP_URL) when it sends
--    (supabase/functions/_shared/templates/format.ts absoluteUrl). private.app_url() therefore returns ''.
-- 3. The join-our-group link is empty by default: the baseline shipped a made-up WhatsApp link.
-- 4. New public settings (private.setting_validators): maintenanceMode ('true'/'false') and
--    copyrightYear (the footer's "© <year>", blank for the current year).
-- 5. Maintenance: while maintenanceMode is 'true', writes made by visitors and players through the API
--    (roles anon/authenticated without an admin session) to the tables they can change are refused
--    (errcode PT503, HTTP 503). Admins keep working; the scheduler and edge functions (service role or
--    the database owner) are not held back.

-- 1. The public URL -----------------------------------------------------------------------------------

create function private.app_url_problem(p_value text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_host text;
begin
  if p_value is null or p_value !~ '^https?://[^[:space:]]+$' then
    return 'App URL must start with http:// or https://';
  end if;
  if p_value ~ '[?#@]' then
    return 'App URL must be the address of the app only, without ?, # or a user name';
  end if;
  v_host := lower(substring(p_value from '^https?://([^/:]+)'));
  if v_host is null or v_host = '' then
    return 'App URL must name a host, e.g. https://league.example.com';
  end if;
  if p_value ~* '^http://' and v_host not in ('localhost', '127.0.0.1') then
    return 'App URL must use https:// (http:// is only for localhost)';
  end if;
  return null;
end
$$;
comment on function private.app_url_problem(text) is 'Why a public URL (setting appUrl) is refused, or null: https (http only for localhost), the address alone.';
revoke all on function private.app_url_problem(text) from public;
grant execute on function private.app_url_problem(text) to service_role;

create function private.validate_app_url_setting()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_problem text := private.app_url_problem(new.value);
begin
  if v_problem is not null then
    raise exception using message = v_problem, errcode = '23514';
  end if;
  return new;
end
$$;
comment on function private.validate_app_url_setting() is 'Trigger: the stricter rule for the public URL (private.app_url_problem).';
revoke all on function private.validate_app_url_setting() from public;

create trigger settings_app_url_validate
  before insert or update on public.settings
  for each row when (new.key = 'appUrl')
  execute function private.validate_app_url_setting();

-- 2. Links as paths, resolved when sent ------------------------------------------------------------------

-- Replaces private.app_url of 20261127000100_identity_settings_audit.sql: a link queued with the URL of
-- the moment (or localhost when unset) went out wrong on a deploy whose URL was set later; paths are
-- resolved by the sender with the public URL it has when it sends.
create or replace function private.app_url()
returns text
language sql
immutable
set search_path = ''
as $$
  select ''::text
$$;
comment on function private.app_url() is 'Prefix of e-mailed links in queued payloads: empty, so they are paths the sender resolves against the public URL (appUrl, else APP_URL) at send time.';
revoke all on function private.app_url() from public;

-- 3. No made-up group link --------------------------------------------------------------------------------

update public.settings
set value = jsonb_set(value::jsonb, '{groupUrl}', 'null'::jsonb)::text
where key = 'branding' and value::jsonb ->> 'groupUrl' = 'https://chat.whatsapp.com/fairway-league';

-- 4. New public settings -----------------------------------------------------------------------------------

create function private.maintenance_mode_problem(p_value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when p_value in ('true', 'false') then null else 'Value must be true or false' end
$$;
comment on function private.maintenance_mode_problem(text) is 'Validator of setting maintenanceMode.';
revoke all on function private.maintenance_mode_problem(text) from public;
grant execute on function private.maintenance_mode_problem(text) to service_role;

create function private.copyright_year_problem(p_value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_value = '' then null
    when p_value ~ '^[0-9]{4}$' and p_value::integer between 2000 and 2100 then null
    else 'Year must be four digits between 2000 and 2100, or blank for the current year'
  end
$$;
comment on function private.copyright_year_problem(text) is 'Validator of setting copyrightYear (blank: the footer shows the current year).';
revoke all on function private.copyright_year_problem(text) from public;
grant execute on function private.copyright_year_problem(text) to service_role;

insert into private.setting_validators (key, validator, is_public) values
  ('maintenanceMode', 'private.maintenance_mode_problem(text)', true),
  ('copyrightYear', 'private.copyright_year_problem(text)', true);

insert into public.settings (key, value) values ('maintenanceMode', 'false')
on conflict (key) do nothing;

-- 5. Maintenance: visitors' and players' writes wait -------------------------------------------------------

create function private.maintenance_blocks_caller()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  -- The API roles of visitors and players; an admin session, the service role and the database owner
  -- (edge functions, scheduler) keep working. The role setting is what PostgREST set for the request;
  -- security definer functions do not change it.
  return coalesce(private.setting('maintenanceMode'), 'false') = 'true'
    and coalesce(nullif(pg_catalog.current_setting('role', true), ''), 'none') in ('anon', 'authenticated')
    and not private.is_admin();
end
$$;
comment on function private.maintenance_blocks_caller() is 'True while maintenanceMode is on and the caller is a visitor or player (API role anon/authenticated without an admin session).';
revoke all on function private.maintenance_blocks_caller() from public;
grant execute on function private.maintenance_blocks_caller() to service_role;

create function private.refuse_writes_in_maintenance()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.maintenance_blocks_caller() then
    raise exception using message = 'The league site is under maintenance. Please try again later.', errcode = 'PT503';
  end if;
  return null;
end
$$;
comment on function private.refuse_writes_in_maintenance() is 'Statement trigger: refuses a visitor''s or player''s write while the league is in maintenance.';
revoke all on function private.refuse_writes_in_maintenance() from public;

create trigger players_maintenance before insert or update or delete on public.players
  for each statement execute function private.refuse_writes_in_maintenance();
create trigger handicap_logs_maintenance before insert or update or delete on public.handicap_logs
  for each statement execute function private.refuse_writes_in_maintenance();
create trigger match_entries_maintenance before insert or update or delete on public.match_entries
  for each statement execute function private.refuse_writes_in_maintenance();
create trigger match_entry_opt_ins_maintenance before insert or update or delete on public.match_entry_opt_ins
  for each statement execute function private.refuse_writes_in_maintenance();
create trigger match_invites_maintenance before insert or update or delete on public.match_invites
  for each statement execute function private.refuse_writes_in_maintenance();
create trigger match_waitlist_maintenance before insert or update or delete on public.match_waitlist
  for each statement execute function private.refuse_writes_in_maintenance();
create trigger scorecards_maintenance before insert or update or delete on public.scorecards
  for each statement execute function private.refuse_writes_in_maintenance();
create trigger sign_in_links_maintenance before insert or update or delete on private.sign_in_links
  for each statement execute function private.refuse_writes_in_maintenance();
create trigger email_changes_maintenance before insert or update or delete on private.email_changes
  for each statement execute function private.refuse_writes_in_maintenance();
