-- Finalize says how many cards are unattested: get_finalize_readiness also answers unattested_cards, the entrants
-- whose card has no attestation yet (no card, or not confirmed by its player), so the admin's confirmation can say
-- "3 of 12 cards are not attested" before the results are locked. Finalizing stays allowed (an admin may finalize
-- over unattested cards); this is information, not a new refusal.

-- Replaces get_finalize_readiness of 20261128030000_finalize_readiness_and_payment_reminders.sql: adds unattested_cards.
create or replace function public.get_finalize_readiness(p_match_id uuid)
 RETURNS json
 LANGUAGE plpgsql
 STABLE SECURITY DEFINER
 SET search_path TO ''
AS $function$
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
    'unpaid_entries', (select count(*) from public.match_entries e where e.match_id = p_match_id and not e.paid_in_full),
    -- Entrants whose card is not attested (no card yet, or a card the player has not confirmed).
    'unattested_cards', (select count(*) from public.match_entries e
                         where e.match_id = p_match_id
                           and not exists (select 1 from public.scorecards s
                                           where s.match_id = e.match_id and s.player_id = e.player_id
                                             and s.attested_at is not null)));
end
$function$;
comment on function public.get_finalize_readiness(p_match_id uuid) is 'Admin: whether the match can be finalized now and, if not, why (the message the finalize write would refuse with); with the counts of entries, unpaid entries and unattested cards.';
revoke all on function public.get_finalize_readiness(p_match_id uuid) from public;
grant execute on function public.get_finalize_readiness(p_match_id uuid) to anon, authenticated, service_role;
