import { assert, assertEquals, assertMatch, assertNotMatch, assertStringIncludes, assertThrows } from '../testing.ts';
import { centsFrom, formatMatchDate, formatMoney } from './format.ts';
import { isKnownTemplate, renderEmail, type RenderContext, TemplateError } from './index.ts';
import { matchStart } from './matches.ts';

const context: RenderContext = {
  branding: { clubName: 'Pine & Oak <Club>', tagline: 'Tee it "high"', logoUrl: 'https://cdn.club.test/logo.png', groupUrl: 'https://chat.test/g' },
  appUrl: 'https://league.club.test',
  timeZone: 'America/New_York',
  now: new Date('2026-11-25T12:00:00Z'),
  fromEmail: 'league@club.test',
};

const invite = {
  playerName: 'Sam <Sneaky> Snead',
  matchName: 'Saturday Skins',
  courseName: 'Pine Valley',
  matchDate: '2026-11-28',
  acceptUrl: 'https://league.club.test/invites/abc123',
  declineUrl: 'https://league.club.test/invites/abc123?action=decline',
  adminMessage: 'Bring **cash**.\n<script>alert(1)</script> [rules](https://league.club.test/terms)',
  includeIcs: true,
  matchId: 'm-1',
  expiryDate: '2026-11-27T23:00:00Z',
};

Deno.test('every message has the branded layout and a plain-text part', () => {
  const payloads: Record<string, Record<string, unknown>> = {
    match_invite: invite,
    waitlist_joined: { playerName: 'Ann', matchName: 'Saturday Skins', matchDate: '2026-11-28', matchId: 'm-1' },
    waitlist_promoted: { ...invite, includeIcs: false },
    invite_declined: { playerName: 'Ann', matchName: 'Saturday Skins', matchDate: '2026-11-28', matchId: 'm-1' },
    entry_confirmation: { playerName: 'Ann', matchName: 'Saturday Skins', courseName: 'Pine Valley', matchDate: '2026-11-28', selectedGames: [{ name: 'Skins', buyIn: '5.00' }], totalAmount: '5.00', requiresPayment: true, matchId: 'm-1' },
    payment_confirmed: { playerName: 'Ann', matchName: 'Saturday Skins', matchDate: '2026-11-28', amount: '20.00', method: 'Venmo', matchId: 'm-1' },
    invite_decline_followup: { playerName: 'Ann', matchName: 'Saturday Skins', matchDate: '2026-11-28', matchId: 'm-1' },
    weekly_leaders: { playerName: 'Ann', leaders: [{ name: 'Bo', earningsCents: 1250, points: 38 }] },
    sign_in_link: { playerName: 'Ann', signInUrl: 'https://league.club.test/signin/tok', expiresAt: '2026-11-25T13:00:00Z' },
    decline_followup: { playerName: 'Ann', matchName: 'Saturday Skins', matchDate: '2026-11-28', matchId: 'm-1' },
    player_approved: { playerName: 'Ann', profileUrl: 'https://league.club.test/players/p1' },
    player_declined: { playerName: 'Ann' },
    email_change_confirm: { playerName: 'Ann', newEmail: 'ann@new.test', confirmUrl: 'https://league.club.test/confirm-email/tok', expiresAt: '2026-11-26T12:00:00Z' },
    email_change_notice: { playerName: 'Ann', newEmail: 'ann@new.test', requestedAt: '2026-11-25T12:00:00Z' },
    custom: { subject: 'Hello', message: 'Hi **all**' },
    member_status: { playerName: 'Ann', kind: 'BREAK', responsibleGamingUrl: '/responsible-gaming' },
    admin_notice: { kind: 'WITHDRAWN', playerName: 'Ann', matchName: 'Saturday Skins', matchDate: '2026-11-28', matchUrl: '/matches/m-1', promotedName: 'Bo' },
    account_closed: { playerName: 'Ann' },
    match_message: { subject: 'Carts', message: 'Bring **cash**', playerName: 'Ann', matchId: 'm-1', matchName: 'Saturday Skins', matchDate: '2026-11-28', startTime: '08:30' },
    signup_received: { playerName: 'Ann' },
    signup_admin_notice: { playerName: 'Ann', playerEmail: 'ann@club.test', ghin: '1234567', submittedAt: '2026-11-25T12:00:00Z' },
    results_in: { playerName: 'Ann', matchId: 'm-1', matchName: 'Saturday Skins', matchDate: '2026-11-28', totalPayoutCents: 1500, games: [{ game: 'Stableford', position: 2, payoutCents: 1500 }] },
    results_corrected: { playerName: 'Ann', matchId: 'm-1', matchName: 'Saturday Skins', matchDate: '2026-11-28', reason: 'Card of hole 7', before: { payout_cents: 1200, games: [{ code: 'STB_V2', game: 'Stableford', position: 1, payout_cents: 1200 }] }, after: { payout_cents: 800, games: [{ code: 'STB_V2', game: 'Stableford', position: 2, payout_cents: 800 }] }, holesCorrected: 1, yourHoles: [], handedOverCents: 1200, stillOwedCents: 0, owedBackCents: 400 },
    tee_time: { playerName: 'Ann', matchId: 'm-1', matchName: 'Saturday Skins', matchDate: '2026-11-28', teeTime: '08:10', groupNumber: 1, partners: ['Bo'], includeIcs: true },
  };
  for (const [template, payload] of Object.entries(payloads)) {
    assert(isKnownTemplate(template), template);
    const email = renderEmail(template, payload, context);
    assert(email.subject.length > 0, template);
    assertStringIncludes(email.html, '<!DOCTYPE html>');
    assertStringIncludes(email.html, 'Pine &amp; Oak &lt;Club&gt;'); // club name, escaped
    assertStringIncludes(email.html, 'Tee it &quot;high&quot;'); // tagline
    assertStringIncludes(email.html, 'src="https://cdn.club.test/logo.png"');
    assertStringIncludes(email.html, '#1f4d3a');
    assertStringIncludes(email.html, '#d4a72c');
    assertStringIncludes(email.html, 'max-width:600px');
    assertNotMatch(email.html, /<script|<Sneaky>|<Club>/);
    assert(email.text.startsWith('Pine & Oak <Club>\nTee it "high"'), template);
    assertNotMatch(email.text, /<(p|div|table|strong|a)\b/);
  }
});

