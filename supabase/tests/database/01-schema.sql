-- Schema, privileges and hardening: tables, RLS on every table, column privileges on players,
-- policies per role and operation, function privileges, search_path, indexes on foreign keys.
begin;
select plan(197);

-- ---------------------------------------------------------------------------------------------
-- Actors and fixtures (rolled back with the file). pg_temp.act_as switches to the role PostgREST
-- uses (anon) with the request headers the app sends; 'postgres' is the table owner (setup only).
--   anon      no session          pending  a PENDING player's session
--   active    Alice, ACTIVE       other    Oscar, ACTIVE       inactive  Ivan, INACTIVE
--   admin     a valid admin session
-- ---------------------------------------------------------------------------------------------
-- pg_temp.act_as / fx / val / keep and the fixtures above: supabase/tests/database/00-helpers.sql.
select tests.setup_fixtures();

-- Tables ----------------------------------------------------------------------------------------
select has_table('public', t, 'public.' || t || ' exists')
from unnest(array['players', 'handicap_logs', 'results', 'matches', 'game_catalog', 'match_games', 'courses',
  'teesets', 'course_pars', 'match_entries', 'match_entry_opt_ins', 'match_payments', 'scorecards', 'match_invites',
  'match_waitlist', 'settings', 'audit_log', 'email_outbox', 'analytics_events', 'result_adjustments',
  'match_money_moves', 'winnings_payouts', 'match_groups', 'match_teams']) t;
select has_table('private', t, 'private.' || t || ' exists')
from unnest(array['player_sessions', 'sign_in_links', 'admins', 'admin_sessions', 'admin_login_attempts',
  'invite_tokens', 'email_changes']) t;
select hasnt_schema('private_api', 'no stray API schema');

-- Row-level security -------------------------------------------------------------------------------
select is_empty($$
  select n.nspname || '.' || c.relname
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname in ('public', 'private') and c.relkind in ('r', 'p') and not c.relrowsecurity
$$, 'RLS is enabled on every table in public and private');
select is_empty($$
  select policyname from pg_policies
  where schemaname in ('public', 'private') and not (roles @> array['anon', 'authenticated']::name[])
$$, 'every policy names anon and authenticated explicitly');
select is_empty($$
  select policyname from pg_policies where schemaname in ('public', 'private') and cmd = 'ALL'
$$, 'policies are per operation (no FOR ALL)');
select is_empty($$
  select policyname from pg_policies
  where schemaname in ('public', 'private') and policyname !~ '^(Anyone|Admins|Members and admins) can [a-z]'
$$, 'policies are named as sentences');
select is_empty($$
  select schemaname || '.' || tablename || ' ' || cmd from pg_policies
  where schemaname in ('public', 'private')
  group by schemaname, tablename, cmd having count(*) > 1
$$, 'one policy per table and operation');
select is_empty($$
  select policyname from pg_policies
  where schemaname = 'public' and qual like '%is_admin()%' and qual not like '%SELECT private.is_admin()%'
$$, 'policies wrap private.is_admin() in a scalar subquery (evaluated once per statement)');
select is_empty($$ select policyname from pg_policies where schemaname = 'private' $$,
  'private tables have no policies: only security definer functions reach them');

-- Column privileges on players ------------------------------------------------------------------------
select ok(has_column_privilege(r, 'public.players', c, 'select'), r || ' may select players.' || c)
from unnest(array['anon', 'authenticated']) r,
     unnest(array['id', 'name', 'nickname', 'status', 'join_date', 'league_index', 'created_at']) c;
