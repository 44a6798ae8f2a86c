-- The organiser's day-one checklist (README "Before your first match"): the owner's admin dashboard shows what is
-- left to set up until it is done. Each item is read from live data, so it ticks itself when the setting or row
-- exists: the public URL (setting appUrl), the payment instructions (setting paymentInstructions), a named admin
-- besides the owner (private.admins, not revoked), a course with at least one tee set.

create function public.get_setup_checklist()
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return json_build_object(
    'is_owner', private.current_admin_id() is not distinct from private.owner_admin_id(),
    'app_url', exists (select 1 from public.settings s where s.key = 'appUrl' and btrim(s.value) <> ''),
    'payment_instructions', exists (select 1 from public.settings s
                                    where s.key = 'paymentInstructions' and btrim(s.value) <> ''),
    'named_admin', exists (select 1 from private.admins a where not a.is_owner and a.revoked_at is null),
    'course_with_tees', exists (select 1 from public.teesets t join public.courses c on c.id = t.course_id));
end
$$;
comment on function public.get_setup_checklist() is 'Admin: the organiser''s setup checklist read from live data (appUrl set, payment instructions set, a named admin besides the owner, a course with a tee set) and whether the caller is the owner, who is shown it until it is done.';
revoke all on function public.get_setup_checklist() from public;
grant execute on function public.get_setup_checklist() to anon, authenticated, service_role;
