-- A player's Recent Matches (issue #15 item 8): one row per match with its games. The profile's
-- last5_results now holds every game result of the player's last five final matches, instead of the last
-- five game results (where one three-game match filled three rows). The key keeps its name: the client
-- groups the rows by match (src/features/players/lib/group-recent-results.ts).
--
-- Replaces private.player_details_json of 20261127000700_screens_and_reporting.sql: only the last5_results
-- subquery changes.

create or replace function private.player_details_json(p_player_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_is_admin boolean := private.is_admin();
  v_me uuid := private.current_player_id();
begin
  return (
    select json_build_object(
      'id', p.id,
      'name', p.name,
      'nickname', p.nickname,
      'status', p.status,
      'join_date', p.join_date,
      'created_at', p.created_at,
      'league_index', p.league_index,
      'email', case when v_is_admin or v_me = p.id then p.email end,
      'ghin', case when v_is_admin or v_me = p.id then p.ghin end,
      'consent_at', case when v_is_admin or v_me = p.id then p.consent_at end,
      'is_owner', coalesce(v_me = p.id, false),
      'career_earnings_cents', coalesce(c.earnings_cents, 0),
      'career_wins', coalesce(c.wins, 0),
      'career_top3', coalesce(c.top3, 0),
      'last5_results', coalesce((
        select json_agg(json_build_object(
                 'date', x.date, 'matchId', x.match_id, 'matchName', x.match_name, 'gameCode', x.game_code,
                 'points', x.points, 'skinsWon', x.skins_won, 'position', x.position,
                 'payoutCents', x.payout_cents, 'explanation', x.explanation)
               order by x.date desc, x.finalized_at desc, x.game_code)
        from (
          select m.date, m.id as match_id, m.name as match_name, m.finalized_at, r.game_code, r.points, r.skins_won,
                 r.position, r.payout_cents, r.explanation
          -- The player's own results first (tens of rows by index), then their matches.
          from (select r0.* from public.results r0 where r0.player_id = p.id offset 0) r
          cross join lateral (
            select m0.date, m0.id, m0.name, m0.finalized_at from public.matches m0
            where m0.id = r.match_id and m0.is_final offset 0
          ) m
          -- Every game of the player's last five final matches (was: the last five results, so one match of
          -- three games took three of the five rows).
          where r.match_id in (
            select r1.match_id
            from public.results r1
            join public.matches m1 on m1.id = r1.match_id and m1.is_final
            where r1.player_id = p.id
            group by r1.match_id, m1.date, m1.finalized_at
            order by m1.date desc, m1.finalized_at desc
            limit 5)
        ) x), '[]'::json)
    )
    from public.players p
    left join private.player_careers c on c.player_id = p.id
    where p.id = p_player_id
  );
end
$$;

revoke all on function private.player_details_json(uuid) from public;
