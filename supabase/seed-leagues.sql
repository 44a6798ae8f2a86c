-- Fairway League — the demo club's leagues (issue #27 item 7), loaded after supabase/seed.sql.
--
-- The demo club runs three leagues with the same members: the Saturday Wager League (the league the demo
-- data has always been), a Tuesday nine-hole evening league (18 holes until the nine-holes issue) and a
-- Thursday seniors' league. Members play in one, two or all three (some as subs); one pending member has
-- asked to join the seniors. Each league has two seasons of history with final matches in both (four of the
-- demo's final matches move to the Tuesday and Thursday leagues, with their entrants as members; what they
-- were scored with is recorded in matches.played_with, so they score as before), and its own settings
-- where a league differs (payment instructions, default buy-ins, weekly e-mail hour, waitlist promotion,
-- decline follow-ups, the seniors' 90% allowance).
--
-- Loaded by `npm start` after seed.sql (stack/cli.mjs passes demoLeagues): the admin's Leagues screen, the Create
-- Match form's League, and a member's leagues on My league work with it. Test stacks keep the demo's one league
-- (their journeys create matches without naming one); pgTAP 65-demo-club-leagues.sql loads it on the demo club and
-- checks it.
--
-- Dates move with the demo (DESIGN rule 23): authored as of 2026-11-26, shifted by the days between that
-- day and the club's today, as seed.sql does. Loading it again changes nothing (36-demo-seed-dates loads the
-- demo several times).

-- The league the demo data has always been.
update public.leagues l set name = 'Saturday Wager League', slug = 'saturday'
where l.id = (select x.id from public.leagues x order by x.created_at, x.id limit 1)
  and l.slug <> 'saturday';

insert into public.leagues (name, slug) values
  ('Tuesday Nine-Hole Evening League', 'tuesday-nines'),
  ('Thursday Seniors'' League', 'thursday-seniors')
on conflict (slug) do update set name = excluded.name, status = 'ACTIVE';

-- Two seasons of each new league; the later one covers the club's today.
insert into public.seasons (league_id, name, first_day, last_day)
select l.id, w.prefix || extract(year from w.first_day::date + s.shift)::integer, w.first_day::date + s.shift, w.last_day::date + s.shift
from (values
        ('tuesday-nines', '', '2025-04-01', '2025-10-31'),
        ('tuesday-nines', '', '2026-04-01', '2026-12-31'),
        ('thursday-seniors', 'Spring ', '2026-03-01', '2026-09-15'),
        ('thursday-seniors', 'Fall ', '2026-09-16', '2026-12-31')
     ) w(slug, prefix, first_day, last_day)
join public.leagues l on l.slug = w.slug
cross join (select private.club_today() - date '2026-11-26' as shift) s
where not exists (select 1 from public.seasons x
                  where x.league_id = l.id
                    and daterange(x.first_day, x.last_day, '[]') && daterange(w.first_day::date + s.shift, w.last_day::date + s.shift, '[]'))
order by l.slug, w.first_day;

-- Four final matches of the history move to the new leagues, each to its league's season of its date. Not an
-- admin's edit of those matches: the edit audit stays out (the demo's audit trail is authored).
alter table public.matches disable trigger matches_audit_edit;
update public.matches m
set league_id = l.id,
    season_id = (select s.id from public.seasons s where s.league_id = l.id and m.date between s.first_day and s.last_day)
from (values
        ('3fadacaf-0ee8-470c-9625-38509de688e1'::uuid, 'tuesday-nines'),     -- Cedar Ridge Invitational (last year)
        ('038aa5a0-af37-42d0-a9de-0bc07f684afe'::uuid, 'tuesday-nines'),     -- Cedar Ridge Medal (this year)
        ('aa251c90-81dc-45ae-9aff-0638cfcf5439'::uuid, 'thursday-seniors'),  -- Lakeside Stableford (spring)
        ('c2ad28d4-531d-4760-bce4-56523e42495a'::uuid, 'thursday-seniors')   -- Cedar Ridge Skins (fall)
     ) v(match_id, slug)
join public.leagues l on l.slug = v.slug
where m.id = v.match_id and m.league_id <> l.id;
alter table public.matches enable trigger matches_audit_edit;

-- Members: everyone who played a league's matches (an inactive or pending club member as INACTIVE), then a
-- spread by name so that members play in one, two or all three leagues (Saturday: every member, as before).
insert into public.league_members (league_id, player_id, status, joined_at)
select distinct on (m.league_id, p.id) m.league_id, p.id, case when p.status = 'ACTIVE' then 'ACTIVE' else 'INACTIVE' end,
       coalesce(p.join_date::timestamp at time zone private.club_timezone(), p.created_at)
from public.matches m
join public.match_entries e on e.match_id = m.id
join public.players p on p.id = e.player_id
where p.status <> 'GUEST' and p.closed_at is null
on conflict (league_id, player_id) do nothing;

insert into public.league_members (league_id, player_id, status, role, joined_at)
select l.id, r.id, 'ACTIVE', case when l.slug = 'tuesday-nines' and r.n in (7, 8) then 'SUB' else 'REGULAR' end,
       coalesce(r.join_date::timestamp at time zone private.club_timezone(), r.created_at)
from (select p.*, row_number() over (order by p.name, p.id) as n
      from public.players p where p.status = 'ACTIVE' and p.email like '%.example') r
join public.leagues l on (l.slug = 'tuesday-nines' and r.n between 1 and 8)
                      or (l.slug = 'thursday-seniors' and r.n between 5 and 9)
on conflict (league_id, player_id) do update set role = excluded.role
  where public.league_members.status = 'ACTIVE';

-- A newcomer waiting for the club's approval has asked to join the seniors.
insert into public.league_members (league_id, player_id, status)
select l.id, p.id, 'PENDING'
from public.leagues l
cross join lateral (select x.id from public.players x where x.status = 'PENDING' order by x.created_at, x.id limit 1) p
where l.slug = 'thursday-seniors'
on conflict (league_id, player_id) do nothing;

-- Where a league's settings differ from the club's (validated like the club's).
insert into public.league_settings (league_id, key, value)
select l.id, v.key, v.value
from (values
        ('tuesday-nines', 'paymentInstructions', 'Cash or Venmo @tuesday-nines to the starter before the first tee.'),
        ('tuesday-nines', 'defaultBuyIns', '{"STB_V2":500,"SKINS_GROSS":300,"SKINS_NET":300,"NASSAU":900,"STROKE_PLAY":500}'),
        ('tuesday-nines', 'weeklyLeadersSendHour', '21'),
        ('thursday-seniors', 'paymentInstructions', 'Pay the seniors'' treasurer at the clubhouse, cash or check.'),
        ('thursday-seniors', 'allowancePct', '90'),
        ('thursday-seniors', 'waitlistAutoPromote', 'false'),
        ('thursday-seniors', 'inviteDeclineFollowupEnabled', 'true')
     ) v(slug, key, value)
join public.leagues l on l.slug = v.slug
on conflict (league_id, key) do update set value = excluded.value;
