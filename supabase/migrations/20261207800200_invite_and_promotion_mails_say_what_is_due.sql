-- The invitation and the waitlist promotion say what is owed and how to pay (issue #26, the organiser's
-- day-one list; DESIGN rule 19: invitations show the league's payment instructions).
--
-- The invitation e-mail did not say the match requires payment before play, and the "a seat opened up"
-- e-mail did not say what the new entrant owes. Both are queued from several places (create_invitations,
-- resend_invitation, promote_waitlist, withdraw_from_match's automatic promotion), so — as
-- private.outbox_match_start does for the start time — one BEFORE INSERT trigger on email_outbox adds the
-- money facts to those templates' payloads from the match named by payload.matchId:
--   match_invite       requirePaymentBeforePlay
--   waitlist_promoted  requirePaymentBeforePlay, dueCents (what the entrant to_email owes for the match now)
-- The templates add the league's payment instructions (setting paymentInstructions) from their context.

create function private.outbox_money_facts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_match public.matches;
  v_due bigint;
begin
  if new.template in ('match_invite', 'waitlist_promoted') and new.payload ? 'matchId'
     and (new.payload ->> 'matchId') ~ '^[0-9a-fA-F-]{36}$' then
    select m.* into v_match from public.matches m where m.id = (new.payload ->> 'matchId')::uuid;
    if found then
      new.payload := new.payload || jsonb_build_object('requirePaymentBeforePlay', v_match.require_payment_before_play);
      if new.template = 'waitlist_promoted' and not new.payload ? 'dueCents' then
        select mm.outstanding_cents into v_due
        from public.players p
        cross join lateral private.match_money_one(v_match.id) mm
        where lower(p.email) = lower(new.to_email) and mm.player_id = p.id
        limit 1;
        if v_due is not null then
          new.payload := new.payload || jsonb_build_object('dueCents', greatest(v_due, 0));
        end if;
      end if;
    end if;
  end if;
  return new;
end
$$;
comment on function private.outbox_money_facts() is 'email_outbox: adds requirePaymentBeforePlay to invitation and waitlist-promotion e-mails, and to a promotion what the new entrant owes (dueCents).';
revoke all on function private.outbox_money_facts() from public;
create trigger email_outbox_money_prepare before insert on public.email_outbox
  for each row execute function private.outbox_money_facts();
