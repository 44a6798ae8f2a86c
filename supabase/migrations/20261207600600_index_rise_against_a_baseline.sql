-- The index-rise alert compares with a baseline, not the last step (second security review, S9).
--
-- A member could raise their suggested index from 10 to 12 unflagged in steps of 0.5 or less (adding
-- rounds, or removing their best self-posted ones), because each change was compared with the value just
-- before it. Each value seen is now kept for 30 days (private.suggested_index_history) and a change is
-- compared with the baseline: the lowest index seen since the player's last dismissed flag within those
-- 30 days (the last seen value included). A rise above indexRiseAlert from it opens a flag (old_value the
-- baseline); while a flag is open, a further rise raises its new_value instead of opening another. A
-- league round posted at finalize is the league's own record: it is not flagged and becomes the new
-- baseline.

create table private.suggested_index_history (
  player_id uuid not null references public.players (id) on delete cascade,
  value numeric(4,1) not null,
  seen_at timestamptz not null default now()
);
alter table private.suggested_index_history enable row level security;
comment on table private.suggested_index_history is 'Suggested indexes seen after each change of a player''s record, kept 30 days: the index-rise alert''s baseline is the lowest since the last dismissed flag.';
create index suggested_index_history_player_idx on private.suggested_index_history (player_id, seen_at desc);

-- Replaces watch_suggested_index of 20261129080200_fair_start_and_index_alerts.sql: compares with the
-- window's lowest index instead of the last one.
create or replace function private.watch_suggested_index()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_player uuid := case when tg_op = 'DELETE' then old.player_id else new.player_id end;
  v_mark constant text := pg_catalog.pg_current_xact_id()::text || '#'
                            || coalesce(pg_catalog.current_setting('fairway.index_batch', true), '');
  v_league constant boolean := coalesce(pg_catalog.current_setting('fairway.league_posting', true), '') = 'on';
  v_new numeric;
  v_old numeric;
  v_seen boolean := false;
  v_since timestamptz;
  v_baseline numeric;
  v_open uuid;
begin
  if exists (select 1 from private.suggested_index_seen s where s.player_id = v_player and s.checked_mark = v_mark)
     or not exists (select 1 from public.players p where p.id = v_player) then
    return null;
  end if;
  v_new := (private.suggested_index_json(v_player) ->> 'value')::numeric;
  select s.value, true into v_old, v_seen from private.suggested_index_seen s where s.player_id = v_player;
  v_since := greatest(now() - interval '30 days',
                      coalesce((select max(r.dismissed_at) from private.index_rise_alerts r where r.player_id = v_player), '-infinity'));
  delete from private.suggested_index_history h where h.player_id = v_player and h.seen_at < now() - interval '30 days';
  if v_league then
    -- A league round posted at finalize is the league's own record, not a member's change: the new baseline.
    delete from private.suggested_index_history h where h.player_id = v_player;
  else
    select min(h.value) into v_baseline from private.suggested_index_history h
    where h.player_id = v_player and h.seen_at >= v_since;
    v_baseline := least(v_baseline, v_old);
    if v_seen and v_baseline is not null and v_new is not null
       and v_new - v_baseline > private.handicap_setting('indexRiseAlert', 0.5) then
      select r.id into v_open from private.index_rise_alerts r
      where r.player_id = v_player and r.dismissed_at is null order by r.created_at desc limit 1;
      if v_open is null then
        insert into private.index_rise_alerts (player_id, old_value, new_value) values (v_player, v_baseline, v_new);
      else
        update private.index_rise_alerts r set new_value = greatest(r.new_value, v_new) where r.id = v_open;
      end if;
    end if;
  end if;
  if v_new is not null then
    insert into private.suggested_index_history (player_id, value) values (v_player, v_new);
  end if;
  insert into private.suggested_index_seen as s (player_id, value, checked_mark) values (v_player, v_new, v_mark)
  on conflict (player_id) do update set value = excluded.value, checked_mark = excluded.checked_mark;
  return null;
end
$$;
comment on function private.watch_suggested_index() is 'At commit, compares a player''s suggested index with the lowest seen since their last dismissed flag (30 days at most) and opens an index-rise flag when it rose by more than indexRiseAlert (or raises the open flag''s new value); a league posting resets the baseline.';
revoke all on function private.watch_suggested_index() from public;
