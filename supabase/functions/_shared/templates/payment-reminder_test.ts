import { assert, assertEquals, assertNotMatch, assertStringIncludes, assertThrows } from '../testing.ts';
import { renderEmail, type RenderContext, TemplateError } from './index.ts';

const context: RenderContext = {
  branding: { clubName: 'Pine & Oak', tagline: null, logoUrl: null, groupUrl: null },
  appUrl: 'https://league.club.test',
  timeZone: 'America/New_York',
  now: new Date('2026-11-25T12:00:00Z'),
  fromEmail: 'league@club.test',
  paymentInstructions: 'Venmo @club-treasurer\n<b>Cash</b> at the pro shop',
};

const reminder = {
  playerName: 'Oscar',
  matchId: 'm-1',
  matchName: 'Saturday Skins',
  courseName: 'Pine Valley',
  matchDate: '2026-11-28',
  amountDueCents: 1500,
  requiresPayment: true,
  automatic: true,
};

Deno.test('payment reminder: the amount, the match, the payment instructions (escaped) and a link', () => {
  const email = renderEmail('payment_reminder', reminder, context);
  assertEquals(email.subject, 'Payment reminder: $15.00 due for Saturday Skins');
  assertStringIncludes(email.html, 'You still owe <strong>$15.00</strong> for <strong>Saturday Skins</strong>.');
  assertStringIncludes(email.html, 'How to pay');
  assertStringIncludes(email.html, 'Venmo @club-treasurer<br>&lt;b&gt;Cash&lt;/b&gt; at the pro shop');
  assertNotMatch(email.html, /<b>Cash/);
  assertStringIncludes(email.html, 'https://league.club.test/matches/m-1');
  assertStringIncludes(email.text, 'How to pay:\nVenmo @club-treasurer');
  assertStringIncludes(email.text, 'your entry stays pending until the treasurer confirms your payment');
  assertStringIncludes(email.text, 'sent automatically');
});

Deno.test('payment reminder: without instructions the block is left out; nothing due is refused', () => {
  const email = renderEmail('payment_reminder', { ...reminder, automatic: false, requiresPayment: false }, { ...context, paymentInstructions: '' });
  assertNotMatch(email.html, /How to pay/);
  assertNotMatch(email.text, /sent automatically/);
  assertStringIncludes(email.text, 'Please settle it with the treasurer');
  assertThrows(() => renderEmail('payment_reminder', { ...reminder, amountDueCents: 0 }, context), TemplateError, 'amountDueCents');
  assertThrows(() => renderEmail('payment_reminder', { ...reminder, matchName: '' }, context), TemplateError, 'matchName');
});

Deno.test('entry confirmation: the payment instructions when something is due, not when nothing is', () => {
  const entry = { playerName: 'Ann', matchName: 'Saturday Skins', matchDate: '2026-11-28', matchId: 'm-1' };
  const due = renderEmail('entry_confirmation', { ...entry, selectedGames: [{ name: 'Skins', buyInCents: 500 }], totalCents: 500 }, context);
  assertStringIncludes(due.text, 'How to pay:\nVenmo @club-treasurer');
  const nothing = renderEmail('entry_confirmation', { ...entry, selectedGames: [], totalCents: 0 }, context);
  assert(!nothing.text.includes('How to pay'));
});
