import { assert, assertEquals, assertMatch, assertStringIncludes } from '../testing.ts';
import { renderEmail, type RenderContext } from './index.ts';
import { formatMatchStart } from './matches.ts';

const context: RenderContext = {
  branding: { clubName: 'Pine & Oak', tagline: 'Tee it high', logoUrl: null, groupUrl: null },
  appUrl: 'https://league.club.test',
  timeZone: 'America/New_York',
  now: new Date('2026-11-25T12:00:00Z'),
  fromEmail: 'league@club.test',
};

const match = { playerName: 'Ann', matchName: 'Saturday Skins', courseName: 'Pine Valley', matchId: 'm-1', matchDate: '2026-12-12', teeTime: '07:30', startMode: 'SHOTGUN' };

const unfold = (ics: string | undefined) => (ics ?? '').replace(/\r\n /g, '');

Deno.test('the start time, zone named, is part of every match e-mail', () => {
  assertEquals(formatMatchStart({ matchDate: '2026-12-05', teeTime: '08:00' }, 'America/New_York'), 'Saturday, December 5, 2026 at 8:00 AM EST');
  assertEquals(formatMatchStart({ matchDate: '2026-07-04', teeTime: '07:30', startMode: 'SHOTGUN' }, 'America/Los_Angeles'), 'Saturday, July 4, 2026 at 7:30 AM PDT (shotgun start)');
  assertEquals(formatMatchStart({ matchDate: '2026-12-05' }, 'America/New_York'), 'Saturday, December 5, 2026');
  const invite = renderEmail('match_invite', { ...match, token: 't', includeIcs: false }, context);
  assertStringIncludes(invite.text, 'Date:   Saturday, December 12, 2026 at 7:30 AM EST (shotgun start)');
});

Deno.test('match updated: what changed, was → now, and a revised calendar entry at the new start', () => {
  const email = renderEmail('match_updated', {
    ...match,
    includeIcs: true,
    changes: [
      { field: 'date', before: '2026-12-05', after: '2026-12-12' },
      { field: 'start', before: '08:00', beforeMode: 'TEE_TIMES', after: '07:30', afterMode: 'SHOTGUN' },
      { field: 'course', before: 'Oak Hill (White)', after: 'Pine Valley (Blue)' },
    ],
  }, context);
  assertEquals(email.subject, 'Match updated: Saturday Skins (new date, start, course)');
  assertStringIncludes(email.text, 'Saturday, December 5, 2026');
  assertStringIncludes(email.text, 'Saturday, December 12, 2026');
  assertStringIncludes(email.text, '8:00 AM EST');
  assertStringIncludes(email.text, '7:30 AM EST (shotgun start)');
  assertStringIncludes(email.html, 'Oak Hill (White)');
  assertEquals(email.attachments.length, 1);
  const ics = unfold(email.attachments[0]?.content);
  assertStringIncludes(ics, 'DTSTART:20261212T123000Z'); // 7:30 EST
  assertStringIncludes(ics, 'UID:match-m-1@league.club.test'); // the same event, moved
  assertMatch(ics, /\r\nSEQUENCE:\d+\r\n/);
});

Deno.test('match postponed: the reason, the old and new date, a calendar entry', () => {
  const email = renderEmail('match_postponed', { ...match, includeIcs: true, reason: 'Frost on the greens', previousDate: '2026-12-05', previousTeeTime: '08:00' }, context);
  assertEquals(email.subject, 'Postponed: Saturday Skins is now Saturday, December 12, 2026 at 7:30 AM EST (shotgun start)');
  assertStringIncludes(email.text, 'planned for Saturday, December 5, 2026 at 8:00 AM EST');
  assertStringIncludes(email.text, 'Frost on the greens');
  assertStringIncludes(email.text, 'carry over');
  assertStringIncludes(unfold(email.attachments[0]?.content), 'DTSTART:20261212T123000Z');
});

Deno.test('match cancelled: the reason and a calendar cancellation of the invitation\'s event', () => {
  const email = renderEmail('match_cancelled', { ...match, reason: 'Course closed <today>' }, context);
  assertEquals(email.subject, 'Cancelled: Saturday Skins');
  assertStringIncludes(email.html, 'Course closed &lt;today&gt;');
  assertStringIncludes(email.text, 'will not be played');
  assert(!email.html.includes('<today>'));
  assertEquals(email.attachments.length, 1);
  assertEquals(email.attachments[0]?.contentType, 'text/calendar; charset=utf-8; method=CANCEL');
  const ics = unfold(email.attachments[0]?.content);
  assertStringIncludes(ics, '\r\nMETHOD:CANCEL\r\n');
  assertStringIncludes(ics, '\r\nSTATUS:CANCELLED\r\n');
  const invite = unfold(renderEmail('match_invite', { ...match, token: 't', includeIcs: true }, context).attachments[0]?.content);
  const uid = /\r\nUID:([^\r]+)\r\n/.exec(invite)?.[1];
  assertEquals(uid, 'match-m-1@league.club.test');
  assertStringIncludes(ics, `\r\nUID:${uid}\r\n`); // the invitation's event, not a new one
  const sequence = (value: string) => Number(/\r\nSEQUENCE:(\d+)\r\n/.exec(value)?.[1] ?? 0);
  assert(sequence(ics) > sequence(invite), 'the cancellation supersedes the invitation');
  const updated = unfold(renderEmail('match_updated', { ...match, includeIcs: true, changes: [] }, { ...context, now: new Date('2026-11-24T12:00:00Z') }).attachments[0]?.content);
  assert(sequence(ics) > sequence(updated), 'and an earlier update');
});
