-- The one-off report of DESIGN rule 37: finalized matches with a match-play or team game whose stored results
-- change under the rule (a walk-off or no-show settled as "thru N", Two-Man Nassau split per part, bracket
-- seeding by id) are listed for the admin, never rewritten. The engine is TypeScript, so the recomputation runs
-- in the team-settlement-report edge function; this function gives it, in one read, every such match as the
-- engine reads it (private.engine_source_of: the match-day indexes and settings recorded at its first finalize)
-- beside the results stored for its match-play and team games. It writes nothing: a changed match is corrected,
-- if at all, by reopening and finalizing it again, with the audit and the money corrections that path has.

-- RPCs -------------------------------------------------------------------------------------------------------

create function private.team_settlement_sources() returns json
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_admin();
  return coalesce((
    select json_agg(json_build_object(
             'match_id', m.id, 'name', m.name, 'date', m.date,
             'source', private.engine_source_of(m.id),
             'stored', coalesce((
               select json_agg(json_build_object('player_id', r.player_id, 'player_name', p.name, 'game_code', r.game_code,
                                                 'position', r.position, 'points', r.points, 'payout_cents', r.payout_cents)
                               order by r.game_code, p.name, r.player_id)
               from public.results r
               join public.players p on p.id = r.player_id
               where r.match_id = m.id and r.game_code in ('MATCH_PLAY', 'FOUR_BALL', 'TEAM_NASSAU')), '[]'::json))
           order by m.date, m.name, m.id)
    from public.matches m
    where m.is_final
      and exists (select 1 from public.match_games g
                  where g.match_id = m.id and g.enabled and g.game_code in ('MATCH_PLAY', 'FOUR_BALL', 'TEAM_NASSAU'))
  ), '[]'::json);
end
$$;
comment on function private.team_settlement_sources() is 'For an admin session: every final match with an enabled MATCH_PLAY, FOUR_BALL or TEAM_NASSAU game, oldest first, as [{match_id, name, date, source (private.engine_source_of), stored: [{player_id, player_name, game_code, position, points, payout_cents}] of those games}]. Read-only. service_role only: the team-settlement-report edge function recomputes them under DESIGN rule 37 and lists the differences.';
revoke all on function private.team_settlement_sources() from public;
grant execute on function private.team_settlement_sources() to service_role;
