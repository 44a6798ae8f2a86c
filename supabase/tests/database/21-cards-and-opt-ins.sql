-- Trust in cards and money (issue 13, slice "cards"): who writes a card and when, attestation, the
-- per-hole history, opt-in cut-offs and their audit, the privacy of balances, handicap log dates and
-- duplicates. One actor per scenario: anon, pending player, other player, the player, admin.
begin;
select plan(58);
select tests.setup_fixtures();

-- The fixtures' match (Alice and Oscar entered) is played today.
select pg_temp.act_as('postgres');
update public.matches set date = private.club_today() where id = pg_temp.fx('match');
create function pg_temp.holes(p_strokes integer) returns integer[] language sql as $$ select array_fill(p_strokes, array[18]) $$;

-- Who writes a card ------------------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select throws_ok($$ select public.upsert_scorecard(pg_temp.fx('match'), pg_temp.fx('active'), pg_temp.holes(4)) $$,
  'PT403', 'Only the player, their marker or an admin can change this card', 'anon cannot write a card');
select pg_temp.act_as('pending');
select throws_ok($$ select public.upsert_scorecard(pg_temp.fx('match'), pg_temp.fx('active'), pg_temp.holes(4)) $$,
  'PT403', 'Only the player, their marker or an admin can change this card', 'a pending player cannot write a card');
select pg_temp.act_as('other');
select throws_ok($$ select public.upsert_scorecard(pg_temp.fx('match'), pg_temp.fx('active'), pg_temp.holes(4)) $$,
  'PT403', 'Only the player, their marker or an admin can change this card', 'another entrant cannot write the player''s card');
select is((select count(*)::int from public.scorecards where match_id = pg_temp.fx('match')), 0, 'no card was written by the refused calls');
select pg_temp.act_as('active');
select lives_ok($$ select public.upsert_scorecard(pg_temp.fx('match'), pg_temp.fx('active'),
                                                  '{4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,null}') $$, 'the player writes their own card');
select lives_ok($$ select public.upsert_scorecard(pg_temp.fx('match'), pg_temp.fx('active'), '{4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,5,3}') $$,
  'the player corrects hole 17 and finishes');

-- Per-hole history ----------------------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select throws_ok($$ select public.get_scorecard_history(pg_temp.fx('match'), pg_temp.fx('active')) $$,
  'PT403', 'Only the player or an admin can see the history of this card', 'anon cannot read a card''s history');
select pg_temp.act_as('pending');
select throws_ok($$ select public.get_scorecard_history(pg_temp.fx('match'), pg_temp.fx('active')) $$,
  'PT403', 'Only the player or an admin can see the history of this card', 'a pending player cannot read it');
select pg_temp.act_as('other');
select throws_ok($$ select public.get_scorecard_history(pg_temp.fx('match'), pg_temp.fx('active')) $$,
  'PT403', 'Only the player or an admin can see the history of this card', 'another entrant cannot read it');
select throws_ok($$ select count(*) from private.scorecard_hole_changes $$, '42501', 'permission denied for table scorecard_hole_changes',
  'the history table is not reachable directly');
select pg_temp.act_as('active');
select is(json_array_length(public.get_scorecard_history(pg_temp.fx('match'), pg_temp.fx('active'))), 19,
  'the player reads their card''s history: 17 holes entered, then hole 17 changed and hole 18 entered');
select results_eq($$ select (c ->> 'hole')::int, (c ->> 'old_strokes')::int, (c ->> 'new_strokes')::int, c ->> 'actor_kind', (c ->> 'actor_id')::uuid, c ->> 'actor_name'
                     from json_array_elements(public.get_scorecard_history(pg_temp.fx('match'), pg_temp.fx('active'))) c
                     where (c ->> 'hole')::int in (17, 18) order by (c ->> 'changed_at'), (c ->> 'hole')::int, (c ->> 'old_strokes') nulls first $$,
  $$ values (17, null, 4, 'player', pg_temp.fx('active'), 'Alice Active'), (17, 4, 5, 'player', pg_temp.fx('active'), 'Alice Active'),
            (18, null, 3, 'player', pg_temp.fx('active'), 'Alice Active') $$,
  'each change: hole, old → new, who');
select ok((select bool_and((c ->> 'changed_at') is not null) from json_array_elements(public.get_scorecard_history(pg_temp.fx('match'), pg_temp.fx('active'))) c),
  'each change: when');

