import { assert, assertEquals, assertStringIncludes } from '../testing.ts';
import { renderEmail, type RenderContext } from './index.ts';

const context: RenderContext = {
  branding: { clubName: 'Fairway League', tagline: null, logoUrl: null, groupUrl: null },
  appUrl: 'https://league.club.test',
  timeZone: 'America/New_York',
  now: new Date('2026-12-07T12:00:00Z'),
  fromEmail: 'league@club.test',
};
const match = { playerName: 'Ann', matchName: 'Saturday Skins', matchDate: '2026-12-05', matchId: 'm-1', matchUrl: 'https://league.club.test/matches/m-1' };

Deno.test('a payment receipt says what is left to pay and the credit the member now holds', () => {
  const email = renderEmail('payment_confirmed', { ...match, amount: '25.00', amountCents: 2500, method: 'CASH', balanceCents: 0, paidInFull: true, creditCents: 500 }, context);
  assertEquals(email.subject, 'Payment received: Saturday Skins');
  assertStringIncludes(email.text, 'Amount: $25.00');
  assertStringIncludes(email.text, 'You are all paid up for this match.');
  assertStringIncludes(email.text, 'Your credit with the league is now $5.00.');
  assertStringIncludes(email.html, 'Your credit with the league is now $5.00.');
});

Deno.test('a payment receipt names the method as members read it ("Venmo", not "VENMO")', () => {
  const email = renderEmail('payment_confirmed', { ...match, amount: '25.00', amountCents: 2500, method: 'VENMO', balanceCents: 0, paidInFull: true, creditCents: 0 }, context);
  assertStringIncludes(email.text, 'Method: Venmo');
  assertEquals(email.text.includes('VENMO'), false);
});

Deno.test('a refund receipt names the amount, method, date and the credit left', () => {
  const email = renderEmail('refund_recorded', { ...match, amountCents: 1500, method: 'VENMO', refundedOn: '2026-12-06', note: 'Rained off', creditCents: 0 }, context);
  assertEquals(email.subject, 'Refund recorded: Saturday Skins');
  assertStringIncludes(email.text, 'a refund of $15.00 to you for Saturday Skins');
  assertStringIncludes(email.text, 'Method: Venmo');
  assertStringIncludes(email.text, 'Refunded on: Sunday, December 6, 2026');
  assertStringIncludes(email.text, 'Note: Rained off');
  assertStringIncludes(email.text, 'You hold no credit with the league.');
});

Deno.test('a credit receipt names the match it came from, what is still owed and the credit left', () => {
  const email = renderEmail('credit_applied', { ...match, amountCents: 1000, fromMatchName: 'Rainout Classic', balanceCents: 500, creditCents: 250 }, context);
  assertEquals(email.subject, 'Credit applied: Saturday Skins');
  assertStringIncludes(email.text, '$10.00 of your credit from Rainout Classic has been applied to Saturday Skins.');
  assertStringIncludes(email.text, 'Still to pay for this match: $5.00.');
  assertStringIncludes(email.text, 'Your credit with the league is now $2.50.');
});

Deno.test('a payout receipt names the winnings handed over; a settle-up is one receipt with its total', () => {
  const one = renderEmail('winnings_paid', { ...match, amountCents: 4010, method: 'ZELLE', paidOn: '2026-12-06', creditCents: 0 }, context);
  assertEquals(one.subject, 'Winnings paid: Saturday Skins');
  assertStringIncludes(one.text, '$40.10 of your winnings for Saturday Skins');
  assertStringIncludes(one.text, 'Method: Zelle');
  assertStringIncludes(one.text, 'You hold no credit with the league.');
  const season = renderEmail('winnings_paid', { ...match, amountCents: 9000, method: 'CASH', paidOn: '2026-12-06', settleUp: true, matchCount: 3, creditCents: 1200 }, context);
  assertEquals(season.subject, 'Winnings paid: season settle-up');
  assertStringIncludes(season.text, 'your season settle-up of $90.00 (winnings of 3 matches)');
  assertStringIncludes(season.text, 'Your credit with the league is now $12.00.');
});

Deno.test('a receipt without the credit field prints no credit line (a message queued before receipts had one)', () => {
  const email = renderEmail('payment_confirmed', { ...match, amount: '25.00', method: 'CASH' }, context);
  assert(!email.text.includes('credit with the league'));
});
