-- Scan Scorecard (issue 16, item 4): a photo of the signed card attached to that player's scorecard as
-- evidence, seen by admins and that player only. One actor per scenario: anon, pending player, other player,
-- the player (Alice), admin. The fixture match is moved to today so that Alice may attach from the match day.
begin;
select plan(53);
select tests.setup_fixtures();

update public.matches set date = private.club_today() where id = pg_temp.fx('match');
create function pg_temp.path(p_player text, p_file text default '11111111-1111-4111-8111-111111111111') returns text
language sql stable as $$ select pg_temp.fx('match') || '/' || pg_temp.fx(p_player) || '/' || p_file || '.jpg' $$;
create function pg_temp.audits(p_action text) returns int language sql stable as $$
  select count(*)::int from public.audit_log where action = p_action and target_id = pg_temp.fx('match')::text
$$;

-- Anonymous ------------------------------------------------------------------------------------------
select pg_temp.act_as('anon');
select throws_ok($$ select public.attach_card_photo(pg_temp.fx('match'), pg_temp.fx('active'), pg_temp.path('active')) $$,
  'PT403', 'Only the player or an admin can attach a photo of this card', 'anon attaches no photo');
select is(public.storage_can_write_object('card-photos', pg_temp.path('active')), false, 'nor uploads one');
select is(public.get_card_photos(pg_temp.fx('match'))::text, '[]', 'and sees none');

-- Pending player -----------------------------------------------------------------------------------------
select pg_temp.act_as('pending');
select throws_ok($$ select public.attach_card_photo(pg_temp.fx('match'), pg_temp.fx('active'), pg_temp.path('active')) $$,
  'PT403', 'Only the player or an admin can attach a photo of this card', 'a pending player attaches no photo to Alice''s card');
select throws_ok($$ select public.attach_card_photo(pg_temp.fx('match'), pg_temp.fx('pending'), pg_temp.path('pending')) $$,
  '23514', 'Player is not entered in this match', 'nor to a card of their own in a match they are not in');
select is(public.storage_can_write_object('card-photos', pg_temp.path('pending')), false, 'nor uploads one');

-- The player ------------------------------------------------------------------------------------------------
select pg_temp.act_as('active');
select is(public.storage_can_write_object('card-photos', pg_temp.path('active')), true, 'Alice may upload a photo of her card');
select is(public.storage_can_write_object('card-photos', pg_temp.fx('match') || '/' || pg_temp.fx('active') || '/card.png'), false,
  'only at <match>/<player>/<uuid>.jpg');
select is(public.storage_can_write_object('card-photos', pg_temp.path('other')), false, 'not at Oscar''s card');
select throws_ok($$ select public.attach_card_photo(pg_temp.fx('match'), pg_temp.fx('active'), pg_temp.path('other')) $$,
  '22023', 'That photo does not belong to this card', 'an object of another card is refused');
select throws_ok($$ select public.attach_card_photo(pg_temp.fx('match'), pg_temp.fx('active'), '../../etc/passwd') $$,
  '22023', 'That photo does not belong to this card', 'so is a path that is not a card photo''s');
select lives_ok($$ select pg_temp.keep('attached', public.attach_card_photo(pg_temp.fx('match'), pg_temp.fx('active'), pg_temp.path('active'))::text) $$,
  'Alice attaches the photo of her signed card');
select is(pg_temp.val('attached')::json -> 'photo' ->> 'uploaded_by', 'Alice Active', 'she is its uploader');
select is(pg_temp.val('attached')::json ->> 'replaced_path', null, 'nothing was replaced');
select is(json_array_length(public.get_card_photos(pg_temp.fx('match'))), 1, 'she sees it');
select is(public.storage_can_read('card-photos', pg_temp.path('active')), true, 'and may read the object');
select is(public.storage_can_write_object('card-photos', pg_temp.path('active')), false, 'the attached object is not overwritten');
select is(public.storage_can_delete('card-photos', pg_temp.path('active')), false, 'nor deleted behind the card''s back');
select is(public.storage_can_delete('card-photos', pg_temp.path('active', '22222222-2222-4222-8222-222222222222')), true,
  'an object her card does not point at she may delete');
