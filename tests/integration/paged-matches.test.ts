// get_matches_list through the real API at more than PostgREST's max_rows (1000): paging answers every match exactly
// once, in order, for each scope, where the unpaged call is cut at 1000 rows.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client } from './support/clients';
import { withDb } from './support/db';

const anon = client();
const courseId = randomUUID();
const teesetId = randomUUID();
const COUNT = 1100;
type Row = { id: string; date: string; is_final: boolean; total_count: number };

async function page(args: Record<string, unknown>): Promise<Row[]> {
  const { data, error } = await anon.rpc('get_matches_list', { p_course_id: courseId, ...args });
  if (error) throw new Error(error.message);
  return data as Row[];
}

async function allPages(scope: string, size: number): Promise<Row[]> {
  const rows: Row[] = [];
  for (let offset = 0; ; offset += size) {
    const got = await page({ p_scope: scope, p_limit: size, p_offset: offset });
    rows.push(...got);
    if (got.length < size) return rows;
  }
}

let today = '';
let expected: { id: string; date: string; is_final: boolean }[] = [];

beforeAll(async () => {
  await withDb(async (db) => {
    await db.query('begin');
    await db.query(`insert into public.courses (id, name, city, state) values ($1, 'Paging Integration Course', 'Testville', 'NC')`, [courseId]);
    await db.query(
      `insert into public.teesets (id, course_id, label, rating, slope, par_by_hole, stroke_index_by_hole, is_default)
       values ($1, $2, 'White', 70.0, 120, '{4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4,4}', '{1,3,5,7,9,11,13,15,17,2,4,6,8,10,12,14,16,18}', true)`,
      [teesetId, courseId],
    );
    // Three matches a day (same created_at: the order's tie-break is the id), the oldest 1000 days back; every
    // fourth one before today is final. Final rows skip the finalize triggers (not under test).
    await db.query('set local session_replication_role = replica');
    await db.query(
      `insert into public.matches (name, date, course_name, course_rating, course_slope, course_id, teeset_id, is_final, finalized_at, league_id, season_id)
       select 'Paging ' || g, d, 'Paging Integration Course', 70.0, 120, $1, $2, f, case when f then now() end,
              private.sole_league_id(), private.season_for_day(private.sole_league_id(), d)
       from generate_series(1, $3::int) g,
            lateral (select private.club_today() - 1000 + (g / 3) as d) dd,
            lateral (select dd.d < private.club_today() and g % 4 = 0 as f) ff`,
      [courseId, teesetId, COUNT],
    );
    await db.query('commit');
    today = (await db.query(`select private.club_today()::text as t`)).rows[0].t;
    expected = (await db.query(`select id, date::text as date, is_final from public.matches where course_id = $1`, [courseId])).rows;
  });
});

afterAll(async () => {
  await withDb(async (db) => {
    await db.query('delete from public.matches where course_id = $1', [courseId]);
    await db.query('delete from public.teesets where id = $1', [teesetId]);
    await db.query('delete from public.courses where id = $1', [courseId]);
  });
});

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

describe('get_matches_list paging', () => {
  it('the unpaged call is cut at max_rows, the pages are not', async () => {
    expect((await page({})).length).toBe(1000);
    const rows = await allPages('ALL', 250);
    expect(rows.length).toBe(COUNT);
    expect(new Set(ids(rows)).size).toBe(COUNT);
    expect(new Set(ids(rows))).toEqual(new Set(ids(expected)));
    expect(rows.every((row) => Number(row.total_count) === COUNT)).toBe(true);
    const dates = rows.map((row) => row.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('UPCOMING and PAST split every match exactly once, each in its order', async () => {
    const upcoming = await allPages('UPCOMING', 20);
    const past = await allPages('PAST', 20);
    expect(upcoming.length + past.length).toBe(COUNT);
    expect(new Set([...ids(upcoming), ...ids(past)]).size).toBe(COUNT);
    expect(upcoming.every((row) => !row.is_final && row.date >= today)).toBe(true);
    expect(past.every((row) => row.is_final || row.date < today)).toBe(true);
    expect(upcoming.map((row) => row.date)).toEqual(upcoming.map((row) => row.date).sort());
    expect(past.map((row) => row.date)).toEqual(past.map((row) => row.date).sort().reverse());
    expect(upcoming.length).toBe(expected.filter((row) => !row.is_final && row.date >= today).length);
  });

  it('status filter pages answer the same set as the status rule', async () => {
    const finals: Row[] = [];
    for (let offset = 0; ; offset += 100) {
      const got = await page({ p_status: 'FINAL', p_limit: 100, p_offset: offset });
      finals.push(...got);
      if (got.length < 100) break;
    }
    expect(finals.length).toBe(new Set(ids(finals)).size);
    expect(new Set(ids(finals))).toEqual(new Set(ids(expected.filter((row) => row.is_final))));
    expect(Number(finals[0].total_count)).toBe(finals.length);
  });
});
