// Issue 18 item 4: the WHS index has two implementations — whsIndex in src/domain (the profile, the
// tests' worked examples) and private.whs_index_of in SQL (get_suggested_index, publish_index, the
// recompute). This test feeds both the same generated records and requires identical answers, round by
// round; then it checks the method switch end to end on real handicap logs.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { indexByMethod, playOrder, whsIndex, type PostedRound, type WhsIndex } from '../../src/domain/handicap';
import { withDb } from './support/db';

type SqlScore = { id: string; differential: number; esr_triggered: number; esr_applied: number; recent: boolean; counts: boolean; index_after: number | null };
type SqlIndex = { value: number | null; label: string; rounds: number; counting: number; adjustment: number; low_index: number | null; uncapped: number | null; cap: string; scores: SqlScore[] };

const num = (x: number | string | null) => (x === null ? null : Number(x));

/** The SQL answer in the domain's shape. */
function fromSql(r: SqlIndex): WhsIndex {
  return {
    value: num(r.value),
    label: r.label,
    counting: r.counting,
    adjustment: Number(r.adjustment),
    lowIndex: num(r.low_index),
    uncapped: num(r.uncapped),
    cap: r.cap as WhsIndex['cap'],
    scores: r.scores.map((s) => ({
      id: s.id,
      differential: Number(s.differential),
      esrTriggered: s.esr_triggered,
      esrApplied: Number(s.esr_applied),
      recent: s.recent,
      counts: s.counts,
      indexAfter: num(s.index_after),
    })),
  };
}

