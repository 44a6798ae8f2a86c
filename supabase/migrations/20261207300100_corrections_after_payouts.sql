-- Corrections always possible (DESIGN rules 7, 14, 16, 18, 19): a final match whose winnings have been handed
-- over can be reopened to correct a wrong card, once the admin has confirmed what was handed over.
--
-- * reopen_match takes a reason (always) and, when payouts not voided are recorded, the handed-over total the
--   admin was shown; without it, or with a total that is no longer right, the reopen is refused. The reopen is
--   recorded in private.match_corrections with the results as they were and the amounts handed over.
-- * The payouts stay where they are. On re-finalize (a trigger on matches) the correction is closed:
--   the results after, the holes changed in between (private.scorecard_hole_changes, old → new) and each
--   player's money — still owed (won > handed over) or owed back (handed over > won) — are kept and audited
--   (MATCH_CORRECTED); private.winnings_by_match shows the differences in the ledger, never lost.
-- * The players get a "results corrected" e-mail (template results_corrected) instead of a second "results are
--   in"; when nothing changed no e-mail goes, and send_results_corrected refuses with a clear message.
-- * private.integrity_problems no longer counts what a correction legitimately leaves: payouts of a reopened
--   match, and payouts beyond what was won after a correction (owed back). Voided payouts count nowhere.

-- Tables -----------------------------------------------------------------------------------------------------

create table private.match_corrections (
  id uuid primary key default gen_random_uuid(),
  match_id uuid not null references public.matches (id) on delete cascade,
  reason text not null,
  -- clock_timestamp: two corrections in one transaction still come in order.
  reopened_at timestamptz not null default clock_timestamp(),
  -- Per player: [{player_id, name, cents}] of the payouts not voided when the match was reopened.
  handed_over jsonb not null default '[]'::jsonb,
  handed_over_cents bigint not null default 0,
  -- Per player id: {name, payout_cents, games: [{code, game, position, points, skins, payout_cents}]}.
  results_before jsonb not null,
  -- The last private.scorecard_hole_changes id before the reopen: the holes changed after it are the correction's.
  hole_changes_after bigint not null default 0,
  refinalized_at timestamptz,
  results_after jsonb,
  -- [{player_id, player_name, hole, old, new}] (net change per hole between the reopen and the re-finalize).
  hole_changes jsonb,
  changed boolean,
  constraint match_corrections_reason_check check (btrim(reason) <> '' and char_length(reason) <= 500),
  constraint match_corrections_closed_check check ((refinalized_at is null) = (results_after is null)
                                                   and (refinalized_at is null) = (changed is null))
);
create index match_corrections_match_idx on private.match_corrections (match_id, reopened_at desc);
-- At most one correction open per match (reopened, not finalized again).
create unique index match_corrections_open_idx on private.match_corrections (match_id) where refinalized_at is null;
alter table private.match_corrections enable row level security;
revoke all on table private.match_corrections from anon, authenticated;
comment on table private.match_corrections is 'A final match reopened to be corrected: why, what had been handed over and the results before; closed at the re-finalize with the results after, the holes changed (old → new) and whether anything changed. Read through get_match_corrections and get_winnings_corrections.';

-- Helpers ----------------------------------------------------------------------------------------------------

create function private.results_by_player(p_match_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_object_agg(x.player_id, x.summary), '{}'::jsonb)
  from (
    select r.player_id,
           jsonb_build_object('name', p.name, 'payout_cents', sum(r.payout_cents),
                              'games', jsonb_agg(jsonb_build_object('code', r.game_code, 'game', c.name, 'position', r.position,
                                                                    'points', r.points, 'skins', r.skins_won,
                                                                    'payout_cents', r.payout_cents)
                                                 order by c.sort_order, c.code)) as summary
    from public.results r
    join public.players p on p.id = r.player_id
    join public.game_catalog c on c.code = r.game_code
    where r.match_id = p_match_id
    group by r.player_id, p.name
  ) x
$$;
comment on function private.results_by_player(uuid) is 'A match''s stored results per player id: name, total payout and per game (position, points, skins, payout) — what a correction compares.';
revoke all on function private.results_by_player(uuid) from public;

create function private.queue_results_corrected(p_correction_id uuid, p_dedupe_suffix text default '')
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_fix private.match_corrections;
  v_match public.matches;
  v_count integer;