select ok(not has_column_privilege(r, 'public.players', c, 'select'), r || ' may not select players.' || c)
from unnest(array['anon', 'authenticated']) r, unnest(array['email', 'ghin', 'consent_at']) c;
select ok(not has_table_privilege(r, 'public.players', p), r || ' has no ' || p || ' on players')
from unnest(array['anon', 'authenticated']) r, unnest(array['select', 'insert', 'update', 'delete', 'truncate']) p;
select ok(not has_column_privilege('anon', 'public.matches', c, 'update'), 'anon may not update matches.' || c)
from unnest(array['is_final', 'finalized_at', 'course_name', 'course_rating', 'course_slope', 'id', 'created_at']) c;
select ok(not has_column_privilege(r, 'public.matches', c, 'update'), r || ' may not update matches.' || c || ' directly (update_match keeps its rules)')
from unnest(array['anon', 'authenticated']) r, unnest(array['name', 'date', 'notes', 'capacity', 'allow_waitlist', 'require_payment_before_play']) c;
select ok(has_column_privilege('anon', 'public.matches', 'open_signup', 'update'), 'admins (anon role) may switch matches.open_signup (its trigger keeps update_match''s rule)');
select ok(not has_table_privilege(r, 'private.' || t, 'select'), r || ' cannot read private.' || t)
from unnest(array['anon', 'authenticated']) r,
     unnest(array['player_sessions', 'sign_in_links', 'admins', 'admin_sessions', 'admin_login_attempts', 'invite_tokens',
                  'email_changes']) t;
select is_empty($$
  select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'private' and c.relkind = 'v' and has_table_privilege('anon', c.oid, 'select')
$$, 'anon cannot select the private views');
select is_empty($$
  select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('v', 'm')
$$, 'no views in public (nothing can bypass RLS through a view)');
select is_empty($$
  select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind = 'r'
    and (has_table_privilege('anon', c.oid, 'insert') or has_table_privilege('anon', c.oid, 'delete'))
    and c.relname not in ('courses', 'teesets', 'course_pars')
$$, 'anon may insert or delete directly only on courses, tee sets and course pars (RLS: admins)');

-- Functions -------------------------------------------------------------------------------------------
select is_empty($$
  select n.nspname || '.' || p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname in ('public', 'private') and p.prosecdef
    and not coalesce(p.proconfig @> array['search_path=""'], false)
$$, 'every security definer function sets search_path to empty');
select is_empty($$
  select n.nspname || '.' || p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname in ('public', 'private')
    and (p.proacl is null or exists (select 1 from aclexplode(p.proacl) a where a.grantee = 0))
$$, 'no function in public or private is executable by PUBLIC');
select is_empty($$
  select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  where n.nspname = 'private' and has_function_privilege('anon', p.oid, 'execute')
    and p.proname not in ('is_admin', 'current_player_id', 'require_admin', 'request_header', 'token_hash', 'club_today',
                          'is_valid_email', 'setting_problem', 'is_stroke_index_permutation', 'is_active_member',
                          'career_earnings') -- the public roster's earnings (security invoker roster, private totals)
$$, 'anon may execute only the private helpers that policies, constraints and the public roster need');
select ok(not has_function_privilege('anon', 'private.ensure_initial_admin_pin(text)', 'execute'),
  'anon cannot set the initial PIN');
select ok(not has_function_privilege('anon', 'private.audit(text,text,text,text,jsonb,text)', 'execute'),
  'anon cannot write audit rows');
