-- The demo club's leagues (issue #27 item 7, supabase/seed-leagues.sql, not yet loaded by npm start): three
-- leagues with the same members, two seasons of history each, league settings where they differ; moving the
-- history's matches into leagues changes no money and no result, and loading it twice changes nothing.
-- The file's text comes from the test runner (setting fairway.demo_leagues, scripts/pgtap.mjs).
begin;
select plan(16);

-- An admin session for the money screens (rolled back with the file).
insert into private.admin_sessions (token_hash, expires_at) values (private.token_hash('tok-demo-leagues'), now() + interval '1 hour');
select set_config('request.headers', json_build_object('x-admin-token', 'tok-demo-leagues')::text, true);

create temp table before_load as
select public.get_ledger(null)::jsonb as ledger, public.get_season_standings(null)::jsonb as standings,
       (select jsonb_agg(to_jsonb(r) order by r.match_id, r.player_id, r.game_code) from public.results r) as results,
       (select count(*) from public.audit_log) as audit_rows;

do $$ begin execute current_setting('fairway.demo_leagues'); end $$;

create temp table after_first as
select (select count(*) from public.leagues) as leagues, (select count(*) from public.seasons) as seasons,
       (select count(*) from public.league_members) as members, (select count(*) from public.league_settings) as settings,
       (select jsonb_agg(to_jsonb(m) order by m.id) from public.matches m) as matches;

select is((select array_agg(slug order by slug) from public.leagues), array['saturday', 'thursday-seniors', 'tuesday-nines'],
  'the demo club runs three leagues');
select is((select name from public.leagues where slug = 'saturday'), 'Saturday Wager League', 'the demo''s league is the Saturday wager league');
select is((select count(*)::int from (
            select s.league_id from public.seasons s
            where exists (select 1 from public.matches m where m.season_id = s.id and m.is_final)
            group by s.league_id having count(*) >= 2) x), 3,
  'each league has two seasons with final matches');
select is((select count(distinct s.league_id)::int from public.seasons s where private.club_today() between s.first_day and s.last_day), 3,
  'each league has a season covering today');
select is((select array_agg(distinct n order by n) from (
            select count(*)::int as n from public.league_members lm join public.players p on p.id = lm.player_id
            where lm.status = 'ACTIVE' and p.status = 'ACTIVE' group by lm.player_id) x), array[1, 2, 3],
  'members play in one, two or all three leagues');
select is_empty($$
  select m.name, p.name from public.matches m join public.match_entries e on e.match_id = m.id join public.players p on p.id = e.player_id
  where p.status <> 'GUEST'
    and not exists (select 1 from public.league_members lm where lm.league_id = m.league_id and lm.player_id = p.id)
$$, 'everyone who played a league''s match is a member of that league');
select ok((select count(*) from public.league_members lm join public.leagues l on l.id = lm.league_id
           where l.slug = 'tuesday-nines' and lm.role = 'SUB') >= 1, 'the Tuesday league has subs');
select is((select count(*)::int from public.league_members lm join public.leagues l on l.id = lm.league_id
           join public.players p on p.id = lm.player_id
           where l.slug = 'thursday-seniors' and lm.status = 'PENDING' and p.status = 'PENDING'), 1,
  'a newcomer awaiting approval has asked to join the seniors');
select is(public.get_league_settings((select id from public.leagues where slug = 'tuesday-nines')) -> 'extra' ->> 'paymentInstructions',
  'Cash or Venmo @tuesday-nines to the starter before the first tee.', 'the Tuesday league has its own payment instructions');
select is((public.get_league_settings((select id from public.leagues where slug = 'saturday')) ->> 'allowancePct')::int,
  coalesce((select value::int from public.settings where key = 'allowancePct'), 100), 'the Saturday league keeps the club''s settings');
select is((select count(*)::int from public.matches m join public.leagues l on l.id = m.league_id
           where l.slug = 'thursday-seniors' and m.is_final
             and (private.engine_source_of(m.id) -> 'settings' ->> 'allowancePct')::int = 100), 2,
  'the seniors'' 90% allowance leaves their finished matches scored as they were (played_with)');
select is(public.get_ledger(null)::jsonb, (select ledger from before_load), 'the ledger is unchanged by the leagues');
select is(public.get_season_standings(null)::jsonb, (select standings from before_load), 'so are the standings');
select is((select jsonb_agg(to_jsonb(r) order by r.match_id, r.player_id, r.game_code) from public.results r), (select results from before_load),
  'and every result');
select is((select count(*) from public.audit_log), (select audit_rows from before_load), 'moving the history into leagues writes no audit row');

do $$ begin execute current_setting('fairway.demo_leagues'); end $$;
select is((select (count(*), (select count(*) from public.seasons), (select count(*) from public.league_members),
                   (select count(*) from public.league_settings), (select jsonb_agg(to_jsonb(m) order by m.id) from public.matches m))::text
           from public.leagues),
          (select (leagues, seasons, members, settings, matches)::text from after_first), 'loading it again changes nothing');

select * from finish();
rollback;
