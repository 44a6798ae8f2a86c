-- Closing an account removes the person from the outbox, the audit details and the card-photo store
-- (second security review, S5).
--
-- After close_my_account the member's e-mail, GHIN and name stayed in admin-readable outbox rows (address,
-- payload, rendered subject and body) and in audit details (e.g. an e-mail change's old and new address),
-- and their card photos stayed stored. Closing now redacts them in place: every outbox row to one of the
-- member's addresses gets a placeholder address and loses its rendered copy (one still waiting is not
-- sent), and every JSON string value equal to their name, nickname, GHIN or one of their addresses in an
-- outbox payload or in audit details becomes "[redacted]"; an audit row's actor or label that is their
-- name becomes "Former member". The audit log stays append-only: private.refuse_audit_change lets
-- exactly this through (only inside private.redact_person, only those three columns). The goodbye e-mail
-- is queued after the redaction and redacts itself once sent (private.redact_after_send). Their card
-- photos are detached and swept from the store at the next card-photo-sweep. (Deactivation is an admin's
-- reversible pause, not a departure: it redacts nothing.)

create function private.redact_json(p_value jsonb, p_needles text[])
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_text text := p_value::text;
  v_needle text;
begin
  if p_value is null then
    return null;
  end if;
  foreach v_needle in array coalesce(p_needles, '{}') loop
    if v_needle is not null and btrim(v_needle) <> '' then
      v_text := replace(v_text, to_jsonb(v_needle)::text, '"[redacted]"');
    end if;
  end loop;
  return v_text::jsonb;
end
$$;
comment on function private.redact_json(p_value jsonb, p_needles text[]) is 'p_value with every JSON string value equal to one of p_needles replaced by "[redacted]".';
revoke all on function private.redact_json(p_value jsonb, p_needles text[]) from public;

-- Replaces refuse_audit_change of 20261127000100_identity_settings_audit.sql: the one change allowed is a
-- closed member's redaction (private.redact_person), of actor, target_label and details only.
create or replace function private.refuse_audit_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE'
     and coalesce(pg_catalog.current_setting('fairway.audit_redaction', true), '') = 'on'
     and to_jsonb(new) - array['actor', 'target_label', 'details', 'action_group'] = to_jsonb(old) - array['actor', 'target_label', 'details', 'action_group'] then
    return new;
  end if;
  raise exception using message = 'The audit log is append-only', errcode = '42501';
end
$$;
comment on function private.refuse_audit_change() is 'Trigger: the audit log is append-only; the only update allowed is a closed member''s redaction (private.redact_person: actor, target_label, details).';
revoke all on function private.refuse_audit_change() from public;

create function private.redact_person(p_names text[], p_emails text[], p_others text[])
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_emails text[] := array(select distinct lower(btrim(e)) from unnest(coalesce(p_emails, '{}')) e where coalesce(btrim(e), '') <> '');
  v_names text[] := array(select distinct n from unnest(coalesce(p_names, '{}')) n where coalesce(btrim(n), '') <> '' and n <> 'Former member');
  v_needles text[];
  v_patterns text[];
begin
  v_needles := v_names || v_emails || array(select o from unnest(coalesce(p_others, '{}')) o where coalesce(btrim(o), '') <> '');
  v_patterns := array(select '%' || to_jsonb(n)::text || '%' from unnest(v_needles) n);
  if cardinality(v_needles) = 0 then
    return;
  end if;
  update public.email_outbox o set
    to_email = case when lower(o.to_email) = any (v_emails) then 'former-member@redacted.invalid' else o.to_email end,
    subject = case when lower(o.to_email) = any (v_emails) then null else o.subject end,
    html = case when lower(o.to_email) = any (v_emails) then null else o.html end,
    text = case when lower(o.to_email) = any (v_emails) then null else o.text end,
    status = case when lower(o.to_email) = any (v_emails) and o.status = 'PENDING' then 'FAILED' else o.status end,
    last_error = case when lower(o.to_email) = any (v_emails) and o.status = 'PENDING' then 'The account was closed' else o.last_error end,
    payload = private.redact_json(o.payload, v_needles)
  where lower(o.to_email) = any (v_emails) or o.payload::text like any (v_patterns);

  perform pg_catalog.set_config('fairway.audit_redaction', 'on', true);
  update public.audit_log a set
    actor = case when a.actor = any (v_names) then 'Former member' else a.actor end,
    target_label = case when a.target_label = any (v_names) then 'Former member' else a.target_label end,
    details = private.redact_json(a.details, v_needles)
  where a.actor = any (v_names) or a.target_label = any (v_names) or a.details::text like any (v_patterns);
  perform pg_catalog.set_config('fairway.audit_redaction', 'off', true);
