import { assert, assertEquals, assertStringIncludes } from './testing.ts';
import { buildIcs, escapeIcsText, foldLine, icsDateTime, MATCH_EVENT_MINUTES } from './ics.ts';

const encoder = new TextEncoder();

/** Undo RFC 5545 folding. */
function unfold(ics: string): string {
  return ics.replace(/\r\n[ \t]/g, '');
}

const event = {
  uid: 'match-42@club.test',
  start: new Date('2026-11-28T13:00:00Z'),
  durationMinutes: MATCH_EVENT_MINUTES,
  summary: 'Saturday Skins; Nassau, and more',
  location: 'Pine Valley, NJ',
  description: 'Bring your A game.\nLine two with a backslash \\ here.',
  url: 'https://club.test/matches/42',
  stamp: new Date('2026-11-25T10:11:12.345Z'),
  organizerName: 'Fairway "League"',
  organizerEmail: 'league@club.test',
};

Deno.test('the invitation event: one VEVENT published, 4 hours long, UTC times', () => {
  const ics = buildIcs(event);
  const lines = unfold(ics).split('\r\n');
  assertEquals(lines.slice(0, 6), ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Fairway League//Match Invitation//EN', 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH', 'BEGIN:VEVENT']);
  assert(lines.includes('UID:match-42@club.test'));
  assert(lines.includes('DTSTAMP:20261125T101112Z'));
  assert(lines.includes('DTSTART:20261128T130000Z'));
  assert(lines.includes('DTEND:20261128T170000Z'));
  assert(lines.includes('SUMMARY:Saturday Skins\\; Nassau\\, and more'));
  assert(lines.includes('LOCATION:Pine Valley\\, NJ'));
  assert(lines.includes('DESCRIPTION:Bring your A game.\\nLine two with a backslash \\\\ here.'));
  assert(lines.includes('URL:https://club.test/matches/42'));
  assert(lines.includes('ORGANIZER;CN="Fairway League":mailto:league@club.test'));
  assertEquals(lines.filter((line) => line === 'BEGIN:VEVENT').length, 1);
  assertEquals(lines.slice(-3), ['END:VEVENT', 'END:VCALENDAR', '']);
});

Deno.test('every line ends with CRLF and no physical line exceeds 75 octets', () => {
  const long = buildIcs({ ...event, description: 'Å long organizer message with accents é and emoji ⛳🏌️ '.repeat(12) });
  assert(long.endsWith('\r\n'));
  assert(!/[^\r]\n/.test(long), 'a bare LF');
  assert(!/\r(?!\n)/.test(long), 'a bare CR');
  for (const line of long.split('\r\n')) assert(encoder.encode(line).length <= 75, `too long: ${line}`);
  // Folding never splits a UTF-8 character, and unfolding gives back the text.
  assertStringIncludes(unfold(long), 'emoji ⛳🏌️ Å long');
  assertEquals(new TextDecoder('utf-8', { fatal: true }).decode(encoder.encode(long)).length > 0, true);
});

Deno.test('foldLine folds at 75 octets, continuation lines start with one space', () => {
  const line = `DESCRIPTION:${'x'.repeat(200)}`;
  const folded = foldLine(line).split('\r\n');
  assertEquals(encoder.encode(folded[0] ?? '').length, 75);
  for (const part of folded.slice(1)) {
    assert(part.startsWith(' '));
    assert(encoder.encode(part).length <= 75);
  }
  assertEquals(folded.map((part, index) => (index ? part.slice(1) : part)).join(''), line);
  assertEquals(foldLine('SHORT:line'), 'SHORT:line');
  // Multi-byte characters at the boundary move whole to the next line.
  const accents = foldLine(`SUMMARY:${'é'.repeat(60)}`).split('\r\n');
  assertEquals(encoder.encode(accents[0] ?? '').length, 74);
});

Deno.test('text escaping and UTC stamps', () => {
  assertEquals(escapeIcsText('a\\b;c,d\ne\r\nf'), 'a\\\\b\\;c\\,d\\ne\\nf');
  assertEquals(icsDateTime(new Date('2026-03-08T07:30:00.999Z')), '20260308T073000Z');
});

Deno.test('optional properties are left out, unsafe URLs are not written', () => {
  const ics = buildIcs({ ...event, location: null, description: null, url: 'javascript:alert(1)', organizerEmail: null });
  assert(!ics.includes('LOCATION'));
  assert(!ics.includes('DESCRIPTION'));
  assert(!ics.includes('URL:'));
  assert(!ics.includes('ORGANIZER'));
});
