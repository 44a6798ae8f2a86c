// Unit tests for the pure parts of delivery: settings, validation, client addresses, link tokens, error classes.
import { assert, assertEquals, assertMatch, assertThrows } from './testing.ts';
import { HttpError } from './http.ts';
import { fingerprint } from './mail-service.ts';
import { isConnectionError } from './outbox.ts';
import { linkToken, sha256Hex } from './links.ts';
import { clientAddress } from './rate-limit.ts';
import { parseSettings } from './settings.ts';
import { isPermanentSmtpError } from './smtp.ts';
import { isValidEmail, requireEmail } from './validate.ts';

Deno.test('settings: the SQL side\'s defaults, branding JSON, appUrl before APP_URL', () => {
  const defaults = parseSettings({}, 'http://localhost:9999/');
  assertEquals(defaults, {
    emailEnabled: true,
    fromEmail: 'league@fairway.example',
    branding: { clubName: 'Fairway League', tagline: 'Where wagers meet fairways.', logoUrl: null, groupUrl: null },
    timeZone: 'America/New_York',
    appUrl: 'http://localhost:9999',
    appUrlProblem: null,
    weeklyLeaders: { enabled: true, hour: 17, minute: 0 },
    declineFollowupEnabled: false,
    paymentInstructions: null,
    paymentReminderDays: 0,
    leaguePaymentInstructions: {},
    anyLeague: { declineFollowupEnabled: false, paymentReminderDays: 0 },
  });
  const set = parseSettings({
    emailEnabled: 'false', fromEmail: 'pro@club.test', clubTimezone: 'Europe/Paris', appUrl: 'https://league.club.test/',
    branding: '{"clubName":"Oak Hill","tagline":"","logoUrl":"https://cdn.test/l.png","groupUrl":null}',
    weeklyLeadersEnabled: 'false', weeklyLeadersSendHour: '8', weeklyLeadersSendMinute: '45', inviteDeclineFollowupEnabled: 'true',
  }, 'http://ignored');
  assertEquals(set.emailEnabled, false);
  assertEquals(set.branding, { clubName: 'Oak Hill', tagline: null, logoUrl: 'https://cdn.test/l.png', groupUrl: null });
  assertEquals(set.appUrl, 'https://league.club.test');
  assertEquals(set.weeklyLeaders, { enabled: false, hour: 8, minute: 45 });
  assertEquals(set.declineFollowupEnabled, true);
  const payments = parseSettings({ paymentInstructions: ' Venmo @club-treasurer ', paymentReminderDays: '3' });
  assertEquals([payments.paymentInstructions, payments.paymentReminderDays], ['Venmo @club-treasurer', 3]);
  assertEquals(parseSettings({ paymentInstructions: '  ', paymentReminderDays: '99' }).paymentReminderDays, 0);
  assertEquals(parseSettings({ branding: '{"clubName":"X","logoUrl":"/storage/v1/object/public/branding/l.png"}' }, 'https://app.test').branding.logoUrl,
    'https://app.test/storage/v1/object/public/branding/l.png');
  // Bad values fall back instead of breaking every message.
  const bad = parseSettings({ clubTimezone: 'Mars/Base', branding: '{not json', weeklyLeadersSendHour: '25' });
  assertEquals([bad.timeZone, bad.branding.clubName, bad.weeklyLeaders.hour], ['America/New_York', 'Fairway League', 17]);
});

Deno.test('addresses: one plain recipient, trimmed and lowercased', () => {
  assertEquals(requireEmail('  Ann.Lee+golf@Club.Example ', 'to'), 'ann.lee+golf@club.example');
  for (const bad of ['nope', 'a@b', 'a b@c.test', 'a@b.test, c@d.test', 'Ann <a@b.test>', 'a@b.test\r\nBcc: x@y.test', '"q"@b.test']) {
    assert(!isValidEmail(bad.trim().toLowerCase()), bad);
    assertThrows(() => requireEmail(bad, 'to'), HttpError, 'Please enter a valid email address');
  }
  assertThrows(() => requireEmail('', 'to'), HttpError, 'Please enter an email address');
  assertThrows(() => requireEmail(['a@b.test'], 'to'), HttpError, 'one recipient');
});

Deno.test('client address: the edge\'s header, else the last x-forwarded-for hop, never a client-written first hop', () => {
  const from = (headers: Record<string, string>) => clientAddress(new Request('http://x/', { headers }));
  assertEquals(from({ 'cf-connecting-ip': '203.0.113.7', 'x-forwarded-for': '1.1.1.1' }), '203.0.113.7');
  assertEquals(from({ 'x-forwarded-for': '6.6.6.6, 198.51.100.4' }), '198.51.100.4');
  assertEquals(from({ 'x-forwarded-for': '198.51.100.4' }), '198.51.100.4');
  assertEquals(from({}), 'unknown');
});

Deno.test('link tokens: 256 bits from the secret and the reference, stable for a reference, different per kind and secret', async () => {
  const ref = '0b6f3c9e-1d2a-4c55-8f0e-9a7b6c5d4e3f';
  const token = await linkToken('invite', ref, 'secret-a');
  assertMatch(token, /^[0-9a-f]{64}$/);
  assertEquals(await linkToken('invite', ref, 'secret-a'), token);
  assert(await linkToken('sign_in', ref, 'secret-a') !== token);
  assert(await linkToken('email_change', ref, 'secret-a') !== token);
  assert(await linkToken('invite', ref, 'secret-b') !== token);
  assertEquals(await sha256Hex('abc'), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
});

Deno.test('SMTP errors: 5xx replies are final, connection trouble and 4xx are retried', () => {
  assertEquals(isPermanentSmtpError(Object.assign(new Error('550 no such user'), { code: 'EENVELOPE', responseCode: 550 })), true);
  assertEquals(isPermanentSmtpError(Object.assign(new Error('451 try later'), { code: 'EENVELOPE', responseCode: 451 })), false);
  assertEquals(isPermanentSmtpError(Object.assign(new Error('535 auth'), { code: 'EAUTH', responseCode: 535 })), false);
  assertEquals(isPermanentSmtpError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' })), false);
  assertEquals(isConnectionError('ESOCKET: connect ECONNREFUSED 127.0.0.1:54325'), true);
  assertEquals(isConnectionError('Greeting never received'), true);
  assertEquals(isConnectionError('SMTP 550: mailbox unavailable'), false);
});

Deno.test('a send-* call finds the message an RPC queued by its match (and amount for payments)', () => {
  assertEquals(fingerprint('invite_declined', { matchId: 'm1', matchDate: '2026-12-01' }), fingerprint('invite_declined', { matchId: 'm1', playerName: 'x' }));
  assertEquals(fingerprint('payment_confirmed', { matchId: 'm1', amount: '15.00' }), fingerprint('payment_confirmed', { matchId: 'm1', amount: '15.00', amountCents: 1500 }));
  assert(fingerprint('payment_confirmed', { matchId: 'm1', amount: '10.00' }) !== fingerprint('payment_confirmed', { matchId: 'm1', amountCents: 1500 }));
});