end
$$;
comment on function private.redact_person(p_names text[], p_emails text[], p_others text[]) is 'Removes a person from the outbox (their addresses, rendered copies, payload values; waiting mail not sent) and the audit details (values "[redacted]", their name as actor or label "Former member").';
revoke all on function private.redact_person(p_names text[], p_emails text[], p_others text[]) from public;

create function private.redact_after_send()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.status in ('SENT', 'FAILED') and old.status = 'PENDING' and (new.payload ->> 'redactAfterSend') = 'true' then
    new.to_email := 'former-member@redacted.invalid';
    new.payload := jsonb_build_object('playerName', 'Former member');
    new.subject := null;
    new.html := null;
    new.text := null;
  end if;
  return new;
end
$$;
comment on function private.redact_after_send() is 'BEFORE UPDATE on email_outbox: a message marked redactAfterSend (a closed account''s goodbye) loses its address and contents once sent or failed.';
revoke all on function private.redact_after_send() from public;

create trigger email_outbox_redact_after_send before update of status on public.email_outbox
for each row execute function private.redact_after_send();

-- Replaces close_my_account of 20261128040000_player_home_and_member_lifecycle.sql: the person is redacted
-- from the outbox and the audit log, their card photos detached and swept.
create or replace function public.close_my_account(p_confirmation text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_player public.players := private.require_player();
  v_emails text[];
begin
  if p_confirmation is distinct from 'CLOSE' then
    raise exception using message = 'Type CLOSE to confirm', errcode = '22023';
  end if;
  if exists (select 1 from public.match_entries e join public.matches m on m.id = e.match_id
             where e.player_id = v_player.id and not m.is_final and m.cancelled_at is null
               and now() < private.match_starts_at(m.id)) then
    raise exception using message = 'Withdraw from your upcoming matches before closing your account', errcode = '23514';
  end if;
  -- Every address the person used here: now, asked for, invited at, written in their audit rows.
  v_emails := array(
    select v_player.email
    union select c.new_email from private.email_changes c where c.player_id = v_player.id
    union select i.email from public.match_invites i where i.player_id = v_player.id
    union select w.email from public.match_waitlist w where w.player_id = v_player.id and w.email is not null
    union select a.details ->> k from public.audit_log a, unnest(array['old_email', 'new_email', 'email']) k
          where a.target_type = 'player' and a.target_id = v_player.id::text and a.details ->> k is not null);
  perform private.audit('PLAYER_ACCOUNT_CLOSED', 'player', v_player.id::text, 'Former member');

  -- Everything that only reaches the person goes; entries, payments and results keep their player row.
  delete from public.match_waitlist w where w.player_id = v_player.id and w.promoted_at is null;
  update public.match_waitlist w set email = null where w.player_id = v_player.id;
  delete from public.match_invites i where i.player_id = v_player.id;
  delete from private.sign_in_links l where l.player_id = v_player.id;
  delete from private.email_changes c where c.player_id = v_player.id;
  update private.player_sessions s set revoked_at = now() where s.player_id = v_player.id and s.revoked_at is null;
  update public.players p
  set name = 'Former member', nickname = null, email = null, ghin = null, status = 'INACTIVE', closed_at = now()
  where p.id = v_player.id;

  -- Card photos: detached now, removed from the store by the next sweep.
  insert into private.card_photo_uploads (object_path, match_id, player_id, sweep_after)
  select c.object_path, c.match_id, c.player_id, now() from public.card_photos c where c.player_id = v_player.id
  on conflict (object_path) do update set sweep_after = now();
  update private.card_photo_uploads u set sweep_after = now() where u.player_id = v_player.id and u.deleted_at is null;
  delete from public.card_photos c where c.player_id = v_player.id;

  perform private.redact_person(array[v_player.name, v_player.nickname], v_emails, array[v_player.ghin]);
  -- The goodbye goes out once, then redacts itself.
  perform private.enqueue_email('account_closed', v_player.email,
                                jsonb_build_object('playerName', v_player.name, 'redactAfterSend', true));
end
$$;
comment on function public.close_my_account(p_confirmation text) is 'The signed-in member closes their account (p_confirmation = ''CLOSE''): name → "Former member", e-mail, GHIN, nickname, invitations and sessions removed, the person redacted from the outbox and audit details, card photos detached and swept; entries, payments and results kept. Refused while entered in a match that has not started.';
revoke all on function public.close_my_account(p_confirmation text) from public;
grant execute on function public.close_my_account(p_confirmation text) to anon, authenticated;
