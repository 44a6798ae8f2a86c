// The messages of issue #15's mail work: a match's field, sign-up acknowledgement and notice, results are in.
import { assertEquals, assertStringIncludes, assertThrows } from '../testing.ts';
import { renderEmail, type RenderContext, TemplateError } from './index.ts';

const context: RenderContext = {
  branding: { clubName: 'Pine Club', tagline: 'Tee it high', logoUrl: null, groupUrl: null },
  appUrl: 'https://league.club.test',
  timeZone: 'America/New_York',
  now: new Date('2026-11-25T12:00:00Z'),
  fromEmail: 'league@club.test',
};

Deno.test("match field: the admin's subject and escaped text, the match's facts with its start in club time, a link", () => {
  const email = renderEmail('match_message', {
    subject: 'Carts are booked',
    message: 'Bring **cash** <b>now</b>',
    playerName: 'Ann',
    matchId: 'm-1',
    matchName: 'Saturday Skins',
    courseName: 'Pine Valley',
    matchDate: '2026-11-28',
    startTime: '13:05',
  }, context);
  assertEquals(email.subject, 'Carts are booked');
  assertStringIncludes(email.html, 'Bring <strong>cash</strong> &lt;b&gt;now&lt;/b&gt;');
  assertStringIncludes(email.html, 'Saturday, November 28, 2026, 1:05 PM (club time)');
  assertStringIncludes(email.html, 'href="https://league.club.test/matches/m-1"');
  assertStringIncludes(email.text, 'The match: https://league.club.test/matches/m-1');
  assertThrows(() => renderEmail('match_message', { subject: 'x', matchName: 'y' }, context), TemplateError);
});

Deno.test('sign-up: the applicant hears what happens next; the league address gets the review link', () => {
  const ack = renderEmail('signup_received', { playerName: 'Ann' }, context);
  assertEquals(ack.subject, 'We received your request to join Pine Club');
  assertStringIncludes(ack.text, 'waiting for approval');
  const notice = renderEmail('signup_admin_notice', { playerName: 'Ann Lee', playerEmail: 'ann@club.test', ghin: '1234567', submittedAt: '2026-11-25T17:00:00Z' }, context);
  assertEquals(notice.subject, 'New sign-up waiting for approval: Ann Lee');
  assertStringIncludes(notice.text, 'E-mail: ann@club.test');
  assertStringIncludes(notice.text, 'Submitted: November 25, 2026 at 12:00 PM EST');
  assertStringIncludes(notice.html, 'href="https://league.club.test/admin/players/pending"');
});

Deno.test('results are in: each game with the finish and payout, the total, or no payout', () => {
  const won = renderEmail('results_in', {
    playerName: 'Ann',
    matchId: 'm-1',
    matchName: 'Saturday Skins',
    matchDate: '2026-11-28',
    totalPayoutCents: 4550,
    games: [
      { game: 'Stableford', position: 2, payoutCents: 3050 },
      { game: 'Gross Skins', position: null, skins: 3, payoutCents: 1500 },
      { game: 'Nassau', position: 11, payoutCents: 0 },
    ],
  }, context);
  assertEquals(won.subject, 'Results are in: Saturday Skins');
  assertStringIncludes(won.text, 'Stableford   2nd          $30.50');
  assertStringIncludes(won.text, 'Gross Skins  3 skins      $15.00');
  assertStringIncludes(won.text, 'Nassau       11th          $0.00');
  assertStringIncludes(won.text, 'Total                     $45.50');
  assertStringIncludes(won.text, 'You won $45.50. Congratulations!');
  const none = renderEmail('results_in', { matchName: 'Saturday Skins', totalPayoutCents: 0, games: [{ game: 'Stableford', position: 5, payoutCents: 0 }] }, context);
  assertStringIncludes(none.text, 'No payout for you this time.');
});