begin
  select c.* into v_fix from private.match_corrections c where c.id = p_correction_id;
  if v_fix.id is null or v_fix.refinalized_at is null then
    raise exception using message = 'This match has no finished correction to tell the players about', errcode = '23514';
  end if;
  if not v_fix.changed then
    raise exception using errcode = '23514',
      message = 'Nothing changed in this correction (same holes, places, points and winnings): no "results corrected" e-mail is sent';
  end if;
  if not private.email_enabled() then
    raise exception using message = 'Email notifications are disabled. Enable them in settings first.', errcode = '23514';
  end if;
  select m.* into v_match from public.matches m where m.id = v_fix.match_id;
  insert into public.email_outbox (template, to_email, payload, dedupe_key)
  select 'results_corrected', p.email,
         jsonb_build_object(
           'playerName', p.name, 'matchId', v_match.id, 'matchName', v_match.name, 'courseName', v_match.course_name,
           'matchDate', v_match.date, 'reason', v_fix.reason,
           'before', coalesce(v_fix.results_before -> (p.id::text), jsonb_build_object('payout_cents', 0, 'games', '[]'::jsonb)),
           'after', coalesce(v_fix.results_after -> (p.id::text), jsonb_build_object('payout_cents', 0, 'games', '[]'::jsonb)),
           'holesCorrected', jsonb_array_length(coalesce(v_fix.hole_changes, '[]'::jsonb)),
           'yourHoles', coalesce((select jsonb_agg(jsonb_build_object('hole', h -> 'hole', 'old', h -> 'old', 'new', h -> 'new')
                                                   order by (h ->> 'hole')::integer)
                                  from jsonb_array_elements(coalesce(v_fix.hole_changes, '[]'::jsonb)) h
                                  where h ->> 'player_id' = p.id::text), '[]'::jsonb),
           'handedOverCents', coalesce(w.paid_out_cents, 0), 'stillOwedCents', coalesce(w.still_owed_cents, 0),
           'owedBackCents', coalesce(w.owed_back_cents, 0)),
         'results_corrected:' || v_fix.id || ':' || p.id || p_dedupe_suffix
  from public.players p
  left join private.winnings_by_match(array[v_match.id]) w on w.player_id = p.id
  where p.email is not null
    and (exists (select 1 from public.match_entries e where e.match_id = v_match.id and e.player_id = p.id)
         or v_fix.results_before ? (p.id::text))
  on conflict (dedupe_key) do nothing;
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
comment on function private.queue_results_corrected(uuid, text) is 'Queues "results corrected" to each entrant (and each player who had results before) of a closed correction: their place, points and winnings before → after, their holes corrected, handed over, still owed or owed back. Refused when nothing changed or e-mail is off.';
revoke all on function private.queue_results_corrected(uuid, text) from public;

create function private.close_match_correction(p_match_id uuid)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_fix private.match_corrections;
  v_after jsonb := private.results_by_player(p_match_id);
  v_holes jsonb;
  v_changed boolean;
  v_money jsonb;
