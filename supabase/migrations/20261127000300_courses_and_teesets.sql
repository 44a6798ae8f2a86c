-- Fairway League — courses, tee sets, course pars, storage buckets.
--
-- Admins write courses and tee sets straight through PostgREST (RLS: admins only); the spec's
-- validation messages come from BEFORE triggers (errcode 23514), and CHECK constraints back them.

-- =============================================================================================
-- Tables
-- =============================================================================================
create table public.courses (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint courses_name_check check (btrim(name) <> '' and char_length(name) <= 100),
  location text constraint courses_location_check check (char_length(location) <= 200),
  city text constraint courses_city_check check (char_length(city) <= 100),
  -- Admin spec §5: state at most 2 characters.
  state text constraint courses_state_check check (char_length(state) <= 2),
  notes text constraint courses_notes_check check (char_length(notes) <= 2000),
  -- Admin spec §5: holes 9–18; front and back par 27–45.
  holes integer not null default 18 constraint courses_holes_check check (holes between 9 and 18),
  par_out integer not null default 36 constraint courses_par_out_check check (par_out between 27 and 45),
  par_in integer not null default 36 constraint courses_par_in_check check (par_in between 27 and 45),
  archived boolean not null default false,
  scorecard_image_url text constraint courses_scorecard_image_url_check check (char_length(scorecard_image_url) <= 1000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.courses is 'Golf courses; a course has one or more tee sets.';

create index courses_name_idx on public.courses (name);

create index courses_archived_name_idx on public.courses (archived, name);

-- 18 values, each an integer 1..18 exactly once.
create function private.is_stroke_index_permutation(p_indexes integer[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_indexes is not null
    and array_ndims(p_indexes) = 1
    and cardinality(p_indexes) = 18
    and (select array_agg(x order by x) from unnest(p_indexes) x) = (select array_agg(g order by g) from generate_series(1, 18) g)
$$;
revoke all on function private.is_stroke_index_permutation(integer[]) from public;
grant execute on function private.is_stroke_index_permutation(integer[]) to anon, authenticated, service_role;

create table public.teesets (
  id uuid primary key default gen_random_uuid(),
  course_id uuid not null references public.courses (id) on delete cascade,
  label text not null constraint teesets_label_check check (btrim(label) <> '' and char_length(label) <= 50),
  -- Course rating: 60–80 is advisory in the spec (a warning in the form); the database keeps it sane.
  rating numeric(3, 1) not null constraint teesets_rating_check check (rating between 50 and 90),
  -- Admin spec §5: slope 55–155.
  slope integer not null constraint teesets_slope_check check (slope between 55 and 155),
  -- 18 values, par 3–6 on every hole.
  par_by_hole integer[] not null constraint teesets_par_by_hole_check check (
    array_ndims(par_by_hole) = 1 and cardinality(par_by_hole) = 18
    and array_position(par_by_hole, null) is null
    and 3 <= all (par_by_hole) and 6 >= all (par_by_hole)
  ),
  -- 18 stroke indexes, exactly 1..18 once each.
  stroke_index_by_hole integer[] not null constraint teesets_stroke_index_by_hole_check check (
    private.is_stroke_index_permutation(stroke_index_by_hole)
  ),
  is_default boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- Target of matches' (teeset_id, course_id) foreign key: a match's tee belongs to its course.
  constraint teesets_id_course_id_key unique (id, course_id)
);

comment on table public.teesets is 'Tee sets of a course: rating, slope, par and stroke index per hole (18 values each).';

create index teesets_course_id_idx on public.teesets (course_id);

-- At most one default tee set per course.
create unique index teesets_one_default_per_course_idx on public.teesets (course_id) where is_default;

create table public.course_pars (
  course_name text primary key constraint course_pars_course_name_check check (btrim(course_name) <> '' and char_length(course_name) <= 100),
  hole_1 integer not null check (hole_1 between 3 and 6),
  hole_2 integer not null check (hole_2 between 3 and 6),
  hole_3 integer not null check (hole_3 between 3 and 6),
  hole_4 integer not null check (hole_4 between 3 and 6),
  hole_5 integer not null check (hole_5 between 3 and 6),
  hole_6 integer not null check (hole_6 between 3 and 6),
  hole_7 integer not null check (hole_7 between 3 and 6),
  hole_8 integer not null check (hole_8 between 3 and 6),
  hole_9 integer not null check (hole_9 between 3 and 6),
  hole_10 integer not null check (hole_10 between 3 and 6),
  hole_11 integer not null check (hole_11 between 3 and 6),
  hole_12 integer not null check (hole_12 between 3 and 6),
  hole_13 integer not null check (hole_13 between 3 and 6),
  hole_14 integer not null check (hole_14 between 3 and 6),
  hole_15 integer not null check (hole_15 between 3 and 6),
  hole_16 integer not null check (hole_16 between 3 and 6),
  hole_17 integer not null check (hole_17 between 3 and 6),
  hole_18 integer not null check (hole_18 between 3 and 6)
);

comment on table public.course_pars is 'Par per hole by course name; the ''Default Course'' row is the fallback for par hints.';

-- =============================================================================================
-- Triggers
-- =============================================================================================

create function private.validate_course()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.name := btrim(coalesce(new.name, ''));
  new.state := nullif(upper(btrim(coalesce(new.state, ''))), '');
  if new.name = '' then
    raise exception using message = 'Course name is required', errcode = '23514';
  end if;
  if char_length(new.name) > 100 then
    raise exception using message = 'Course name must be 100 characters or less', errcode = '23514';
  end if;
  if new.holes is null or new.holes not between 9 and 18 then
    raise exception using message = 'Holes must be between 9 and 18', errcode = '23514';
  end if;
  if new.par_out is null or new.par_out not between 27 and 45 then
    raise exception using message = 'Front 9 par must be between 27 and 45', errcode = '23514';
  end if;
  if new.par_in is null or new.par_in not between 27 and 45 then
    raise exception using message = 'Back 9 par must be between 27 and 45', errcode = '23514';
  end if;
  if char_length(new.state) > 2 then
    raise exception using message = 'State must be 2 characters or less', errcode = '23514';
  end if;
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  return new;
end
$$;
revoke all on function private.validate_course() from public;

create trigger courses_validate
before insert or update on public.courses
for each row execute function private.validate_course();

create function private.validate_teeset()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_distinct integer;
begin
  new.label := btrim(coalesce(new.label, ''));
  if new.label = '' then
    raise exception using message = 'Tee label is required', errcode = '23514';
  end if;
  if char_length(new.label) > 50 then
    raise exception using message = 'Tee label must be 50 characters or less', errcode = '23514';
  end if;
  if new.rating is null then
    raise exception using message = 'Rating is required', errcode = '23514';
  end if;
  if new.rating not between 50 and 90 then
    raise exception using message = 'Rating must be a number between 50 and 90', errcode = '23514';
  end if;
  if new.slope is null then
    raise exception using message = 'Slope is required', errcode = '23514';
  end if;
  if new.slope not between 55 and 155 then
    raise exception using message = 'Slope must be an integer between 55 and 155', errcode = '23514';
  end if;
  if new.par_by_hole is null or array_ndims(new.par_by_hole) is distinct from 1 or cardinality(new.par_by_hole) <> 18
     or array_position(new.par_by_hole, null) is not null then
    raise exception using message = 'Par is required for all 18 holes', errcode = '23514';
  end if;
  if not (3 <= all (new.par_by_hole) and 6 >= all (new.par_by_hole)) then
    raise exception using message = 'Par per hole must be between 3 and 6', errcode = '23514';
  end if;
  if new.stroke_index_by_hole is null or array_ndims(new.stroke_index_by_hole) is distinct from 1
     or cardinality(new.stroke_index_by_hole) <> 18 or array_position(new.stroke_index_by_hole, null) is not null
     or not (1 <= all (new.stroke_index_by_hole) and 18 >= all (new.stroke_index_by_hole)) then
    raise exception using message = 'Stroke indexes must be exactly 1-18', errcode = '23514';
  end if;
  select count(distinct x) into v_distinct from unnest(new.stroke_index_by_hole) x;
  if v_distinct <> 18 then
    raise exception using message = 'Stroke indexes must be unique numbers 1-18', errcode = '23514';
  end if;
  if tg_op = 'UPDATE' then
    new.created_at := old.created_at;
  end if;
  new.updated_at := now();
  return new;
end
$$;
revoke all on function private.validate_teeset() from public;

create trigger teesets_validate
before insert or update on public.teesets
for each row execute function private.validate_teeset();

-- Making a tee set the default un-defaults the course's other tee sets (one default per course).
create function private.teesets_single_default()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.is_default then
    update public.teesets t set is_default = false
    where t.course_id = new.course_id and t.id <> new.id and t.is_default;
  end if;
  return new;
end
$$;
revoke all on function private.teesets_single_default() from public;

create trigger teesets_single_default
before insert or update of is_default on public.teesets
for each row when (new.is_default) execute function private.teesets_single_default();

-- =============================================================================================
-- Helpers
-- =============================================================================================

create function private.json_int_array(p_value json)
returns integer[]
language plpgsql
immutable
set search_path = ''
as $$
begin
  if p_value is null or json_typeof(p_value) = 'null' then
    return null;
  end if;
  if json_typeof(p_value) <> 'array' then
    raise exception using message = 'Expected a list of 18 whole numbers', errcode = '23514';
  end if;
  return array(select nullif(x, 'null')::integer from json_array_elements_text(p_value) with ordinality as t(x, n) order by n);
exception
  when invalid_text_representation or numeric_value_out_of_range then
    raise exception using message = 'Expected a list of 18 whole numbers', errcode = '23514';
end
$$;
revoke all on function private.json_int_array(json) from public;

-- =============================================================================================
-- Row-level security and privileges
-- =============================================================================================
alter table public.courses enable row level security;

alter table public.teesets enable row level security;

alter table public.course_pars enable row level security;

revoke all on public.courses, public.teesets, public.course_pars from anon, authenticated;

grant select, insert, update, delete on public.courses, public.teesets, public.course_pars to anon, authenticated;

grant all on public.courses, public.teesets, public.course_pars to service_role;

create policy "Anyone can read courses" on public.courses
  for select to anon, authenticated using (true);

create policy "Admins can create courses" on public.courses
  for insert to anon, authenticated with check ((select private.is_admin()));

create policy "Admins can update courses" on public.courses
  for update to anon, authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

create policy "Admins can delete courses" on public.courses
  for delete to anon, authenticated using ((select private.is_admin()));

create policy "Anyone can read tee sets" on public.teesets
  for select to anon, authenticated using (true);

create policy "Admins can create tee sets" on public.teesets
  for insert to anon, authenticated with check ((select private.is_admin()));

create policy "Admins can update tee sets" on public.teesets
  for update to anon, authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

create policy "Admins can delete tee sets" on public.teesets
  for delete to anon, authenticated using ((select private.is_admin()));

create policy "Anyone can read course pars" on public.course_pars
  for select to anon, authenticated using (true);

create policy "Admins can create course pars" on public.course_pars
  for insert to anon, authenticated with check ((select private.is_admin()));

create policy "Admins can update course pars" on public.course_pars
  for update to anon, authenticated using ((select private.is_admin())) with check ((select private.is_admin()));

create policy "Admins can delete course pars" on public.course_pars
  for delete to anon, authenticated using ((select private.is_admin()));

-- =============================================================================================
-- RPCs
-- =============================================================================================

create function public.create_course_with_teeset(p_course json, p_teeset json)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_course_id uuid;
  v_teeset_id uuid;
begin
  perform private.require_admin();
  if p_course is null or json_typeof(p_course) <> 'object' then
    raise exception using message = 'Course name is required', errcode = '23514';
  end if;
  if p_teeset is null or json_typeof(p_teeset) <> 'object' then
    raise exception using message = 'Tee label is required', errcode = '23514';
  end if;
  insert into public.courses (name, location, city, state, notes, holes, par_out, par_in, scorecard_image_url)
  values (
    p_course ->> 'name',
    nullif(btrim(p_course ->> 'location'), ''),
    nullif(btrim(p_course ->> 'city'), ''),
    p_course ->> 'state',
    nullif(btrim(p_course ->> 'notes'), ''),
    coalesce((p_course ->> 'holes')::integer, 18),
    coalesce((p_course ->> 'par_out')::integer, 36),
    coalesce((p_course ->> 'par_in')::integer, 36),
    nullif(btrim(p_course ->> 'scorecard_image_url'), '')
  )
  returning id into v_course_id;
  insert into public.teesets (course_id, label, rating, slope, par_by_hole, stroke_index_by_hole, is_default)
  values (
    v_course_id,
    p_teeset ->> 'label',
    (p_teeset ->> 'rating')::numeric,
    (p_teeset ->> 'slope')::integer,
    private.json_int_array(p_teeset -> 'par_by_hole'),
    private.json_int_array(p_teeset -> 'stroke_index_by_hole'),
    coalesce((p_teeset ->> 'is_default')::boolean, true)
  )
  returning id into v_teeset_id;
  perform private.audit('COURSE_CREATED', 'course', v_course_id::text, p_course ->> 'name',
                        jsonb_build_object('teeset_id', v_teeset_id, 'tee_label', p_teeset ->> 'label'));
  return json_build_object('course_id', v_course_id, 'teeset_id', v_teeset_id);
end
$$;
comment on function public.create_course_with_teeset(json, json) is 'New Course dialog: course and its first tee set in one transaction.';
revoke all on function public.create_course_with_teeset(json, json) from public;
grant execute on function public.create_course_with_teeset(json, json) to anon, authenticated, service_role;

create function public.storage_can_write(bucket_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(bucket_name in ('scorecards', 'branding'), false) and private.is_admin()
$$;
comment on function public.storage_can_write(text) is 'Storage gateway: admins may write the scorecards and branding buckets.';
revoke all on function public.storage_can_write(text) from public;
grant execute on function public.storage_can_write(text) to anon, authenticated, service_role;

-- =============================================================================================
-- Reference data and storage
-- =============================================================================================
insert into public.course_pars (course_name, hole_1, hole_2, hole_3, hole_4, hole_5, hole_6, hole_7, hole_8, hole_9,
  hole_10, hole_11, hole_12, hole_13, hole_14, hole_15, hole_16, hole_17, hole_18)
values ('Default Course', 4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 4, 3, 5, 4, 4, 3, 4, 5);

-- Hosted Supabase: public buckets for scorecard images and the club logo, writable by admins.
-- Skipped where Supabase Storage is absent (the local stack has its own object store).
do $$
begin
  if to_regclass('storage.buckets') is not null then
    insert into storage.buckets (id, name, public)
    values ('scorecards', 'scorecards', true), ('branding', 'branding', true)
    on conflict (id) do nothing;
  end if;
  if to_regclass('storage.objects') is not null then
    execute $p$create policy "Admins can upload scorecards and branding" on storage.objects
      for insert to anon, authenticated with check (public.storage_can_write(bucket_id))$p$;
    execute $p$create policy "Admins can replace scorecards and branding" on storage.objects
      for update to anon, authenticated using (public.storage_can_write(bucket_id)) with check (public.storage_can_write(bucket_id))$p$;
  end if;
end
$$;