select throws_ok($$ select public.attach_card_photo(pg_temp.fx('match'), pg_temp.fx('other'), pg_temp.path('other')) $$,
  'PT403', 'Only the player or an admin can attach a photo of this card', 'she attaches nothing to Oscar''s card');
select lives_ok($$ select pg_temp.keep('replaced', public.attach_card_photo(pg_temp.fx('match'), pg_temp.fx('active'),
  pg_temp.path('active', '33333333-3333-4333-8333-333333333333'))::text) $$, 'before attesting she replaces it');
select is(pg_temp.val('replaced')::json ->> 'replaced_path', pg_temp.path('active'), 'answering the replaced object');
select is(public.storage_can_read('card-photos', pg_temp.path('active')), false, 'the replaced object is no longer readable');

-- Another player -------------------------------------------------------------------------------------------
select pg_temp.act_as('other');
select is(public.get_card_photos(pg_temp.fx('match'))::text, '[]', 'Oscar does not see Alice''s photo');
select is(public.storage_can_read('card-photos', pg_temp.path('active', '33333333-3333-4333-8333-333333333333')), false,
  'nor may he read the object');
select is(public.storage_can_delete('card-photos', pg_temp.path('active', '22222222-2222-4222-8222-222222222222')), false,
  'nor delete objects of her card');
select throws_ok($$ select public.remove_card_photo(pg_temp.fx('match'), pg_temp.fx('active')) $$,
  'PT403', 'Only the player or an admin can attach a photo of this card', 'nor remove her photo');
select pg_temp.act_as('anon');
select is(public.storage_can_read('card-photos', pg_temp.path('active', '33333333-3333-4333-8333-333333333333')), false,
  'an anonymous visitor may not read it either');
select pg_temp.act_as('pending');
select is(public.storage_can_read('card-photos', pg_temp.path('active', '33333333-3333-4333-8333-333333333333')), false,
  'nor a pending player');

-- Attested: only an admin changes the photo --------------------------------------------------------------------
select pg_temp.act_as('postgres');
insert into public.scorecards (match_id, player_id, hole_1, attested_at) values (pg_temp.fx('match'), pg_temp.fx('active'), 4, now());
select pg_temp.act_as('active');
select throws_ok($$ select public.attach_card_photo(pg_temp.fx('match'), pg_temp.fx('active'), pg_temp.path('active', '44444444-4444-4444-8444-444444444444')) $$,
  'PT403', 'This card has been attested; only an admin can change its photo', 'once attested she does not replace it');
select throws_ok($$ select public.remove_card_photo(pg_temp.fx('match'), pg_temp.fx('active')) $$,
  'PT403', 'This card has been attested; only an admin can change its photo', 'nor remove it');
select is(public.storage_can_write_object('card-photos', pg_temp.path('active', '44444444-4444-4444-8444-444444444444')), false,
  'nor upload a replacement');

-- Admin -------------------------------------------------------------------------------------------------------
select pg_temp.act_as('admin');
select is(json_array_length(public.get_card_photos(pg_temp.fx('match'))), 1, 'the admin sees every card''s photo');
select is(public.storage_can_read('card-photos', pg_temp.path('active', '33333333-3333-4333-8333-333333333333')), true,
  'and may read it');
select is(public.storage_can_write_object('card-photos', pg_temp.path('other')), true, 'the admin may upload for any entrant');
select lives_ok($$ select public.attach_card_photo(pg_temp.fx('match'), pg_temp.fx('other'), pg_temp.path('other')) $$,
  'and attaches Oscar''s photo');
select pg_temp.act_as('postgres');
select is((select uploaded_by_kind || ':' || uploaded_by_id from public.card_photos where player_id = pg_temp.fx('other')),
  'admin:' || (select s.admin_id from private.admin_sessions s where s.token_hash = private.token_hash('tok-admin'))::text,
  'recorded as that admin (rule 14)');