begin
  select c.* into v_fix from private.match_corrections c where c.match_id = p_match_id and c.refinalized_at is null;
  if v_fix.id is null then
    return;
  end if;
  -- Net change per (player, hole) since the reopen: the first old value against the last new one.
  select coalesce(jsonb_agg(jsonb_build_object('player_id', x.player_id, 'player_name', p.name, 'hole', x.hole,
                                               'old', x.old_strokes, 'new', x.new_strokes)
                            order by p.name, x.player_id, x.hole), '[]'::jsonb)
  into v_holes
  from (select distinct on (h.player_id, h.hole) h.player_id, h.hole,
               (select f.old_strokes from private.scorecard_hole_changes f
                where f.match_id = h.match_id and f.player_id = h.player_id and f.hole = h.hole and f.id > v_fix.hole_changes_after
                order by f.id limit 1) as old_strokes,
               h.new_strokes
        from private.scorecard_hole_changes h
        where h.match_id = p_match_id and h.id > v_fix.hole_changes_after
        order by h.player_id, h.hole, h.id desc) x
  join public.players p on p.id = x.player_id
  where x.old_strokes is distinct from x.new_strokes;
  v_changed := jsonb_array_length(v_holes) > 0 or v_after is distinct from v_fix.results_before;
  update private.match_corrections c
  set refinalized_at = clock_timestamp(), results_after = v_after, hole_changes = v_holes, changed = v_changed
  where c.id = v_fix.id;

  select coalesce(jsonb_agg(jsonb_build_object('player_name', p.name, 'won_cents', w.won_cents,
                                               'handed_over_cents', w.paid_out_cents,
                                               'still_owed_cents', w.still_owed_cents, 'owed_back_cents', w.owed_back_cents)
                            order by p.name), '[]'::jsonb)
  into v_money
  from private.winnings_by_match(array[p_match_id]) w join public.players p on p.id = w.player_id
  where w.paid_out_cents > 0;
  perform private.audit('MATCH_CORRECTED', 'match', p_match_id::text,
                        (select m.name from public.matches m where m.id = p_match_id),
                        jsonb_build_object(
                          'reason', v_fix.reason,
                          'changed', v_changed,
                          'holes_changed', coalesce((select string_agg(format('%s hole %s: %s → %s', h ->> 'player_name', h ->> 'hole',
                                                                              coalesce(h ->> 'old', '–'), coalesce(h ->> 'new', '–')), ', ')
                                                     from jsonb_array_elements(v_holes) h), 'none'),
                          'winnings_changed', coalesce((select string_agg(format('%s: $%s → $%s', coalesce(a.value ->> 'name', b.value ->> 'name'),
                                                                                 private.money_text(coalesce((b.value ->> 'payout_cents')::bigint, 0)),
                                                                                 private.money_text(coalesce((a.value ->> 'payout_cents')::bigint, 0))),
                                                                          ', ' order by coalesce(a.value ->> 'name', b.value ->> 'name'))
                                                        from jsonb_each(v_after) a
                                                        full join jsonb_each(v_fix.results_before) b on b.key = a.key
                                                        where coalesce((a.value ->> 'payout_cents')::bigint, 0)
                                                              <> coalesce((b.value ->> 'payout_cents')::bigint, 0)), 'none'),
                          'handed_over', v_money,
                          'handed_over_cents', v_fix.handed_over_cents));
  if v_changed and private.in_http_request() and private.email_enabled() then
    perform private.queue_results_corrected(v_fix.id);
  end if;
end
$$;
comment on function private.close_match_correction(uuid) is 'At a re-finalize: closes the match''s open correction (results after, holes changed old → new, changed or not), audits MATCH_CORRECTED with each handed-over player''s still owed / owed back, and queues "results corrected" when something changed.';
revoke all on function private.close_match_correction(uuid) from public;

-- Replaces private.queue_results_in of 20261128050200_mail_signup_and_results_notices.sql: a match finalized
-- again after a correction gets "results corrected" (private.close_match_correction), not a second "results are in".
create or replace function private.queue_results_in()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.in_http_request() or not private.email_enabled() then
    return null;
  end if;
  insert into public.email_outbox (template, to_email, payload, dedupe_key)
  select 'results_in', r.email, r.payload, 'results_in:' || r.match_id || ':' || r.player_id || ':' || md5(r.payload::text)
  from (
    select m.id as match_id, p.id as player_id, p.email,
           jsonb_build_object(
             'playerName', p.name, 'matchId', m.id, 'matchName', m.name, 'courseName', m.course_name,
             'matchDate', m.date, 'fieldSize', (select count(*) from public.match_entries x where x.match_id = m.id),
             'totalPayoutCents', coalesce((select sum(r.payout_cents) from public.results r
                                           where r.match_id = m.id and r.player_id = p.id), 0),
             'games', coalesce((select jsonb_agg(jsonb_build_object('game', c.name, 'position', r.position, 'points', r.points,
                                                                    'skins', r.skins_won, 'payoutCents', r.payout_cents)
                                                 order by c.sort_order, c.code)
                                from public.results r join public.game_catalog c on c.code = r.game_code
                                where r.match_id = m.id and r.player_id = p.id), '[]'::jsonb)) as payload
    from after_rows m
    join before_rows b on b.id = m.id
    join public.match_entries e on e.match_id = m.id
    join public.players p on p.id = e.player_id
    where m.is_final and not b.is_final and p.email is not null
      and not exists (select 1 from private.match_corrections c where c.match_id = m.id and c.refinalized_at is null)
  ) r
  on conflict (dedupe_key) do nothing;
  return null;
end
$$;
comment on function private.queue_results_in() is 'Trigger: a match becoming final queues "results are in" to each entrant (own finish and payout); not again for the same results, and not when it is finalized again after a correction (that is "results corrected").';