Deno.test('match invite: details, escaped organizer message, accept and decline links, deadline, calendar', () => {
  const email = renderEmail('match_invite', invite, context);
  assertEquals(email.subject, "You're invited: Saturday Skins on November 28, 2026");
  assertStringIncludes(email.html, 'Hi Sam &lt;Sneaky&gt; Snead,');
  assertStringIncludes(email.html, 'Saturday, November 28, 2026');
  assertStringIncludes(email.html, 'Pine Valley');
  assertStringIncludes(email.html, 'Bring <strong>cash</strong>.<br>');
  assertStringIncludes(email.html, '&lt;script&gt;alert(1)&lt;/script&gt;');
  assertStringIncludes(email.html, '<a href="https://league.club.test/terms"');
  assertStringIncludes(email.html, 'href="https://league.club.test/invites/abc123"');
  assertStringIncludes(email.html, 'href="https://league.club.test/invites/abc123?action=decline"');
  assertStringIncludes(email.html, 'November 27, 2026 at 6:00 PM EST'); // RSVP deadline in club time
  assertStringIncludes(email.text, 'Accept: https://league.club.test/invites/abc123');
  assertStringIncludes(email.text, 'Decline: https://league.club.test/invites/abc123?action=decline');
  assertStringIncludes(email.text, 'Bring cash.\n<script>alert(1)</script> rules (https://league.club.test/terms)');
  assertEquals(email.attachments.length, 1);
  const [ics] = email.attachments;
  assertEquals(ics?.filename, 'invite.ics');
  assertMatch(ics?.contentType ?? '', /^text\/calendar/);
  const unfolded = (ics?.content ?? '').replace(/\r\n /g, '');
  assertStringIncludes(unfolded, 'DTSTART:20261128T130000Z'); // 08:00 EST
  assertStringIncludes(unfolded, 'DTEND:20261128T170000Z');
  assertStringIncludes(unfolded, 'UID:match-m-1@league.club.test');
  assertStringIncludes(unfolded, 'DTSTAMP:20261125T120000Z');
  assertStringIncludes(unfolded, 'SUMMARY:Saturday Skins');
  assertStringIncludes(unfolded, 'LOCATION:Pine Valley');
});

