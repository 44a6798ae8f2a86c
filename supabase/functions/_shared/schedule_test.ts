import { assertEquals, assertThrows } from './testing.ts';
import {
  addDays,
  backoffMinutes,
  declineFollowupMatchDate,
  declineFollowupWindowOpen,
  isoWeek,
  localDate,
  nextWeeklyLeadersRun,
  offsetMinutes,
  weeklyLeadersDue,
  zonedParts,
  zonedTimeToUtc,
} from './schedule.ts';

const NY = 'America/New_York';
const at = (iso: string) => new Date(iso);

Deno.test('zonedParts reads the wall clock and the ISO weekday', () => {
  // 2026-11-30 is a Monday.
  assertEquals(zonedParts(at('2026-11-30T22:05:00Z'), NY), { year: 2026, month: 11, day: 30, hour: 17, minute: 5, second: 0, weekday: 1 });
  // Late Sunday evening in New York is already Monday in UTC.
  assertEquals(zonedParts(at('2026-11-30T03:00:00Z'), NY).weekday, 7);
  assertEquals(zonedParts(at('2026-11-30T00:00:00Z'), 'Europe/London').hour, 0);
});

Deno.test('offsets follow daylight saving time in both hemispheres', () => {
  assertEquals(offsetMinutes(at('2026-01-15T12:00:00Z'), NY), -300);
  assertEquals(offsetMinutes(at('2026-07-15T12:00:00Z'), NY), -240);
  assertEquals(offsetMinutes(at('2026-01-15T12:00:00Z'), 'Europe/London'), 0);
  assertEquals(offsetMinutes(at('2026-07-15T12:00:00Z'), 'Europe/London'), 60);
  // Southern summer: Sydney is on daylight time (+11) in January, standard (+10) in July.
  assertEquals(offsetMinutes(at('2026-01-15T12:00:00Z'), 'Australia/Sydney'), 660);
  assertEquals(offsetMinutes(at('2026-07-15T12:00:00Z'), 'Australia/Sydney'), 600);
  assertEquals(offsetMinutes(at('2026-07-15T12:00:00Z'), 'America/Phoenix'), -420);
});

Deno.test('zonedTimeToUtc round-trips ordinary times', () => {
  assertEquals(zonedTimeToUtc({ year: 2026, month: 11, day: 30, hour: 17 }, NY).toISOString(), '2026-11-30T22:00:00.000Z');
  assertEquals(zonedTimeToUtc({ year: 2026, month: 6, day: 1, hour: 17 }, NY).toISOString(), '2026-06-01T21:00:00.000Z');
  assertEquals(zonedTimeToUtc({ year: 2026, month: 6, day: 1, hour: 9, minute: 30 }, 'Europe/Paris').toISOString(), '2026-06-01T07:30:00.000Z');
});

Deno.test('New York spring forward (2026-03-08): the skipped half hour maps past the gap', () => {
  assertEquals(zonedTimeToUtc({ year: 2026, month: 3, day: 8, hour: 1, minute: 59 }, NY).toISOString(), '2026-03-08T06:59:00.000Z');
  assertEquals(zonedTimeToUtc({ year: 2026, month: 3, day: 8, hour: 2, minute: 30 }, NY).toISOString(), '2026-03-08T07:30:00.000Z');
  assertEquals(zonedTimeToUtc({ year: 2026, month: 3, day: 8, hour: 3, minute: 0 }, NY).toISOString(), '2026-03-08T07:00:00.000Z');
  // The day is 23 hours long.
  const start = zonedTimeToUtc({ year: 2026, month: 3, day: 8 }, NY).getTime();
  const end = zonedTimeToUtc({ year: 2026, month: 3, day: 9 }, NY).getTime();
  assertEquals((end - start) / 3_600_000, 23);
});

Deno.test('New York fall back (2026-11-01): an ambiguous time is its first occurrence', () => {
  assertEquals(zonedTimeToUtc({ year: 2026, month: 11, day: 1, hour: 1, minute: 30 }, NY).toISOString(), '2026-11-01T05:30:00.000Z');
  assertEquals(zonedTimeToUtc({ year: 2026, month: 11, day: 1, hour: 2, minute: 0 }, NY).toISOString(), '2026-11-01T07:00:00.000Z');
  const start = zonedTimeToUtc({ year: 2026, month: 11, day: 1 }, NY).getTime();
  const end = zonedTimeToUtc({ year: 2026, month: 11, day: 2 }, NY).getTime();
  assertEquals((end - start) / 3_600_000, 25);
});

Deno.test('Europe/London and Australia/Sydney changes', () => {
  // London springs forward 2026-03-29 01:00 GMT → 02:00 BST.
  assertEquals(zonedTimeToUtc({ year: 2026, month: 3, day: 29, hour: 1, minute: 30 }, 'Europe/London').toISOString(), '2026-03-29T01:30:00.000Z');
  assertEquals(zonedTimeToUtc({ year: 2026, month: 3, day: 29, hour: 17 }, 'Europe/London').toISOString(), '2026-03-29T16:00:00.000Z');
  // London falls back 2026-10-25 02:00 BST → 01:00 GMT: 01:30 happens twice.
  assertEquals(zonedTimeToUtc({ year: 2026, month: 10, day: 25, hour: 1, minute: 30 }, 'Europe/London').toISOString(), '2026-10-25T00:30:00.000Z');
  // Sydney falls back 2026-04-05 03:00 AEDT → 02:00 AEST; springs forward 2026-10-04 02:00 → 03:00.
  assertEquals(zonedTimeToUtc({ year: 2026, month: 4, day: 5, hour: 2, minute: 30 }, 'Australia/Sydney').toISOString(), '2026-04-04T15:30:00.000Z');
  assertEquals(zonedTimeToUtc({ year: 2026, month: 10, day: 4, hour: 2, minute: 30 }, 'Australia/Sydney').toISOString(), '2026-10-03T16:30:00.000Z');
  assertEquals(zonedTimeToUtc({ year: 2026, month: 10, day: 5, hour: 17 }, 'Australia/Sydney').toISOString(), '2026-10-05T06:00:00.000Z');
});