create function private.close_corrections_on_finalize()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  for v_id in
    select m.id from after_rows m join before_rows b on b.id = m.id where m.is_final and not b.is_final
  loop
    perform private.close_match_correction(v_id);
  end loop;
  return null;
end
$$;
comment on function private.close_corrections_on_finalize() is 'Trigger: a match becoming final closes its open correction (private.close_match_correction) — whatever finalized it. Named to run after matches_results_in, which skips a match with an open correction.';
revoke all on function private.close_corrections_on_finalize() from public;
create trigger matches_zz_correction_closed
  after update on public.matches
  referencing old table as before_rows new table as after_rows
  for each statement execute function private.close_corrections_on_finalize();

-- Replaces private.integrity_problems of 20261130010100_match_teams.sql: voided payouts count nowhere; a reopened
-- match keeps its payouts (a correction is under way), and after a correction a payout beyond what is now won is
-- owed back, not a broken rule. Every other check is unchanged.
create or replace function private.integrity_problems()
returns table (problem text, rows bigint)
language sql
stable
security definer
set search_path = ''
as $$
  select x.problem, x.rows
  from (
    select 'games whose payouts exceed the pot' as problem, count(*) as rows
    from (select r.match_id, r.game_code, sum(r.payout_cents) as paid from public.results r group by 1, 2) x
    join private.game_pots gp on gp.match_id = x.match_id and gp.game_code = x.game_code
    where x.paid > gp.pot_cents
    union all
    select 'entries whose paid_in_full disagrees with payments ≥ due', count(*)
    from public.match_entries e
    join private.entry_balances b on b.entry_id = e.id
    where e.paid_in_full is distinct from (b.paid_cents >= b.charges_cents)
    union all
    select 'final matches requiring payment with unpaid entries', count(*)
    from public.match_entries e
    join public.matches m on m.id = e.match_id
    where m.is_final and m.require_payment_before_play and not e.paid_in_full
    union all
    select 'results of final matches for players not in that game', count(*)
    from public.results r
    join public.matches m on m.id = r.match_id and m.is_final
    where not exists (select 1 from private.game_players gp
                      where gp.match_id = r.match_id and gp.game_code = r.game_code and gp.player_id = r.player_id)
    union all
    select 'matches over capacity', count(*)
    from public.matches m
    where m.capacity is not null and (select count(*) from public.match_entries e where e.match_id = m.id) > m.capacity
    union all
    select 'players both entered and still waiting in a match', count(*)
    from public.match_waitlist w
    join public.match_entries e on e.match_id = w.match_id and e.player_id = w.player_id
    where w.promoted_at is null
    union all
    select 'opt-ins without their entry or game', count(*)
    from public.match_entry_opt_ins o
    where not exists (select 1 from public.match_entries e where e.match_id = o.match_id and e.player_id = o.player_id)
       or not exists (select 1 from public.match_games g where g.id = o.match_game_id and g.match_id = o.match_id)
    union all
    select 'scorecards without an entry', count(*)
    from public.scorecards c
    where not exists (select 1 from public.match_entries e where e.match_id = c.match_id and e.player_id = c.player_id)
    union all
    select 'final matches with team-game players not in a full team', count(*)
    from public.matches m
    where m.is_final and exists (select 1 from private.team_games(m.id))
      and cardinality(private.team_problems(m.id)) > 0
    union all
    select 'money held below zero (refunded or moved beyond what was paid)', count(*)
    from private.match_money(null) mm
    where mm.held_cents < 0
    union all
    select 'credit moves without their matching other half', count(*)
    from (select v.transfer_id from public.match_money_moves v where v.transfer_id is not null
          group by v.transfer_id
          having count(*) <> 2 or count(distinct v.player_id) <> 1 or count(distinct v.match_id) <> 2
              or sum(v.amount_cents) filter (where v.kind = 'CREDIT_IN') is distinct from sum(v.amount_cents) filter (where v.kind = 'CREDIT_OUT')) t
    union all
    select 'winnings paid out beyond what was won', count(*)
    from private.winnings_by_match(null) w
    where w.owed_back_cents > 0
      and not exists (select 1 from private.match_corrections c where c.match_id = w.match_id and c.handed_over_cents > 0)
    union all
    select 'winnings paid out for matches that are not final', count(*)
    from public.winnings_payouts w
    join public.matches m on m.id = w.match_id
    where not m.is_final and w.voided_at is null
      and not exists (select 1 from private.match_corrections c where c.match_id = w.match_id and c.refinalized_at is null)
    union all
    select 'payments of cancelled matches recorded after the cancellation', count(*)
    from public.match_payments p
    join public.matches m on m.id = p.match_id
    where m.cancelled_at is not null and p.created_at > m.cancelled_at and p.voided_at is null
    union all
    select 'match finance rows that disagree with the money history', count(*)
    from private.match_finance f
    full join private.match_finance_figures(null) x on x.match_id = f.match_id
    where row(f.collected_cents, f.outstanding_cents, f.credit_cents, f.paid_out_cents, f.remainder_cents, f.handed_out_cents)
          is distinct from row(x.collected_cents, x.outstanding_cents, x.credit_cents, x.paid_out_cents, x.remainder_cents, x.handed_out_cents)
  ) x
  where x.rows > 0