Deno.test('match invite without includeIcs has no attachment; a token alone builds the links', () => {
  const email = renderEmail('match_invite', { matchName: 'Cup', token: 'tok 1', includeIcs: false }, context);
  assertEquals(email.attachments, []);
  assertStringIncludes(email.html, 'href="https://league.club.test/invites/tok%201"');
  assertStringIncludes(email.html, 'href="https://league.club.test/invites/tok%201?action=decline"');
  assertStringIncludes(email.html, 'Hi,');
});

Deno.test('relative links are resolved against the app URL; unsafe ones are dropped', () => {
  const email = renderEmail('match_invite', { ...invite, acceptUrl: '/invites/xyz', declineUrl: 'javascript:alert(1)' }, context);
  assertStringIncludes(email.html, 'href="https://league.club.test/invites/xyz"');
  assertNotMatch(email.html, /javascript:/);
});

Deno.test('the calendar follows daylight saving time and explicit times', () => {
  assertEquals(matchStart({ matchDate: '2026-06-13' }, 'America/New_York')?.toISOString(), '2026-06-13T12:00:00.000Z');
  assertEquals(matchStart({ matchDate: '2026-03-08', teeTime: '07:30' }, 'America/New_York')?.toISOString(), '2026-03-08T11:30:00.000Z');
  assertEquals(matchStart({ matchDate: '2026-11-01', teeTime: '07:30' }, 'America/New_York')?.toISOString(), '2026-11-01T12:30:00.000Z');
  assertEquals(matchStart({ matchDate: '2026-07-04' }, 'Australia/Sydney')?.toISOString(), '2026-07-03T22:00:00.000Z');
  assertEquals(matchStart({ matchDate: '2026-07-04T14:00:00Z' }, 'Europe/London')?.toISOString(), '2026-07-04T14:00:00.000Z');
  assertEquals(matchStart({}, 'Europe/London'), null);
});

Deno.test('entry confirmation: selected games, total and payment requirement', () => {
  const email = renderEmail('entry_confirmation', {
    playerName: 'Ann', matchName: 'Saturday Skins', courseName: 'Pine Valley', matchDate: '2026-11-28',
    // As respond_to_invitation queues it: dollar text in the spec's fields, cents beside them.
    selectedGames: [{ name: 'Modified Stableford v2', buyIn: '10.00', buyInCents: 1000 }, { name: 'Gross Skins', buyIn: '5.00' }],
    totalAmount: '15.00', totalCents: 1500, requiresPayment: true, matchId: 'm-1',
  }, context);
  assertEquals(email.subject, "You're entered: Saturday Skins");
  assertStringIncludes(email.html, 'Modified Stableford v2');
  assertStringIncludes(email.html, '$10.00');
  assertStringIncludes(email.html, '$5.00');
  assertStringIncludes(email.html, '$15.00');
  assertStringIncludes(email.html, 'Payment of $15.00 is required before play');
  assertStringIncludes(email.html, 'href="https://league.club.test/matches/m-1"');
  assertMatch(email.text, /Modified Stableford v2\s+\$10\.00/);
  assertMatch(email.text, /Total\s+\$15\.00/);
  const free = renderEmail('entry_confirmation', { matchName: 'Casual', selectedGames: [], totalAmount: '0.00', requiresPayment: false }, context);
  assertStringIncludes(free.text, 'There is nothing to pay for this match.');
});