select ok(not has_function_privilege('anon', 'public.queue_weekly_leaders()', 'execute'), 'queue_weekly_leaders is service-role only');
select ok(not has_function_privilege('anon', 'public.queue_decline_followups()', 'execute'), 'queue_decline_followups is service-role only');
select ok(has_function_privilege('service_role', 'public.queue_weekly_leaders()', 'execute'), 'service role runs queue_weekly_leaders');
select ok(not has_function_privilege('anon', 'public.queue_match_reminders(timestamptz)', 'execute'), 'queue_match_reminders is service-role only');
select ok(not has_function_privilege('anon', 'public.queue_automatic_payment_reminders()', 'execute'), 'queue_automatic_payment_reminders is service-role only');
select functions_are('public', array[
  'add_admin', 'add_handicap_log', 'add_match_entry', 'add_result_adjustment', 'admin_logout', 'answer_my_invitation', 'approve_players', 'attest_scorecard',
  'cancel_invitation', 'cancel_match', 'change_admin_pin', 'apply_credit', 'get_match_money', 'get_player_account',
  'record_refund', 'record_season_payout', 'record_winnings_payout', 'void_winnings_payout', 'get_match_corrections', 'get_winnings_corrections', 'send_results_corrected', 'refund_cancelled_match', 'void_payment', 'check_admin_session', 'close_my_account',
  'confirm_email_change', 'count_players', 'create_course_with_teeset', 'create_invitations', 'create_match', 'deactivate_player', 'decline_players',
  'add_match_guest', 'answer_my_invitation', 'export_my_data',
  'delete_handicap_log', 'dismiss_handicap_alert', 'get_handicap_alerts', 'set_player_index', 'finalize_match', 'get_admin_dashboard', 'get_admin_settings', 'get_audit_log', 'get_email_recipients',
  'create_email_campaign', 'get_email_campaign', 'get_email_outbox', 'get_email_outbox_templates', 'get_match_field_counts',
  'get_finalize_readiness', 'get_setup_checklist', 'get_invitation', 'get_tee_sheet', 'get_league_showcase', 'get_ledger', 'get_match_adjustments', 'get_match_balances', 'get_match_detail', 'get_match_entries', 'get_match_invitations', 'get_match_results',
  'get_match_scorecards', 'get_match_signup', 'get_match_waitlist', 'get_scorecard_history',
  'get_matches_list', 'get_my_home', 'get_my_player_details', 'get_player_full_details', 'get_players_admin', 'get_players_public',
  'get_public_settings', 'get_result_explanations', 'get_suggested_index', 'get_weekly_leaders', 'import_scorecards',
  'join_match', 'list_admins', 'log_analytics_event', 'get_season_standings',
  'postpone_match', 'preview_recompute_indexes', 'promote_waitlist', 'publish_index', 'publish_recomputed_indexes', 'reactivate_player',
  'queue_decline_followups', 'queue_weekly_leaders', 'record_payment', 'redeem_sign_in_link', 'refresh_player_session',
  'register_player', 'remove_match_entry', 'remove_result_adjustment', 'remove_waitlist', 'rename_admin', 'reopen_match',
  'resend_email', 'resend_invitation', 'respond_to_invitation', 'revoke_admin', 'save_hole_scores', 'save_match_games', 'save_results',
  'send_match_field_email', 'send_weekly_leaders', 'set_entry_opt_ins', 'set_my_opt_ins', 'sign_out_everywhere', 'sign_out_player', 'queue_match_reminders',
  'queue_automatic_payment_reminders', 'queue_payment_reminders',
  'attach_card_photo', 'get_card_photos', 'remove_card_photo', 'storage_can_delete', 'storage_can_read', 'storage_can_write_object',
  'storage_can_write', 'take_a_break', 'undo_player_decline', 'update_match', 'update_player_profile', 'upsert_admin_setting', 'upsert_scorecard',
  'verify_admin_pin', 'withdraw_from_match',
  'create_league', 'update_league', 'set_league_status', 'delete_league', 'create_season', 'update_season', 'delete_season',
  'set_league_member', 'get_league_settings', 'upsert_league_setting',
  'get_leagues_admin', 'get_league_members', 'get_my_leagues', 'request_to_join_league', 'leave_league', 'get_league_standings',
  'close_season', 'reopen_season',
  'save_tee_sheet', 'email_tee_times', 'set_partner_request', 'save_teams', 'build_teams', 'draw_bracket'
], 'the public API is exactly the RPCs of docs/api.md');
select function_returns('public', 'register_player', array['text', 'text', 'text', 'text', 'boolean', 'uuid[]'], 'json');
select function_returns('public', 'verify_admin_pin', array['text'], 'json');
select function_returns('public', 'get_player_full_details', array['uuid'], 'json');
select function_returns('public', 'create_match', array['json', 'json'], 'uuid');
select function_returns('public', 'add_handicap_log', array['uuid', 'date', 'text', 'numeric', 'integer', 'integer'], 'handicap_logs');
select function_returns('public', 'respond_to_invitation', array['text', 'boolean', 'uuid[]'], 'json');
select function_returns('public', 'get_audit_log', array['text', 'date', 'date', 'integer', 'integer'], 'setof record');
select function_returns('public', 'get_email_recipients', array['text', 'integer', 'integer', 'uuid'], 'json');
select isnt_definer('public', 'get_players_public', array['text', 'text', 'integer', 'integer', 'text'], 'get_players_public is security invoker');
select isnt_definer('public', 'get_matches_list', array['text', 'text', 'uuid', 'date', 'date', 'integer', 'integer', 'uuid'], 'get_matches_list is security invoker');
-- The match page's parts (docs/api.md): anyone may call them; definer with an empty search_path and generic plans.
select function_returns('public', f, array['uuid'], 'json') from unnest(array['get_match_entries', 'get_match_balances', 'get_match_results']) f;
select ok(has_function_privilege(r, 'public.' || f || '(uuid)', 'execute'), r || ' may execute ' || f)
from unnest(array['anon', 'authenticated', 'service_role']) r, unnest(array['get_match_entries', 'get_match_balances', 'get_match_results']) f;
select is_definer('public', f, array['uuid'], f || ' is security definer')
from unnest(array['get_match_detail', 'get_match_entries', 'get_match_balances', 'get_match_results', 'get_match_scorecards', 'get_result_explanations']) f;
select ok((select p.proconfig @> array['search_path=""', 'plan_cache_mode=force_generic_plan'] from pg_proc p where p.oid = ('public.' || f || '(uuid)')::regprocedure),
  f || ' sets search_path to empty and forces generic plans')
