-- Paged, searchable e-mail recipients (docs/benchmarks.md: the e-mail centre loaded every ACTIVE player, 1,820 rows,
-- 273 KB, on open). get_email_recipients now takes a search and a page and answers
-- { "total": n, "rows": [{id, name, nickname, email}] } for ACTIVE players ordered by name, id.
-- p_limit null = every matching row (the send path for 'All Active Players'; one JSON value, so PostgREST's row cap
-- does not apply). Search is a case-insensitive substring (strpos on lower(...), '%' and '_' are plain characters)
-- over name, nickname and e-mail. The zero-argument version is dropped so a call without arguments is not ambiguous.

drop function public.get_email_recipients();

create function public.get_email_recipients(
  p_search text default null,
  p_limit integer default null,
  p_offset integer default 0
)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_needle text := lower(nullif(btrim(coalesce(p_search, '')), ''));
  v_total bigint;
  v_rows json;
begin
  perform private.require_admin();
  if (p_limit is not null and p_limit < 0) or coalesce(p_offset, 0) < 0 then
    raise exception using message = 'Limit and offset must not be negative', errcode = '22023';
  end if;

  select count(*) into v_total
  from public.players p
  where p.status = 'ACTIVE'
    and (v_needle is null
         or strpos(lower(p.name), v_needle) > 0
         or strpos(lower(coalesce(p.nickname, '')), v_needle) > 0
         or strpos(lower(p.email), v_needle) > 0);

  select coalesce(json_agg(json_build_object('id', r.id, 'name', r.name, 'nickname', r.nickname, 'email', r.email)
                           order by r.name, r.id), '[]'::json)
  into v_rows
  from (
    select p.id, p.name, p.nickname, p.email
    from public.players p
    where p.status = 'ACTIVE'
      and (v_needle is null
           or strpos(lower(p.name), v_needle) > 0
           or strpos(lower(coalesce(p.nickname, '')), v_needle) > 0
           or strpos(lower(p.email), v_needle) > 0)
    order by p.name, p.id
    limit p_limit offset coalesce(p_offset, 0)
  ) r;

  return json_build_object('total', v_total, 'rows', v_rows);
end
$$;
comment on function public.get_email_recipients(text, integer, integer) is
  'Admin: the e-mail centre''s audience, ACTIVE players matching p_search (name, nickname or e-mail) as {total, rows: [{id, name, nickname, email}]} ordered by name, id; p_limit null = every match.';

revoke execute on function public.get_email_recipients(text, integer, integer) from public;
grant execute on function public.get_email_recipients(text, integer, integer) to anon, authenticated, service_role;