-- Attestation ---------------------------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select throws_ok($$ select public.attest_scorecard(pg_temp.fx('match')) $$, 'PT403', 'Only a player in this match can attest their own card', 'anon cannot attest');
select pg_temp.act_as('pending');
select throws_ok($$ select public.attest_scorecard(pg_temp.fx('match')) $$, 'PT403', 'Only a player in this match can attest their own card', 'a pending player cannot attest');
select pg_temp.act_as('other');
select throws_ok($$ select public.attest_scorecard(pg_temp.fx('match')) $$, '23514', 'Enter all 18 holes before attesting your card', 'no card, nothing to attest');
select lives_ok($$ select public.upsert_scorecard(pg_temp.fx('match'), pg_temp.fx('other'), '{5,5,5,null,null,null,null,null,null,null,null,null,null,null,null,null,null,null}') $$,
  'Oscar starts his own card');
select throws_ok($$ select public.attest_scorecard(pg_temp.fx('match')) $$, '23514', 'Enter all 18 holes before attesting your card', 'an incomplete card cannot be attested');
select pg_temp.act_as('active');
select ok((public.attest_scorecard(pg_temp.fx('match')) ->> 'attested_at') is not null, 'the player attests their complete card');
select lives_ok($$ select public.attest_scorecard(pg_temp.fx('match')) $$, 'attesting again changes nothing');
select pg_temp.act_as('admin');
select is((select count(*)::int from public.audit_log where action = 'SCORECARD_ATTESTED' and details ->> 'player_id' = pg_temp.fx('active')::text), 1,
  'attestation audited, once');
select pg_temp.act_as('active');
select throws_ok($$ select public.upsert_scorecard(pg_temp.fx('match'), pg_temp.fx('active'), pg_temp.holes(3)) $$,
  'PT403', 'This card has been attested; only an admin can change it', 'the player cannot change an attested card');
select is((select gross_total from public.scorecards where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('active')), 72, 'the attested card is unchanged');
select pg_temp.act_as('admin');
select lives_ok($$ select public.upsert_scorecard(pg_temp.fx('match'), pg_temp.fx('active'), '{4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,5,4}') $$,
  'an admin corrects hole 18 of the attested card');
select ok((select attested_at is not null from public.scorecards where match_id = pg_temp.fx('match') and player_id = pg_temp.fx('active')), 'the card stays attested');
select pg_temp.act_as('postgres');
select pg_temp.keep('card-admin', (select s.admin_id::text from private.admin_sessions s where s.token_hash = private.token_hash('tok-admin')));
select pg_temp.keep('card-admin-name', (select a.name from private.admins a where a.id = pg_temp.val('card-admin')::uuid));
select pg_temp.act_as('admin');
select results_eq($$ select (c ->> 'hole')::int, (c ->> 'old_strokes')::int, (c ->> 'new_strokes')::int, c ->> 'actor_kind', c ->> 'actor_id', c ->> 'actor_name'
                     from json_array_elements(public.get_scorecard_history(pg_temp.fx('match'), pg_temp.fx('active'))) c limit 1 $$,
  $$ values (18, 3, 4, 'admin', pg_temp.val('card-admin'), pg_temp.val('card-admin-name')) $$,
  'the admin reads the history: newest first, the correction by the named admin');
-- The history names the admin as they are called now.
select pg_temp.act_as('postgres');
update private.admins a set name = 'Carla Correction' where a.id = pg_temp.val('card-admin')::uuid;
select pg_temp.act_as('admin');
select is((select c ->> 'actor_name' from json_array_elements(public.get_scorecard_history(pg_temp.fx('match'), pg_temp.fx('active'))) c limit 1),
  'Carla Correction', 'the history shows the admin''s current name');
select pg_temp.act_as('postgres');
update private.admins a set name = pg_temp.val('card-admin-name') where a.id = pg_temp.val('card-admin')::uuid;
select pg_temp.act_as('admin');
select is((select count(*)::int from public.audit_log where action = 'SCORECARD_UPLOADED' and (details ->> 'attested')::boolean), 1,
  'the change of an attested card is audited as such');
select pg_temp.act_as('active');
select is(json_array_length(public.get_scorecard_history(pg_temp.fx('match'), pg_temp.fx('active'))), 20, 'the player sees the admin''s change too');
select results_eq($$ select (c ->> 'player_id')::uuid, c ->> 'attested_at' is not null
                     from json_array_elements(public.get_match_scorecards(pg_temp.fx('match')) -> 'scorecards') c order by 2 desc $$,
  $$ values (pg_temp.fx('active'), true), (pg_temp.fx('other'), false) $$, 'the scorecards poll says which card is attested');