from unnest(array['get_match_detail', 'get_match_entries', 'get_match_balances', 'get_match_results', 'get_match_scorecards', 'get_result_explanations']) f;
select volatility_is('public', f, array['uuid'], 'stable', f || ' is stable')
from unnest(array['get_match_entries', 'get_match_balances', 'get_match_results']) f;

-- Indexes ----------------------------------------------------------------------------------------------
select is_empty($$
  select c.conrelid::regclass || ' ' || c.conname
  from pg_constraint c join pg_namespace n on n.oid = c.connamespace
  where c.contype = 'f' and n.nspname in ('public', 'private')
    and not exists (
      select 1 from pg_index i
      where i.indrelid = c.conrelid
        and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
        and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] <@ c.conkey)
$$, 'every foreign key is covered by an index');
select has_index('public', 'players', 'players_status_name_idx', 'roster filter index');
select has_index('public', 'matches', 'matches_date_idx', 'matches list order index');
select has_index('public', 'audit_log', 'audit_log_group_at_idx', 'audit group filter index');
select has_index('public', 'email_outbox', 'email_outbox_status_next_idx', 'outbox claim index');
select has_index('public', 'match_invites', 'match_invites_match_created_idx', 'invitations list index');

-- Constraints and triggers ----------------------------------------------------------------------------------
select ok(exists (select 1 from pg_constraint where conname = 'players_email_key' and contype = 'u'), 'players_email_key is a unique constraint');
select ok(exists (select 1 from pg_constraint where conname = 'players_ghin_key' and contype = 'u'), 'players_ghin_key is a unique constraint');
select has_trigger('public', 'audit_log', 'audit_log_append_only', 'audit log refuses update/delete');
select has_trigger('public', 'audit_log', 'audit_log_no_truncate', 'audit log refuses truncate');
select has_trigger('public', 'match_entries', 'match_entries_check', 'entries check capacity under a lock');
select has_trigger('public', 'match_payments', t, 'payments refresh paid_in_full: ' || t) from unnest(array['match_payments_paid_ins', 'match_payments_paid_upd', 'match_payments_paid_del']) t;
select has_trigger('public', 'match_entry_opt_ins', t, 'opt-ins refresh paid_in_full: ' || t) from unnest(array['match_entry_opt_ins_paid_ins', 'match_entry_opt_ins_paid_upd', 'match_entry_opt_ins_paid_del']) t;
select has_trigger('public', 'match_games', t, 'games refresh paid_in_full: ' || t) from unnest(array['match_games_paid_ins', 'match_games_paid_upd', 'match_games_paid_del']) t;
select has_trigger('public', 'match_entries', 'match_entries_paid_ins', 'new entries get their paid_in_full');
select has_trigger('public', tb, tb || '_final_lock_' || op, tb || ': the final-match lock on ' || op)
from unnest(array['match_games', 'match_entry_opt_ins', 'scorecards', 'results']) tb, unnest(array['ins', 'upd', 'del']) op;
select is_empty($$ select tgname from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
                   where n.nspname = 'public' and not t.tgisinternal and (t.tgtype & 1) = 1
                     and t.tgname !~ '(_check|_prepare|_audit_edit|_validate|_single_default|_touch|_team_check|append_only|_redact_after_send)$' $$,
  'row-level triggers are only checks, timestamps and audit (money and locks are set-based per statement)');