$$;
comment on function private.integrity_problems() is 'Every broken money or entry rule over the whole database, one row per rule with its row count; none when all is well.';

-- RPCs -------------------------------------------------------------------------------------------------------

-- Replaces public.reopen_match of 20261128090200_reopen_refused_after_payouts.sql: a reopen takes a reason, and
-- with winnings handed over it needs the handed-over total the admin confirmed (a stale one is refused).
drop function public.reopen_match(uuid);
create function public.reopen_match(p_match_id uuid, p_reason text, p_handed_over_cents bigint default null)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_reason text := btrim(coalesce(p_reason, ''));
  v_match public.matches;
  v_deleted integer;
  v_handed jsonb;
  v_total bigint;
  v_players integer;
  v_fix uuid;
begin
  perform private.require_admin();
  if v_reason = '' then
    raise exception using message = 'Please give a reason for reopening these results', errcode = '23514';
  end if;
  if char_length(v_reason) > 500 then
    raise exception using message = 'The reason must be at most 500 characters', errcode = '23514';
  end if;
  v_match := private.lock_match(p_match_id);
  if not v_match.is_final then
    raise exception using message = 'This match is not finalized', errcode = '23514';
  end if;
  select coalesce(jsonb_agg(jsonb_build_object('player_id', x.player_id, 'name', x.name, 'cents', x.cents) order by x.name), '[]'::jsonb),
         coalesce(sum(x.cents), 0)::bigint, count(*)::integer
  into v_handed, v_total, v_players
  from (select w.player_id, p.name, sum(w.amount_cents)::bigint as cents
        from public.winnings_payouts w join public.players p on p.id = w.player_id
        where w.match_id = p_match_id and w.voided_at is null
        group by w.player_id, p.name) x;
  if v_total > 0 and p_handed_over_cents is null then
    raise exception using errcode = '23514',
      message = format('Winnings of $%s have been handed over to %s: confirm the amounts handed over to reopen this match.',
                       private.money_text(v_total), case when v_players = 1 then '1 player' else v_players || ' players' end);
  end if;
  if coalesce(p_handed_over_cents, v_total) <> v_total then
    raise exception using errcode = '23514',
      message = format('The amounts handed over have changed since you confirmed them ($%s now, $%s confirmed). Check them again.',
                       private.money_text(v_total), private.money_text(p_handed_over_cents));
  end if;
  insert into private.match_corrections (match_id, reason, handed_over, handed_over_cents, results_before, hole_changes_after)
  values (p_match_id, v_reason, v_handed, v_total, private.results_by_player(p_match_id),
          coalesce((select max(h.id) from private.scorecard_hole_changes h), 0))
  returning id into v_fix;
  update public.matches m set is_final = false, finalized_at = null where m.id = p_match_id;
  delete from public.results r where r.match_id = p_match_id;
  get diagnostics v_deleted = row_count;
  perform private.audit('MATCH_REOPENED', 'match', p_match_id::text, v_match.name,
                        jsonb_build_object('reason', v_reason, 'results_removed', v_deleted,
                                           'handed_over_cents', v_total,
                                           'handed_over', coalesce((select string_agg(format('%s $%s', h ->> 'name', private.money_text((h ->> 'cents')::bigint)), ', ')
                                                                    from jsonb_array_elements(v_handed) h), 'none'),
                                           'correction_id', v_fix));
  return json_build_object('correction_id', v_fix, 'results_removed', v_deleted, 'handed_over_cents', v_total);