Deno.test('payment confirmed, waitlist, decline and follow-up texts', () => {
  const paid = renderEmail('payment_confirmed', { playerName: 'Ann', matchName: 'Cup', matchDate: '2026-11-28', amount: '25.50', amountCents: 2550, method: 'CASH', matchId: 'm-1', paidInFull: true }, context);
  assertEquals(paid.subject, 'Payment received: Cup');
  assertStringIncludes(paid.html, '$25.50');
  assertStringIncludes(paid.text, 'Method: Cash');
  assertStringIncludes(renderEmail('payment_confirmed', { matchName: 'Cup', amount: '$1,020.00' }, context).text, '$1,020.00');
  assertStringIncludes(paid.text, 'You are all paid up');
  assertStringIncludes(renderEmail('waitlist_joined', { matchName: 'Cup' }, context).subject, 'waitlist');
  assertStringIncludes(renderEmail('waitlist_promoted', { matchName: 'Cup' }, context).subject, "you're in Cup");
  assertStringIncludes(renderEmail('invite_declined', { matchName: 'Cup', matchDate: '2026-11-28' }, context).text, 'you will not play Cup on Saturday, November 28, 2026');
  const followup = renderEmail('decline_followup', { matchName: 'Cup', matchDate: '2026-11-28', matchId: 'm-1' }, context);
  assertEquals(followup.subject, 'Still time to join Cup?');
  assertStringIncludes(followup.text, 'Cup is 3 days away');
  assertStringIncludes(followup.text, 'one-time reminder');
});

Deno.test('weekly leaders: a numbered table in dollars and points, or the no-results text', () => {
  const email = renderEmail('weekly_leaders', {
    leaders: [{ name: 'Bo', earnings_cents: 123456, points: 41 }, { name: 'Al', earnings: '5.00', points: 30 }],
    periodStart: '2026-11-23', periodEnd: '2026-11-30',
  }, context);
  assertEquals(email.subject, 'Pine & Oak <Club> weekly leaders');
  assertStringIncludes(email.html, '$1,234.56');
  assertStringIncludes(email.html, 'Results from Nov 23 to Nov 30.');
  assertMatch(email.text, /1\s+Bo\s+\$1,234\.56\s+41/);
  assertMatch(email.text, /2\s+Al\s+\$5\.00\s+30/);
  const empty = renderEmail('weekly_leaders', { leaders: [] }, context);
  assertStringIncludes(empty.text, 'No results this week');
  assertStringIncludes(empty.text, 'https://league.club.test/matches');
});

Deno.test('sign-in link: /signin/{token}, valid one hour', () => {
  const email = renderEmail('sign_in_link', { playerName: 'Ann', signInUrl: 'https://league.club.test/signin/tok', expiresAt: '2026-11-25T13:00:00Z' }, context);
  assertStringIncludes(email.html, 'href="https://league.club.test/signin/tok"');
  assertStringIncludes(email.text, 'valid for one hour (until November 25, 2026 at 8:00 AM EST)');
  assertStringIncludes(renderEmail('sign_in_link', { token: 'abc' }, context).text, 'https://league.club.test/signin/abc');
});

Deno.test('custom messages: text is escaped then converted; HTML bodies are sanitized', () => {
  const fromText = renderEmail('custom', { subject: 'News\r\nBcc: x@evil.test', message: '<b>Hi</b> **all**\n[site](https://x.test)' }, context);
  assertEquals(fromText.subject, 'News Bcc: x@evil.test'); // no header injection through the subject
  assertStringIncludes(fromText.html, '&lt;b&gt;Hi&lt;/b&gt; <strong>all</strong><br>');
  assertStringIncludes(fromText.text, '<b>Hi</b> all\nsite (https://x.test)');
  const fromHtml = renderEmail('custom', { subject: 'News', htmlBody: '<p>Hello <strong>all</strong><script>x()</script><img src=x onerror=y()></p>' }, context);
  assertStringIncludes(fromHtml.html, '<p>Hello <strong>all</strong></p>');
  assertNotMatch(fromHtml.html, /x\(\)|onerror/);
  assertStringIncludes(fromHtml.text, 'Hello all');
});