select is((select attgenerated::text from pg_attribute where attrelid = 'public.handicap_logs'::regclass and attname = 'differential'),
  's', 'handicap_logs.differential is a stored generated column');
select is((select attgenerated::text from pg_attribute where attrelid = 'public.scorecards'::regclass and attname = 'gross_total'),
  's', 'scorecards.gross_total is a stored generated column');

-- Reference data ---------------------------------------------------------------------------------------
select results_eq($$ select code, name, default_buy_in, pot_calc, requires_teams from public.game_catalog order by sort_order $$,
  $$ values ('STB_V2', 'Stableford v2', 1000, 'PER_ENTRY', false), ('SKINS_GROSS', 'Skins (Gross)', 500, 'PER_ENTRY', false),
            ('SKINS_NET', 'Skins (Net)', 500, 'PER_ENTRY', false), ('NASSAU', 'Nassau', 1500, 'PER_ENTRY', false),
            ('MATCH_PLAY', 'Match Play', 1000, 'PER_ENTRY', true), ('STROKE_PLAY', 'Stroke Play', 1000, 'PER_ENTRY', false),
            ('FOUR_BALL', 'Four-Ball Better Ball', 1000, 'PER_ENTRY', true), ('TEAM_NASSAU', 'Two-Man Nassau', 1500, 'PER_ENTRY', true) $$,
  'the game catalog is seeded by the migration');
select results_eq($$ select key, value from public.settings where key in ('emailEnabled', 'fromEmail', 'clubTimezone',
    'weeklyLeadersSendHour', 'weeklyLeadersSendMinute', 'stablefordTable', 'allowancePct', 'inviteDeclineFollowupEnabled',
    'weeklyLeadersEnabled') order by key $$,
  $$ values ('allowancePct', '100'), ('clubTimezone', 'America/New_York'), ('emailEnabled', 'true'),
            ('fromEmail', 'league@fairway.example'), ('inviteDeclineFollowupEnabled', 'false'), ('stablefordTable', 'MODIFIED_V2'),
            ('weeklyLeadersEnabled', 'true'), ('weeklyLeadersSendHour', '17'), ('weeklyLeadersSendMinute', '0') $$,
  'settings defaults come from the migration');
select is((select value::jsonb from public.settings where key = 'payoutCurves'),
  '{"small":"60,40","medium":"50,30,20","large":"40,30,20,10"}'::jsonb, 'default payout curves');
select is((select value::jsonb ->> 'tagline' from public.settings where key = 'branding'), 'Where wagers meet fairways.', 'default tagline');
select ok(exists (select 1 from public.course_pars where course_name = 'Default Course'), 'course_pars has the Default Course row');
select is((select count(*)::int from private.admins where is_owner), 1, 'one league owner');
select ok((select pin_hash like '$2a$%' from private.admins where is_owner), 'the PIN is stored as a bcrypt hash');

select * from finish();
rollback;