end
$$;
comment on function public.reopen_match(uuid, text, bigint) is 'Admin: reopens a final match with a reason (its results are removed until the next finalize, which closes the correction). With winnings handed over (payouts not voided) p_handed_over_cents must equal their total as the admin was shown it; otherwise refused. Audited as MATCH_REOPENED.';
revoke all on function public.reopen_match(uuid, text, bigint) from public;
grant execute on function public.reopen_match(uuid, text, bigint) to anon, authenticated, service_role;

create function public.get_match_corrections(p_match_id uuid)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_admin();
  return (
    select coalesce(json_agg(json_build_object('id', c.id, 'reason', c.reason, 'reopened_at', c.reopened_at,
                                               'refinalized_at', c.refinalized_at, 'handed_over', c.handed_over,
                                               'handed_over_cents', c.handed_over_cents, 'changed', c.changed,
                                               'hole_changes', c.hole_changes,
                                               'results_before', c.results_before, 'results_after', c.results_after)
                             order by c.reopened_at desc, c.id), '[]'::json)
    from private.match_corrections c where c.match_id = p_match_id
  );
end
$$;
comment on function public.get_match_corrections(uuid) is 'Admin: a match''s corrections, newest first: reason, when reopened and finalized again, what had been handed over, the holes changed (old → new), the results before and after.';
revoke all on function public.get_match_corrections(uuid) from public;
grant execute on function public.get_match_corrections(uuid) to anon, authenticated, service_role;

create function public.get_winnings_corrections(p_season integer default null)
returns json
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_ids uuid[];
begin
  perform private.require_admin();
  select coalesce(array_agg(distinct c.match_id), '{}') into v_ids
  from private.match_corrections c join public.matches m on m.id = c.match_id
  where c.handed_over_cents > 0 and (p_season is null or extract(year from m.date)::integer = p_season);
  return (
    select coalesce(json_agg(json_build_object('match_id', m.id, 'match_name', m.name, 'date', m.date,
                                               'status', case when m.is_final then 'FINAL' else 'REOPENED' end,
                                               'player_id', w.player_id, 'player_name', p.name,
                                               'won_cents', w.won_cents, 'handed_over_cents', w.paid_out_cents,
                                               'still_owed_cents', w.still_owed_cents, 'owed_back_cents', w.owed_back_cents)
                             order by m.date desc, m.name, p.name), '[]'::json)
    from private.winnings_by_match(v_ids) w
    join public.matches m on m.id = w.match_id
    join public.players p on p.id = w.player_id
    where w.won_cents <> w.paid_out_cents
  );
end
$$;
comment on function public.get_winnings_corrections(integer) is 'Admin: after corrections of matches whose winnings had been handed over, per match and player whose handed-over amount differs from what they win now: owed back (handed over > won) or still owed (won > handed over, handed over or not); status REOPENED while the match waits to be finalized again. Season = calendar year; null = all.';
revoke all on function public.get_winnings_corrections(integer) from public;
grant execute on function public.get_winnings_corrections(integer) to anon, authenticated, service_role;

create function public.send_results_corrected(p_match_id uuid)
returns json
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_fix uuid;
  v_count integer;
begin
  perform private.require_admin();
  perform private.lock_match(p_match_id);
  select c.id into v_fix from private.match_corrections c
  where c.match_id = p_match_id and c.refinalized_at is not null
  order by c.refinalized_at desc, c.id limit 1;
  if v_fix is null then
    raise exception using message = 'This match has no finished correction to tell the players about', errcode = '23514';
  end if;
  v_count := private.queue_results_corrected(v_fix, ':' || extract(epoch from clock_timestamp())::text);
  perform private.audit('MATCH_CORRECTION_EMAILED', 'match', p_match_id::text,
                        (select m.name from public.matches m where m.id = p_match_id),
                        jsonb_build_object('correction_id', v_fix, 'queued', v_count));
  return json_build_object('queued', v_count);
end
$$;
comment on function public.send_results_corrected(uuid) is 'Admin: (re)sends the "results corrected" e-mail of the match''s last correction to its players; refused when that correction changed nothing, when there is none, or when e-mail is off.';
revoke all on function public.send_results_corrected(uuid) from public;
grant execute on function public.send_results_corrected(uuid) to anon, authenticated, service_role;
