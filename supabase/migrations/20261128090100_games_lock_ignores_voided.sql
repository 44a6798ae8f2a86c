-- Follow-up to issue #14: the games lock counts only payments that stand. A voided payment (the row stays,
-- with voided_at) no longer keeps a match's games and buy-ins locked.

-- Replaces public.save_match_games of 20261128010200_games_locked_once_paid.sql: ignores voided payments.
create or replace function public.save_match_games(p_match_id uuid, p_games json)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_match public.matches;
  v_before jsonb;
  v_after jsonb;
begin
  perform private.require_admin();
  v_match := private.lock_match(p_match_id);
  perform private.require_match_changeable(v_match);
  v_before := private.match_games_money(p_match_id);
  perform private.write_match_games(p_match_id, p_games);
  v_after := private.match_games_money(p_match_id);
  if v_after is distinct from v_before
     and exists (select 1 from public.match_payments p where p.match_id = p_match_id and p.voided_at is null) then
    raise exception using errcode = '23514',
      message = 'Games and buy-ins can''t change once someone has paid for this match. Settle those payments first.';
  end if;
  perform private.audit('MATCH_EDITED', 'match', p_match_id::text, v_match.name,
                        jsonb_build_object('games', jsonb_build_object('old', v_before, 'new', v_after)));
end
$$;
comment on function public.save_match_games(uuid, json) is 'Admin: adds or changes a match''s games in one transaction; refused on a final or called-off match, and for a change of what anyone owes once a payment (not voided) is recorded. Audited MATCH_EDITED {games: {old, new}}.';
revoke all on function public.save_match_games(uuid, json) from public;
grant execute on function public.save_match_games(uuid, json) to anon, authenticated, service_role;
