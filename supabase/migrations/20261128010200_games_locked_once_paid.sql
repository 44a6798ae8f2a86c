-- Issue #14 item 1: a match's games and buy-ins change only while nobody has paid for the match. Once a
-- payment is recorded, a change to what anyone owes (a game switched on or off, a buy-in, how a pot is
-- funded) is refused: the treasurer settles the payments first (refund or credit, the money side of #14).
-- Notes on a game stay editable. The edit is audited with the games before → after.

create function private.match_games_money(p_match_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(g.game_code, jsonb_build_object('enabled', g.enabled, 'buy_in', g.buy_in, 'pot_calc', g.pot_calc)),
                  '{}'::jsonb)
  from public.match_games g
  where g.match_id = p_match_id
$$;
comment on function private.match_games_money(uuid) is 'A match''s games as far as money goes: game code → {enabled, buy_in, pot_calc}.';
revoke all on function private.match_games_money(uuid) from public;

-- Replaces public.save_match_games of 20261127000400_matches_games_entries_results.sql: refuses a called-off
-- match and a money change once someone has paid; audits before → after.
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
     and exists (select 1 from public.match_payments p where p.match_id = p_match_id) then
    raise exception using errcode = '23514',
      message = 'Games and buy-ins can''t change once someone has paid for this match. Settle those payments first.';
  end if;
  perform private.audit('MATCH_EDITED', 'match', p_match_id::text, v_match.name,
                        jsonb_build_object('games', jsonb_build_object('old', v_before, 'new', v_after)));
end
$$;
comment on function public.save_match_games(uuid, json) is 'Admin: adds or changes a match''s games in one transaction; refused on a final or called-off match, and for a change of what anyone owes once a payment is recorded. Audited MATCH_EDITED {games: {old, new}}.';
revoke all on function public.save_match_games(uuid, json) from public;
grant execute on function public.save_match_games(uuid, json) to anon, authenticated, service_role;
