-- A link is sent only to the address it was made for (second security review, S4).
--
-- An admin could have send-email mail an invitation's reference (inviteRef, readable in the outbox) to
-- their own address: the sending function derived the working link and delivered it, and the admin could
-- then accept or decline as the player. The sending function now binds a link with
-- private.bind_link_token(kind, ref, hash, recipient), which refuses ('wrong_recipient'; the message fails
-- for good, never retried) unless the message goes to the link's own address: the invitation's e-mail, the member's e-mail for a sign-in link, the new address
-- for an e-mail change confirmation. The recipient-blind private.set_link_token_hash is no longer callable
-- by the service role.

create function private.bind_link_token(p_kind text, p_ref uuid, p_token_hash bytea, p_to text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_owner text;
begin
  if p_kind = 'invite' then
    select i.email into v_owner from private.invite_tokens t join public.match_invites i on i.id = t.invite_id where t.ref = p_ref;
  elsif p_kind = 'sign_in' then
    select p.email into v_owner from private.sign_in_links l join public.players p on p.id = l.player_id where l.id = p_ref;
  elsif p_kind = 'email_change' then
    select c.new_email into v_owner from private.email_changes c where c.id = p_ref;
  else
    raise exception using message = 'Unknown link kind', errcode = '22023';
  end if;
  if v_owner is null then
    return 'unknown';
  end if;
  -- An answer, not an error: the sender runs in a transaction an error would abort.
  if lower(btrim(v_owner)) is distinct from lower(btrim(coalesce(p_to, ''))) then
    return 'wrong_recipient';
  end if;
  return case when private.set_link_token_hash(p_kind, p_ref, p_token_hash) then 'bound' else 'unknown' end;
end
$$;
comment on function private.bind_link_token(p_kind text, p_ref uuid, p_token_hash bytea, p_to text) is 'For the sending edge function: binds sha256(token) to a link reference (as set_link_token_hash) only when the message goes to that link''s own address (invitee, member, new address). Answers bound, wrong_recipient, or unknown (an unknown reference or another hash).';
revoke all on function private.bind_link_token(p_kind text, p_ref uuid, p_token_hash bytea, p_to text) from public;
grant execute on function private.bind_link_token(p_kind text, p_ref uuid, p_token_hash bytea, p_to text) to service_role;

revoke execute on function private.set_link_token_hash(p_kind text, p_ref uuid, p_token_hash bytea) from service_role;
