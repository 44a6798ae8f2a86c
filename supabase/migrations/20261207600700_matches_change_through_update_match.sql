-- Matches are changed through update_match; the one direct write left keeps its rule (second security
-- review, S10).
--
-- An admin's PATCH /matches skipped update_match's rules (a capacity below the entries, a called-off or
-- final match edited, the entrants' notice of a new date or course) and left integrity_problems()
-- reporting a match over capacity. The column update grants of anon and authenticated on public.matches
-- are revoked, all but open_signup (the admin's "open for sign-up" switch, which the app writes directly
-- and update_match does not take): that one change now passes private.refuse_unchangeable_match_write,
-- the rule update_match applies (private.require_match_changeable: not on a final or called-off match).
-- The other tables the API writes directly keep their rules where the write lands: courses
-- (courses_validate), tee sets (teesets_validate, teesets_single_default) and course pars (their checks),
-- each admin-only by its policies; no RPC holds a rule for them that a direct write would skip.

revoke update on table public.matches from anon, authenticated;
grant update (open_signup) on table public.matches to anon, authenticated;

create function private.refuse_unchangeable_match_write()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.require_match_changeable(old);
  return new;
end
$$;
comment on function private.refuse_unchangeable_match_write() is 'BEFORE UPDATE OF open_signup on matches: opening or closing sign-up follows update_match''s rule (not on a final or called-off match).';
revoke all on function private.refuse_unchangeable_match_write() from public;

create trigger matches_open_signup_check before update of open_signup on public.matches
for each row when (old.open_signup is distinct from new.open_signup)
execute function private.refuse_unchangeable_match_write();
