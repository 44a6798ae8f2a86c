-- Privacy of money on a match (DESIGN rule 20): a finalized match's places, points and winnings are public;
-- an entrant's buy-ins (stake), what they owe or paid, and their net are sent to admins and the entrant only —
-- never to anonymous visitors, pending players or other members — unless the league publishes nets
-- (setting publishNetsToMembers), which opens stake and net of final matches to ACTIVE members only.
-- Fixture (00-helpers.sql): 'match' with STB_V2 1000 and SKINS_GROSS 500 (PER_ENTRY); Alice ('active') and
-- Oscar ('other') entered in both.
begin;
select plan(34);

select tests.setup_fixtures();

select pg_temp.act_as('admin');
select lives_ok(format($$ select public.record_payment(%L, %L, 1500, 'CASH', null) $$, pg_temp.fx('match'), pg_temp.fx('active')), 'Alice pays');
select pg_temp.act_as('postgres');
insert into public.results (match_id, player_id, game_code, position, points, payout_cents) values
  (pg_temp.fx('match'), pg_temp.fx('active'), 'STB_V2', 1, 36, 1200),
  (pg_temp.fx('match'), pg_temp.fx('other'), 'STB_V2', 2, 30, 800);
update public.matches set is_final = true, finalized_at = now(), require_payment_before_play = false where id = pg_temp.fx('match');

-- Alice's row of get_match_balances as p_who sees it.
create function pg_temp.alice_row(p_who text) returns jsonb language plpgsql volatile as $$
declare v jsonb;
begin
  perform pg_temp.act_as(p_who);
  select x into v from jsonb_array_elements(public.get_match_balances(pg_temp.fx('match'))::jsonb) x
  where (x ->> 'player_id')::uuid = pg_temp.fx('active');
  perform pg_temp.act_as('postgres');
  return v;
end $$;
create function pg_temp.amounts(p_row jsonb) returns text language sql immutable as $$
  select concat_ws(',', p_row ->> 'due_cents', p_row ->> 'paid_cents', p_row ->> 'balance_cents', p_row ->> 'credit_cents',
                   p_row ->> 'stake_cents', p_row ->> 'net_cents')
$$;
create function pg_temp.alice_winnings(p_who text) returns int language plpgsql volatile as $$
declare v int;
begin
  perform pg_temp.act_as(p_who);
  select sum((x ->> 'payout_cents')::int) into v from json_array_elements(public.get_match_results(pg_temp.fx('match'))) x
  where (x ->> 'player_id')::uuid = pg_temp.fx('active');
  perform pg_temp.act_as('postgres');
  return v;
end $$;

-- Public results: places, points and winnings, for everyone ----------------------------------------------------------
select is(pg_temp.alice_winnings('anon'), 1200, 'anonymous: winnings are public');
select is(pg_temp.alice_winnings('pending'), 1200, 'pending player: winnings are public');
select is(pg_temp.alice_winnings('other'), 1200, 'other player: winnings are public');
select is(pg_temp.alice_row('anon') ->> 'status', 'PAID', 'anonymous: the status Paid is public');

-- Amounts: nobody but the player and admins ---------------------------------------------------------------------------
select is(pg_temp.amounts(pg_temp.alice_row('anon')), '', 'anonymous: no buy-ins, owed, paid or net');
select is(pg_temp.amounts(pg_temp.alice_row('pending')), '', 'pending player: no buy-ins, owed, paid or net');
select is(pg_temp.amounts(pg_temp.alice_row('other')), '', 'other player: no buy-ins, owed, paid or net');
select is(pg_temp.amounts(pg_temp.alice_row('active')), '1500,1500,0,0,1500,-300', 'the player sees her own (net 1200 − 1500)');
select is(pg_temp.amounts(pg_temp.alice_row('admin')), '1500,1500,0,0,1500,-300', 'an admin sees every amount');
select is((select count(*)::int from json_array_elements(public.get_match_balances(pg_temp.fx('match'))) x
           where x ->> 'net_cents' is not null), 0, 'postgres without a session: no nets at all');
