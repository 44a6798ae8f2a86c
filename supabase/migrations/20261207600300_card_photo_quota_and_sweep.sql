-- Card photos: a quota counted at upload, unattached objects swept, nothing in maintenance (second
-- security review, S3 and S8).
--
-- S3: any entrant could store unlimited 10 MiB objects in card-photos that no card pointed at, never
-- counted and never removed. Now the store's question storage_can_write_object records each allowed
-- upload in private.card_photo_uploads and counts it: 6 a day per card (player and match), 30 a day per
-- player, 200 a day per match (past any, the store answers 403). An object no card points at is deleted by
-- the hourly card-photo-sweep edge function once its sweep_after has passed (an hour after upload; at
-- once for the photos of a closed account): private.card_photos_to_sweep lists them,
-- private.card_photos_swept marks them, storage_can_delete lets the service role remove them. A photo
-- that was swept can no longer be attached.
-- S8: while the league is in maintenance a player (not an admin) can neither upload nor attach a card
-- photo: private.card_photo_refusal answers the maintenance message first (PT503).

create table private.card_photo_uploads (
  object_path text primary key,
  match_id uuid not null,
  player_id uuid not null,
  created_at timestamptz not null default now(),
  sweep_after timestamptz not null default now() + interval '1 hour',
  deleted_at timestamptz
);
alter table private.card_photo_uploads enable row level security;
comment on table private.card_photo_uploads is 'Every card-photos object the store was allowed to write (storage_can_write_object): counted for the upload quota; swept (deleted_at) when no card points at it after sweep_after.';
create index card_photo_uploads_sweep_idx on private.card_photo_uploads (sweep_after) where deleted_at is null;
create index card_photo_uploads_player_idx on private.card_photo_uploads (player_id);

-- Replaces card_photo_refusal of 20261129040100_card_photos.sql: maintenance refuses a player first (S8).
create or replace function private.card_photo_refusal(p_match_id uuid, p_player_id uuid, p_changing boolean, out message text, out errcode text)
returns record
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_match public.matches;
  v_admin boolean := private.is_admin();
begin
  select m.* into v_match from public.matches m where m.id = p_match_id;
  if private.maintenance_blocks_caller() then
    message := 'The league site is under maintenance. Please try again later.';
    errcode := 'PT503';
  elsif not found then
    message := 'Match not found';
    errcode := 'PT404';
  elsif not v_admin and (p_player_id is null or private.current_player_id() is distinct from p_player_id) then
    message := 'Only the player or an admin can attach a photo of this card';
    errcode := 'PT403';
  elsif v_match.cancelled_at is not null then
    message := 'This match has been called off. It takes no scores, entries or payments.';
    errcode := '23514';
  elsif not exists (select 1 from public.match_entries e where e.match_id = p_match_id and e.player_id = p_player_id) then
    message := 'Player is not entered in this match';
    errcode := '23514';
  elsif v_admin then
    return;
  elsif v_match.is_final then
    message := private.final_match_message();
    errcode := '23514';
  elsif v_match.date > private.club_today() then
    message := 'A card photo can be attached from the match day';
    errcode := '23514';
  elsif p_changing and exists (select 1 from public.scorecards s
                               where s.match_id = p_match_id and s.player_id = p_player_id and s.attested_at is not null) then
    message := 'This card has been attested; only an admin can change its photo';
    errcode := 'PT403';
  end if;
end
$$;
comment on function private.card_photo_refusal(p_match_id uuid, p_player_id uuid, p_changing boolean, out message text, out errcode text) is 'Why this request may not attach (p_changing: replace or remove) the photo of an entrant''s card, with its errcode; nulls when it may: an admin (not on a called-off match), or the player from match day until finalize, an attested card''s photo changed by an admin only; nobody but an admin in maintenance (PT503).';
revoke all on function private.card_photo_refusal(p_match_id uuid, p_player_id uuid, p_changing boolean, out message text, out errcode text) from public;

-- Replaces storage_can_write_object of 20261129040100_card_photos.sql: volatile, counts and records the
-- upload (quota per card, player and match).
create or replace function public.storage_can_write_object(bucket_name text, object_name text)
returns boolean
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_parts record := private.card_photo_path_parts(object_name);
begin
  if bucket_name is distinct from 'card-photos' then
    return public.storage_can_write(bucket_name);
  end if;
  if v_parts.match_id is null then
    return false;
  end if;
  if (private.card_photo_refusal(v_parts.match_id, v_parts.player_id,
        exists (select 1 from public.card_photos c where c.match_id = v_parts.match_id and c.player_id = v_parts.player_id))).message is not null
     or exists (select 1 from public.card_photos c where c.object_path = object_name)
     or exists (select 1 from private.card_photo_uploads u where u.object_path = object_name) then
    return false;
  end if;
  if not private.take_rate_limit('card_photo_card', v_parts.match_id::text || ':' || v_parts.player_id::text, 6, interval '1 day')
     or not private.take_rate_limit('card_photo_player', v_parts.player_id::text, 30, interval '1 day')
     or not private.take_rate_limit('card_photo_match', v_parts.match_id::text, 200, interval '1 day') then
    return false;
  end if;
  insert into private.card_photo_uploads (object_path, match_id, player_id)
  values (object_name, v_parts.match_id, v_parts.player_id);
  return true;
