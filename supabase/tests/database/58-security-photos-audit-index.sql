-- Second security review, the SQL rules of S3, S5, S8, S9 and S10: the card-photo upload quota and sweep,
-- no photo in maintenance, a closed member redacted from the outbox and audit details (the only change the
-- audit log allows), the index-rise baseline, matches written through update_match only.
begin;
select plan(21);

select tests.setup_fixtures();
update public.settings set value = 'true' where key = 'emailEnabled';
update public.matches set date = private.club_today(), start_time = '00:00' where id = pg_temp.fx('match');

-- S3: the quota is counted where the store asks ---------------------------------------------------------
select pg_temp.act_as('active');
select is(array(select public.storage_can_write_object('card-photos', pg_temp.fx('match') || '/' || pg_temp.fx('active') || '/' || gen_random_uuid() || '.jpg')
                from generate_series(1, 8)),
          array[true, true, true, true, true, true, false, false], 'six uploads a day for one card, then the store is refused');
select pg_temp.act_as('postgres');
select is((select count(*)::int from private.card_photo_uploads where player_id = pg_temp.fx('active')), 6, 'each allowed upload is recorded');
select is((select count(*)::int from private.card_photos_to_sweep()), 0, 'nothing is swept within the hour');
update private.card_photo_uploads set sweep_after = now() - interval '1 minute';
select pg_temp.keep('kept', (select object_path from private.card_photo_uploads order by created_at limit 1));
insert into public.card_photos (match_id, player_id, object_path, uploaded_by_kind, uploaded_by_id)
values (pg_temp.fx('match'), pg_temp.fx('active'), pg_temp.val('kept'), 'player', pg_temp.fx('active'));
select is((select count(*)::int from private.card_photos_to_sweep()), 5, 'an hour on, the five objects no card points at are due');
select is(private.card_photos_swept(array(select private.card_photos_to_sweep())), 5, 'the sweep marks them');
select throws_ok(format($$update public.card_photos set object_path = %L where player_id = %L$$,
                        (select object_path from private.card_photo_uploads where deleted_at is not null limit 1), pg_temp.fx('active')),
  '23514', 'That photo is no longer stored; upload it again', 'a swept object cannot be attached');
select ok(not has_function_privilege(r, f, 'execute'), r || ' cannot call ' || f)
from unnest(array['anon', 'authenticated']) r,
     unnest(array['private.card_photos_to_sweep(integer)', 'private.card_photos_swept(text[])']) f;

-- S8: no card photo in maintenance ---------------------------------------------------------------------
insert into public.settings (key, value) values ('maintenanceMode', 'true') on conflict (key) do update set value = 'true';
select pg_temp.act_as('other');
select is(public.storage_can_write_object('card-photos', pg_temp.fx('match') || '/' || pg_temp.fx('other') || '/' || gen_random_uuid() || '.jpg'), false,
  'a player cannot upload in maintenance');
select throws_ok(format($$select public.attach_card_photo(%L, %L, %L)$$, pg_temp.fx('match'), pg_temp.fx('other'),
                        pg_temp.fx('match') || '/' || pg_temp.fx('other') || '/' || gen_random_uuid() || '.jpg'),
  'PT503', 'The league site is under maintenance. Please try again later.', '…nor attach, and is told why');
select pg_temp.act_as('postgres');
update public.settings set value = 'false' where key = 'maintenanceMode';

-- S10: matches change through update_match only --------------------------------------------------------
select pg_temp.act_as('admin');
select throws_ok($$update public.matches set capacity = 1 where id = pg_temp.fx('match')$$, '42501', 'permission denied for table matches',
  'an admin''s direct write to matches is refused');
select throws_ok($$select public.update_match(pg_temp.fx('match'), '{"capacity": 1}')$$, '23514',
  'Capacity can''t be lower than the 2 players already entered. Remove entries first.', 'update_match keeps its rule');

-- S5: closing an account redacts in place --------------------------------------------------------------
select pg_temp.act_as('postgres');
insert into public.email_outbox (template, to_email, payload) values
  ('member_status', 'alice.active@test.example', '{"playerName": "Alice Active"}'),
  ('admin_notice', 'league@test.example', '{"playerName": "Alice Active", "kind": "BREAK"}');
select private.audit('PLAYER_EMAIL_CHANGE_REQUESTED', 'player', pg_temp.fx('active')::text, 'Alice Active',
                     jsonb_build_object('old_email', 'alice.old@test.example', 'new_email', 'alice.active@test.example'));
select pg_temp.act_as('active');
select lives_ok($$select public.close_my_account('CLOSE')$$, 'Alice closes her account');
select pg_temp.act_as('postgres');
select is((select count(*)::int from public.email_outbox o
           where (o.to_email || o.payload::text) ~* '(alice\.active|alice\.old|Alice Active|9000002)' and not (o.payload ? 'redactAfterSend')), 0,
  'no outbox row holds her address, name or GHIN (but the goodbye, until sent)');
select is((select count(*)::int from public.audit_log a
           where (a.details::text || coalesce(a.target_label, '') || a.actor) ~* '(alice\.active|alice\.old|Alice Active|9000002)'), 0,
  'no audit row holds them either');
select is((select count(*)::int from public.card_photos where player_id = pg_temp.fx('active')), 0, 'her card photo is detached…');
select ok((select bool_and(sweep_after <= now()) from private.card_photo_uploads where player_id = pg_temp.fx('active') and deleted_at is null), '…and due for the sweep');
select throws_ok($$update public.audit_log set details = '{}' where target_id = pg_temp.fx('active')::text$$, '42501', 'The audit log is append-only',
  'outside the redaction the audit log stays append-only');

-- S9: the index-rise baseline ---------------------------------------------------------------------------
insert into private.suggested_index_history (player_id, value, seen_at) values (pg_temp.fx('other'), 10.0, now() - interval '10 days');
insert into private.suggested_index_seen (player_id, value) values (pg_temp.fx('other'), 10.4)
on conflict (player_id) do update set value = 10.4;
insert into public.handicap_logs (player_id, date, course_name, rating, slope, gross)
select pg_temp.fx('other'), private.club_today() - g, 'Home', 72, 113, 90 + g % 2 from generate_series(1, 5) g;
set constraints all immediate;
select is((select count(*)::int from private.index_rise_alerts where player_id = pg_temp.fx('other') and old_value = 10.0), 1,
  'a rise is flagged from the window''s lowest index (10.0), not the last step (10.4)');

select * from finish();
rollback;
