-- Fairway League — Scan Scorecard (issue 16, item 4): a photo of the signed paper card is attached to that
-- player's scorecard as evidence. It is never read by the app (scores are entered by hand).
--
-- The photo sits in the private bucket 'card-photos' at '<match id>/<player id>/<random uuid>.jpg'; the row
-- in public.card_photos says which object is the card's evidence, who attached it (DESIGN rule 14) and when.
-- Only admins and that player see it: reads go through storage_can_read (the local object store signs a
-- short-lived URL only when it answers true; hosted Storage applies it as the bucket's select policy).
-- Who attaches, replaces or removes: the player (not after finalize; once the card is attested only an admin
-- changes an attached photo) and any admin. A called-off match takes none.

-- =============================================================================================
-- Table
-- =============================================================================================
create table public.card_photos (
  match_id uuid not null references public.matches (id) on delete cascade,
  player_id uuid not null references public.players (id) on delete cascade,
  object_path text not null unique,
  uploaded_by_kind text not null check (uploaded_by_kind in ('player', 'admin')),
  uploaded_by_id text not null,
  created_at timestamptz not null default now(),
  primary key (match_id, player_id),
  constraint card_photos_path_is_the_cards check (
    object_path = match_id::text || '/' || player_id::text || '/' || substring(object_path from '[^/]+$')
    and object_path ~ '/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$')
);
comment on table public.card_photos is 'The photo of a player''s signed paper card for a match (bucket card-photos), one per card; admins and that player only, through RPCs.';
create index card_photos_player_id_idx on public.card_photos (player_id);
alter table public.card_photos enable row level security;
revoke all on public.card_photos from anon, authenticated;
grant all on public.card_photos to service_role;

-- =============================================================================================
-- Helpers
-- =============================================================================================
create function private.card_photo_path_parts(p_object_path text, out match_id uuid, out player_id uuid)
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_parts text[] := pg_catalog.regexp_match(coalesce(p_object_path, ''),
    '^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.jpg$');
begin
  match_id := v_parts[1]::uuid;
  player_id := v_parts[2]::uuid;
end
$$;
comment on function private.card_photo_path_parts(text) is 'The match and player of a card-photos object path (<match>/<player>/<uuid>.jpg); nulls when the path is not one.';
revoke all on function private.card_photo_path_parts(text) from public;

create function private.card_photo_refusal(p_match_id uuid, p_player_id uuid, p_changing boolean,
  out message text, out errcode text)
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
  if not found then
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
comment on function private.card_photo_refusal(uuid, uuid, boolean) is 'Why this request may not attach (p_changing: replace or remove) the photo of an entrant''s card, with its errcode; nulls when it may: an admin (not on a called-off match), or the player from match day until finalize, an attested card''s photo changed by an admin only.';
revoke all on function private.card_photo_refusal(uuid, uuid, boolean) from public;

create function private.require_card_photo_change(p_match_id uuid, p_player_id uuid, p_changing boolean)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_refusal record := private.card_photo_refusal(p_match_id, p_player_id, p_changing);
begin
  if v_refusal.message is not null then
    raise exception using message = v_refusal.message, errcode = v_refusal.errcode;
  end if;
end
$$;
comment on function private.require_card_photo_change(uuid, uuid, boolean) is 'Raises private.card_photo_refusal''s message and errcode, if any.';
revoke all on function private.require_card_photo_change(uuid, uuid, boolean) from public;

create function private.card_photo_json(p_photo public.card_photos)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select json_build_object(
    'player_id', p_photo.player_id,
    'object_path', p_photo.object_path,
    'uploaded_by_kind', p_photo.uploaded_by_kind,
    'uploaded_by', private.actor_display_name(p_photo.uploaded_by_kind, p_photo.uploaded_by_id, null),
    'created_at', p_photo.created_at)
$$;
comment on function private.card_photo_json(public.card_photos) is 'A card photo as the client reads it, with the uploader''s current name.';
revoke all on function private.card_photo_json(public.card_photos) from public;

-- =============================================================================================
-- RPCs
-- =============================================================================================
create function public.attach_card_photo(p_match_id uuid, p_player_id uuid, p_object_path text)
returns json
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old public.card_photos;
  v_photo public.card_photos;
  v_actor record := private.current_actor();
  v_parts record := private.card_photo_path_parts(p_object_path);
begin
  select c.* into v_old from public.card_photos c
  where c.match_id = p_match_id and c.player_id = p_player_id for update;
  perform private.require_card_photo_change(p_match_id, p_player_id, v_old.object_path is not null);
  if v_parts.match_id is distinct from p_match_id or v_parts.player_id is distinct from p_player_id then
    raise exception using message = 'That photo does not belong to this card', errcode = '22023';
  end if;
  if p_object_path = v_old.object_path then
    raise exception using message = 'This photo is already attached to the card', errcode = '23514';
  end if;
  insert into public.card_photos (match_id, player_id, object_path, uploaded_by_kind, uploaded_by_id)
  values (p_match_id, p_player_id, p_object_path, v_actor.kind, v_actor.id)
  on conflict (match_id, player_id) do update set
    object_path = excluded.object_path, uploaded_by_kind = excluded.uploaded_by_kind,
    uploaded_by_id = excluded.uploaded_by_id, created_at = now()
  returning * into v_photo;
  perform private.audit(case when v_old.object_path is null then 'SCORECARD_PHOTO_ATTACHED' else 'SCORECARD_PHOTO_REPLACED' end,
    'match', p_match_id::text, (select m.name from public.matches m where m.id = p_match_id),
    jsonb_build_object('player_id', p_player_id,
                       'player_name', (select p.name from public.players p where p.id = p_player_id),
                       'object_path', p_object_path, 'replaced_path', v_old.object_path));
  return json_build_object('photo', private.card_photo_json(v_photo), 'replaced_path', v_old.object_path);
end
$$;
comment on function public.attach_card_photo(uuid, uuid, text) is 'Attaches (or replaces) the photo of an entrant''s signed card, already uploaded to card-photos at <match>/<player>/<uuid>.jpg: the player or an admin (private.card_photo_refusal). Answers {photo, replaced_path}; audited SCORECARD_PHOTO_ATTACHED / SCORECARD_PHOTO_REPLACED.';
revoke all on function public.attach_card_photo(uuid, uuid, text) from public;
grant execute on function public.attach_card_photo(uuid, uuid, text) to anon, authenticated, service_role;

create function public.remove_card_photo(p_match_id uuid, p_player_id uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old public.card_photos;
begin
  select c.* into v_old from public.card_photos c
  where c.match_id = p_match_id and c.player_id = p_player_id for update;
  perform private.require_card_photo_change(p_match_id, p_player_id, true);
  if v_old.object_path is null then
    raise exception using message = 'This card has no photo', errcode = '23514';
  end if;
  delete from public.card_photos c where c.match_id = p_match_id and c.player_id = p_player_id;
  perform private.audit('SCORECARD_PHOTO_REMOVED', 'match', p_match_id::text,
    (select m.name from public.matches m where m.id = p_match_id),
    jsonb_build_object('player_id', p_player_id,
                       'player_name', (select p.name from public.players p where p.id = p_player_id),
                       'object_path', v_old.object_path));
  return v_old.object_path;
end
$$;
comment on function public.remove_card_photo(uuid, uuid) is 'Removes the photo of an entrant''s card (the player until the card is attested and the match final, or an admin); answers the removed object''s path (the caller deletes the object). Audited SCORECARD_PHOTO_REMOVED.';
revoke all on function public.remove_card_photo(uuid, uuid) from public;
grant execute on function public.remove_card_photo(uuid, uuid) to anon, authenticated, service_role;

create function public.get_card_photos(p_match_id uuid)
returns json
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(json_agg(private.card_photo_json(c) order by c.created_at), '[]'::json)
  from public.card_photos c
  where c.match_id = p_match_id
    and (private.is_admin() or c.player_id = private.current_player_id())
$$;
comment on function public.get_card_photos(uuid) is 'The card photos of a match the caller may see: every one for an admin, their own for a player, none for anyone else. [{player_id, object_path, uploaded_by_kind, uploaded_by, created_at}].';
revoke all on function public.get_card_photos(uuid) from public;
grant execute on function public.get_card_photos(uuid) to anon, authenticated, service_role;

-- =============================================================================================
-- The object store's questions (local gateway: stack/storage.mjs; hosted: storage.objects policies)
-- =============================================================================================
create function public.storage_can_write_object(bucket_name text, object_name text)
returns boolean
language plpgsql
stable
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
  return (private.card_photo_refusal(v_parts.match_id, v_parts.player_id,
            exists (select 1 from public.card_photos c where c.match_id = v_parts.match_id and c.player_id = v_parts.player_id))).message is null
    and not exists (select 1 from public.card_photos c where c.object_path = object_name);
end
$$;
comment on function public.storage_can_write_object(text, text) is 'Storage: may this request upload this object? card-photos: a new object at <match>/<player>/<uuid>.jpg when it may attach that card''s photo; other buckets as storage_can_write.';
revoke all on function public.storage_can_write_object(text, text) from public;
grant execute on function public.storage_can_write_object(text, text) to anon, authenticated, service_role;

create function public.storage_can_read(bucket_name text, object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when bucket_name in ('scorecards', 'branding') then true
    when bucket_name = 'card-photos' then exists (
      select 1 from public.card_photos c
      where c.object_path = object_name
        and (private.is_admin() or c.player_id = private.current_player_id()))
    else false
  end
$$;
comment on function public.storage_can_read(text, text) is 'Storage: may this request read this object? The public buckets: yes; card-photos: the attached photo, to an admin or that player only.';
revoke all on function public.storage_can_read(text, text) from public;
grant execute on function public.storage_can_read(text, text) to anon, authenticated, service_role;

create function public.storage_can_delete(bucket_name text, object_name text)
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
    and (private.is_admin() or (private.current_player_id() is not null and private.current_player_id() = v_parts.player_id))
    and not exists (select 1 from public.card_photos c where c.object_path = object_name);
end
$$;
comment on function public.storage_can_delete(text, text) is 'Storage: may this request delete this object? Only a card-photos object no card points at, by that player or an admin.';
revoke all on function public.storage_can_delete(text, text) from public;
grant execute on function public.storage_can_delete(text, text) to anon, authenticated, service_role;

-- Hosted Supabase: the private bucket and its policies (the local stack has its own object store).
do $$
begin
  if to_regclass('storage.buckets') is not null then
    insert into storage.buckets (id, name, public, allowed_mime_types, file_size_limit)
    values ('card-photos', 'card-photos', false, array['image/jpeg'], 10 * 1024 * 1024)
    on conflict (id) do nothing;
  end if;
  if to_regclass('storage.objects') is not null then
    execute $p$create policy "Card photos: the player or an admin uploads" on storage.objects
      for insert to anon, authenticated with check (bucket_id = 'card-photos' and public.storage_can_write_object(bucket_id, name))$p$;
    execute $p$create policy "Card photos: admins and that player read" on storage.objects
      for select to anon, authenticated using (bucket_id = 'card-photos' and public.storage_can_read(bucket_id, name))$p$;
    execute $p$create policy "Card photos: unattached objects are deleted" on storage.objects
      for delete to anon, authenticated using (bucket_id = 'card-photos' and public.storage_can_delete(bucket_id, name))$p$;
  end if;
end
$$;