Deno.test('unknown templates and missing data are permanent errors', () => {
  assertThrows(() => renderEmail('nope', {}, context), TemplateError, 'Unknown e-mail template: nope');
  assertThrows(() => renderEmail('match_invite', { matchName: 'Cup' }, context), TemplateError, 'acceptUrl');
  assertThrows(() => renderEmail('waitlist_joined', {}, context), TemplateError, 'matchName');
  assertThrows(() => renderEmail('custom', { subject: 'x' }, context), TemplateError);
  assertThrows(() => renderEmail('__proto__', {}, context), TemplateError);
});

Deno.test('money and dates', () => {
  assertEquals(centsFrom(1500, '99.00'), 1500);
  assertEquals(centsFrom(undefined, '15.5'), 1550);
  assertEquals(centsFrom(null, null), null);
  assertEquals(formatMoney(0), '$0.00');
  assertEquals(formatMoney(5), '$0.05');
  assertEquals(formatMoney(-1250), '-$12.50');
  assertEquals(formatMoney('1500'), '$15.00');
  assertEquals(formatMatchDate('2026-11-28', 'Australia/Sydney'), 'Saturday, November 28, 2026');
  assertEquals(formatMatchDate('2026-11-28T13:00:00Z', 'America/New_York'), 'Saturday, November 28, 2026 at 8:00 AM');
});

Deno.test('e-mail change: the new address gets the link, the old one only the notice', () => {
  const confirm = renderEmail('email_change_confirm', { playerName: 'Ann', newEmail: 'ann@new.test', confirmUrl: '/confirm-email/tok' }, context);
  assertStringIncludes(confirm.text, 'https://league.club.test/confirm-email/tok');
  assertStringIncludes(confirm.text, 'ann@new.test');
  assertThrows(() => renderEmail('email_change_confirm', { playerName: 'Ann' }, context), TemplateError);
  const notice = renderEmail('email_change_notice', { playerName: 'Ann', newEmail: 'ann@new.test', confirmUrl: '/confirm-email/tok' }, context);
  assertStringIncludes(notice.text, 'to ann@new.test');
  assertNotMatch(notice.text + notice.html, /confirm-email/);
});

Deno.test('membership notices say what changed', () => {
  for (const kind of ['DEACTIVATED', 'REACTIVATED', 'DECLINE_UNDONE', 'BREAK']) {
    const email = renderEmail('member_status', { playerName: 'Ann', kind }, context);
    assertStringIncludes(email.text, 'Hi Ann,');
  }
  assertThrows(() => renderEmail('member_status', { kind: 'GONE' }, context), TemplateError);
  const withdrawn = renderEmail('admin_notice', { kind: 'WITHDRAWN', playerName: 'Ann', matchName: 'Skins', matchUrl: '/matches/m-1', waitlistWaiting: true }, context);
  assertEquals(withdrawn.subject, 'Ann withdrew from Skins');
  assertStringIncludes(withdrawn.text, 'Players are waiting for the free seat');
  assertStringIncludes(withdrawn.text, 'https://league.club.test/matches/m-1');
  const promoted = renderEmail('admin_notice', { kind: 'WITHDRAWN', playerName: 'Ann', matchName: 'Skins', promotedName: 'Bo' }, context);
  assertStringIncludes(promoted.text, 'Bo was moved from the waitlist');
  assertEquals(renderEmail('admin_notice', { kind: 'BREAK', playerName: 'Ann' }, context).subject, 'Ann is taking a break');
  assertStringIncludes(renderEmail('account_closed', { playerName: 'Ann' }, context).text, 'Former member');
});
