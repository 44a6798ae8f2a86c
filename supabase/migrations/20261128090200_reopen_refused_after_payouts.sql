-- Follow-up to issue #14: a final match whose winnings have been (partly) paid out cannot be reopened —
-- reopening deletes the results those payouts were made against, and the ledger would show money paid out
-- of nothing. The treasurer keeps the match final; a correction is a separate, recorded money movement.

-- Replaces public.reopen_match of 20261127000400_matches_games_entries_results.sql: refused once a payout is recorded.
create or replace function public.reopen_match(p_match_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_match public.matches;
  v_deleted integer;
  v_paid_out bigint;
  v_players integer;
begin
  perform private.require_admin();
  v_match := private.lock_match(p_match_id);
  if not v_match.is_final then
    raise exception using message = 'This match is not finalized', errcode = '23514';
  end if;
  select coalesce(sum(w.amount_cents), 0), count(distinct w.player_id) into v_paid_out, v_players
  from public.winnings_payouts w where w.match_id = p_match_id;
  if v_players > 0 then
    raise exception using errcode = '23514',
      message = format('This match can''t be reopened: winnings of $%s have already been paid out to %s. Its results must stay as they were paid.',
                       private.money_text(v_paid_out),
                       case when v_players = 1 then '1 player' else v_players || ' players' end);
  end if;
  update public.matches m set is_final = false, finalized_at = null where m.id = p_match_id;
  delete from public.results r where r.match_id = p_match_id;
  get diagnostics v_deleted = row_count;
  perform private.audit('MATCH_REOPENED', 'match', p_match_id::text, v_match.name,
                        jsonb_build_object('results_removed', v_deleted));
end
$$;
comment on function public.reopen_match(uuid) is 'Admin: reopens a final match (its results are removed); refused once any of its winnings have been paid out.';
revoke all on function public.reopen_match(uuid) from public;
grant execute on function public.reopen_match(uuid) to anon, authenticated, service_role;