-- Match day ---------------------------------------------------------------------------------------------------
select pg_temp.act_as('postgres');
update public.matches set date = private.club_today() + 1 where id = pg_temp.fx('match');
select pg_temp.act_as('other');
select throws_ok($$ select public.upsert_scorecard(pg_temp.fx('match'), pg_temp.fx('other'), pg_temp.holes(5)) $$,
  '23514', 'Scores can be entered from the match day', 'a player cannot write a card before the match day');
select pg_temp.act_as('admin');
select throws_ok($$ select public.upsert_scorecard(pg_temp.fx('match'), pg_temp.fx('other'), pg_temp.holes(5)) $$,
  '23514', 'Scores can be entered from the match day', 'nor an admin (DESIGN rule 16: every card writer from the match day)');

-- Opt-in cut-offs -----------------------------------------------------------------------------------------------
-- Ian is invited (RSVP by tomorrow) and accepts with Stableford only.
select pg_temp.act_as('postgres');
update public.matches set date = private.club_today() + 3 where id = pg_temp.fx('match');
insert into pg_temp.fx (key, id) values ('ian', gen_random_uuid());
insert into public.players (id, name, email, ghin, status, join_date) values
  (pg_temp.fx('ian'), 'Ian Invited', 'ian.invited@test.example', '8400001', 'ACTIVE', '2026-01-01');
select pg_temp.act_as('admin');
select lives_ok($$ select public.create_invitations(pg_temp.fx('match'), array[pg_temp.fx('ian')], null, now() + interval '1 day', false) $$, 'Ian is invited');
select pg_temp.act_as('postgres');
-- The outbox holds the link's reference; the test plays the sending function, which binds a token to it.
select pg_temp.keep('ian-ref', (select o.payload ->> 'inviteRef' from public.email_outbox o
                                 where o.template = 'match_invite' and o.to_email = 'ian.invited@test.example'));
select pg_temp.keep('ian-token', encode(extensions.digest('stand-in secret:' || pg_temp.val('ian-ref'), 'sha256'), 'hex'));
select private.set_link_token_hash('invite', pg_temp.val('ian-ref')::uuid, private.token_hash(pg_temp.val('ian-token')));
select pg_temp.act_as('anon');
select is(public.respond_to_invitation(pg_temp.val('ian-token'), true, array[pg_temp.fx('stb')]) ->> 'outcome', 'ENTERED', 'Ian accepts with Stableford');
select lives_ok($$ select public.respond_to_invitation(pg_temp.val('ian-token'), true, array[pg_temp.fx('stb'), pg_temp.fx('skins')]) $$,
  'before his RSVP deadline Ian adds skins');
select pg_temp.act_as('admin');
select results_eq($$ select actor, details -> 'old_games', details -> 'new_games', (details ->> 'after_cutoff')::boolean from public.audit_log
                     where action = 'MATCH_OPT_INS_CHANGED' and details ->> 'player_id' = pg_temp.fx('ian')::text $$,
  $$ values ('Ian Invited (invitation)', '["STB_V2"]'::jsonb, '["SKINS_GROSS", "STB_V2"]'::jsonb, false) $$, 'the change is audited: who, old → new');
-- His RSVP deadline passes.
select pg_temp.act_as('postgres');
update public.match_invites set expires_at = now() - interval '1 minute' where player_id = pg_temp.fx('ian');
select pg_temp.act_as('anon');
select throws_ok($$ select public.respond_to_invitation(pg_temp.val('ian-token'), true, array[pg_temp.fx('stb')]) $$, 'PT403',
  'Side games can no longer be changed: the RSVP deadline or the match start has passed. Ask an admin.', 'after his RSVP deadline Ian cannot drop skins');
select pg_temp.act_as('active');
select throws_ok($$ select public.set_entry_opt_ins(pg_temp.fx('match'), pg_temp.fx('ian'), array[pg_temp.fx('stb')]) $$, '42501', 'Admin access required',
  'a player cannot use the admin''s way');
select pg_temp.act_as('admin');
select lives_ok($$ select public.set_entry_opt_ins(pg_temp.fx('match'), pg_temp.fx('ian'), array[pg_temp.fx('stb')]) $$, 'an admin can still change them');
select results_eq($$ select actor, details -> 'old_games', details -> 'new_games', (details ->> 'after_cutoff')::boolean from public.audit_log
                     where action = 'MATCH_OPT_INS_CHANGED' and details ->> 'player_id' = pg_temp.fx('ian')::text order by id desc limit 1 $$,
  $$ values ('League owner', '["SKINS_GROSS", "STB_V2"]'::jsonb, '["STB_V2"]'::jsonb, true) $$, 'audited as an admin change after the cut-off');
