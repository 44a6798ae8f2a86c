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

Deno.test('results corrected: why, the holes corrected, each game before → after, and what is owed back or still owed', () => {
  const corrected = renderEmail('results_corrected', {
    playerName: 'Oscar',
    matchId: 'm-1',
    matchName: 'Saturday Skins',
    matchDate: '2026-11-28',
    reason: "Oscar's 7th was a 4",
    before: { payout_cents: 800, games: [{ code: 'STB_V2', game: 'Stableford', position: 2, payout_cents: 800 }] },
    after: { payout_cents: 1200, games: [{ code: 'STB_V2', game: 'Stableford', position: 1, payout_cents: 1200 }] },
    holesCorrected: 1,
    yourHoles: [{ hole: 7, old: 5, new: 4 }],
    handedOverCents: 500,
    stillOwedCents: 700,
    owedBackCents: 0,
  }, context);
  assertEquals(corrected.subject, 'Results corrected: Saturday Skins');
  assertStringIncludes(corrected.text, "have been corrected: Oscar's 7th was a 4");
  assertStringIncludes(corrected.text, '1 hole score was corrected, on your card:\nHole 7: 5 → 4');
  assertStringIncludes(corrected.text, '2nd → 1st');
  assertStringIncludes(corrected.text, '$8.00 → $12.00');
  assertStringIncludes(corrected.text, 'You were handed $5.00; you now win $12.00, so $7.00 is still owed to you.');
  const owes = renderEmail('results_corrected', {
    matchName: 'Saturday Skins',
    before: { payout_cents: 1200, games: [] },
    after: { payout_cents: 800, games: [] },
    holesCorrected: 1,
    yourHoles: [],
    handedOverCents: 1200,
    owedBackCents: 400,
  }, context);
  assertStringIncludes(owes.text, '1 hole score was corrected (none on your card).');
  assertStringIncludes(owes.text, 'so $4.00 is owed back to the league');
});