function addDays(from: string, days: number): string {
  return new Date(Date.parse(`${from}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Rounds with common exceptional scores (a wide gross range), shared dates and posting times. */
const roundArb = fc
  .record({
    id: fc.uuid(),
    day: fc.integer({ min: 0, max: 800 }),
    second: fc.integer({ min: 0, max: 3 }),
    gross: fc.oneof(fc.integer({ min: 62, max: 130 }), fc.integer({ min: 84, max: 92 })),
    ratingTenths: fc.integer({ min: 650, max: 780 }),
    slope: fc.integer({ min: 55, max: 155 }),
  })
  .map(({ id, day, second, gross, ratingTenths, slope }): PostedRound => {
    const date = addDays('2025-01-01', day);
    return { id, date, postedAt: `${date}T12:00:0${second}+00:00`, gross, rating: ratingTenths / 10, slope, differential: 0 };
  });

/** A good spell then a bad one (gross rising by 5–30 strokes), a round every 1–20 days: the caps' case. */
const trendArb = fc
  .record({
    base: fc.integer({ min: 70, max: 100 }),
    rise: fc.integer({ min: 5, max: 30 }),
    good: fc.integer({ min: 18, max: 30 }),
    bad: fc.integer({ min: 1, max: 25 }),
  })
  .chain(({ base, rise, good, bad }) =>
    fc.tuple(
      ...Array.from({ length: good + bad }, (_, k) =>
        fc.record({ id: fc.uuid(), gap: fc.integer({ min: 1, max: 20 }), wobble: fc.integer({ min: -3, max: 3 }), slope: fc.integer({ min: 100, max: 140 }) })
          .map((r) => ({ ...r, gross: base + (k >= good ? rise : 0) + r.wobble })),
      ),
    ),
  )
  .map((rows) => {
    let day = 0;
    return rows.map(({ id, gap, gross, slope }): PostedRound => {
      day += gap;
      const date = addDays('2025-01-01', day);
      return { id, date, postedAt: `${date}T12:00:00+00:00`, gross, rating: 71.5, slope, differential: 0 };
    });
  });

/**
 * A good spell, then worse rounds with a break of 200–800 days among them: the Low Handicap Index of the year before the
 * previous score (Rule 5.7, Interpretation 5.7/1) decides the caps after the break, while the year before
 * the new score may hold no index at all.
 */
const breakArb = fc
  .record({
    base: fc.integer({ min: 70, max: 100 }),
    rise: fc.integer({ min: 4, max: 25 }),
    good: fc.integer({ min: 20, max: 32 }),
    bad: fc.integer({ min: 8, max: 26 }),
    pause: fc.integer({ min: 200, max: 800 }),
    breakAfter: fc.integer({ min: 6, max: 24 }),
  })
  .chain(({ base, rise, good, bad, pause, breakAfter }) =>
    fc.tuple(
      ...Array.from({ length: good + bad }, (_, k) =>
        fc.record({ id: fc.uuid(), gap: fc.integer({ min: 0, max: 14 }), wobble: fc.integer({ min: -3, max: 3 }), slope: fc.integer({ min: 100, max: 140 }) })
          .map((r) => ({ ...r, gap: k === good + Math.min(breakAfter, bad - 1) ? pause : r.gap, gross: base + (k >= good ? rise : 0) + r.wobble })),
      ),
    ),
  )
  .map((rows) => {
    let day = 0;
    return rows.map(({ id, gap, gross, slope }, k): PostedRound => {
      day += gap;
      const date = addDays('2024-01-01', day);
      return { id, date, postedAt: `${date}T12:00:${String(k % 60).padStart(2, '0')}+00:00`, gross, rating: 71.5, slope, differential: 0 };
    });
  });

const recordArb = fc.oneof(fc.array(roundArb, { minLength: 0, maxLength: 60 }), trendArb, breakArb);

/** Days from `a` to `b` (YYYY-MM-DD). */
const daysBetween = (a: string, b: string) => (Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000;

describe('WHS: SQL private.whs_index_of == src/domain whsIndex', () => {
  it('agrees on 600 generated records, round by round', async () => {
    const records = fc.sample(recordArb, { numRuns: 600, seed: 18 });
    const payload = records.map((rounds) =>
      rounds.map((r) => ({ id: r.id, date: r.date, posted_at: r.postedAt, gross: r.gross, rating: r.rating, slope: r.slope })),
    );
    const answers = await withDb(async (db) => {
      const { rows } = await db.query<{ i: string; r: SqlIndex }>(
        'select x.i, private.whs_index_of(x.rec) as r from jsonb_array_elements($1::jsonb) with ordinality as x(rec, i) order by x.i',
        [JSON.stringify(payload)],
      );
      return rows.map((row) => row.r);
    });
    expect(answers).toHaveLength(records.length);
    let withEsr = 0;
    let withCap = 0;
    let cappedAfterBreak = 0;
    records.forEach((rounds, i) => {
      const sql = answers[i];
      if (!sql) throw new Error(`no SQL answer for record ${i}`);
      const domain = whsIndex(rounds);
      expect(fromSql(sql), `record ${i}: ${JSON.stringify(rounds)}`).toEqual(domain);
      if (domain.scores.some((s) => s.esrTriggered < 0)) withEsr += 1;
      if (domain.cap !== 'none') withCap += 1;
      // A score capped more than 365 days after the score before it: only the anchored window finds its Low HI.
      const ordered = playOrder(rounds);
      const capsAfterBreak = ordered.some((round, k) => {
        const before = ordered[k - 1];
        if (k < 20 || !before || daysBetween(before.date, round.date) <= 365) return false;
        return whsIndex(ordered.slice(0, k + 1)).cap !== 'none';
      });
      if (capsAfterBreak) cappedAfterBreak += 1;
    });
    // The generated records must exercise the rules, not only agree on easy cases.
    expect(withEsr).toBeGreaterThan(20);
    expect(withCap).toBeGreaterThan(5);
    expect(cappedAfterBreak).toBeGreaterThan(5);
  });
});

describe('the server follows handicapMethod on real logs', () => {
  const players: string[] = [];

  afterAll(async () => {
    await withDb(async (db) => {
      await db.query("update public.settings set value = 'TABLE' where key = 'handicapMethod'");
      await db.query('delete from public.players where id = any($1::uuid[])', [players]);
    });
  });

  it('get_suggested_index equals indexByMethod for both methods', async () => {
    const records = fc.sample(fc.array(roundArb, { minLength: 1, maxLength: 35 }), { numRuns: 12, seed: 1818 });
    await withDb(async (db) => {
      for (const [n, rounds] of records.entries()) {
        const { rows } = await db.query<{ id: string }>(
          "insert into public.players (name, email, ghin, status, join_date, consent_at) values ($1, $2, $3, 'ACTIVE', current_date, now()) returning id",
          [`Parity ${n} ${Date.now()}`, `parity-${n}-${Date.now()}@fairway.example`, String(7_000_000 + n)],
        );
        const playerId = rows[0]?.id;
        if (!playerId) throw new Error('no player');
        players.push(playerId);
        for (const [k, r] of rounds.entries()) {
          // Distinct (date, course, gross) per player; created_at as generated; ratings within 60–80.
          await db.query(
            'insert into public.handicap_logs (player_id, date, course_name, rating, slope, gross, created_at) values ($1, $2, $3, $4, $5, $6, $7)',
            [playerId, r.date, `Course ${k}`, Math.min(80, Math.max(60, r.rating)), r.slope, r.gross, r.postedAt],
          );
        }
      }
      for (const method of ['TABLE', 'WHS'] as const) {
        await db.query("update public.settings set value = $1 where key = 'handicapMethod'", [method]);
        for (const playerId of players) {
          const { rows: logs } = await db.query<{ id: string; date: string; posted_at: string; gross: number; rating: string; slope: number; differential: string }>(
            "select id, date::text as date, to_json(created_at) #>> '{}' as posted_at, gross, rating, slope, differential from public.handicap_logs where player_id = $1",
            [playerId],
          );
          const rounds: PostedRound[] = logs.map((l) => ({
            id: l.id, date: l.date, postedAt: l.posted_at, gross: l.gross, rating: Number(l.rating), slope: l.slope, differential: Number(l.differential),
          }));
          const expected = indexByMethod(method, rounds);
          const { rows } = await db.query<{ s: { value: string | number | null; label: string; used_log_ids: string[] } }>(
            'select public.get_suggested_index($1) as s',
            [playerId],
          );
          const server = rows[0]?.s;
          expect(num(server?.value ?? null), `${method} value`).toBe(expected.value);
          expect(server?.label, `${method} label`).toBe(expected.label);
          expect([...(server?.used_log_ids ?? [])].sort(), `${method} counted rounds`).toEqual([...expected.usedIds].sort());
        }
      }
    });
  });
});
