// The public URL off a local stack, the invitation's games block and the day-before reminder.
import { assert, assertEquals, assertStringIncludes } from './testing.ts';
import { APP_URL_MISSING, isLocalDeploy, parseSettings } from './settings.ts';
import { gamesBlock, gamesTotalCents } from './templates/games-block.ts';
import { renderEmail, type RenderContext } from './templates/index.ts';
import { formatStartTime } from './templates/reminder.ts';

const context: RenderContext = {
  branding: { clubName: 'Oak Hill', tagline: null, logoUrl: null, groupUrl: null },
  appUrl: 'https://league.club.test',
  timeZone: 'America/New_York',
  now: new Date('2026-11-25T12:00:00Z'),
  fromEmail: 'league@club.test',
};

Deno.test('local stacks: loopback and the CLI hosts; hosted projects are not', () => {
  for (const url of ['http://127.0.0.1:54321', 'http://localhost:54321', 'http://kong:8000', undefined]) assert(isLocalDeploy(url), String(url));
  assert(!isLocalDeploy('https://abcd.supabase.co'));
});

Deno.test('off a local stack, e-mail waits for a public URL that is not this machine', () => {
  assertEquals(parseSettings({}, undefined, false).appUrlProblem, APP_URL_MISSING);
  assertEquals(parseSettings({}, 'http://localhost:54321', false).appUrlProblem, APP_URL_MISSING);
  assertEquals(parseSettings({ appUrl: 'https://league.club.test' }, undefined, false).appUrlProblem, null);
  assertEquals(parseSettings({}, 'https://league.club.test', false).appUrlProblem, null);
  assertEquals(parseSettings({}, undefined, true).appUrlProblem, null);
});

const games = [
  { name: 'Stableford v2', buyInCents: 1000, potCalc: 'PER_PLAYER' },
  { name: 'Gross Skins', buyInCents: 500, potCalc: 'PER_ENTRY' },
  { name: 'Closest to the Pin', buyInCents: 2000, potCalc: 'FLAT' },
];

Deno.test('the games block: each game, who pays, its buy-in and the total (league-funded pots are free)', () => {
  assertEquals(gamesTotalCents(games), 1500);
  const block = gamesBlock({ games });
  assertStringIncludes(block.text, 'Stableford v2');
  assertStringIncludes(block.text, '$10.00');
  assertStringIncludes(block.text, 'Free');
  assertStringIncludes(block.text, 'Total (every game)');
  assertStringIncludes(block.text, '$15.00');
  assertEquals(gamesBlock({}).html, '');
});

Deno.test('the invitation lists the games, buy-ins and total', () => {
  const email = renderEmail('match_invite', {
    matchName: 'Saturday Skins', matchDate: '2026-11-28', acceptUrl: '/invites/abc', matchId: 'm-1', games,
  }, context);
  assertStringIncludes(email.html, 'Gross Skins');
  assertStringIncludes(email.html, '$15.00');
  assertStringIncludes(email.text, 'Games and buy-ins:');
  assertStringIncludes(email.text, 'https://league.club.test/invites/abc');
});

Deno.test('the day-before reminder says the start time with its zone and links the match', () => {
  assertEquals(formatStartTime('2026-11-28', '08:00', 'America/New_York'), '8:00 AM EST');
  assertEquals(formatStartTime('2026-07-04', '14:30', 'America/New_York'), '2:30 PM EDT');
  const email = renderEmail('match_reminder', {
    playerName: 'Ann', matchName: 'Saturday Skins', courseName: 'Pine Valley', matchDate: '2026-11-28', startTime: '08:00',
    startMode: 'SHOTGUN', matchUrl: '/matches/m-1',
  }, context);
  assertEquals(email.subject, 'Reminder: Saturday Skins starts at 8:00 AM EST on Saturday, November 28');
  assertStringIncludes(email.text, 'Shotgun start: 8:00 AM EST');
  assertStringIncludes(email.text, 'Match details: https://league.club.test/matches/m-1');
  assertStringIncludes(email.html, 'Pine Valley');
});
