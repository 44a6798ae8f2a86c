-- Matches are changed through update_match only (second security review, S10).
--
-- An admin's PATCH /matches skipped update_match's rules (a capacity below the entries, a called-off or
-- final match edited, the entrants' notice of a new date or course) and left integrity_problems() reporting
-- a match over capacity. The direct write is revoked: the column update grants of anon and authenticated on
-- public.matches and the policy "Admins can update matches" (of
-- 20261127000400_matches_games_entries_results.sql) go; the app already calls update_match. The other
-- tables the API still writes directly keep their rules where the write lands: courses
-- (courses_validate), tee sets (teesets_validate, teesets_single_default) and course pars (par rows,
-- checked by their constraints), each admin-only by its policies; no RPC holds a rule for them that a
-- direct write would skip.

drop policy "Admins can update matches" on public.matches;
revoke update on table public.matches from anon, authenticated;