end
$$;
comment on function public.storage_can_write_object(bucket_name text, object_name text) is 'Storage: may this request upload this object? card-photos: a new object at <match>/<player>/<uuid>.jpg when it may attach that card''s photo, within the quota (6 a day per card, 30 per player, 200 per match), recorded for the sweep; other buckets as storage_can_write.';
revoke all on function public.storage_can_write_object(bucket_name text, object_name text) from public;
grant execute on function public.storage_can_write_object(bucket_name text, object_name text) to anon, authenticated, service_role;

-- Replaces storage_can_delete of 20261129040100_card_photos.sql: the service role (the sweep) may delete an
-- object no card points at.
create or replace function public.storage_can_delete(bucket_name text, object_name text)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_parts record := private.card_photo_path_parts(object_name);
begin
  -- Only card-photos objects no card points at (replaced, removed, or never attached): the evidence itself
  -- goes only through remove_card_photo.
  return bucket_name = 'card-photos'
    and v_parts.match_id is not null
    and (private.is_admin()
         or (private.current_player_id() is not null and private.current_player_id() = v_parts.player_id)
         or coalesce(pg_catalog.current_setting('role', true), '') = 'service_role')
    and not exists (select 1 from public.card_photos c where c.object_path = object_name);
end
$$;
comment on function public.storage_can_delete(bucket_name text, object_name text) is 'Storage: may this request delete this object? Only a card-photos object no card points at, by that player, an admin or the service role (the sweep).';
revoke all on function public.storage_can_delete(bucket_name text, object_name text) from public;
grant execute on function public.storage_can_delete(bucket_name text, object_name text) to anon, authenticated, service_role;

create function private.refuse_swept_card_photo()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if exists (select 1 from private.card_photo_uploads u where u.object_path = new.object_path and u.deleted_at is not null) then
    raise exception using message = 'That photo is no longer stored; upload it again', errcode = '23514';
  end if;
  return new;
end
$$;
comment on function private.refuse_swept_card_photo() is 'BEFORE INSERT/UPDATE on card_photos: a swept object cannot be attached.';
revoke all on function private.refuse_swept_card_photo() from public;

create trigger card_photos_not_swept_check before insert or update of object_path on public.card_photos
for each row execute function private.refuse_swept_card_photo();

create function private.card_photos_to_sweep(p_limit integer default 500)
returns setof text
language sql
stable
security definer
set search_path = ''
as $$
  select u.object_path from private.card_photo_uploads u
  where u.deleted_at is null and u.sweep_after <= now()
    and not exists (select 1 from public.card_photos c where c.object_path = u.object_path)
  order by u.sweep_after
  limit greatest(coalesce(p_limit, 500), 1)
$$;
comment on function private.card_photos_to_sweep(p_limit integer) is 'card-photo-sweep: card-photos objects no card points at whose sweep_after has passed, oldest first.';
revoke all on function private.card_photos_to_sweep(p_limit integer) from public;
grant execute on function private.card_photos_to_sweep(p_limit integer) to service_role;

create function private.card_photos_swept(p_paths text[])
returns integer
language sql
security definer
set search_path = ''
as $$
  with swept as (
    update private.card_photo_uploads u set deleted_at = now()
    where u.object_path = any (coalesce(p_paths, '{}')) and u.deleted_at is null
      and not exists (select 1 from public.card_photos c where c.object_path = u.object_path)
    returning 1
  )
  select count(*)::integer from swept
$$;
comment on function private.card_photos_swept(p_paths text[]) is 'card-photo-sweep: marks these objects deleted from the store; answers how many.';
revoke all on function private.card_photos_swept(p_paths text[]) from public;
grant execute on function private.card_photos_swept(p_paths text[]) to service_role;

-- On hosted Supabase the sweep runs from pg_cron, like the jobs of 20261127000800_scheduled_jobs.sql;
-- elsewhere the stack's scheduler fires supabase/functions/schedule.json.
do $jobs$
begin
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron')
     and to_regprocedure('private.invoke_edge_function(text)') is not null then
    execute 'select cron.schedule($1, $2, $3)'
      using 'fairway-card-photo-sweep', '23 * * * *', 'select private.invoke_edge_function(''card-photo-sweep'')';
  end if;
end
$jobs$;