select pg_temp.act_as('anon');
select is((select count(*)::int from json_array_elements(public.get_match_balances(pg_temp.fx('match'))) x
           where coalesce(x ->> 'net_cents', x ->> 'stake_cents', x ->> 'due_cents', x ->> 'paid_cents') is not null), 0,
  'anonymous: no amounts on any row');
select pg_temp.act_as('other');
select is((select count(*)::int from json_array_elements(public.get_match_balances(pg_temp.fx('match'))) x
           where x ->> 'net_cents' is not null), 1, 'a member sees one net: his own');
-- The other calls of the match page carry no per-player money.
select pg_temp.act_as('anon');
select is((select count(*)::int from jsonb_array_elements(public.get_match_entries(pg_temp.fx('match'))::jsonb) x
           where x ? 'paid_cents' or x ? 'due_cents' or x ? 'net_cents'), 0, 'get_match_entries: no money');
select is(public.get_match_detail(pg_temp.fx('match'))::jsonb ?| array['entries', 'balances', 'nets'], false, 'get_match_detail: no per-player money');

-- The setting: default off, validated, admin-only --------------------------------------------------------------------
select pg_temp.act_as('postgres');
select is((select s.value from public.settings s where s.key = 'publishNetsToMembers'), 'false', 'publishNetsToMembers is off by default');
select pg_temp.act_as('admin');
select throws_ok($$ select public.upsert_admin_setting('publishNetsToMembers', 'yes') $$, '23514', 'Value must be true or false',
  'the setting takes true or false');
select pg_temp.act_as('other');
select throws_ok($$ select public.upsert_admin_setting('publishNetsToMembers', 'true') $$, '42501', 'Admin access required',
  'only an admin changes it');
select pg_temp.act_as('admin');
select lives_ok($$ select public.upsert_admin_setting('publishNetsToMembers', 'true') $$, 'an admin publishes nets to members');

-- Published: active members see stake and net of a final match, never owed or paid; anonymous and pending still nothing.
select is(pg_temp.amounts(pg_temp.alice_row('other')), '1500,-300', 'other (active) member: stake and net only');
select is(pg_temp.alice_row('other') ->> 'due_cents', null, 'still not what she owed');
select is(pg_temp.alice_row('other') ->> 'paid_cents', null, 'nor what she paid');
select is(pg_temp.amounts(pg_temp.alice_row('pending')), '', 'pending player: still nothing');
select is(pg_temp.amounts(pg_temp.alice_row('anon')), '', 'anonymous: still nothing');
select is(pg_temp.amounts(pg_temp.alice_row('inactive')), '', 'an inactive member: nothing');
select is(pg_temp.amounts(pg_temp.alice_row('admin')), '1500,1500,0,0,1500,-300', 'admin: everything');

-- Only final matches publish nets.
select pg_temp.act_as('postgres');
update public.matches set is_final = false, finalized_at = null where id = pg_temp.fx('match');
delete from public.results where match_id = pg_temp.fx('match');
select is(pg_temp.amounts(pg_temp.alice_row('other')), '', 'a match not final: no one else''s stake or net');
select is(pg_temp.amounts(pg_temp.alice_row('active')), '1500,1500,0,0,1500,-1500', 'the player still sees hers');
update public.matches set is_final = true, finalized_at = now() where id = pg_temp.fx('match');
select is(pg_temp.amounts(pg_temp.alice_row('other')), '1500,-1500', 'final again: published');

-- Off again: members see nothing of others.
select pg_temp.act_as('admin');
select lives_ok($$ select public.upsert_admin_setting('publishNetsToMembers', 'false') $$, 'an admin stops publishing');
select is(pg_temp.amounts(pg_temp.alice_row('other')), '', 'other member: nothing again');

-- The settings screen reads it.
select pg_temp.act_as('admin');
select is(public.get_admin_settings()::jsonb ->> 'publishNetsToMembers', 'false', 'get_admin_settings carries the setting');
select pg_temp.act_as('anon');
select is(public.get_public_settings()::jsonb -> 'extra' ->> 'publishNetsToMembers', null, 'it is not a public setting');
select pg_temp.act_as('other');
select is(pg_temp.alice_winnings('other'), null, 'no results once unfinalized (sanity)');

select * from finish();
rollback;