Deno.test('ISO weeks, including years whose week 1 starts in December', () => {
  assertEquals(isoWeek('2026-11-30'), '2026-W49');
  assertEquals(isoWeek('2026-12-06'), '2026-W49'); // Sunday closes the week
  assertEquals(isoWeek('2026-01-01'), '2026-W01'); // a Thursday
  assertEquals(isoWeek('2027-01-01'), '2026-W53'); // a Friday: belongs to 2026's last week
  assertEquals(isoWeek('2024-12-30'), '2025-W01');
  assertEquals(addDays('2026-02-27', 3), '2026-03-02');
  assertEquals(addDays('2028-02-27', 3), '2028-03-01');
});

Deno.test('weekly leaders: due on Monday in the club time zone at or after the send time', () => {
  const settings = { enabled: true, timeZone: NY, hour: 17, minute: 0 };
  assertEquals(weeklyLeadersDue(at('2026-11-30T21:55:00Z'), settings).due, false); // 16:55 EST
  assertEquals(weeklyLeadersDue(at('2026-11-30T22:00:00Z'), settings), { due: true, week: '2026-W49', localDate: '2026-11-30' });
  assertEquals(weeklyLeadersDue(at('2026-12-01T04:59:00Z'), settings).due, true); // 23:59 Monday in New York
  assertEquals(weeklyLeadersDue(at('2026-12-01T05:00:00Z'), settings).due, false); // Tuesday: no catch-up
  assertEquals(weeklyLeadersDue(at('2026-11-30T22:00:00Z'), { ...settings, enabled: false }).due, false);
  // Summer: 17:00 EDT is 21:00 UTC.
  assertEquals(weeklyLeadersDue(at('2026-06-01T21:00:00Z'), settings).due, true);
  assertEquals(weeklyLeadersDue(at('2026-06-01T20:59:00Z'), settings).due, false);
  // Sydney's Monday starts while it is still Sunday in UTC.
  const sydney = { enabled: true, timeZone: 'Australia/Sydney', hour: 8, minute: 30 };
  assertEquals(weeklyLeadersDue(at('2026-11-29T21:30:00Z'), sydney), { due: true, week: '2026-W49', localDate: '2026-11-30' });
  assertEquals(weeklyLeadersDue(at('2026-11-29T21:25:00Z'), sydney).due, false);
});

Deno.test('next weekly leaders run across the daylight saving changes', () => {
  const settings = { timeZone: NY, hour: 17, minute: 0 };
  // The week of the spring change: Monday 2026-03-09 17:00 EDT.
  assertEquals(nextWeeklyLeadersRun(at('2026-03-05T12:00:00Z'), settings).toISOString(), '2026-03-09T21:00:00.000Z');
  // The week of the fall change: Monday 2026-11-02 17:00 EST.
  assertEquals(nextWeeklyLeadersRun(at('2026-10-29T12:00:00Z'), settings).toISOString(), '2026-11-02T22:00:00.000Z');
  // Right at the send time the next run is a week later.
  assertEquals(nextWeeklyLeadersRun(at('2026-11-30T22:00:00Z'), settings).toISOString(), '2026-12-07T22:00:00.000Z');
  // London: the Monday after the spring change (2026-03-30) at 17:00 BST.
  assertEquals(nextWeeklyLeadersRun(at('2026-03-28T12:00:00Z'), { ...settings, timeZone: 'Europe/London' }).toISOString(), '2026-03-30T16:00:00.000Z');
  // Sydney: the Monday after its autumn change (2026-04-06) at 17:00 AEST.
  assertEquals(nextWeeklyLeadersRun(at('2026-04-03T00:00:00Z'), { ...settings, timeZone: 'Australia/Sydney' }).toISOString(), '2026-04-06T07:00:00.000Z');
});

Deno.test('decline follow-up targets matches exactly three days ahead on the club calendar', () => {
  // 2026-03-05 23:30 EST is still the 5th in New York though the 6th in UTC.
  assertEquals(declineFollowupMatchDate(at('2026-03-06T04:30:00Z'), NY), '2026-03-08');
  assertEquals(declineFollowupMatchDate(at('2026-03-06T05:30:00Z'), NY), '2026-03-09');
  assertEquals(declineFollowupMatchDate(at('2026-10-30T12:00:00Z'), NY), '2026-11-02');
  assertEquals(localDate(at('2026-11-01T06:30:00Z'), NY), '2026-11-01');
  assertEquals(declineFollowupWindowOpen(at('2026-11-01T13:59:00Z'), NY), false); // 08:59 EST
  assertEquals(declineFollowupWindowOpen(at('2026-11-01T14:00:00Z'), NY), true);
});

Deno.test('retry back-off doubles from one minute and stops at an hour', () => {
  assertEquals([1, 2, 3, 4, 5, 6, 7, 8, 12].map(backoffMinutes), [1, 2, 4, 8, 16, 32, 60, 60, 60]);
});

Deno.test('an unknown time zone is an error, not a silent UTC', () => {
  assertThrows(() => zonedParts(new Date(), 'Mars/Olympus_Mons'), RangeError);
});
