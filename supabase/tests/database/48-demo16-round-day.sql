-- The demo league shows round day alive (issue #16): a match being played on the club's today with a
-- saved tee sheet (three groups of four off the 1st tee, 10 minutes apart, flights A/A/B, a marker
-- playing in each group, a player without an index) and cards saved hole by hole by each marker (the
-- groups thru 16, 13 and 10), nothing final or attested and nothing stamped after the moment of loading;
-- and the next match's shotgun tee sheet (starting holes 1, 4 and 10) with two partner requests kept
-- together. Checks the seed as loaded by the test stack (36-demo-seed-dates.sql loads it on other days).
begin;
select plan(20);

-- pg_temp.act_as and the fixtures: supabase/tests/database/00-helpers.sql (the checks look at seeded rows only).
select tests.setup_fixtures();
select pg_temp.act_as('postgres');

create function pg_temp.today_match() returns uuid language sql as $$ select id from public.matches where name = 'Cedar Ridge Skins & Nassau' $$;
create function pg_temp.next_match() returns uuid language sql as $$ select id from public.matches where name = 'Pine Hollow Stableford' $$;
-- How far each card has been scored: the last hole with strokes, and whether the holes before it are all there.
create function pg_temp.card_thru(p_card public.scorecards) returns integer language sql as $$
  select coalesce(max(h), 0) from unnest(array[p_card.hole_1, p_card.hole_2, p_card.hole_3, p_card.hole_4, p_card.hole_5, p_card.hole_6,
    p_card.hole_7, p_card.hole_8, p_card.hole_9, p_card.hole_10, p_card.hole_11, p_card.hole_12, p_card.hole_13, p_card.hole_14,
    p_card.hole_15, p_card.hole_16, p_card.hole_17, p_card.hole_18]) with ordinality s(strokes, h) where strokes is not null $$;
create function pg_temp.card_holes(p_card public.scorecards) returns integer language sql as $$
  select count(*)::int from unnest(array[p_card.hole_1, p_card.hole_2, p_card.hole_3, p_card.hole_4, p_card.hole_5, p_card.hole_6,
    p_card.hole_7, p_card.hole_8, p_card.hole_9, p_card.hole_10, p_card.hole_11, p_card.hole_12, p_card.hole_13, p_card.hole_14,
    p_card.hole_15, p_card.hole_16, p_card.hole_17, p_card.hole_18]) s(strokes) where strokes is not null $$;

-- Loaded from 10:40 club time on, every group has had the time to play its authored holes (thru 16, 13, 10);
-- loaded earlier, the groups are fewer holes round (the first tee is never before 07:00).
select pg_temp.keep('afternoon', ((now() at time zone private.club_timezone())::time >= time '10:40')::text);
create function pg_temp.afternoon() returns boolean language sql as $$ select pg_temp.val('afternoon')::boolean $$;

-- Today's match ---------------------------------------------------------------------------------
select ok((select start_time between time '07:00' and time '14:00' from public.matches where id = pg_temp.today_match()),
  'the round starts at a plausible hour whatever the loading clock said: between 07:00 and 14:00 club time');
select is_empty($$ select g.number from public.scorecards s join public.match_entries e on e.match_id = s.match_id and e.player_id = s.player_id
                   join public.match_groups g on g.id = e.group_id
                   where s.match_id = pg_temp.today_match()
                     and pg_temp.card_thru(s) > least((array[16, 13, 10])[g.number],
                           floor(extract(epoch from now() - (private.club_today() + g.tee_time) at time zone private.club_timezone()) / 720)) $$,
  'no group is further round than its time on the course allows (a hole in 12 minutes at best), nor past 16, 13 and 10');
select results_eq($$ select date = private.club_today(), is_final, cancelled_at is null, start_mode from public.matches where id = pg_temp.today_match() $$,
  $$ values (true, false, true, 'TEE_TIMES'::text) $$, 'a match is being played today: not final, not called off, off tee times');
select results_eq($$ select g.number::int, g.flight, count(e.*)::int, bool_or(e.player_id = g.marker_player_id),
                            extract(epoch from g.tee_time - (select m.start_time from public.matches m where m.id = g.match_id))::int / 60
                     from public.match_groups g join public.match_entries e on e.group_id = g.id
                     where g.match_id = pg_temp.today_match() group by g.id order by g.number $$,
  $$ values (1, 'A', 4, true, 0), (2, 'A', 4, true, 10), (3, 'B', 4, true, 20) $$,
  'its tee sheet: three groups of four 10 minutes apart from the first tee time, flights A A B, a marker who plays in each group');
select is((select count(*)::int from public.match_entries where match_id = pg_temp.today_match() and group_id is null), 0, 'every entrant is placed');
select results_eq($$ select p.name from public.match_entries e join public.players p on p.id = e.player_id
                     where e.match_id = pg_temp.today_match() and p.league_index is null $$,
  $$ values ('Angela Morales'::text) $$, 'one player of the round has no index (the tee sheet and the board say so)');
select results_eq($$ select g.number::int, array_agg(distinct pg_temp.card_thru(s)), bool_and(pg_temp.card_thru(s) = pg_temp.card_holes(s))
                     from public.scorecards s join public.match_entries e on e.match_id = s.match_id and e.player_id = s.player_id
                     join public.match_groups g on g.id = e.group_id
                     where s.match_id = pg_temp.today_match() and pg_temp.afternoon() group by g.number order by g.number $$,
  $$ select * from (values (1, array[16], true), (2, array[13], true), (3, array[10], true)) v where pg_temp.afternoon() $$,
  'loaded from 10:40 on, the groups are thru 16, 13 and 10, every hole before saved');
select is_empty($$ select s.player_id from public.scorecards s cross join lateral unnest(array[s.hole_1, s.hole_2, s.hole_3, s.hole_4, s.hole_5,
                     s.hole_6, s.hole_7, s.hole_8, s.hole_9, s.hole_10, s.hole_11, s.hole_12, s.hole_13, s.hole_14, s.hole_15, s.hole_16,
                     s.hole_17, s.hole_18]) with ordinality u(strokes, hole)
                   join public.matches m on m.id = s.match_id join public.teesets t on t.id = m.teeset_id
                   where s.match_id = pg_temp.today_match() and u.strokes is not null
                     and u.strokes not between t.par_by_hole[u.hole] - 2 and least(t.par_by_hole[u.hole] + 4, 12) $$,
  'every score of the round is plausible (eagle to quadruple bogey, within 1–12)');
select is_empty($$ select s.player_id from public.scorecards s where s.match_id = pg_temp.today_match()
                     and (s.attested_at is not null or s.updated_at >= now() or s.created_at < private.club_today()::timestamp at time zone private.club_timezone()) $$,
  'the cards were saved today before the moment of loading, none attested');
select is((select count(*)::int from public.results where match_id = pg_temp.today_match()), 0, 'no results yet');
select is_empty($$ select c.id from private.scorecard_hole_changes c
                   join public.match_entries e on e.match_id = c.match_id and e.player_id = c.player_id
                   join public.match_groups g on g.id = e.group_id
                   where c.match_id = pg_temp.today_match()
                     and (c.actor_kind <> 'player' or c.actor_id is distinct from g.marker_player_id or c.changed_at >= now()) $$,
  'each hole was saved by the group''s marker before the moment of loading');
select is_empty($$ select c.id from private.scorecard_hole_changes c join private.scorecard_hole_changes n
                     on n.match_id = c.match_id and n.player_id = c.player_id and n.hole = c.hole + 1
                   where c.match_id = pg_temp.today_match() and n.changed_at < c.changed_at $$,
  'holes were saved in playing order');
select results_eq($$ select u.hole::int, count(*) filter (where u.strokes = low.strokes)::int > 1
                     from public.scorecards s cross join lateral unnest(array[s.hole_1, s.hole_2, s.hole_3, s.hole_4, s.hole_5, s.hole_6,
                       s.hole_7, s.hole_8, s.hole_9, s.hole_10, s.hole_11, s.hole_12, s.hole_13, s.hole_14, s.hole_15, s.hole_16,
                       s.hole_17, s.hole_18]) with ordinality u(strokes, hole)
                     cross join lateral (select min(x.strokes) as strokes from public.scorecards c cross join lateral unnest(array[c.hole_1, c.hole_2,
                       c.hole_3, c.hole_4, c.hole_5, c.hole_6, c.hole_7, c.hole_8, c.hole_9, c.hole_10, c.hole_11, c.hole_12, c.hole_13,
                       c.hole_14, c.hole_15, c.hole_16, c.hole_17, c.hole_18]) with ordinality x(strokes, hole)
                       where c.match_id = s.match_id and x.hole = u.hole) low
                     where s.match_id = pg_temp.today_match() and u.hole between 9 and 16 and u.strokes is not null and pg_temp.afternoon()
                     group by u.hole order by u.hole $$,
  $$ select * from (values (9, false), (10, true), (11, true), (12, true), (13, true), (14, true), (15, true), (16, true)) v where pg_temp.afternoon() $$,
  'gross skins: hole 9 won outright, holes 10 to 16 tied so far (the skins carry to the 17th)');
select results_eq($$ select g.game_code, g.buy_in from public.match_games g where g.match_id = pg_temp.today_match() and g.enabled order by g.game_code $$,
  $$ values ('NASSAU'::text, 1500), ('SKINS_GROSS', 500), ('STB_V2', 1000) $$, 'skins, Nassau and Stableford are played');

-- The live board and tee sheet are public.
select pg_temp.act_as('anon');
select is(json_array_length((public.get_match_scorecards(pg_temp.today_match()) -> 'scorecards')), case when pg_temp.afternoon() then 12 else
  json_array_length((public.get_match_scorecards(pg_temp.today_match()) -> 'scorecards')) end, 'anyone watching sees the 12 cards in progress (those of the groups off the tee, in the morning)');
select is((select json_array_length(public.get_tee_sheet(pg_temp.today_match()) -> 'groups')), 3, 'anyone sees today''s tee sheet');

-- The next match's tee sheet ----------------------------------------------------------------------
select pg_temp.act_as('postgres');
select results_eq($$ select g.number::int, g.start_hole::int, g.flight, count(e.*)::int, bool_or(e.player_id = g.marker_player_id)
                     from public.match_groups g join public.match_entries e on e.group_id = g.id
                     where g.match_id = pg_temp.next_match() and g.tee_time is null group by g.id order by g.number $$,
  $$ values (1, 1, 'A', 4, true), (2, 4, 'A', 3, true), (3, 10, 'B', 3, true) $$,
  'the next match (a shotgun) has its tee sheet: starting holes 1, 4 and 10, flights by index, a marker in each group');
select results_eq($$ select p.name, q.name, e.group_id = f.group_id from public.match_entries e
                     join public.players p on p.id = e.player_id join public.players q on q.id = e.partner_player_id
                     join public.match_entries f on f.match_id = e.match_id and f.player_id = e.partner_player_id
                     where e.match_id = pg_temp.next_match() order by p.name $$,
  $$ values ('Michael Donovan'::text, 'Kevin O''Brien'::text, true), ('Sarah Whitfield', 'Rachel Adeyemi', true) $$,
  'two partner requests, kept together on the tee sheet');
select is((select count(*)::int from public.match_entries where match_id = pg_temp.next_match() and group_id is null), 0, 'every entrant of the next match is placed');

-- The handicap record (issue 18) ------------------------------------------------------------------
select results_eq($$ select name, league_index, index_source from public.players where index_source is distinct from 'LEAGUE' and status = 'ACTIVE' and email not like '%@test.example' order by name $$,
  $$ values ('Angela Morales'::text, null::numeric, null::text), ('Laura Whitaker', null, null) $$,
  'two members have no index yet (shown as such); every other index is the league''s (index source LEAGUE)');

select * from finish();
rollback;
