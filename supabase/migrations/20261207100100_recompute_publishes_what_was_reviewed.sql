-- Recompute Indexes publishes exactly what the admin reviewed (DESIGN rule 13: the changes are shown,
-- old → new, for confirmation, then published in one transaction, audited).
--
-- publish_recomputed_indexes() published whatever the suggested indexes were at the moment of the click:
-- a round posted (or a rule changed, as the WHS Low Handicap Index window of
-- 20261207100000_whs_low_index_anchored_on_previous_score.sql does) between the preview and the click was
-- published without the admin having seen it. It now takes the changes the admin reviewed
-- ([{player_id, old_index, new_index}], as preview_recompute_indexes listed them) and publishes only if
-- they are still exactly the changes to make; otherwise nothing is written and the admin is told to
-- review the new list. What it publishes and audits (INDEX_PUBLISHED, old, new, label, source 'recompute',
-- the admin named by the audit trigger) is unchanged.

-- Replaces public.publish_recomputed_indexes of 20261127000200_players_and_handicaps.sql: it takes the
-- reviewed changes and refuses when the changes to make differ from them (the argument list changes, so
-- drop first).
drop function public.publish_recomputed_indexes();
create function public.publish_recomputed_indexes(p_reviewed jsonb)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_count integer;
begin
  perform private.require_admin();
  if jsonb_typeof(coalesce(p_reviewed, 'null'::jsonb)) <> 'array' then
    raise exception using message = 'The reviewed changes must be a list', errcode = '22023';
  end if;

  -- The changes as of now, read once: checked against the review, then published from the same rows.
  create temp table if not exists pg_temp.index_changes (
    id uuid primary key, name text not null, old_index numeric, new_index numeric, label text
  ) on commit drop;
  truncate pg_temp.index_changes;
  insert into pg_temp.index_changes (id, name, old_index, new_index, label)
  select p.id, p.name, p.league_index, s.value, s.label
  from public.players p
  join private.suggested_indexes s on s.player_id = p.id
  where s.value is distinct from p.league_index
  for update of p;

  -- Compared as JSON values, so 8 and 8.0 are equal and a malformed entry is simply a difference.
  if exists (select c.id::text, coalesce(to_jsonb(c.old_index), 'null'::jsonb), coalesce(to_jsonb(c.new_index), 'null'::jsonb)
             from pg_temp.index_changes c
             except
             select r ->> 'player_id', coalesce(r -> 'old_index', 'null'::jsonb), coalesce(r -> 'new_index', 'null'::jsonb)
             from jsonb_array_elements(p_reviewed) r)
     or exists (select r ->> 'player_id', coalesce(r -> 'old_index', 'null'::jsonb), coalesce(r -> 'new_index', 'null'::jsonb)
                from jsonb_array_elements(p_reviewed) r
                except
                select c.id::text, coalesce(to_jsonb(c.old_index), 'null'::jsonb), coalesce(to_jsonb(c.new_index), 'null'::jsonb)
                from pg_temp.index_changes c) then
    raise exception using message = 'The indexes changed since you reviewed them: review the new list, then publish', errcode = '23514';
  end if;

  with updated as (
    update public.players p set league_index = c.new_index
    from pg_temp.index_changes c
    where p.id = c.id
    returning p.id
  )
  insert into public.audit_log (actor, action, target_type, target_id, target_label, details)
  select 'admin', 'INDEX_PUBLISHED', 'player', c.id::text, c.name,
         jsonb_build_object('old', c.old_index, 'new', c.new_index, 'label', c.label, 'source', 'recompute')
  from pg_temp.index_changes c
  join updated u on u.id = c.id;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
comment on function public.publish_recomputed_indexes(jsonb) is 'Admin: publishes the recomputed indexes the admin reviewed ([{player_id, old_index, new_index}] from preview_recompute_indexes) in one transaction, one INDEX_PUBLISHED audit row each; refused, nothing written, when the changes to make are no longer exactly those.';
revoke all on function public.publish_recomputed_indexes(jsonb) from public;
grant execute on function public.publish_recomputed_indexes(jsonb) to anon, authenticated, service_role;
