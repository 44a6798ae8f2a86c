// Unit tests for the pure parts of delivery: settings, validation, rate limits, error classes.
import { assert, assertEquals, assertThrows } from './testing.ts';
import { HttpError } from './http.ts';
import { fingerprint } from './mail-service.ts';
import { isConnectionError } from './outbox.ts';
import { allow } from './rate-limit.ts';
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
    weeklyLeaders: { enabled: true, hour: 17, minute: 0 },
    declineFollowupEnabled: false,
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

Deno.test('rate limit: a sliding window per key', () => {
  const key = `test:${crypto.randomUUID()}`;
  assertEquals([1, 2, 3, 4].map((i) => allow(key, 3, 1000, 10_000 + i)), [true, true, true, false]);
  assertEquals(allow(key, 3, 1000, 11_002), true); // the first hit left the window
  assertEquals(allow(`other:${key}`, 3, 1000, 10_005), true);
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
