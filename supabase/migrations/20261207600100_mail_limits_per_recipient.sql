-- Mail a visitor or member can cause is limited per recipient mailbox, not only per sender (second
-- security review, S1 and S6).
--
-- S1: one account could send "confirm your new e-mail" to any address as fast as it liked, and sign-in
-- links went out to every +alias of one mailbox. Every message queued in public.email_outbox on behalf of
-- a visitor or a member (the API roles without an admin session, and the sign-in link the edge function
-- issues for a visitor) now passes one BEFORE INSERT trigger, private.limit_visitor_mail, which takes
-- from a counter per mailbox (private.mailbox_key: lower case, without the +tag; for gmail.com and
-- googlemail.com without dots, as Gmail delivers them): 5 an hour and 20 a day. Past it, a link the
-- caller is waiting for (the e-mail change confirmation) is refused with PT429 and a clear message (the
-- change is not made); any other message is simply not queued (the action itself still happens, and a
-- sign-in link's answer stays the same for members and strangers).
--
-- S6: notices to the league's own inbox (setting fromEmail) are not counted against that mailbox (one
-- member could otherwise silence it for everyone); instead a member (or a visitor's client address) causes
-- at most 3 notices about one match a day. Mail an admin, the scheduler or an edge function sends on its
-- own behalf is not counted.

create function private.mailbox_key(p_email text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when p_email is null or strpos(p_email, '@') = 0 then lower(btrim(p_email))
              when d.domain in ('gmail.com', 'googlemail.com') then replace(d.local, '.', '') || '@gmail.com'
              else d.local || '@' || d.domain end
  from (select regexp_replace(split_part(lower(btrim(p_email)), '@', 1), '\+.*$', '') as local,
               split_part(lower(btrim(p_email)), '@', 2) as domain) d
$$;
comment on function private.mailbox_key(p_email text) is 'The mailbox an address delivers to, for per-recipient limits: lower case, the +tag dropped; gmail.com and googlemail.com also without dots (someone@gmail.com).';
revoke all on function private.mailbox_key(p_email text) from public;
grant execute on function private.mailbox_key(p_email text) to service_role;

create function private.mail_caused_by_visitor(p_template text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  -- The sign-in link is queued by the edge function (service role) for whoever typed the address.
  return p_template = 'sign_in_link'
    or (coalesce(nullif(pg_catalog.current_setting('role', true), ''), 'none') in ('anon', 'authenticated')
        and not private.is_admin());
end
$$;
comment on function private.mail_caused_by_visitor(p_template text) is 'True when a message being queued was caused by a visitor or member (API role anon/authenticated without an admin session), or is a sign-in link.';
revoke all on function private.mail_caused_by_visitor(p_template text) from public;
grant execute on function private.mail_caused_by_visitor(p_template text) to service_role;

create function private.limit_visitor_mail()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_mailbox text := private.mailbox_key(new.to_email);
  v_league text := private.mailbox_key(nullif(btrim(coalesce(private.setting('fromEmail'), '')), ''));
begin
  if not private.mail_caused_by_visitor(new.template) then
    return new;
  end if;
  if v_mailbox = v_league then
    -- S6: notices to the league's inbox, per member (or client address) and match.
    if new.payload ? 'matchId'
       and not private.take_rate_limit('league_notice',
             coalesce(private.current_player_id()::text, private.client_address(), 'unknown') || ':' || (new.payload ->> 'matchId'),
             3, interval '1 day') then
      return null;
    end if;
    return new;
  end if;
  if not private.take_rate_limit('mailbox_hour', v_mailbox, 5, interval '1 hour')
     or not private.take_rate_limit('mailbox_day', v_mailbox, 20, interval '1 day') then
    if new.template = 'email_change_confirm' then
      raise exception using message = 'Too many e-mails have been sent to this address. Please try again later.', errcode = 'PT429';
    end if;
    return null;
  end if;
  return new;
end
$$;
comment on function private.limit_visitor_mail() is 'BEFORE INSERT on email_outbox: mail a visitor or member causes is limited per mailbox (5 an hour, 20 a day; an e-mail change confirmation past it is refused with PT429, other mail not queued); notices to the league''s inbox per member and match (3 a day).';
revoke all on function private.limit_visitor_mail() from public;

create trigger email_outbox_recipient_limit_check before insert on public.email_outbox
for each row execute function private.limit_visitor_mail();

-- Replaces issue_sign_in_link of 20261127130100_links_built_at_send_time.sql: the per-address limit counts
-- the mailbox (private.mailbox_key), so +aliases of one mailbox share it.
create or replace function private.issue_sign_in_link(p_email text, p_client text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_player public.players;
  v_ref uuid;
  v_outbox_id uuid;
begin
  perform private.throttle('sign_in_client', p_client, 10, interval '15 minutes');
  perform private.throttle('sign_in_email', private.mailbox_key(v_email), 3, interval '15 minutes');
  select p.* into v_player
  from public.players p
  where p.email = v_email and p.status in ('ACTIVE', 'PENDING');
  if not found or not private.email_enabled() then
    return null;
  end if;
  insert into private.sign_in_links (player_id) values (v_player.id) returning id into v_ref;
  -- Past the mailbox's limit the trigger drops the message: no id, the same answer as for a stranger.
  insert into public.email_outbox (template, to_email, payload)
  values ('sign_in_link', v_player.email, jsonb_build_object(
    'playerName', v_player.name,
    'signInRef', v_ref,
    'expiresAt', now() + interval '1 hour'
  ))
  returning id into v_outbox_id;
  return v_outbox_id;
end
$$;
comment on function private.issue_sign_in_link(p_email text, p_client text) is 'send-sign-in-link''s SQL: limits per client and per mailbox (PT429), then queues a one-hour link by reference for an ACTIVE or PENDING member (the per-mailbox mail limit may drop it).';
revoke all on function private.issue_sign_in_link(p_email text, p_client text) from public;
grant execute on function private.issue_sign_in_link(p_email text, p_client text) to service_role;