select pg_temp.act_as('admin');
select lives_ok($$ select public.attach_card_photo(pg_temp.fx('match'), pg_temp.fx('active'), pg_temp.path('active', '44444444-4444-4444-8444-444444444444')) $$,
  'the admin replaces an attested card''s photo');
select throws_ok($$ select public.attach_card_photo(pg_temp.fx('match'), pg_temp.fx('pending'), pg_temp.path('pending')) $$,
  '23514', 'Player is not entered in this match', 'not for someone outside the match');
select is(public.remove_card_photo(pg_temp.fx('match'), pg_temp.fx('other')), pg_temp.path('other'), 'the admin removes Oscar''s photo');
select throws_ok($$ select public.remove_card_photo(pg_temp.fx('match'), pg_temp.fx('other')) $$,
  '23514', 'This card has no photo', 'a card without a photo has none to remove');
select is(public.storage_can_write('card-photos'), false, 'the private bucket is not one of the admin-written public ones');

-- Final and called off ---------------------------------------------------------------------------------------------
select pg_temp.act_as('postgres');
delete from public.scorecards where match_id = pg_temp.fx('match');
update public.matches set is_final = true, finalized_at = now() where id = pg_temp.fx('match');
select pg_temp.act_as('other');
select throws_ok($$ select public.attach_card_photo(pg_temp.fx('match'), pg_temp.fx('other'), pg_temp.path('other')) $$,
  '23514', 'This match has been finalized. Results are locked and can only be viewed.', 'after finalize a player attaches nothing');
select pg_temp.act_as('active');
select throws_ok($$ select public.remove_card_photo(pg_temp.fx('match'), pg_temp.fx('active')) $$,
  '23514', 'This match has been finalized. Results are locked and can only be viewed.', 'nor removes');
select is(json_array_length(public.get_card_photos(pg_temp.fx('match'))), 1, 'but still sees her photo');
select pg_temp.act_as('admin');
select lives_ok($$ select public.attach_card_photo(pg_temp.fx('match'), pg_temp.fx('other'), pg_temp.path('other', '55555555-5555-4555-8555-555555555555')) $$,
  'an admin still attaches evidence to a final match');
select pg_temp.act_as('postgres');
update public.matches set is_final = false, finalized_at = null, cancelled_at = now(), cancel_reason = 'Rain' where id = pg_temp.fx('match');
select pg_temp.act_as('admin');
select throws_ok($$ select public.remove_card_photo(pg_temp.fx('match'), pg_temp.fx('other')) $$,
  '23514', 'This match has been called off. It takes no scores, entries or payments.', 'a called-off match takes no photo changes');

-- Before the match day a player waits ----------------------------------------------------------------------------------
select pg_temp.act_as('postgres');
update public.matches set cancelled_at = null, cancel_reason = null, date = private.club_today() + 3 where id = pg_temp.fx('match');
select pg_temp.act_as('other');
select throws_ok($$ select public.remove_card_photo(pg_temp.fx('match'), pg_temp.fx('other')) $$,
  '23514', 'A card photo can be attached from the match day', 'a player attaches from the match day');

-- Audit ---------------------------------------------------------------------------------------------------------------
select pg_temp.act_as('postgres');
select is(pg_temp.audits('SCORECARD_PHOTO_ATTACHED'), 3, 'attachments are audited');
select is(pg_temp.audits('SCORECARD_PHOTO_REPLACED'), 2, 'so are replacements');
select is(pg_temp.audits('SCORECARD_PHOTO_REMOVED'), 1, 'and removals');
select is((select actor_kind || ':' || actor_id from public.audit_log where action = 'SCORECARD_PHOTO_ATTACHED'
           and details ->> 'player_id' = pg_temp.fx('active')::text), 'player:' || pg_temp.fx('active'), 'with the player as actor');
select is((select count(*)::int from public.card_photos), 2, 'no refusal left a row behind');

select * from finish();
rollback;
