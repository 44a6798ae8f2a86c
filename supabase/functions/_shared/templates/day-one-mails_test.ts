// What a new member reads first: the invitation says the match's payment rule and how to pay, the
// "a seat opened up" e-mail what is now due and how to pay, the day-before reminder their own tee time.
import { assert, assertEquals, assertStringIncludes } from '../testing.ts';
import { renderEmail, type RenderContext } from './index.ts';

const context: RenderContext = {
  branding: { clubName: 'Pine & Oak', tagline: 'Tee it high', logoUrl: null, groupUrl: null },
  appUrl: 'https://league.club.test',
  timeZone: 'America/New_York',
  now: new Date('2026-11-25T12:00:00Z'),
  fromEmail: 'league@club.test',
  paymentInstructions: 'Venmo @pine-oak-treasurer',
};
const match = { playerName: 'Ann', matchName: 'Saturday Skins', courseName: 'Pine Valley', matchId: 'm-1', matchDate: '2026-12-12', teeTime: '08:00' };

Deno.test('the invitation says payment is required before play and how to pay', () => {
  const email = renderEmail('match_invite', { ...match, token: 't', requirePaymentBeforePlay: true }, context);
  assertStringIncludes(email.text, 'Payment required before play: your entry stays pending until the treasurer confirms your payment.');
  assertStringIncludes(email.text, 'How to pay:\nVenmo @pine-oak-treasurer');
  assertStringIncludes(email.html, '<strong>Payment required before play</strong>');
  assertStringIncludes(email.html, 'Venmo @pine-oak-treasurer');
});

Deno.test('an invitation to a pay-later match gives the instructions without the rule', () => {
  const email = renderEmail('match_invite', { ...match, token: 't', requirePaymentBeforePlay: false }, context);
  assert(!email.text.includes('Payment required before play'));
  assertStringIncludes(email.text, 'How to pay:\nVenmo @pine-oak-treasurer');
  const none = renderEmail('match_invite', { ...match, token: 't' }, { ...context, paymentInstructions: null });
  assert(!none.text.includes('How to pay'));
});

Deno.test('the promotion e-mail says what is due and how to pay', () => {
  const email = renderEmail('waitlist_promoted', { ...match, dueCents: 1500, requirePaymentBeforePlay: true }, context);
  assertStringIncludes(email.text, 'Amount due: $15.00');
  assertStringIncludes(email.html, '$15.00');
  assertStringIncludes(email.text, 'Payment required before play');
  assertStringIncludes(email.text, 'How to pay:\nVenmo @pine-oak-treasurer');
  const free = renderEmail('waitlist_promoted', { ...match, dueCents: 0, requirePaymentBeforePlay: true }, context);
  assertStringIncludes(free.text, 'Amount due: Nothing due');
  assert(!free.text.includes('How to pay'), 'nothing to pay, no instructions');
});

Deno.test('the reminder gives the player their own group tee time', () => {
  const email = renderEmail('match_reminder', { ...match, startTime: '08:20', matchStartTime: '08:00', startMode: 'TEE_TIMES', groupNumber: 2 }, context);
  assertStringIncludes(email.text, 'Your tee time: 8:20 AM EST');
  assertStringIncludes(email.text, 'Group: 2');
  assertStringIncludes(email.subject, 'starts at 8:20 AM EST');
  const shotgun = renderEmail('match_reminder', { ...match, startTime: '08:00', startMode: 'SHOTGUN', groupNumber: 3, startHole: 7 }, context);
  assertStringIncludes(shotgun.text, 'Shotgun start: 8:00 AM EST');
  assertStringIncludes(shotgun.text, 'Starting hole: 7');
  const plain = renderEmail('match_reminder', { ...match, startTime: '08:00', startMode: 'TEE_TIMES', groupNumber: null }, context);
  assertStringIncludes(plain.text, 'First tee time: 8:00 AM EST');
  assertEquals(plain.text.includes('Group:'), false);
});
