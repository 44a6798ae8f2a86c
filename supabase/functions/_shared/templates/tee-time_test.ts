import { assert, assertEquals, assertMatch, assertStringIncludes } from '../testing.ts';
import { renderEmail, type RenderContext } from './index.ts';

const context: RenderContext = {
  branding: { clubName: 'Pine & Oak', tagline: 'Tee it high', logoUrl: null, groupUrl: null },
  appUrl: 'https://league.club.test',
  timeZone: 'America/New_York',
  now: new Date('2026-11-25T12:00:00Z'),
  fromEmail: 'league@club.test',
};

const payload = {
  playerName: 'Ann', matchName: 'Saturday Skins', courseName: 'Pine Valley', matchId: 'm-1', matchDate: '2026-12-12',
  startMode: 'TEE_TIMES', teeTime: '08:10', groupNumber: 2, flight: 'B', partners: ['Bob', 'Cy', 'Dee'], markerName: 'Bob',
  isMarker: false, includeIcs: true,
};

const unfold = (ics: string | undefined) => (ics ?? '').replace(/\r\n /g, '');

Deno.test('tee time: group, partners, marker and the time in the club zone', () => {
  const email = renderEmail('tee_time', payload, context);
  assertEquals(email.subject, 'Saturday Skins: Group 2 (flight B), tee time 8:10 AM EST');
  assertStringIncludes(email.text, 'Date: Saturday, December 12, 2026\nGroup: Group 2 (flight B)');
  assertStringIncludes(email.text, 'Tee time: 8:10 AM EST');
  assertStringIncludes(email.text, 'Playing with: Bob, Cy, Dee');
  assertStringIncludes(email.text, 'Marker: Bob');
  assertStringIncludes(email.html, 'Your group and tee time');
});

Deno.test('tee time: the .ics is the match event (same UID, newer SEQUENCE) starting at the tee time', () => {
  const email = renderEmail('tee_time', payload, context);
  const ics = unfold(email.attachments[0]?.content);
  assertStringIncludes(ics, 'UID:match-m-1@league.club.test');
  // 08:10 EST is 13:10 UTC.
  assertStringIncludes(ics, 'DTSTART:20261212T131000Z');
  const sequence = Number(/SEQUENCE:(\d+)/.exec(ics)?.[1]);
  assert(sequence > 0, 'a SEQUENCE above the invitation’s');
});

Deno.test('tee time: a shotgun start names the starting hole; the marker is told', () => {
  const email = renderEmail('tee_time', { ...payload, startMode: 'SHOTGUN', teeTime: '07:30', startHole: 10, flight: null, isMarker: true, partners: [] }, context);
  assertEquals(email.subject, 'Saturday Skins: Group 2, shotgun from hole 10 at 7:30 AM EST');
  assertStringIncludes(email.text, 'Start: Shotgun at 7:30 AM EST · hole 10');
  assertStringIncludes(email.text, 'You are your group’s marker');
  assertMatch(unfold(email.attachments[0]?.content), /DTSTART:20261212T123000Z/);
});