select lives_ok($$ select public.set_entry_opt_ins(pg_temp.fx('match'), pg_temp.fx('ian'), array[pg_temp.fx('stb')]) $$, 'the same choice again');
select is((select count(*)::int from public.audit_log where action = 'MATCH_OPT_INS_CHANGED' and details ->> 'player_id' = pg_temp.fx('ian')::text), 2,
  'no audit row when nothing changed');
-- Without an invitation the cut-off is the match's start.
select pg_temp.act_as('postgres');
select ok(private.opt_in_cutoff(pg_temp.fx('match'), pg_temp.fx('active')) = ((private.club_today() + 3) + time '08:00') at time zone private.club_timezone(),
  'an entrant without an invitation: until the match''s start (08:00, club time zone)');
update public.match_invites set expires_at = now() + interval '10 days' where player_id = pg_temp.fx('ian');
select ok(private.opt_in_cutoff(pg_temp.fx('match'), pg_temp.fx('ian')) = ((private.club_today() + 3) + time '08:00') at time zone private.club_timezone(),
  'an RSVP deadline after the start: the start comes first');

-- Balances ------------------------------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select is((select count(*)::int from json_array_elements(public.get_match_balances(pg_temp.fx('match'))) b
           where b ->> 'due_cents' is not null or b ->> 'paid_cents' is not null or b ->> 'balance_cents' is not null), 0, 'anon sees no amounts');
select pg_temp.act_as('pending');
select is((select count(*)::int from json_array_elements(public.get_match_balances(pg_temp.fx('match'))) b where b ->> 'due_cents' is not null), 0,
  'a pending player sees no amounts');
select pg_temp.act_as('other');
select results_eq($$ select (b ->> 'player_id')::uuid, (b ->> 'due_cents')::int, b ->> 'status' from json_array_elements(public.get_match_balances(pg_temp.fx('match'))) b
                     where b ->> 'due_cents' is not null $$,
  $$ values (pg_temp.fx('other'), 1500, 'PENDING') $$, 'an entrant sees their own amounts only');
select is((select b ->> 'status' from json_array_elements(public.get_match_balances(pg_temp.fx('match'))) b where b ->> 'player_id' = pg_temp.fx('ian')::text),
  'PENDING', 'and the others'' status');
select pg_temp.act_as('admin');
select is((select count(*)::int from json_array_elements(public.get_match_balances(pg_temp.fx('match'))) b where b ->> 'due_cents' is not null), 3,
  'an admin sees every entrant''s amounts');
select lives_ok($$ select public.set_entry_opt_ins(pg_temp.fx('match'), pg_temp.fx('active'), '{}') $$, 'Alice plays no side game');
select is((select b ->> 'status' from json_array_elements(public.get_match_balances(pg_temp.fx('match'))) b where b ->> 'player_id' = pg_temp.fx('active')::text),
  'NOTHING_DUE', 'nothing due is Nothing due, not Paid');

-- Handicap logs -------------------------------------------------------------------------------------------------
select pg_temp.act_as('active');
select throws_ok($$ select public.add_handicap_log(pg_temp.fx('active'), '1899-12-31', 'Old Course', 72, 113, 85) $$,
  '23514', 'Date must be between 1900-01-01 and today', 'a round in 1899 is refused');
select throws_ok($$ select public.add_handicap_log(pg_temp.fx('active'), private.club_today() + 1, 'Links', 72, 113, 85) $$,
  '23514', 'Date must be between 1900-01-01 and today', 'a round tomorrow is refused');
select lives_ok($$ select public.add_handicap_log(pg_temp.fx('active'), '1900-01-01', 'Old Course', 72, 113, 85) $$, '1900-01-01 is accepted');
select lives_ok($$ select public.add_handicap_log(pg_temp.fx('active'), private.club_today(), 'Links', 72, 113, 85) $$, 'today is accepted');
select throws_ok($$ select public.add_handicap_log(pg_temp.fx('active'), private.club_today(), 'Links', 71, 120, 85) $$,
  '23505', 'This round is already in the handicap log (same date, course and gross score)', 'the same round twice is refused');
select pg_temp.act_as('postgres');
select throws_ok($$ insert into public.handicap_logs (player_id, date, course_name, rating, slope, gross)
                    values (pg_temp.fx('active'), private.club_today(), 'Links', 72, 113, 85) $$, '23505', null, 'constraint: no exact duplicate');
select throws_ok($$ insert into public.handicap_logs (player_id, date, course_name, rating, slope, gross)
                    values (pg_temp.fx('active'), '1800-01-01', 'Links', 72, 113, 85) $$, '23514', null, 'constraint: no date before 1900');

select * from finish();
rollback;
